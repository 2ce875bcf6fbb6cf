// Admin login: code → {uid, role, name}. Failures are slowed per address and refused per code
// (see services/login-limiter.ts); the code is checked against scrypt hashes only. The code is checked
// before any delay and only failures wait, so a flood of wrong codes never holds up a right one.
import { API_PATHS } from '@contract/paths';
import { Hono } from 'hono';
import { AdminLoginSchema, AdminLogoutSchema } from '@contract/schemas';
import type { AdminLoginResponse } from '@contract/types';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { sha256 } from '../lib/secrets';
import { check, jsonBody } from '../lib/validate';
import type { LoginLimiter } from '../services/login-limiter';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function adminRoutes(deps: Deps, limiter: LoginLimiter): Hono {
  const { sessions, catalog } = deps;
  const app = new Hono();
  app.post(API_PATHS.adminLogin, async (c) => {
    const req = check(AdminLoginSchema, await jsonBody(c));
    const addr = deps.clientAddress(c);
    const codeKey = sha256(`login:${req.admin_code}`);
    const retryAfter = limiter.codeRetryAfter(codeKey);
    if (retryAfter > 0) {
      throw new ApiError(
        429,
        'too many failed attempts with this code, please check the admin code and try again later',
        { error: 'too_many_requests' },
        { 'Retry-After': String(retryAfter) },
      );
    }
    const admin = await sessions.findByCode(req.admin_code);
    if (!admin) {
      const delay = await limiter.failed(addr, codeKey);
      if (delay > 0) await sleep(delay);
      throw new ApiError(401, 'please check the admin code', { error: 'invalid_code' });
    }
    const uid = await sessions.login(admin);
    // Revoked or replaced in the console since this process last read the accounts.
    if (!uid) throw new ApiError(401, 'please check the admin code', { error: 'invalid_code' });
    const booth = admin.boothId !== null ? (await catalog.booths()).byId.get(admin.boothId) : undefined;
    const body: AdminLoginResponse & { booth_id: number | null; booth_name: string | null; expires_in: number } = {
      uid,
      role: admin.role,
      name: admin.name,
      booth_id: admin.boothId,
      booth_name: booth?.name ?? null,
      expires_in: 3600,
    };
    return c.json(body);
  });
  // Signing out ends this uid only; the admin's other devices stay logged in. An unknown or
  // expired uid is already signed out, so it answers the same.
  app.post(API_PATHS.adminLogout, async (c) => {
    const req = check(AdminLogoutSchema, await jsonBody(c, { allowEmpty: false }));
    const ended = await sessions.logout(req.uid);
    return c.json({ ok: true, ended });
  });
  return app;
}
