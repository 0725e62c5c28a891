/** A rectangle in framebuffer pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A colour as red, green, blue bytes. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Bytes per pixel of the pixel format announced in ServerInit (32 bpp, depth 24). */
export const BYTES_PER_PIXEL = 4;

/**
 * Pixels in the exact byte order the console announces: 32 bpp little-endian true colour with red at bit 16,
 * green at 8 and blue at 0, so each pixel is the bytes B, G, R, X. Raw rectangles are copied out unchanged.
 */
export class Framebuffer {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * BYTES_PER_PIXEL);
  }

  /** Fills a rectangle (clipped to the screen) with one colour. */
  fillRect(rect: Rect, colour: Rgb): void {
    const { x0, y0, x1, y1 } = this.clip(rect);
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) this.setPixel(x, y, colour);
    }
  }

  /** Sets one pixel; callers stay inside the screen. */
  setPixel(x: number, y: number, { r, g, b }: Rgb): void {
    const offset = (y * this.width + x) * BYTES_PER_PIXEL;
    this.pixels[offset] = b;
    this.pixels[offset + 1] = g;
    this.pixels[offset + 2] = r;
    this.pixels[offset + 3] = 0;
  }

  /** A copy of a rectangle's pixels, row by row, as a Raw-encoded rectangle carries them. */
  readRect(rect: Rect): Uint8Array {
    const { x0, y0, x1, y1 } = this.clip(rect);
    const rowBytes = (x1 - x0) * BYTES_PER_PIXEL;
    const out = new Uint8Array(rowBytes * (y1 - y0));
    for (let y = y0; y < y1; y++) {
      const start = (y * this.width + x0) * BYTES_PER_PIXEL;
      out.set(this.pixels.subarray(start, start + rowBytes), (y - y0) * rowBytes);
    }
    return out;
  }

  /** The whole screen as a rectangle. */
  get bounds(): Rect {
    return { x: 0, y: 0, width: this.width, height: this.height };
  }

  private clip(rect: Rect): { x0: number; y0: number; x1: number; y1: number } {
    return {
      x0: Math.max(0, rect.x),
      y0: Math.max(0, rect.y),
      x1: Math.min(this.width, rect.x + rect.width),
      y1: Math.min(this.height, rect.y + rect.height),
    };
  }
}

/** The smallest rectangle holding both (either may be absent). */
export function unionRect(a: Rect | undefined, b: Rect | undefined): Rect | undefined {
  if (!a) return b;
  if (!b) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}
