// A decompression bomb for tests: a real, valid PNG of width×height black pixels that is only a few
// hundred kB on the wire. Built in milliseconds: one deflate block of zero rows, ended with a full
// flush (so it stands alone), repeated; the checksum of all-zero data is known without computing it.
import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const rowBytes = width + 1; // filter byte + one grey byte per pixel, all zero
  const rowsPerBlock = 500;
  if (height % rowsPerBlock) throw new Error(`height must be a multiple of ${rowsPerBlock}`);
  const block = zlib.deflateRawSync(Buffer.alloc(rowBytes * rowsPerBlock), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const total = rowBytes * height;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0, 0); // Adler-32 of zeros: a = 1, b = n mod 65521
  const idat = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: height / rowsPerBlock }, () => block),
    Buffer.from([0x03, 0x00]), // final, empty fixed-Huffman block
    adler,
  ]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}
