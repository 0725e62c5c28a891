/*
 * Test-only: a WebSocket RFB client that plays WMKS's part byte for byte, keeps its own copy of the framebuffer
 * and reads the text on it back through the font, so tests check what a user would actually see.
 */
import WebSocket from 'ws';
import { GLYPH_SIZE, glyphRows } from '../src/hypervisor/simulated/console/font-8x8';
import { SCANCODE } from '../src/hypervisor/simulated/console/keyboard';
import {
  CELL_HEIGHT,
  CELL_WIDTH,
  FOREGROUND,
  GLYPH_TOP,
  SCALE,
} from '../src/hypervisor/simulated/console/screen-painter';

/** A decoded FramebufferUpdate. */
export interface DecodedUpdate {
  padding: number;
  rectangles: { x: number; y: number; width: number; height: number; encoding: number; pixels: Buffer }[];
}

// US layout scancodes for the characters tests type.
const LETTERS = 'qwertyuiop';
const LETTERS_2 = 'asdfghjkl';
const LETTERS_3 = 'zxcvbnm';
const SCANCODES: Record<string, number> = { ' ': 0x39, '-': 0x0c, '.': 0x34, '@': 0x03 };
for (const [row, first] of [
  [LETTERS, 0x10],
  [LETTERS_2, 0x1e],
  [LETTERS_3, 0x2c],
  ['1234567890', 0x02],
] as const) {
  for (const [index, char] of [...row].entries()) SCANCODES[char] = first + index;
}

/** Builds a VMware key event: `7f 00 0008 <u16 scancode> <u8 down> 00`. */
export function vmwareKey(scancode: number, down: boolean): Buffer {
  const out = Buffer.alloc(8);
  out.writeUInt8(127, 0);
  out.writeUInt16BE(8, 2);
  out.writeUInt16BE(scancode, 4);
  out.writeUInt8(down ? 1 : 0, 6);
  return out;
}

/** Builds a FramebufferUpdateRequest for the whole 800x600 screen. */
export function updateRequest(incremental: boolean): Buffer {
  const out = Buffer.alloc(10);
  out.writeUInt8(3, 0);
  out.writeUInt8(incremental ? 1 : 0, 1);
  out.writeUInt16BE(800, 6);
  out.writeUInt16BE(600, 8);
  return out;
}

