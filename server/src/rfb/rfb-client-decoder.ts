/*
 * Client-to-server RFB 3.8 messages, decoded incrementally: WebSocket frames may split or join messages anywhere,
 * so bytes are buffered until a whole message is there. Handshake replies come first, in their fixed order.
 * Read by the console gateway (which input a browser may pass to a machine) and the simulated guest's session.
 */

/** One decoded client message. */
export type ClientMessage =
  | { type: 'version'; version: string }
  | { type: 'security-type'; securityType: number }
  | { type: 'client-init'; shared: boolean }
  | { type: 'set-pixel-format' }
  | { type: 'set-encodings'; encodings: number[] }
  | { type: 'framebuffer-update-request'; incremental: boolean; x: number; y: number; width: number; height: number }
  | { type: 'key'; keysym: number; down: boolean }
  | { type: 'pointer'; buttons: number; x: number; y: number }
  | { type: 'client-cut-text'; text: string }
  | { type: 'vmware-key'; scancode: number; down: boolean }
  | { type: 'vmware-pointer'; wheel: boolean; x: number; y: number; buttons: number; deltaY: number; deltaX: number }
  | { type: 'vmware-other'; subType: number };

/** The client broke the protocol; the connection cannot continue. */
export class RfbProtocolError extends Error {
  override readonly name = 'RfbProtocolError';
}

const MAX_CUT_TEXT = 1024 * 1024;

type Phase = 'version' | 'security-type' | 'client-init' | 'messages';

/** A message parser: given the buffered bytes, the message and its length, or undefined if more bytes are needed. */
type Parse = (bytes: Buffer) => { message: ClientMessage; length: number } | undefined;

const VMWARE = 127;
const VMWARE_KEY = 0;
const VMWARE_POINTER = 2;

/** Decodes the byte stream a WMKS (or plain VNC) client sends, from its protocol version on. */
export class RfbClientDecoder {
  private pending = Buffer.alloc(0);
  private phase: Phase = 'version';

  /** Adds received bytes and returns every message now complete, in order. Throws RfbProtocolError. */
  push(chunk: Uint8Array): ClientMessage[] {
    return this.pushFramed(chunk).map(({ message }) => message);
  }

  /** As push, each message with the bytes it was sent as (the gateway passes on those it lets through unchanged). */
  pushFramed(chunk: Uint8Array): Array<{ message: ClientMessage; bytes: Buffer }> {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : Buffer.from(chunk);
    const messages: Array<{ message: ClientMessage; bytes: Buffer }> = [];
    for (;;) {
      const parsed = this.parseNext();
      if (!parsed) break;
      messages.push({ message: parsed.message, bytes: this.pending.subarray(0, parsed.length) });
      this.pending = this.pending.subarray(parsed.length);
    }
    return messages;
  }

  private parseNext(): { message: ClientMessage; length: number } | undefined {
    const bytes = this.pending;
    switch (this.phase) {
      case 'version': {
        if (bytes.length < 12) return undefined;
        const version = bytes.toString('latin1', 0, 12);
        if (!/^RFB \d{3}\.\d{3}\n$/.test(version)) throw new RfbProtocolError('invalid protocol version message');
        this.phase = 'security-type';
        return { message: { type: 'version', version: version.trim() }, length: 12 };
      }
      case 'security-type': {
        const securityType = bytes[0];
        if (securityType === undefined) return undefined;
        this.phase = 'client-init';
        return { message: { type: 'security-type', securityType }, length: 1 };
      }
      case 'client-init': {
        const shared = bytes[0];
        if (shared === undefined) return undefined;
        this.phase = 'messages';
        return { message: { type: 'client-init', shared: shared !== 0 }, length: 1 };
      }
      case 'messages': {
        const type = bytes[0];
        if (type === undefined) return undefined;
        const parse = PARSERS[type];
        if (!parse) throw new RfbProtocolError(`unknown client message type ${type}`);
        return parse(bytes);
      }
    }
  }
}

