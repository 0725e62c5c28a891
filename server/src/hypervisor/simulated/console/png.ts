import { crc32, deflateSync } from 'node:zlib';
import { BYTES_PER_PIXEL, type Framebuffer } from './framebuffer';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const COLOUR_TYPE_RGB = 2;
const FILTER_NONE = 0;

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(4 + typeAndData.length + 4);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), 4 + typeAndData.length);
  return out;
}

/** The framebuffer (bytes B, G, R, X per pixel) as an 8-bit RGB PNG: a text console deflates to a few KB. */
export function encodePng(framebuffer: Framebuffer): Buffer {
  const { width, height, pixels } = framebuffer;
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowBytes] = FILTER_NONE;
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * BYTES_PER_PIXEL;
      const to = y * rowBytes + 1 + x * 3;
      raw[to] = pixels[from + 2] ?? 0;
      raw[to + 1] = pixels[from + 1] ?? 0;
      raw[to + 2] = pixels[from] ?? 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = COLOUR_TYPE_RGB;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}
