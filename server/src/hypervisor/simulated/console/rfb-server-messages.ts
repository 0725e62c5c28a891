/*
 * Server-to-client RFB 3.8 messages, encoded exactly as WMKS reads them (see docs/wmks.md).
 * All multi-byte numbers are big-endian, as RFB requires.
 */
import type { Rect } from './framebuffer';

/** The protocol version, sent alone as the first 12-byte message: WMKS picks the VNC handshake from its length. */
export const PROTOCOL_VERSION = 'RFB 003.008\n';
/** Security type "None", the only one offered. */
export const SECURITY_NONE = 1;
/** VMware ServerCaps bit: the server understands VMware scancode key events (type 127 sub-type 0). */
export const SERVER_CAP_KEY_EVENT = 2;

const MSG_FRAMEBUFFER_UPDATE = 0;
const MSG_SERVER_CUT_TEXT = 3;
const MSG_VMWARE = 127;
const VMWARE_SERVER_CAPS = 0;
const ENCODING_RAW = 0;

/** The first message: "RFB 003.008\n". */
export function protocolVersion(): Uint8Array {
  return new TextEncoder().encode(PROTOCOL_VERSION);
}

/** One security type offered: None. */
export function securityTypes(): Uint8Array {
  return Uint8Array.of(1, SECURITY_NONE);
}

/** SecurityResult: 0 = OK. */
export function securityResult(ok: boolean): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, ok ? 0 : 1);
  return out;
}

/** ServerInit: size, 32 bpp / depth 24 little-endian true colour with shifts 16/8/0, and the desktop name. */
export function serverInit(width: number, height: number, name: string): Uint8Array {
  const nameBytes = new TextEncoder().encode(name);
  const out = new Uint8Array(24 + nameBytes.length);
  const view = new DataView(out.buffer);
  view.setUint16(0, width);
  view.setUint16(2, height);
  out.set([32, 24, 0, 1], 4); // bits per pixel, depth, big-endian flag (0 = little), true colour
  view.setUint16(8, 255); // red max
  view.setUint16(10, 255); // green max
  view.setUint16(12, 255); // blue max
  out.set([16, 8, 0], 14); // red, green, blue shifts; 3 padding bytes follow
  view.setUint32(20, nameBytes.length);
  out.set(nameBytes, 24);
  return out;
}

/** VMware ServerCaps: `7f 00 0008 <u32 caps>`. With the key-event bit WMKS sends scancode key events. */
export function vmwareServerCaps(caps: number): Uint8Array {
  const out = new Uint8Array(8);
  const view = new DataView(out.buffer);
  out.set([MSG_VMWARE, VMWARE_SERVER_CAPS], 0);
  view.setUint16(2, 8);
  view.setUint32(4, caps);
  return out;
}

/** A rectangle of Raw pixels (already in the announced BGRX byte order). */
export interface RawRectangle extends Rect {
  pixels: Uint8Array;
}

/**
 * FramebufferUpdate with Raw rectangles. WMKS echoes `paddingByte` as the incremental flag of its next request, so
 * the session passes 1 to keep later requests incremental. Never call this with no rectangles: WMKS desyncs silently.
 */
export function framebufferUpdate(rectangles: readonly RawRectangle[], paddingByte: number): Uint8Array {
  if (rectangles.length === 0) throw new Error('a FramebufferUpdate needs at least one rectangle');
  const size = rectangles.reduce((total, rect) => total + 12 + rect.pixels.length, 4);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set([MSG_FRAMEBUFFER_UPDATE, paddingByte], 0);
  view.setUint16(2, rectangles.length);
  let offset = 4;
  for (const rect of rectangles) {
    view.setUint16(offset, rect.x);
    view.setUint16(offset + 2, rect.y);
    view.setUint16(offset + 4, rect.width);
    view.setUint16(offset + 6, rect.height);
    view.setInt32(offset + 8, ENCODING_RAW);
    out.set(rect.pixels, offset + 12);
    offset += 12 + rect.pixels.length;
  }
  return out;
}

/** ServerCutText: clipboard text for the browser. WMKS decodes it as UTF-8, so the length counts bytes. */
export function serverCutText(text: string): Uint8Array {
  const bytes = new TextEncoder().encode(text);
  const out = new Uint8Array(8 + bytes.length);
  out[0] = MSG_SERVER_CUT_TEXT;
  new DataView(out.buffer).setUint32(4, bytes.length);
  out.set(bytes, 8);
  return out;
}
