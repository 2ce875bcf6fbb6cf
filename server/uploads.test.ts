// Lost-item posts with images: checked by content, at most 1 MB, metadata stripped, random names,
// served with the right type and nosniff.
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageDimensions } from '@contract/image-dimensions';
import { sniffImage, stripMetadata } from './lib/images';
import { createTestServer, DB_KINDS, type TestServer } from './test/harness';
import { pngBomb } from './test/image-bomb';

const GPS_MARK = 'GPSLatitude37.5583';
const seg = (marker: number, payload: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};
export function jpegWithExif(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    seg(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    seg(0xe1, Buffer.from(`Exif\0\0MM\0*${GPS_MARK}`, 'latin1')),
    seg(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${GPS_MARK}</x:xmpmeta>`, 'latin1')),
    seg(0xfe, Buffer.from(`comment ${GPS_MARK}`, 'latin1')),
    seg(0xdb, Buffer.alloc(65, 1)),
    seg(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])), // frame header: 1×1, one component
    seg(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
}
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
};
function pngWithText(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    chunk('eXIf', Buffer.from(`MM\0*${GPS_MARK}`, 'latin1')),
    chunk('tEXt', Buffer.from(`Location\0${GPS_MARK}`, 'latin1')),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 0, 0, 2, 0, 1])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const riffChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
};
function webpWithExif(): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08; // EXIF flag
  const body = Buffer.concat([
    riffChunk('VP8X', vp8x),
    riffChunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0])),
    riffChunk('EXIF', Buffer.from(`MM\0*${GPS_MARK}`, 'latin1')),
  ]);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}

describe('image checks', () => {
  it('recognises images by their bytes and strips location metadata', () => {
    for (const [buf, kind] of [
      [jpegWithExif(), 'jpeg'],
      [pngWithText(), 'png'],
      [webpWithExif(), 'webp'],
    ] as const) {
      expect(sniffImage(buf)).toBe(kind);
      const out = stripMetadata(buf, kind);
      expect(out.toString('latin1')).not.toContain(GPS_MARK);
      expect(sniffImage(out)).toBe(kind);
    }
    const jpeg = stripMetadata(jpegWithExif(), 'jpeg').toString('latin1');
    expect(jpeg).toContain('JFIF');
    expect(jpeg.endsWith('\x12\x34\xff\x00\x56\xff\xd9')).toBe(true);
    const webp = stripMetadata(webpWithExif(), 'webp');
    expect(webp.readUInt32LE(4)).toBe(webp.length - 8);
    expect(webp[20] & 0x08).toBe(0);
    expect(sniffImage(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
  });

  it('reads the declared size from the header as the image-size library does', () => {
    const vp8 = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 \x0a\0\0\0\0\0\0\x9d\x01\x2a', 'latin1'), Buffer.from([0x40, 0x1f, 0xe8, 0x03, 0, 0])]);
    for (const buf of [jpegWithExif(), pngWithText(), webpWithExif(), pngBomb(20_000, 20_000), pngBomb(640, 500), vp8]) {
      const theirs = imageSize(buf);
      expect(imageDimensions(buf)).toEqual({ width: theirs.width, height: theirs.height });
    }
    expect(imageDimensions(vp8)).toEqual({ width: 8000, height: 1000 });
    expect(imageDimensions(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe.each(DB_KINDS)('lost-item uploads on %s', (kind) => {
  let s: TestServer;
  let uid: string;
  const uploads = () => (fs.existsSync(path.join(s.dataDir, 'uploads')) ? fs.readdirSync(path.join(s.dataDir, 'uploads')) : []);
  const postCount = async () => (await s.query<{ n: number }>('select count(*)::int as n from posts'))[0].n;
  const form = (file?: { bytes: Buffer; name: string; type: string }, fields: Record<string, string> = {}) => {
    const f = new FormData();
    f.set('uid', uid);
    f.set('category', 'LostItem');
    f.set('title', '검은 우산');
    f.set('content', '팔정도 벤치에서 주웠습니다');
    f.set('location', '팔정도');
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    if (file) f.set('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return f;
  };

  beforeAll(async () => {
    s = await createTestServer(kind);
    uid = await s.login('Staff');
  });
  afterAll(() => s?.stop());

  it.each([
    ['jpeg', jpegWithExif, 'image/jpeg'],
    ['png', pngWithText, 'image/png'],
    ['webp', webpWithExif, 'image/webp'],
  ] as const)('stores a %s without its metadata under a random name', async (_kind, make, mime) => {
    // The declared name and type are ignored: the bytes decide.
    const r = await s.call('POST', '/api/board/losts', form({ bytes: make(), name: 'my-home.txt', type: 'text/plain' }));
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('lost item registration complete');
    expect(r.body.image).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.(jpg|png|webp)$/);
    const post = await s.call('GET', `/api/board/${r.body.id}`);
    expect(post.body).toMatchObject({ category: 'LostItem', location: '팔정도', image: r.body.image, images: [r.body.image] });
    const res = await s.app.request(r.body.image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(mime);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.toString('latin1')).not.toContain(GPS_MARK);
    expect(sniffImage(bytes)).toBe(_kind);
  });

  it('refuses files that are not images, images over 1 MB and damaged images, writing nothing', async () => {
    const before = await postCount();
    const files = uploads().length;
    const cases: [Buffer, number, RegExp][] = [
      [Buffer.from('<html><script>alert(1)</script></html>'), 415, /JPEG, PNG or WebP/],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 415, /JPEG, PNG or WebP/],
      [Buffer.concat([jpegWithExif().subarray(0, 20), Buffer.alloc(1024 * 1024)]), 413, /1MB/],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0x00]), 400, /damaged/],
    ];
    for (const [bytes, status, message] of cases) {
      const r = await s.call('POST', '/api/board/losts', form({ bytes, name: 'x.jpg', type: 'image/jpeg' }));
      expect(r.status).toBe(status);
      expect(r.body.message).toMatch(message);
    }
    expect(await postCount()).toBe(before);
    expect(uploads().length).toBe(files);
  });

  it('refuses images whose header declares too many pixels, before decoding them, writing nothing', async () => {
    const before = await postCount();
    const files = uploads().length;
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(500 * 1024); // a few hundred kB that would decode to 400 MB
    const jpegOf = (w: number, h: number) => {
      const j = jpegWithExif();
      const sof = j.indexOf(Buffer.from([0xff, 0xc0]));
      j.writeUInt16BE(h, sof + 5);
      j.writeUInt16BE(w, sof + 7);
      return j;
    };
    const webpOf = (w: number, h: number) => {
      const b = webpWithExif();
      b.writeUIntLE(w - 1, 24, 3);
      b.writeUIntLE(h - 1, 27, 3);
      return b;
    };
    const cases: [string, Buffer, string][] = [
      ['png bomb', bomb, 'the image is too large: 20000×20000 pixels (at most 10000 pixels a side and 40 megapixels)'],
      ['jpeg side', jpegOf(12_000, 100), 'the image is too large: 12000×100 pixels (at most 10000 pixels a side and 40 megapixels)'],
      ['jpeg pixels', jpegOf(8_000, 6_000), 'the image is too large: 8000×6000 pixels (at most 10000 pixels a side and 40 megapixels)'],
      ['webp side', webpOf(10_001, 1), 'the image is too large: 10001×1 pixels (at most 10000 pixels a side and 40 megapixels)'],
    ];
    for (const [what, bytes, message] of cases) {
      const t0 = performance.now();
      const r = await s.call('POST', '/api/board/losts', form({ bytes, name: 'x.png', type: 'image/png' }));
      expect(r.status, what).toBe(413);
      expect(r.body.message, what).toBe(message);
      expect(performance.now() - t0, what).toBeLessThan(1000);
    }
    // Within the limits: a 40-megapixel photo (8000×5000) and a 10000-pixel-wide strip go through.
    for (const bytes of [jpegOf(8_000, 5_000), webpOf(10_000, 100)]) {
      const r = await s.call('POST', '/api/board/losts', form({ bytes, name: 'ok.jpg', type: 'image/jpeg' }));
      expect(r.status).toBe(201);
      await s.call('DELETE', `/api/board/${r.body.id}`, { uid });
    }
    // A JPEG whose scan starts before any frame header has no readable size: damaged.
    const noFrame = Buffer.concat([Buffer.from([0xff, 0xd8]), seg(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])), Buffer.from([0xff, 0xd9])]);
    const damaged = await s.call('POST', '/api/board/losts', form({ bytes: noFrame, name: 'x.jpg', type: 'image/jpeg' }));
    expect(damaged.status).toBe(400);
    expect(damaged.body.message).toBe('the image file is damaged');
    expect(await postCount()).toBe(before);
    expect(uploads().length).toBe(files);
  });

  it('checks the text fields with the messages the form shows', async () => {
    const before = await postCount();
    const cases: [Record<string, string>, string][] = [
      [{ title: 'x'.repeat(201) }, 'title must be within 200 characters'],
      [{ location: 'x'.repeat(201) }, 'location must be within 200 characters'],
      [{ content: '   ' }, 'please enter content'],
      [{ category: 'Notice' }, "category must be 'LostItem'"],
    ];
    for (const [fields, message] of cases) {
      const r = await s.call('POST', '/api/board/losts', form(undefined, fields));
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect(await postCount()).toBe(before);
  });

  it('replaces the image on edit and removes the old file', async () => {
    const created = await s.call('POST', '/api/board/losts', form({ bytes: jpegWithExif(), name: 'a.jpg', type: 'image/jpeg' }));
    const oldName = created.body.image.split('/').pop();
    expect(uploads()).toContain(oldName);
    const f = new FormData();
    f.set('uid', uid);
    f.set('category', 'LostItem');
    f.set('title', '검은 장우산');
    f.set('image', new Blob([new Uint8Array(pngWithText())], { type: 'image/png' }), 'b.png');
    const edited = await s.call('PATCH', `/api/board/losts/${created.body.id}`, f);
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('lost item edited');
    expect(uploads()).not.toContain(oldName);
    const post = await s.call('GET', `/api/board/${created.body.id}`);
    expect(post.body).toMatchObject({ title: '검은 장우산', location: '팔정도', image: edited.body.image });
    // Another Staff admin may not edit it.
    const other = await s.login('Staff', 1);
    const f2 = new FormData();
    f2.set('uid', other);
    f2.set('title', '남의 글');
    expect((await s.call('PATCH', `/api/board/losts/${created.body.id}`, f2)).status).toBe(403);
    // Deleting the post deletes its image.
    const name = edited.body.image.split('/').pop();
    expect((await s.call('DELETE', `/api/board/${created.body.id}`, { uid })).status).toBe(200);
    expect(uploads()).not.toContain(name);
  });

  it('answers a malformed multipart body or a wrong content type with 4xx', async () => {
    const before = await postCount();
    const bad = await s.app.request('/api/board/losts', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="uid"\r\n\r\nabc',
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    const plain = await s.app.request('/api/board/losts', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(plain.status).toBe(415);
    expect(await postCount()).toBe(before);
  });

  it('serves only well-formed upload names', async () => {
    for (const p of ['/api/uploads/..%2f..%2fetc%2fpasswd', '/api/uploads/abc.jpg', `/api/uploads/${'a'.repeat(32)}.html`]) {
      const r = await s.app.request(p);
      expect(r.status, p).toBe(404);
    }
  });
});
