import WebSocket from 'ws';

/** RFB KeyEvent of a keysym, pressed or released. */
export function keyEvent(keysym: number, down: boolean): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt8(4, 0);
  bytes.writeUInt8(down ? 1 : 0, 1);
  bytes.writeUInt32BE(keysym, 4);
  return bytes;
}

const KEY_A = 0x61;

/**
 * A console client as plain as RFB 3.8 allows (KeyEvents, Raw rectangles only), so it speaks to any machine's
 * console: it reads the server's stream as bytes, whatever the WebSocket messages they came in, and keeps its own
 * copy of the screen.
 */
export class ScreenClient {
  /** The close code the server ended the console with. */
  readonly closed: Promise<number>;
  private received = Buffer.alloc(0);
  private arrived: () => void = () => undefined;
  private screen = { width: 0, height: 0, pixels: Buffer.alloc(0) };

  private constructor(private readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => socket.once('close', (code: number) => resolve(code)));
    socket.on('message', (data: Buffer) => {
      this.received = Buffer.concat([this.received, data]);
      this.arrived();
    });
  }

  /** Opens a ticket's console; rejects with the HTTP status of a refused upgrade. */
  static open(url: string): Promise<ScreenClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, ['binary']);
      socket.once('open', () => resolve(new ScreenClient(socket)));
      socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      socket.once('error', reject);
    });
  }

  /** Runs the handshake (security None, shared) and answers ServerInit's screen size and desktop name. */
  async handshake(): Promise<{ width: number; height: number; name: string }> {
    const version = await this.read(12);
    this.socket.send(version);
    const count = (await this.read(1)).readUInt8(0);
    await this.read(count);
    this.socket.send(Uint8Array.of(1));
    await this.read(4);
    this.socket.send(Uint8Array.of(1));
    const init = await this.read(24);
    const name = (await this.read(init.readUInt32BE(20))).toString('latin1');
    const width = init.readUInt16BE(0);
    const height = init.readUInt16BE(2);
    this.screen = { width, height, pixels: Buffer.alloc(width * height * 4) };
    return { width, height, name };
  }

  /** Asks for the whole screen and answers it once its update has arrived. */
  fullScreen(): Promise<Buffer> {
    return this.sendAndLook([]);
  }

  /** Types 'a', then asks for the whole screen in the same message: what the screen shows after the key. */
  typeAndLook(): Promise<Buffer> {
    return this.sendAndLook([keyEvent(KEY_A, true), keyEvent(KEY_A, false)]);
  }

  /** Sends bytes as one message, as a misbehaving client would. */
  send(bytes: Uint8Array): void {
    this.socket.send(bytes);
  }

  close(): void {
    this.socket.close();
  }

  private async sendAndLook(before: Buffer[]): Promise<Buffer> {
    const request = Buffer.alloc(10);
    request.writeUInt8(3, 0);
    request.writeUInt16BE(this.screen.width, 6);
    request.writeUInt16BE(this.screen.height, 8);
    this.socket.send(Buffer.concat([...before, request]));
    await this.nextUpdate();
    return Buffer.from(this.screen.pixels);
  }

  /** Reads server messages until a FramebufferUpdate, which it paints into its copy of the screen. */
  private async nextUpdate(): Promise<void> {
    for (;;) {
      const type = (await this.read(1)).readUInt8(0);
      if (type === 0) break;
      if (type === 2) continue; // Bell
      if (type === 3)
        await this.read((await this.read(7)).readUInt32BE(3)); // ServerCutText
      else if (type === 127)
        await this.read((await this.read(3)).readUInt16BE(1) - 4); // VMware's own
      else throw new Error(`server message of type ${type}`);
    }
    const count = (await this.read(3)).readUInt16BE(1);
    for (let index = 0; index < count; index += 1) {
      const header = await this.read(12);
      const x = header.readUInt16BE(0);
      const y = header.readUInt16BE(2);
      const width = header.readUInt16BE(4);
      const height = header.readUInt16BE(6);
      if (header.readInt32BE(8) !== 0) throw new Error('only Raw rectangles are read');
      const pixels = await this.read(width * height * 4);
      for (let row = 0; row < height; row += 1) {
        const line = pixels.subarray(row * width * 4, (row + 1) * width * 4);
        this.screen.pixels.set(line, ((y + row) * this.screen.width + x) * 4);
      }
    }
  }

  private async read(length: number): Promise<Buffer> {
    const deadline = Date.now() + 10_000;
    while (this.received.length < length) {
      if (Date.now() > deadline) throw new Error(`the console sent ${this.received.length} of ${length} bytes`);
      await new Promise<void>((resolve) => {
        this.arrived = resolve;
        setTimeout(resolve, 100);
      });
    }
    const bytes = this.received.subarray(0, length);
    this.received = this.received.subarray(length);
    return bytes;
  }
}
