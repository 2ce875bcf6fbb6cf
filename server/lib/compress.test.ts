import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, GzipMemo } from './compress';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip;q=0.0, br', false],
    ['identity', false],
    ['br', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('GzipMemo', () => {
  it('gives back the bytes of the text, the same buffer for a repeated text', async () => {
    const memo = new GzipMemo(10, 1024 * 1024);
    const text = JSON.stringify({ results: Array.from({ length: 50 }, (_, i) => ({ booth_id: i, name: '부스' })) });
    const first = await memo.gzip(text);
    expect(gunzipSync(first).toString()).toBe(text);
    expect(await memo.gzip(text)).toBe(first);
  });

  it('forgets the least recently used past its count or its size', async () => {
    const memo = new GzipMemo(3, 1024 * 1024);
    const texts = ['a', 'b', 'c', 'd'].map((x) => x.repeat(2000));
    const a = await memo.gzip(texts[0]);
    await memo.gzip(texts[1]);
    await memo.gzip(texts[2]);
    await memo.gzip(texts[0]); // a is recent again
    await memo.gzip(texts[3]); // b goes
    expect(memo.size).toBe(3);
    expect(await memo.gzip(texts[0])).toBe(a);

    const small = new GzipMemo(100, 40_000);
    for (let i = 0; i < 20; i++) await small.gzip(`${i}`.padEnd(5000, 'x'));
    expect(small.bytes).toBeLessThanOrEqual(40_000);
    expect(small.size).toBeLessThan(20);
  });

  it('does not keep a text larger than a quarter of its size', async () => {
    const memo = new GzipMemo(10, 8000);
    const big = 'z'.repeat(3000);
    expect(gunzipSync(await memo.gzip(big)).toString()).toBe(big);
    expect(memo.size).toBe(0);
  });
});
