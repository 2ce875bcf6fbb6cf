// Uploaded images are recognised by their bytes (not their name or declared type), and the
// metadata that can carry a location (EXIF, XMP, IPTC, text chunks) is removed before storing.
// Their declared size is checked from the header first, so an image bomb is never decoded.
import { dimensionsProblem, imageDimensions, type ImageDimensions } from '@contract/image-dimensions';

export type ImageKind = 'jpeg' | 'png' | 'webp';
export const IMAGE_TYPES: Record<ImageKind, { ext: string; mime: string }> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export class BadImageError extends Error {}
/** The header declares more pixels than the limits allow; the message says how many. */
export class ImageTooLargeError extends Error {}

/** The declared size, read from the header; throws ImageTooLargeError over the limits, BadImageError when unreadable. */
export function checkDimensions(buf: Buffer): ImageDimensions {
  const d = imageDimensions(buf);
  if (!d) throw new BadImageError('no readable image size');
  const problem = dimensionsProblem(d);
  if (problem) throw new ImageTooLargeError(problem);
  return d;
}

/** The image without location-bearing metadata. Throws BadImageError for a damaged file. */
export function stripMetadata(buf: Buffer, kind: ImageKind): Buffer {
  switch (kind) {
    case 'jpeg':
      return stripJpeg(buf);
    case 'png':
      return stripPng(buf);
    case 'webp':
      return stripWebp(buf);
  }
}

function stripJpeg(buf: Buffer): Buffer {
  const out: Buffer[] = [buf.subarray(0, 2)];
  let i = 2;
  while (i < buf.length) {
    if (buf[i] !== 0xff) throw new BadImageError('damaged JPEG');
    let marker = buf[i + 1];
    // Fill bytes before a marker.
    while (marker === 0xff && i + 2 < buf.length) {
      i++;
      marker = buf[i + 1];
    }
    if (marker === undefined) throw new BadImageError('damaged JPEG');
    if (marker === 0xd9) {
      out.push(buf.subarray(i, i + 2));
      return Buffer.concat(out);
    }
    // Markers without a length.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      out.push(buf.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > buf.length) throw new BadImageError('damaged JPEG');
    const len = buf.readUInt16BE(i + 2);
    if (len < 2 || i + 2 + len > buf.length) throw new BadImageError('damaged JPEG');
    const segment = buf.subarray(i, i + 2 + len);
    if (marker === 0xda) {
      // Start of scan: the compressed data runs to the end; nothing after it is metadata we keep track of.
      out.push(buf.subarray(i));
      return Buffer.concat(out);
    }
    // APP1 (EXIF, XMP), APP13 (IPTC/Photoshop), APP3-APP12 and APP15 (vendor data), COM (comments) go.
    // Kept: APP0 (JFIF), APP2 (ICC colour profile), APP14 (Adobe colour transform) and all image segments.
    const drop = marker === 0xe1 || marker === 0xed || marker === 0xfe || (marker >= 0xe3 && marker <= 0xec) || marker === 0xef;
    if (!drop) out.push(segment);
    i += 2 + len;
  }
  throw new BadImageError('damaged JPEG');
}

const PNG_DROP = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);
function stripPng(buf: Buffer): Buffer {
  const out: Buffer[] = [PNG_SIGNATURE];
  let i = 8;
  let sawEnd = false;
  while (i + 12 <= buf.length) {
    const len = buf.readUInt32BE(i);
    const type = buf.toString('latin1', i + 4, i + 8);
    const end = i + 12 + len;
    if (len > buf.length || end > buf.length) throw new BadImageError('damaged PNG');
    if (!PNG_DROP.has(type)) out.push(buf.subarray(i, end));
    i = end;
    if (type === 'IEND') {
      sawEnd = true;
      break;
    }
  }
  if (!sawEnd) throw new BadImageError('damaged PNG');
  return Buffer.concat(out);
}

function stripWebp(buf: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let i = 12;
  const riffEnd = Math.min(buf.length, 8 + buf.readUInt32LE(4));
  while (i + 8 <= riffEnd) {
    const type = buf.toString('latin1', i, i + 4);
    const len = buf.readUInt32LE(i + 4);
    const padded = len + (len % 2);
    if (i + 8 + len > buf.length) throw new BadImageError('damaged WebP');
    const chunk = Buffer.from(buf.subarray(i, Math.min(buf.length, i + 8 + padded)));
    if (type === 'VP8X' && chunk.length >= 9) chunk[8] &= ~(0x08 | 0x04); // clear the EXIF and XMP flags
    if (type !== 'EXIF' && type !== 'XMP ') chunks.push(chunk);
    i += 8 + padded;
  }
  if (!chunks.length) throw new BadImageError('damaged WebP');
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
