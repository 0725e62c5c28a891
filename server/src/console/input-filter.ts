import { isGuestInput, RfbClientDecoder } from './rfb-client-decoder';

/**
 * The bytes of a client's RFB stream without its guest input (keys, pointer, clipboard), for a relayed console that
 * may not act on the guest: the handshake and screen requests pass unchanged. Messages split across frames are held
 * until whole. Throws RfbProtocolError on a stream it cannot read (the relay then closes: it never guesses).
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
      if (!isGuestInput(message)) kept.push(bytes);
      else if (this.acceptsInput()) {
        kept.push(bytes);
        this.onInput();
      }
    }
    return Buffer.concat(kept);
  }
}
