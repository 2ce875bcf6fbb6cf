// Health, the developers page and uploaded images (campus locations: console-map.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS } from '@contract/paths';
import { Hono } from 'hono';
import { SAMPLE_DEVELOPERS } from '@contract/sample/developers';
import type { Developer, HealthResponse } from '@contract/types';
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

  const developers: Developer[] = SAMPLE_DEVELOPERS.map((d) => ({ ...d }));
  for (const path of slashOptional(API_PATHS.developers)) app.get(path, (c) => c.json({ results: developers }));


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
