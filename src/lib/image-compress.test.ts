import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressImage, imageSizeProblem, uploadName, type WorkerLike } from './image-compress';
import { encodeWithinBudget, fitWithin, outputTypeFor, QUALITY_STEPS, type CompressReply, type CompressRequest } from './image-compress.worker';

const MB = 1024 * 1024;
const bytes = (n: number, type = 'image/jpeg') => new Blob([new Uint8Array(n)], { type });

/** A worker stand-in: records what was posted and answers with `reply` (or stays silent). */
function fakeWorker(reply: ((req: CompressRequest) => CompressReply | 'error' | null) | null) {
  const listeners: Record<string, ((e: unknown) => void)[]> = { message: [], error: [] };
  const posted: CompressRequest[] = [];
  let terminated = 0;
  const worker: WorkerLike = {
    postMessage(req) {
      posted.push(req);
      const r = reply?.(req);
      queueMicrotask(() => {
        if (r === 'error') listeners.error!.forEach((l) => l(new Event('error')));
        else if (r) listeners.message!.forEach((l) => l({ data: r }));
      });
    },
    addEventListener(type: string, l: (e: never) => void) {
      listeners[type]!.push(l as (e: unknown) => void);
    },
    terminate() {
      terminated += 1;
    },
  };
  return { worker, posted, terminated: () => terminated };
}

afterEach(() => vi.useRealTimers());

describe('fitWithin', () => {
  it('scales the longest side down to 1024 and keeps the aspect ratio', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3000, 6000)).toEqual({ width: 512, height: 1024 });
  });
  it('never enlarges a small picture', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
  it('refuses a picture without size', () => {
    expect(() => fitWithin(0, 10)).toThrow('image has no size');
  });
});

describe('outputTypeFor', () => {
  it('keeps transparency-capable pictures as WebP and turns photos into JPEG', () => {
    expect(outputTypeFor('image/png')).toBe('image/webp');
    expect(outputTypeFor('image/webp')).toBe('image/webp');
    expect(outputTypeFor('image/jpeg')).toBe('image/jpeg');
    expect(outputTypeFor('image/heic')).toBe('image/jpeg');
  });
});

describe('encodeWithinBudget', () => {
  it('stops at the first quality whose result fits 1 MB', async () => {
    const sizes = [3 * MB, 2 * MB, MB - 1, 10];
    const qualities: number[] = [];
    const blob = await encodeWithinBudget(async (type, q) => {
      qualities.push(q);
      return bytes(sizes[qualities.length - 1]!, type);
    }, 'image/jpeg');
    expect(blob.size).toBe(MB - 1);
    expect(qualities).toEqual(QUALITY_STEPS.slice(0, 3));
  });
  it('gives back the smallest result when nothing fits (the caller rejects it)', async () => {
    let n = 0;
    const blob = await encodeWithinBudget(async (type) => bytes([5, 3, 4, 2.5, 6][n++]! * MB, type), 'image/jpeg');
    expect(blob.size).toBe(2.5 * MB);
  });
  it('falls back to JPEG when the browser writes PNG instead of WebP', async () => {
    const asked: string[] = [];
    const blob = await encodeWithinBudget(async (type) => {
      asked.push(type);
      return bytes(100, type === 'image/webp' ? 'image/png' : type);
    }, 'image/webp');
    expect(blob.type).toBe('image/jpeg');
    expect(asked).toEqual(['image/webp', 'image/jpeg']);
  });
});