/** A connected test client. */
export class RfbTestClient {
  readonly framebuffer = Buffer.alloc(800 * 600 * 4);
  private readonly queue: Buffer[] = [];
  private readonly waiters: ((message: Buffer) => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const waiter = this.waiters.shift();
      if (waiter) waiter(data);
      else this.queue.push(data);
    });
  }

  /** Opens a console WebSocket the way WMKS does (offering `binary` and `vmware-vvc`). */
  static connect(url: string): Promise<RfbTestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, ['binary', 'vmware-vvc']);
      const client = new RfbTestClient(socket);
      socket.once('open', () => resolve(client));
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused with HTTP ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  /** The next WebSocket message from the server. */
  next(timeoutMs = 10_000): Promise<Buffer> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error('no message from the console server'));
      }, timeoutMs);
      const waiter = (message: Buffer): void => {
        clearTimeout(timer);
        resolve(message);
      };
      this.waiters.push(waiter);
    });
  }

  /** Resolves true if no message arrives within the time. */
  async staysQuiet(ms: number): Promise<boolean> {
    try {
      await this.next(ms);
      return false;
    } catch {
      return true;
    }
  }

  send(bytes: Uint8Array): void {
    this.socket.send(bytes);
  }

  /** Runs the handshake and returns the ServerInit and ServerCaps messages. */
  async handshake(): Promise<{
    version: Buffer;
    securityTypes: Buffer;
    securityResult: Buffer;
    serverInit: Buffer;
    serverCaps: Buffer;
  }> {
    const version = await this.next();
    this.send(Buffer.from('RFB 003.008\n', 'latin1'));
    const securityTypes = await this.next();
    this.send(Uint8Array.of(1));
    const securityResult = await this.next();
    this.send(Uint8Array.of(1)); // ClientInit, shared
    const serverInit = await this.next();
    const serverCaps = await this.next();
    return { version, securityTypes, securityResult, serverInit, serverCaps };
  }

  /** Handshake plus the first full frame, as WMKS does before it reports `connected`. */
  async connected(): Promise<this> {
    await this.handshake();
    this.send(updateRequest(false));
    await this.nextUpdate();
    return this;
  }

  /** Waits for the next FramebufferUpdate, applies it to the local framebuffer and returns it. */
  async nextUpdate(timeoutMs?: number): Promise<DecodedUpdate> {
    for (;;) {
      const message = await this.next(timeoutMs);
      if (message[0] !== 0) continue;
      const update = decodeUpdate(message);
      for (const rect of update.rectangles) this.apply(rect);
      return update;
    }
  }

  /** Types text with VMware key events (Shift for upper case); '\n' is Enter. */
  typeText(text: string): void {
    for (const char of text) {
      if (char === '\n') {
        this.tap(SCANCODE.enter);
        continue;
      }
      const lower = char.toLowerCase();
      const code = SCANCODES[lower];
      if (code === undefined) throw new Error(`test client cannot type ${char}`);
      const shift = char !== lower || char === '@';
      if (shift) this.send(vmwareKey(SCANCODE.leftShift, true));
      this.tap(code);
      if (shift) this.send(vmwareKey(SCANCODE.leftShift, false));
    }
  }

  /** Presses and releases one key. */
  tap(scancode: number): void {
    this.send(vmwareKey(scancode, true));
    this.send(vmwareKey(scancode, false));
  }

  /** Sends an incremental request and applies updates until the screen's text satisfies the check. */
  async waitForScreen(check: (text: string) => boolean, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    let text = this.screenText();
    while (!check(text)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`screen never matched; it shows:\n${text}`);
      this.send(updateRequest(true));
      await this.nextUpdate(left);
      text = this.screenText();
    }
    return text;
  }

  /** Reads the text on the local framebuffer back through the font (the cursor underline lies below the glyph). */
  screenText(): string {
    const lines: string[] = [];
    for (let row = 0; row < Math.floor(600 / CELL_HEIGHT); row++) {
      let line = '';
      for (let column = 0; column < Math.floor(800 / CELL_WIDTH); column++) line += this.readCell(column, row);
      lines.push(line.trimEnd());
    }
    return lines.join('\n').trimEnd();
  }

  close(): void {
    this.socket.close();
  }

  private apply(rect: DecodedUpdate['rectangles'][number]): void {
    for (let y = 0; y < rect.height; y++) {
      const source = rect.pixels.subarray(y * rect.width * 4, (y + 1) * rect.width * 4);
      this.framebuffer.set(source, ((rect.y + y) * 800 + rect.x) * 4);
    }
  }

  private readCell(column: number, row: number): string {
    const bits: number[] = [];
    for (let y = 0; y < GLYPH_SIZE; y++) {
      let rowBits = 0;
      for (let x = 0; x < GLYPH_SIZE; x++) {
        const offset = ((row * CELL_HEIGHT + GLYPH_TOP + y * SCALE) * 800 + column * CELL_WIDTH + x * SCALE) * 4;
        if (this.framebuffer[offset + 2] === FOREGROUND.r) rowBits |= 1 << x;
      }
      bits.push(rowBits);
    }
    for (let code = 0x20; code < 0x7f; code++) {
      if (glyphRows(code).every((value, index) => value === bits[index])) return String.fromCharCode(code);
    }
    return '\u2588';
  }
}

/** Parses a FramebufferUpdate message. */
export function decodeUpdate(message: Buffer): DecodedUpdate {
  const count = message.readUInt16BE(2);
  const rectangles: DecodedUpdate['rectangles'] = [];
  let offset = 4;
  for (let index = 0; index < count; index++) {
    const x = message.readUInt16BE(offset);
    const y = message.readUInt16BE(offset + 2);
    const width = message.readUInt16BE(offset + 4);
    const height = message.readUInt16BE(offset + 6);
    const encoding = message.readInt32BE(offset + 8);
    const size = width * height * 4;
    rectangles.push({ x, y, width, height, encoding, pixels: message.subarray(offset + 12, offset + 12 + size) });
    offset += 12 + size;
  }
  if (offset !== message.length) throw new Error('FramebufferUpdate length does not match its rectangles');
  return { padding: message[1] ?? 0, rectangles };
}
