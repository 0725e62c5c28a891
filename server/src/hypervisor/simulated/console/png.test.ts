import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from '@rstest/core';
import { Framebuffer } from './framebuffer';
import { encodePng } from './png';

/** The chunks of a PNG, each checked against its CRC. */
function chunksOf(png: Buffer): Array<{ type: string; data: Buffer }> {
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(typeAndData));
    chunks.push({ type: typeAndData.subarray(0, 4).toString('latin1'), data: typeAndData.subarray(4) });
    offset += 12 + length;
  }
  return chunks;
}

describe('encodePng', () => {
  it('writes the framebuffer as an 8-bit RGB PNG with valid chunks and the exact pixels', () => {
    const framebuffer = new Framebuffer(3, 2);
    framebuffer.fillRect({ x: 0, y: 0, width: 1, height: 2 }, { r: 0xd0, g: 0x10, b: 0x20 });
    const png = encodePng(framebuffer);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = chunksOf(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([3, 2, 8, 2]);
    const rows = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    // Each row: filter byte 0, then R, G, B per pixel.
    expect([...rows]).toEqual([0, 0xd0, 0x10, 0x20, 0, 0, 0, 0, 0, 0, 0, 0xd0, 0x10, 0x20, 0, 0, 0, 0, 0, 0]);
  });
});
