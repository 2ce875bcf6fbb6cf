// Web Push of queue calls (issue 25; docs/queue.md) against a local stand-in push service (a tiny HTTP server
// in this test; never the internet): the page hands over its subscription with its ticket, the call is sent as an
// encrypted, VAPID-signed POST that decrypts to the notification in the visitor's words; a 410 drops the
// subscription; a push service that fails or is gone never fails the call; bad subscriptions are 4xx and store
// nothing; without VAPID keys there is no push key and subscriptions are refused.
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseVapid } from './config';
import { generateVapidKeys, isPushServiceEndpoint } from './services/queue-push';
import { createTestServer, DB_KINDS, adminOf, type TestServer } from './test/harness';

const NOW = '2025-09-25T20:00:00+09:00';
const boothId = adminOf('Club').boothId!;
const SUBJECT = 'mailto:ops@festival.example';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1: records every POST; /gone/* answers 410, /broken/* 500, the rest 201. */
async function standInPushService(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : req.url?.startsWith('/broken/') ? 500 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) };
}

/** A browser's side of a subscription: its ECDH key pair and auth secret (what PushManager.subscribe makes). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') }, auth };
}

/**
 * What the browser does with a push (RFC 8291 over RFC 8188 aes128gcm, one record): derive the content key from
 * its private key, the auth secret and the sender's key in the header, then open the record.
 */
