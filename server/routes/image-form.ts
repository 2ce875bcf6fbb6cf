// The console's image uploads (the campus map, a building's plan): the multipart form and the image checked by
// content (PNG, JPEG or WebP, never SVG), its size read from the header and its metadata stripped.
import type { Context } from 'hono';
import { MAP_LIMITS } from '@contract/campus-map';
import { ApiError, badRequest } from '../lib/errors';
import { BadImageError, checkDimensions, IMAGE_TYPES, ImageTooLargeError, sniffImage, stripMetadata } from '../lib/images';

const MB = MAP_LIMITS.imageBytes / (1024 * 1024);
const tooBig = () => new ApiError(413, `the map image may be at most ${MB} MB`, { error: 'too_large' });

/** The multipart form's uid and image file; anything else is a 4xx with its reason. */
export async function readImageForm(c: Context): Promise<{ uid: unknown; file: File }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data')) {
    throw new ApiError(415, 'send the map image as multipart/form-data with the fields uid and image', { error: 'unsupported_media_type' });
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('the form could not be read', 'malformed multipart body');
  }
  const image = body.image;
  if (Array.isArray(image)) throw badRequest('send one image');
  if (!(image instanceof File) || image.size === 0) throw badRequest('image is required: choose a PNG, JPEG or WebP file');
  const uid = body.uid;
  return { uid: Array.isArray(uid) ? undefined : uid, file: image };
}

/** By content, not by name or declared type: PNG, JPEG or WebP (never SVG), its size read from the header. */
export async function prepareMapImage(file: File): Promise<{ bytes: Buffer; ext: string; width: number; height: number }> {
  if (file.size > MAP_LIMITS.imageBytes) throw tooBig();
  const buf = Buffer.from(await file.arrayBuffer());
  if (buf.length > MAP_LIMITS.imageBytes) throw tooBig();
  const kind = sniffImage(buf);
  if (!kind) throw new ApiError(415, 'the map must be a PNG, JPEG or WebP image', { error: 'unsupported_media_type' });
  try {
    const { width, height } = checkDimensions(buf);
    return { bytes: stripMetadata(buf, kind), ext: IMAGE_TYPES[kind].ext, width, height };
  } catch (err) {
    if (err instanceof ImageTooLargeError) throw new ApiError(413, err.message, { error: 'image_too_large' });
    if (err instanceof BadImageError) throw badRequest('the image file is damaged');
    throw err;
  }
}

