// The limits over real sockets with no proxy trusted: the address is the socket's peer, so a client
// bound to 127.0.0.2 is another visitor than 127.0.0.1 (Linux routes all of 127/8 to loopback), and
// a made-up X-Forwarded-For moves nothing.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from './start';
import { createManualClock } from './clock';

function like(port: number, from: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, localAddress: from, method: 'POST', path: '/api/booths/4/likes/', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end('{"user_id":"none"}');
  });
}

describe('limits over real sockets', () => {
  let started: StartedServer;
  beforeAll(async () => {
    started = await startServer({
      port: 0,
      inMemory: true,
      migrate: true,
      clock: createManualClock('2025-09-25T14:00:00+09:00'),
      clientDir: null,
      log: false,
      // Small buckets keep the test short; the numbers themselves are tested in limits.test.ts.
      limits: { like: { burst: 5, refillMs: 30_000 } },
    });
  });
  afterAll(() => started?.close());

  it('keys on the socket address: 127.0.0.2 is not slowed by 127.0.0.1, and a forged header changes nothing', async () => {
    const port = started.port;
    const first: number[] = [];
    for (let i = 0; i < 7; i++) first.push(await like(port, '127.0.0.1', { 'x-forwarded-for': `10.9.0.${i}` }));
    expect(first).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await like(port, '127.0.0.2')).toBe(200);
  });
});
