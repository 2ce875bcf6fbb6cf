// Health, the developers page and uploaded images (campus locations: console-map.ts).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS } from '@contract/paths';
import { Hono } from 'hono';
import type { Credit } from '@contract/credits';
import type { HealthResponse } from '@contract/types';
import type { Deps } from '../deps';
import { slashOptional } from '../lib/paths';
import { ApiError, notFound } from '../lib/errors';

const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;
const UPLOAD_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function miscRoutes(deps: Deps, ping: () => Promise<void>): Hono {
  const app = new Hono();

  app.get(API_PATHS.health, async (c) => {
    try {
      await ping();
    } catch {
      throw new ApiError(503, 'the database does not answer', { error: 'database_unavailable' });
    }
    const body: HealthResponse = { status: 'ok', database: deps.kind };
    return c.json(body);
  });

  // The developers page's people (migration 0019), from the kept copy; a cacheable read: an ETag of the answer,
  // so a browser, the service worker or a proxy that kept it asks again and gets a 304 while it is unchanged.
  let answered: { of: Credit[]; body: string; etag: string } | null = null;
  for (const path of slashOptional(API_PATHS.developers)) {
    app.get(path, async (c) => {
      const list = await deps.catalog.credits();
      if (answered?.of !== list) {
        const body = JSON.stringify({ results: list });
        answered = { of: list, body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
      }
      const headers = { 'Cache-Control': 'public, no-cache', ETag: answered.etag, 'Content-Type': 'application/json' };
      if (c.req.header('if-none-match') === answered.etag) return c.body(null, 304, headers);
      return c.body(answered.body, 200, headers);
    });
  }


  app.get(`${API_PATHS.uploads}:name`, async (c) => {
    const name = c.req.param('name');
    if (!UPLOAD_NAME.test(name)) throw notFound('no such file');
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(path.join(deps.uploadsDir, name));
    } catch {
      throw notFound('no such file');
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': UPLOAD_TYPES[name.split('.')[1]],
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
    });
  });
  return app;
}
