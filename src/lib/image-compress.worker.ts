// Image compression off the main thread (spec §4, §9): longest side at most 1024 px, JPEG or WebP of at
// most 1 MB. Drawing the decoded pixels onto a canvas and encoding them again drops every EXIF block
// (GPS position included); the orientation is applied first so the photo stays upright.
// Bundled by Vite as its own chunk: nothing is loaded from any other host.

export const MAX_SIDE = 1024;
export const MAX_BYTES = 1024 * 1024;
/** Qualities tried in turn until the result fits the byte budget. */
export const QUALITY_STEPS = [0.86, 0.76, 0.66, 0.56, 0.46] as const;

export type OutputType = 'image/jpeg' | 'image/webp';

export interface CompressRequest {
  id: number;
  file: Blob;
  maxSide?: number;
  maxBytes?: number;
}
export type CompressReply =
  | { id: number; ok: true; blob: Blob; width: number; height: number }
  | { id: number; ok: false; error: string };

/** The size that keeps the aspect ratio with the longest side at most `maxSide` (never enlarged). */
export function fitWithin(width: number, height: number, maxSide = MAX_SIDE): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new Error('image has no size');
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Pictures that may be transparent (PNG, WebP, GIF) become WebP; photos become JPEG. */
export function outputTypeFor(inputType: string): OutputType {
  return /^image\/(png|webp|gif)$/i.test(inputType) ? 'image/webp' : 'image/jpeg';
}

/** Encodes the drawn picture at one quality; the browser version wraps OffscreenCanvas.convertToBlob. */
export type Encode = (type: OutputType, quality: number) => Promise<Blob>;

/**
 * Tries the qualities in order and keeps the first result within the budget, else the smallest one
 * (the caller rejects it with 'only images compressed to 1MB or less can be uploaded'). A browser that
 * cannot write WebP answers with PNG: JPEG is used instead.
 */
export async function encodeWithinBudget(encode: Encode, type: OutputType, maxBytes = MAX_BYTES): Promise<Blob> {
  let smallest: Blob | null = null;
  let kind = type;
  for (const q of QUALITY_STEPS) {
    let blob = await encode(kind, q);
    if (blob.type !== kind && kind === 'image/webp') {
      kind = 'image/jpeg';
      blob = await encode(kind, q);
    }
    if (blob.type !== kind) throw new Error(`the browser cannot write ${kind}`);
    if (blob.size <= maxBytes) return blob;
    if (!smallest || blob.size < smallest.size) smallest = blob;
  }
  return smallest!;
}

/** Decodes, scales and re-encodes one image (browser worker scope: createImageBitmap + OffscreenCanvas). */
export async function compressBlob(file: Blob, maxSide = MAX_SIDE, maxBytes = MAX_BYTES) {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    const type = outputTypeFor(file.type);
    const draw = (kind: OutputType) => {
      ctx.clearRect(0, 0, size.width, size.height);
      // JPEG has no transparency: paint white first so clear areas do not turn black.
      if (kind === 'image/jpeg') {
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, size.width, size.height);
      }
      ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    };
    let drawn: OutputType | null = null;
    const encode: Encode = (kind, quality) => {
      if (drawn !== kind) {
        draw(kind);
        drawn = kind;
      }
      return canvas.convertToBlob({ type: kind, quality });
    };
    const blob = await encodeWithinBudget(encode, type, maxBytes);
    return { blob, ...size };
  } finally {
    bitmap.close();
  }
}

declare const WorkerGlobalScope: unknown;
// Only answer messages when running as a worker (tests import the helpers above in Node).
if (typeof WorkerGlobalScope !== 'undefined' && typeof self !== 'undefined') {
  const scope = self as unknown as {
    onmessage: ((e: MessageEvent<CompressRequest>) => void) | null;
    postMessage: (m: CompressReply) => void;
  };
  scope.onmessage = (e) => {
    const { id, file, maxSide, maxBytes } = e.data;
    compressBlob(file, maxSide, maxBytes).then(
      (r) => scope.postMessage({ id, ok: true, ...r }),
      (err: unknown) => scope.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
  };
}
