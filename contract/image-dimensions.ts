// An image's width and height read from its header, before anything decodes it: a PNG of a few hundred
// kB can declare 20000×20000 pixels (1.6 GB once decoded), so the server and the browser both refuse
// such a picture from these numbers alone. Shared by server/lib/images.ts and src/lib/image-compress.ts.

/** Longest side accepted, in pixels. */
export const MAX_IMAGE_SIDE = 10_000;
/** Pixels accepted in all (40 megapixels: any phone camera, far from a decoding bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageDimensions {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** Width and height of a PNG, JPEG or WebP from its first bytes, or null when the header is not readable. */
export function imageDimensions(b: Uint8Array): ImageDimensions | null {
  if (b.length >= 24 && b[0] === 0x89 && ascii(b, 1, 3) === 'PNG' && ascii(b, 12, 4) === 'IHDR') {
    return { width: u32be(b, 16), height: u32be(b, 20) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegDimensions(b);
  if (b.length >= 30 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return webpDimensions(b);
  return null;
}

function jpegDimensions(b: Uint8Array): ImageDimensions | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    // Start of frame (SOF0-SOF15 but DHT, JPG and DAC, which share the range): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data before any frame header
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webpDimensions(b: Uint8Array): ImageDimensions | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X') return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    return { width: 1 + (((b[22] & 0x3f) << 8) | b[21]), height: 1 + (((b[24] & 0x0f) << 10) | (b[23] << 2) | ((b[22] & 0xc0) >> 6)) };
  }
  return null;
}

/** Why these dimensions are refused, or null when they are fine. */
export function dimensionsProblem(d: ImageDimensions): string | null {
  if (d.width < 1 || d.height < 1) return 'the image has no size';
  if (d.width > MAX_IMAGE_SIDE || d.height > MAX_IMAGE_SIDE || d.width * d.height > MAX_IMAGE_PIXELS) {
    return `the image is too large: ${d.width}×${d.height} pixels (at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels)`;
  }
  return null;
}

/** Thrown (or returned) when a picture's declared size is over the limits; machines recognise it by name. */
export class ImageDimensionsError extends Error {
  override name = 'ImageDimensionsError';
}
export const isImageDimensionsError = (e: unknown): boolean => e instanceof Error && e.name === 'ImageDimensionsError';
