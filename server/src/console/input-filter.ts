import { type ClientMessage, isGuestInput, RfbClientDecoder, RfbProtocolError } from './rfb-client-decoder';

/**
 * The bytes of a client's RFB stream without its guest input (keys, pointer, clipboard), for a relayed console that
 * may not act on the guest: the handshake and screen requests pass unchanged. Messages split across frames are held
 * until whole. On a stream it cannot read it throws RfbProtocolError (the relay closes a view-only console: it never
 * guesses), or, for a console whose input is allowed unless its class is paused (`onUnreadable: 'pass'`), gives up
 * reading and passes everything from then on: a host speaking more than the portal reads must not cut a student off.
 */
export class GuestInputFilter {
  private readonly decoder = new RfbClientDecoder();
  private unreadable = false;

  constructor(
    private readonly acceptsInput: () => boolean,
    /** Told of each guest input that passes. */
    private readonly onInput: () => void = () => undefined,
    private readonly onUnreadable: 'throw' | 'pass' = 'throw',
  ) {}

  /** The stream could not be read and now passes unfiltered. */
  get passesUnread(): boolean {
    return this.unreadable;
  }

  pass(chunk: Uint8Array): Buffer {
    if (this.unreadable) {
      this.onInput();
      return Buffer.from(chunk);
    }
    try {
      return this.kept(this.decoder.pushFramed(chunk));
    } catch (error) {
      if (!(error instanceof RfbProtocolError) || this.onUnreadable === 'throw') throw error;
      this.unreadable = true;
      this.onInput();
      return Buffer.concat([this.kept(error.parsedBefore), this.decoder.takeUnread()]);
    }
  }

  private kept(messages: Array<{ message: ClientMessage; bytes: Buffer }>): Buffer {
    const kept: Buffer[] = [];
    for (const { message, bytes } of messages) {
      if (!isGuestInput(message)) kept.push(bytes);
      else if (this.acceptsInput()) {
        kept.push(bytes);
        this.onInput();
      }
    }
    return Buffer.concat(kept);
  }
}
