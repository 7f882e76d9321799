import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Fixture photos for the photo tests, made on the fly with sharp or by hand.

export type FilePart = { name: string; bytes: Buffer; type?: string };

export function formOf(files: FilePart[], meta?: unknown): FormData {
  const form = new FormData();
  if (meta !== undefined) form.append('meta', JSON.stringify(meta));
  for (const f of files)
    form.append('photos', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }), f.name);
  return form;
}

export const photo = (width: number, height: number, colour = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .toBuffer();

/**
 * A JPEG carrying an EXIF block with Orientation 6 (rotate 90° clockwise to
 * view) and a GPS position, written by hand so the test controls every byte.
 */
export async function gpsTaggedJpeg(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#aa2222' } })
    .composite([{ input: { create: { width: 10, height: 10, channels: 3, background: '#000' } }, top: 0, left: 0 }])
    .jpeg()
    .toBuffer();
  const tiff = Buffer.alloc(122);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0 at 8: Orientation = 6, GPS IFD pointer = 38.
  tiff.writeUInt16LE(2, 8);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  entry(10, 0x0112, 3, 1, 6);
  entry(22, 0x8825, 4, 1, 38);
  tiff.writeUInt32LE(0, 34);
  // GPS IFD at 38: N 51°30'12.34", W 0°7'39".
  tiff.writeUInt16LE(4, 38);
  entry(40, 0x0001, 2, 2, 0x4e);
  entry(52, 0x0002, 5, 3, 74);
  entry(64, 0x0003, 2, 2, 0x57);
  entry(76, 0x0004, 5, 3, 98);
  tiff.writeUInt32LE(0, 88);
  [51, 1, 30, 1, 1234, 100].forEach((v, i) => tiff.writeUInt32LE(v, 74 + i * 4));
  [0, 1, 7, 1, 3900, 100].forEach((v, i) => tiff.writeUInt32LE(v, 98 + i * 4));
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

/**
 * A real, valid 1-bit PNG of width x height: all black, a few kilobytes on
 * disk, gigabytes once decoded (sharp itself takes ~20 s to write one).
 */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
