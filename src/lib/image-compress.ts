// Compresses a chosen photo in the bundled worker (image-compress.worker.ts) before it is previewed
// and uploaded (spec §4: if compression fails the original is used; §5: the 1 MB rules).
import { LIMITS } from '@contract/constants';
import { dimensionsProblem, imageDimensions, type ImageDimensions } from '@contract/image-dimensions';
import type { CompressReply, CompressRequest } from './image-compress.worker';

export interface CompressOutcome {
  blob: Blob;
  /** False when compression failed and the original file is used as chosen. */
  compressed: boolean;
  /** Set when the header declares more pixels than allowed: the picture was not decoded at all. */
  oversized?: ImageDimensions;
}

/** Enough of a file for the PNG, WebP and JPEG headers (a JPEG's frame header follows EXIF and colour profiles). */
const HEADER_BYTES = 256 * 1024;

/** The size the file's header declares, or null when it cannot be read (the worker then decides). */
export async function declaredDimensions(file: Blob): Promise<ImageDimensions | null> {
  try {
    return imageDimensions(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  } catch {
    return null;
  }
}

/** The part of a Worker this module uses, so tests can pass a fake one. */
export interface WorkerLike {
  postMessage(message: CompressRequest): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<CompressReply>) => void): void;
  addEventListener(type: 'error', listener: (e: Event) => void): void;
  terminate(): void;
}

export interface CompressOptions {
  /** Gives up (and keeps the original) after this long. */
  timeoutMs?: number;
  createWorker?: () => WorkerLike;
}

function defaultWorker(): WorkerLike {
  // Vite turns this into a separate, same-origin chunk.
  return new Worker(new URL('./image-compress.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

let nextId = 1;

/**
 * Never rejects: any failure (no worker, undecodable file, timeout) gives back the original. A picture
 * whose header declares too many pixels comes back `oversized` at once: decoding it could take the
 * phone's memory and minutes.
 */
export async function compressImage(file: Blob, opts: CompressOptions = {}): Promise<CompressOutcome> {
  const declared = await declaredDimensions(file);
  if (declared && dimensionsProblem(declared)) return { blob: file, compressed: false, oversized: declared };
  return compressInWorker(file, opts);
}

function compressInWorker(file: Blob, opts: CompressOptions): Promise<CompressOutcome> {
  const { timeoutMs = 20_000, createWorker = defaultWorker } = opts;
  const original: CompressOutcome = { blob: file, compressed: false };
  return new Promise((resolve) => {
    let worker: WorkerLike;
    try {
      worker = createWorker();
    } catch {
      resolve(original);
      return;
    }
    const id = nextId++;
    let settled = false;
    const finish = (outcome: CompressOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish(original), timeoutMs);
    worker.addEventListener('message', (e: MessageEvent<CompressReply>) => {
      const reply = e.data;
      if (!reply || reply.id !== id) return;
      finish(reply.ok ? { blob: reply.blob, compressed: true } : original);
    });
    worker.addEventListener('error', () => finish(original));
    try {
      worker.postMessage({ id, file, maxSide: LIMITS.imageLongestSide, maxBytes: LIMITS.imageBytes });
    } catch {
      finish(original);
    }
  });
}

export type ImageSizeProblem = 'admin.error.imageTooLarge' | 'admin.error.compressedTooLarge';

/**
 * The 1 MB rules of spec §5: a compressed image above 1 MB is rejected with its own message; an
 * original (compression failed) above 1 MB cannot be attached at all.
 */
export function imageSizeProblem(outcome: CompressOutcome, maxBytes: number = LIMITS.imageBytes): ImageSizeProblem | null {
  if (outcome.blob.size <= maxBytes) return null;
  return outcome.compressed ? 'admin.error.compressedTooLarge' : 'admin.error.imageTooLarge';
}

/** A file name for the upload whose extension follows the encoded type. */
export function uploadName(original: string, blob: Blob): string {
  const ext = blob.type === 'image/webp' ? 'webp' : blob.type === 'image/png' ? 'png' : 'jpg';
  const stem = original.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_').slice(0, 60) || 'photo';
  return `${stem}.${ext}`;
}
