// What one built file costs on the wire: its `.gz` beside it (the build writes one wherever gzip is smaller,
// vite.config.ts `precompressedAssets`, and nginx and our server send it as it is), else the file itself.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const OUT = 'dist/client';

const sizes = new Map();
/** Bytes a browser downloads for `file` (a path under dist/client, such as assets/index-….js). */
export function wireSize(file) {
  let size = sizes.get(file);
  if (size === undefined) {
    const path = join(OUT, file);
    size = statSync(existsSync(`${path}.gz`) ? `${path}.gz` : path).size;
    sizes.set(file, size);
  }
  return size;
}
