import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { ApiError, isApiError, isSessionExpired, request, serverMessageOf, write } from './client';
import { TEST_BASE, withMockServer } from './test-server';

const server = withMockServer();
const url = `${TEST_BASE}/probe`;

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err,
  );
  expect(isApiError(e)).toBe(true);
  return e as ApiError;
}

describe('ApiError', () => {
  it.each([
    [{ message: 'title must be within 200 characters' }, 'title must be within 200 characters'],
    [{ error: 'permission denied' }, 'permission denied'],
    [{ detail: 'Not found.' }, 'Not found.'],
    [{ detail: ['first problem', 'second'] }, 'first problem'],
  ])('carries the status and the server message of %j', async (body, expected) => {
    server.use(http.get(url, () => HttpResponse.json(body, { status: 400 })));
    const e = await failure(request('/probe'));
    expect(e.status).toBe(400);
    expect(e.kind).toBe('http');
    expect(e.body).toEqual(body);
    expect(e.serverMessage).toBe(expected);
    expect(e.message).toBe(expected);
  });

  it('has no server message when the body has none', async () => {
    server.use(http.get(url, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const e = await failure(request('/probe'));
    expect(e.status).toBe(502);
    expect(e.serverMessage).toBeUndefined();
    expect(e.body).toBe('<html>Bad gateway</html>');
  });

  it('turns a network error into status 0, kind network', async () => {
    server.use(http.get(url, () => HttpResponse.error()));
    const e = await failure(request('/probe'));
    expect(e.status).toBe(0);
    expect(e.kind).toBe('network');
  });

  it('turns a 200 with a body that is not JSON into kind parse', async () => {
    server.use(http.get(url, () => new HttpResponse('{"broken": ', { headers: { 'content-type': 'application/json' } })));
    const e = await failure(request('/probe'));
    expect(e.kind).toBe('parse');
    expect(e.status).toBe(200);
  });

  it('turns an abort into kind aborted', async () => {
    server.use(
      http.get(url, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = request('/probe', { signal: controller.signal });
    controller.abort();
    const e = await failure(pending);
    expect(e.kind).toBe('aborted');
    expect(e.status).toBe(0);
  });

  it('reads empty bodies as undefined', async () => {
    server.use(http.delete(url, () => new HttpResponse(null, { status: 204 })));
    await expect(request('/probe', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('asks for JSON', async () => {
    let accept: string | null = null;
    server.use(
      http.get(url, ({ request: r }) => {
        accept = r.headers.get('accept');
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(request('/probe')).resolves.toEqual({ ok: true });
    expect(accept).toBe('application/json');
  });
});

describe('session expiry (spec §8)', () => {
  it('a 2xx write answer with uid_valid false is a 401', async () => {
    server.use(http.post(url, () => HttpResponse.json({ message: 'invalid uid', uid_valid: false })));
    const e = await failure(write('/probe', { method: 'POST', body: { uid: 'x' } }));
    expect(e.status).toBe(401);
    expect(isSessionExpired(e)).toBe(true);
  });

  it('recognises 401s and messages about the session, but not other failures', () => {
    expect(isSessionExpired(new ApiError({ status: 401, kind: 'http' }))).toBe(true);
    expect(isSessionExpired(new ApiError({ status: 400, kind: 'http', body: { message: 'UID expired' } }))).toBe(true);
    expect(isSessionExpired(new ApiError({ status: 400, kind: 'http', body: { message: 'title too long' } }))).toBe(false);
    expect(isSessionExpired(new Error('session'))).toBe(false);
  });

  it('serverMessageOf ignores bodies without text fields', () => {
    expect(serverMessageOf({ message: '' })).toBeUndefined();
    expect(serverMessageOf({ error: { code: 1 } })).toBeUndefined();
    expect(serverMessageOf('plain text')).toBeUndefined();
  });
});

describe('apiUrl', () => {
  it('puts the base in front of every path, even one that starts like the base', async () => {
    const { apiUrl, setApiBase } = await import('./client');
    setApiBase('/api');
    expect(apiUrl('/booths/list/')).toBe('/api/booths/list/');
    expect(apiUrl('/api/common/translations/resolve/')).toBe('/api/api/common/translations/resolve/');
    setApiBase('https://api.example.test/api/');
    expect(apiUrl('/board/')).toBe('https://api.example.test/api/board/');
    setApiBase(undefined);
  });
});
