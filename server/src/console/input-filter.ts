import { type ClientMessage, isGuestInput, RfbClientDecoder } from '../rfb/rfb-client-decoder';

/** What a console that may not act on its guest still sends: the handshake, its pixel format and screen requests. */
function isScreenTraffic(message: ClientMessage): boolean {
  switch (message.type) {
    case 'version':
    case 'security-type':
    case 'client-init':
    case 'set-pixel-format':
    case 'set-encodings':
    case 'framebuffer-update-request':
      return true;
    default:
      return false;
  }
}

/**
 * The bytes of a client's RFB stream as its machine may hear them. While input is not accepted (a view-only console, a
 * paused class) only the handshake and screen requests pass: every other message, known or not, is dropped.
 * Messages split across frames are held until whole. A stream it cannot read (an unknown message type, a VMware key
 * or pointer message of another length) throws RfbProtocolError, and the gateway closes the console: it never
 * guesses, and never stops filtering.
 */
export class GuestInputFilter {
  private readonly decoder = new RfbClientDecoder();

  constructor(
    private readonly acceptsInput: () => boolean,
    /** Told of each guest input that passes. */
    private readonly onInput: () => void = () => undefined,
  ) {}

  pass(chunk: Uint8Array): Buffer {
    const kept: Buffer[] = [];
    for (const { message, bytes } of this.decoder.pushFramed(chunk)) {
      if (isScreenTraffic(message)) kept.push(bytes);
      else if (this.acceptsInput()) {
        kept.push(bytes);
        if (isGuestInput(message)) this.onInput();
      }
    }
    return Buffer.concat(kept);
  }
}
