// Writes the app's PNG icons (192, 512 and a maskable 512) into public/icons: the favicon's orange disc with
// a white leaf, drawn pixel by pixel so that no image tool or CDN is needed. Run: node scripts/make-icons.mjs
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const ORANGE = [0xff, 0x7a, 0x00];
const WHITE = [0xff, 0xff, 0xff];
const CREAM = [0xff, 0xf4, 0xe8];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** The leaf of favicon.svg as a lens between two circles, in the unit square. */
function inLeaf(x, y) {
  const dx = x - 0.5;
  const dy = y - 0.52;
  const u = dx * 0.8 + dy * 0.6;
  const v = -dx * 0.6 + dy * 0.8;
  return (u / 0.24) ** 2 + (v / 0.11) ** 2 <= 1;
}

/** maskable: full-bleed background, the disc inside the 80 % safe zone. */
function png(size, maskable) {
  const rows = [];
  const disc = maskable ? 0.36 : 0.48;
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5) / size;
      const y = (py + 0.5) / size;
      const r = Math.hypot(x - 0.5, y - 0.5);
      let rgb = maskable ? CREAM : null;
      if (r <= disc) rgb = inLeaf(0.5 + (x - 0.5) * (0.48 / disc), 0.5 + (y - 0.5) * (0.48 / disc)) ? WHITE : ORANGE;
      const o = 1 + px * 4;
      if (rgb) {
        row[o] = rgb[0];
        row[o + 1] = rgb[1];
        row[o + 2] = rgb[2];
        row[o + 3] = 255;
      }
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', png(192, false));
writeFileSync('public/icons/icon-512.png', png(512, false));
writeFileSync('public/icons/icon-maskable-512.png', png(512, true));
writeFileSync('public/icons/apple-touch-icon-180.png', png(180, true));
console.log('icons written to public/icons');
