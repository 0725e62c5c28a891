// A bare WebSocket client on a TCP socket, as a hostile client would write one: it may offer permessage-deflate as a
// browser does but never inflates (it only counts what arrives), and it can stop reading altogether.
import { randomBytes } from 'node:crypto';
import net from 'node:net';

const OPCODE_CLOSE = 8;

/**
 * Opens `url` (ws://host:port/path) with the `binary` subprotocol, offering compression unless `compressed` is
 * false; resolves once the server answered 101.
 */
export function openRawWebSocket(url, { compressed = true } = {}) {
  const { hostname, port, pathname, host } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const client = new RawWebSocket(socket);
    let head = Buffer.alloc(0);
    const readHead = (chunk) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', readHead);
      const status = head.subarray(0, head.indexOf('\r\n')).toString('latin1');
      if (!status.startsWith('HTTP/1.1 101 ')) {
        socket.destroy();
        reject(new Error(`upgrade refused: ${status}`));
        return;
      }
      socket.on('data', (data) => client.read(data));
      client.read(head.subarray(end + 4));
      resolve(client);
    };
    socket.on('data', readHead);
    socket.once('error', reject);
    socket.on('close', () => (client.closed = true));
    socket.write(
      `GET ${pathname} HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
        'Sec-WebSocket-Protocol: binary\r\n' +
        (compressed ? 'Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n' : '') +
        '\r\n',
    );
  });
}

class RawWebSocket {
  /** Whole messages received, and their payload bytes as they travelled (compressed or not). */
  messages = 0;
  bytes = 0;
  closed = false;
  /** The code of the server's close frame, if one arrived. */
  closeCode;
  #pending = Buffer.alloc(0);
  #skip = 0;
  #waiters = [];

  constructor(socket) {
    this.socket = socket;
  }

  /** Sends one masked binary message. */
  send(payload) {
    const length = payload.length;
    const header =
      length < 126
        ? Buffer.from([0x82, 0x80 | length])
        : length < 65_536
          ? Buffer.from([0x82, 0x80 | 126, length >> 8, length & 0xff])
          : Buffer.concat([Buffer.from([0x82, 0x80 | 127]), bigEndian64(length)]);
    const mask = randomBytes(4);
    const masked = Buffer.from(payload);
    for (let i = 0; i < masked.length; i += 1) masked[i] ^= mask[i & 3];
    this.socket.write(Buffer.concat([header, mask, masked]));
  }

  /** Resolves once `count` messages have arrived in all. */
  waitForMessages(count) {
    if (this.messages >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ count, resolve }));
  }

  /** Stops reading: what the server sends piles up in its buffers. */
  stopReading() {
    this.socket.pause();
  }

  resumeReading() {
    this.socket.resume();
  }

  destroy() {
    this.socket.destroy();
  }

  /** Counts frames; payloads are skipped unread except a close frame's code. */
  read(data) {
    this.#pending = this.#pending.length ? Buffer.concat([this.#pending, data]) : data;
    for (;;) {
      if (this.#skip > 0) {
        const skipped = Math.min(this.#skip, this.#pending.length);
        this.#skip -= skipped;
        this.#pending = this.#pending.subarray(skipped);
        if (this.#skip > 0) return;
      }
      const frame = parseHeader(this.#pending);
      if (!frame) return;
      if (frame.opcode === OPCODE_CLOSE && frame.payloadLength >= 2) {
        if (this.#pending.length < frame.headerLength + 2) return;
        this.closeCode = this.#pending.readUInt16BE(frame.headerLength);
      }
      this.#pending = this.#pending.subarray(frame.headerLength);
      this.#skip = frame.payloadLength;
      this.bytes += frame.payloadLength;
      if (frame.fin && frame.opcode !== OPCODE_CLOSE) this.messages += 1;
      for (const waiter of this.#waiters.filter(({ count }) => this.messages >= count)) waiter.resolve();
      this.#waiters = this.#waiters.filter(({ count }) => this.messages < count);
    }
  }
}

function parseHeader(bytes) {
  if (bytes.length < 2) return undefined;
  const short = bytes[1] & 0x7f;
  const headerLength = short === 126 ? 4 : short === 127 ? 10 : 2;
  if (bytes.length < headerLength) return undefined;
  const payloadLength =
    short === 126 ? bytes.readUInt16BE(2) : short === 127 ? Number(bytes.readBigUInt64BE(2)) : short;
  return { fin: (bytes[0] & 0x80) !== 0, opcode: bytes[0] & 0x0f, headerLength, payloadLength };
}

function bigEndian64(value) {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(BigInt(value));
  return out;
}