const PARSERS: Record<number, Parse> = {
  0: (bytes) => (bytes.length < 20 ? undefined : { message: { type: 'set-pixel-format' }, length: 20 }),
  2: (bytes) => {
    if (bytes.length < 4) return undefined;
    const count = bytes.readUInt16BE(2);
    const length = 4 + count * 4;
    if (bytes.length < length) return undefined;
    const encodings = Array.from({ length: count }, (_, index) => bytes.readInt32BE(4 + index * 4));
    return { message: { type: 'set-encodings', encodings }, length };
  },
  3: (bytes) =>
    bytes.length < 10
      ? undefined
      : {
          message: {
            type: 'framebuffer-update-request',
            incremental: bytes[1] !== 0,
            x: bytes.readUInt16BE(2),
            y: bytes.readUInt16BE(4),
            width: bytes.readUInt16BE(6),
            height: bytes.readUInt16BE(8),
          },
          length: 10,
        },
  4: (bytes) =>
    bytes.length < 8
      ? undefined
      : { message: { type: 'key', down: bytes[1] !== 0, keysym: bytes.readUInt32BE(4) }, length: 8 },
  5: (bytes) =>
    bytes.length < 6
      ? undefined
      : {
          message: { type: 'pointer', buttons: bytes[1] ?? 0, x: bytes.readUInt16BE(2), y: bytes.readUInt16BE(4) },
          length: 6,
        },
  6: (bytes) => {
    if (bytes.length < 8) return undefined;
    const textLength = bytes.readUInt32BE(4);
    if (textLength > MAX_CUT_TEXT) throw new RfbProtocolError('client cut text too long');
    if (bytes.length < 8 + textLength) return undefined;
    // RFB clipboard text is Latin-1.
    return {
      message: { type: 'client-cut-text', text: bytes.toString('latin1', 8, 8 + textLength) },
      length: 8 + textLength,
    };
  },
  [VMWARE]: parseVmware,
};

/**
 * VMware client messages: `7f <u8 sub-type> <u16 total length>` then the body; unknown sub-types are read whole (a
 * filter drops them while input is not accepted).
 */
function parseVmware(bytes: Buffer): { message: ClientMessage; length: number } | undefined {
  if (bytes.length < 4) return undefined;
  const subType = bytes[1] ?? 0;
  const length = bytes.readUInt16BE(2);
  if (length < 4) throw new RfbProtocolError(`invalid VMware message length ${length}`);
  // A key or pointer message of another length could hide input in a shape no filter reads: the stream is refused.
  if ((subType === VMWARE_KEY && length !== 8) || (subType === VMWARE_POINTER && length !== 19)) {
    throw new RfbProtocolError(`VMware ${subType === VMWARE_KEY ? 'key' : 'pointer'} message of length ${length}`);
  }
  if (bytes.length < length) return undefined;
  if (subType === VMWARE_KEY) {
    return { message: { type: 'vmware-key', scancode: bytes.readUInt16BE(4), down: bytes[6] !== 0 }, length };
  }
  if (subType === VMWARE_POINTER) {
    return {
      message: {
        type: 'vmware-pointer',
        wheel: bytes[4] === 1,
        x: bytes.readInt32BE(5),
        y: bytes.readInt32BE(9),
        buttons: bytes.readUInt32BE(13),
        deltaY: bytes.readInt8(17),
        deltaX: bytes.readInt8(18),
      },
      length,
    };
  }
  return { message: { type: 'vmware-other', subType }, length };
}

/** Whether a client message would act on the guest (keys, pointer, clipboard): what a view-only console drops. */
export function isGuestInput(message: ClientMessage): boolean {
  switch (message.type) {
    case 'key':
    case 'pointer':
    case 'client-cut-text':
    case 'vmware-key':
    case 'vmware-pointer':
      return true;
    default:
      return false;
  }
}