describe('compressImage', () => {
  it('sends the file with the 1024 px and 1 MB limits and uses the compressed answer', async () => {
    const file = bytes(3 * MB);
    const small = bytes(200_000);
    const w = fakeWorker((req) => ({ id: req.id, ok: true, blob: small, width: 1024, height: 768 }));
    const out = await compressImage(file, { createWorker: () => w.worker });
    expect(out).toEqual({ blob: small, compressed: true });
    expect(w.posted[0]).toMatchObject({ file, maxSide: 1024, maxBytes: MB });
    expect(w.terminated()).toBe(1);
  });
  it('refuses a picture whose header declares 20000×20000 pixels without decoding it', async () => {
    // The first bytes of a 389 kB PNG that would decode to 400 MB: signature and IHDR.
    const head = new Uint8Array(400_000);
    head.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(head.buffer).setUint32(16, 20_000);
    new DataView(head.buffer).setUint32(20, 20_000);
    const bomb = new Blob([head], { type: 'image/png' });
    let made = 0;
    const out = await compressImage(bomb, { createWorker: () => (made++, fakeWorker(null).worker) });
    expect(out).toEqual({ blob: bomb, compressed: false, oversized: { width: 20_000, height: 20_000 } });
    expect(made).toBe(0);
    // Within the limits (8000×5000 = 40 megapixels) the worker gets it as before.
    new DataView(head.buffer).setUint32(16, 8_000);
    new DataView(head.buffer).setUint32(20, 5_000);
    const photo = new Blob([head], { type: 'image/png' });
    const w = fakeWorker((req) => ({ id: req.id, ok: true, blob: bytes(1000), width: 1024, height: 640 }));
    expect((await compressImage(photo, { createWorker: () => w.worker })).compressed).toBe(true);
  });
  it('uses the original when the worker reports a failure', async () => {
    const file = bytes(500);
    const w = fakeWorker((req) => ({ id: req.id, ok: false, error: 'cannot decode' }));
    await expect(compressImage(file, { createWorker: () => w.worker })).resolves.toEqual({ blob: file, compressed: false });
  });
  it('uses the original when the worker crashes', async () => {
    const file = bytes(500);
    const w = fakeWorker(() => 'error');
    await expect(compressImage(file, { createWorker: () => w.worker })).resolves.toEqual({ blob: file, compressed: false });
  });
  it('uses the original when workers cannot be made', async () => {
    const file = bytes(500);
    const out = await compressImage(file, {
      createWorker: () => {
        throw new Error('no Worker');
      },
    });
    expect(out).toEqual({ blob: file, compressed: false });
  });
  it('gives up after the timeout and keeps the original', async () => {
    vi.useFakeTimers();
    const file = bytes(500);
    const w = fakeWorker(null);
    const p = compressImage(file, { createWorker: () => w.worker, timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    let done = false;
    void p.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toEqual({ blob: file, compressed: false });
    expect(w.terminated()).toBe(1);
  });
  it('ignores answers meant for another request', async () => {
    vi.useFakeTimers();
    const file = bytes(500);
    const w = fakeWorker((req) => ({ id: req.id + 1000, ok: true, blob: bytes(1), width: 1, height: 1 }));
    const p = compressImage(file, { createWorker: () => w.worker, timeoutMs: 50 });
    await vi.advanceTimersByTimeAsync(50);
    await expect(p).resolves.toEqual({ blob: file, compressed: false });
  });
});

describe('imageSizeProblem', () => {
  it('accepts 1 MB exactly', () => {
    expect(imageSizeProblem({ blob: bytes(MB), compressed: true })).toBeNull();
    expect(imageSizeProblem({ blob: bytes(MB), compressed: false })).toBeNull();
  });
  it('rejects a compressed image over 1 MB with its own message', () => {
    expect(imageSizeProblem({ blob: bytes(MB + 1), compressed: true })).toBe('admin.error.compressedTooLarge');
  });
  it('rejects an original over 1 MB when compression failed', () => {
    expect(imageSizeProblem({ blob: bytes(MB + 1), compressed: false })).toBe('admin.error.imageTooLarge');
  });
});

describe('uploadName', () => {
  it('follows the encoded type and keeps a safe stem', () => {
    expect(uploadName('IMG 0001.HEIC', bytes(1, 'image/jpeg'))).toBe('IMG_0001.jpg');
    expect(uploadName('sticker.png', bytes(1, 'image/webp'))).toBe('sticker.webp');
    expect(uploadName('', bytes(1, 'image/jpeg'))).toBe('photo.jpg');
  });
});