function decryptPush(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(authSecret, shared), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The JWT of a `vapid t=<jwt>, k=<key>` header, its signature checked against the public key. */
function vapidClaims(header: string | undefined, publicKey: string): Record<string, unknown> {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  expect(m, `authorization header: ${header}`).not.toBeNull();
  const [, jwt, k] = m!;
  expect(k).toBe(publicKey);
  const [h, p, s] = jwt.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  expect(verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))).toBe(true);
  return JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
}

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('VAPID settings', () => {
  it('all three or none; malformed keys and subjects stop the start with the reason', () => {
    const { publicKey, privateKey } = generateVapidKeys();
    expect(parseVapid({})).toBeNull();
    expect(parseVapid({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: SUBJECT })).toEqual({ publicKey, privateKey, subject: SUBJECT });
    expect(() => parseVapid({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toThrow(/needs all of/);
    expect(() => parseVapid({ VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: SUBJECT })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => parseVapid({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: publicKey, VAPID_SUBJECT: SUBJECT })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => parseVapid({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'ops' })).toThrow(/VAPID_SUBJECT/);
  });

  it('only the browsers’ push services over https are sent pushes by default', () => {
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPushServiceEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(isPushServiceEndpoint('https://web.push.apple.com/abc')).toBe(true);
    expect(isPushServiceEndpoint('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isPushServiceEndpoint('https://127.0.0.1/abc')).toBe(false);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com.evil.example/abc')).toBe(false);
  });
});

describe.each(DB_KINDS)('queue Web Push on %s', (kind) => {
  const vapid = { ...generateVapidKeys(), subject: SUBJECT };
  let push: Awaited<ReturnType<typeof standInPushService>>;
  let server: TestServer;
  let plain: TestServer;
  let club: string;
  beforeAll(async () => {
    push = await standInPushService();
    server = await createTestServer(kind, { now: NOW, vapid, pushEndpointAllowed: (e) => e.startsWith(`${push.url}/`) });
    plain = await createTestServer(kind, { now: NOW });
    club = await server.login('Club');
    expect((await server.call('POST', `/api/queue/admin/${boothId}/settings`, { uid: club, state: 'open' })).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await plain?.stop();
    await push?.close();
  });

  const join = async (s: TestServer) => {
    const r = await s.call('POST', `/api/queue/lines/${boothId}/join`, { user_id: null, party_size: 2 }, { 'x-forwarded-for': '10.1.2.3' });
    expect(r.status).toBe(200);
    return { userId: r.body.user_id as string, ticketId: r.body.ticket.id as number };
  };
  const rows = async () => (await server.query<{ ticket_id: number; endpoint: string }>('select ticket_id, endpoint from queue_push order by ticket_id'));
  const words = { title: '차례가 됐어요! 입구로 와 주세요.', body: '프론티어 대기 · 1번' };

  it('without VAPID keys: no push key, and a subscription is refused with the reason', async () => {
    expect((await plain.call('GET', '/api/queue/push-key')).body).toEqual({ public_key: null });
    const uid = await plain.login('Club');
    await plain.call('POST', `/api/queue/admin/${boothId}/settings`, { uid, state: 'open' });
    const { userId, ticketId } = await join(plain);
    const r = await plain.call('POST', `/api/queue/tickets/${ticketId}/push`, { user_id: userId, endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: browserKeys().keys, ...words });
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('push_off');
    expect(await plain.query('select * from queue_push')).toEqual([]);
  });

  it('bad subscriptions get a 4xx with the reason and store nothing', async () => {
    expect((await server.call('GET', '/api/queue/push-key')).body).toEqual({ public_key: vapid.publicKey });
    const { userId, ticketId } = await join(server);
    const good = { user_id: userId, endpoint: `${push.url}/sub/bad`, keys: browserKeys().keys, ...words };
    const cases: [string, unknown, number, RegExp][] = [
      ['an address that is no push service', { ...good, endpoint: 'http://10.0.0.1/admin' }, 400, /push service/],
      ['not a URL', { ...good, endpoint: 'not a url' }, 400, /endpoint must be a URL/],
      ['a short p256dh', { ...good, keys: { ...good.keys, p256dh: 'AAAA' } }, 400, /keys.p256dh must encode 65 bytes/],
      ['no auth', { ...good, keys: { p256dh: good.keys.p256dh } }, 400, /auth/],
      ['a p256dh off the curve', { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }, 400, /not a P-256 public key/],
      ['no title', { ...good, title: ' ' }, 400, /title is required/],
      ['a body too long', { ...good, body: 'x'.repeat(241) }, 400, /body is too long/],
      ['someone else’s id', { ...good, user_id: 'v_not_mine' }, 404, /no such ticket/],
    ];
    for (const [what, body, status, message] of cases) {
      const r = await server.call('POST', `/api/queue/tickets/${ticketId}/push`, body);
      expect({ what, status: r.status }).toEqual({ what, status });
      expect(r.body.message).toMatch(message);
    }
    expect((await server.call('POST', `/api/queue/tickets/999999/push`, good)).status).toBe(404);
    expect(await rows()).toEqual([]);
    // Out of the line again, so the next tests start with no one waiting.
    expect((await server.call('POST', `/api/queue/tickets/${ticketId}/leave`, { user_id: userId })).status).toBe(200);
    expect((await server.call('POST', `/api/queue/tickets/${ticketId}/push`, good)).status).toBe(409);
    expect(await rows()).toEqual([]);
  });

  it('the call goes out as an encrypted, signed push that decrypts to the visitor’s words; a 410 drops the subscription', async () => {
    const first = await join(server);
    const second = await join(server);
    const third = await join(server);
    const browser = browserKeys();
    const sub = (t: { userId: string; ticketId: number }, path: string, keys = browser.keys) =>
      server.call('POST', `/api/queue/tickets/${t.ticketId}/push`, { user_id: t.userId, endpoint: `${push.url}${path}`, keys, ...words });
    expect((await sub(first, '/sub/first')).status).toBe(200);
    expect((await sub(second, '/gone/second')).status).toBe(200);
    expect((await sub(third, '/broken/third')).status).toBe(200);
    expect((await rows()).map((r) => r.ticket_id)).toEqual([first.ticketId, second.ticketId, third.ticketId]);
    const before = push.received.length;

    // The first call: one POST to the subscription's endpoint.
    expect((await server.call('POST', `/api/queue/admin/${boothId}/next`, { uid: club })).status).toBe(200);
    await server.queuePush.idle();
    const got = push.received.slice(before);
    expect(got.map((r) => r.path)).toEqual(['/sub/first']);
    const [req] = got;
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(req.headers['content-type']).toBe('application/octet-stream');
    expect(Number(req.headers.ttl)).toBeGreaterThan(0);
    expect(req.headers.urgency).toBe('high');
    const claims = vapidClaims(req.headers.authorization, vapid.publicKey);
    expect(claims).toMatchObject({ aud: push.url, sub: SUBJECT });
    // Only the browser's private key opens it.
    expect(JSON.parse(decryptPush(req.body, browser.ecdh, browser.auth))).toEqual({ kind: 'queue-call', tag: `queue-${first.ticketId}`, url: `/booth/${boothId}`, ...words });

    // The second: the push service says the subscription is gone; the call stands and the row goes.
    const called = await server.call('POST', `/api/queue/admin/${boothId}/next`, { uid: club });
    expect(called.status).toBe(200);
    expect(called.body.tickets.find((t: { id: number }) => t.id === second.ticketId).state).toBe('called');
    await server.queuePush.idle();
    expect(push.received.at(-1)!.path).toBe('/gone/second');
    await until(async () => !(await rows()).some((r) => r.ticket_id === second.ticketId), 'the gone subscription to be dropped');

    // The third: the push service fails; the call stands, the subscription is kept for another try.
    expect((await server.call('POST', `/api/queue/admin/${boothId}/next`, { uid: club })).status).toBe(200);
    await server.queuePush.idle();
    expect(push.received.at(-1)!.path).toBe('/broken/third');
    expect((await rows()).map((r) => r.ticket_id)).toEqual([first.ticketId, third.ticketId]);
  });

  it('a push service that does not answer at all never fails the call', async () => {
    const closed = await standInPushService();
    await closed.close();
    const s = await createTestServer(kind, { now: NOW, vapid, pushEndpointAllowed: () => true });
    try {
      const uid = await s.login('Club');
      await s.call('POST', `/api/queue/admin/${boothId}/settings`, { uid, state: 'open' });
      const t = await join(s);
      const r = await s.call('POST', `/api/queue/tickets/${t.ticketId}/push`, { user_id: t.userId, endpoint: `${closed.url}/sub/x`, keys: browserKeys().keys, ...words });
      expect(r.status).toBe(200);
      const called = await s.call('POST', `/api/queue/admin/${boothId}/next`, { uid });
      expect(called.status).toBe(200);
      expect(called.body.tickets[0]).toMatchObject({ id: t.ticketId, state: 'called' });
      await s.queuePush.idle();
    } finally {
      await s.stop();
    }
  }, 60_000);
});
