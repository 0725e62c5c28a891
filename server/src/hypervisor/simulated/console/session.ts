import { type ClientMessage, RfbClientDecoder, RfbProtocolError } from '../../../rfb/rfb-client-decoder';
import { type Rect, unionRect } from './framebuffer';
import type { GuestViewer, SimulatedGuest } from './guest';
import { KeyboardState, type KeyInput, keysymInput } from './keyboard';
import {
  framebufferUpdate,
  protocolVersion,
  SECURITY_NONE,
  SERVER_CAP_KEY_EVENT,
  securityResult,
  securityTypes,
  serverCutText,
  serverInit,
  vmwareServerCaps,
} from './rfb-server-messages';

/** What one console connection needs from the transport around it. */
export interface ConsoleSessionOptions {
  /** The machine's running guest, which this connection shows and types into. */
  guest: SimulatedGuest;
  /** Shown in ServerInit. */
  machineName: string;
  /**
   * Sends one WebSocket message; `written`, when given, is called once the transport has handed it all to the
   * network (nothing of it still buffered), or the connection ended.
   */
  send(bytes: Uint8Array, written?: () => void): void;
  /** Ends the connection (protocol error). */
  close(reason: string): void;
}

/**
 * WMKS echoes an update's padding byte as the incremental flag of its next request. Sending 1 keeps every later
 * request incremental, so the session answers them only when the screen changed instead of looping on full frames.
 */
const NEXT_REQUEST_INCREMENTAL = 1;

/**
 * One console connection: the RFB 3.8 handshake as WMKS expects it, then framebuffer updates of the guest's screen
 * and keyboard input into the guest (see guest.ts: every console of a machine shares its guest).
 * Transport-free: bytes in through receive(), bytes out through options.send. What it receives is what the console
 * gateway let through: a view-only console's or a paused class's keys never arrive.
 */
export class ConsoleSession implements GuestViewer {
  private readonly decoder = new RfbClientDecoder();
  private readonly keyboard = new KeyboardState();
  private readonly guest: SimulatedGuest;
  private readonly leaveGuest: () => void;
  /** Area changed since the last update the client received. */
  private unsent: Rect | undefined;
  /**
   * What the client asked for and has not received yet. However many requests arrive before the next update is
   * sent, they get that one update, and a full one when any of them was not incremental.
   */
  private requested: 'nothing' | 'changes' | 'full-screen' = 'nothing';
  /**
   * An update is still in the transport's buffers: the next one waits until it has left, so a client that asks
   * faster than it reads holds one screen in server memory, never one per request.
   */
  private updateInFlight = false;
  private initialised = false;
  private closed = false;

  constructor(private readonly options: ConsoleSessionOptions) {
    this.guest = options.guest;
    this.leaveGuest = this.guest.join(this);
  }

  /** Sends the protocol version, alone in its own message. */
  start(): void {
    this.send(protocolVersion());
  }

  /** Handles bytes received from the client. */
  receive(chunk: Uint8Array): void {
    if (this.closed) return;
    try {
      for (const message of this.decoder.push(chunk)) this.handle(message);
    } catch (error) {
      if (!(error instanceof RfbProtocolError)) throw error;
      this.fail(error.message);
    }
    // Once per received chunk, not per message: requests and keys that arrived together share one update.
    this.guest.repaint();
    this.flush();
  }

  screenChanged(area: Rect): void {
    this.unsent = unionRect(this.unsent, area);
    this.flush();
  }

  clipboardChanged(text: string): void {
    this.send(serverCutText(text));
  }

  /** The connection ended: it stops looking at the guest. */
  dispose(): void {
    this.closed = true;
    this.leaveGuest();
  }

  private handle(message: ClientMessage): void {
    switch (message.type) {
      case 'version':
        if (message.version !== 'RFB 003.008') this.fail(`unsupported client version ${message.version}`);
        else this.send(securityTypes());
        return;
      case 'security-type':
        if (message.securityType !== SECURITY_NONE) this.fail('unsupported security type');
        else this.send(securityResult(true));
        return;
      case 'client-init': {
        this.initialised = true;
        const { width, height } = this.guest.framebuffer;
        this.send(serverInit(width, height, this.options.machineName));
        // Without ServerCaps announcing key events WMKS sends no keys at all (docs/wmks.md, pitfall 4).
        this.send(vmwareServerCaps(SERVER_CAP_KEY_EVENT));
        return;
      }
      case 'framebuffer-update-request':
        if (!message.incremental) this.requested = 'full-screen';
        else if (this.requested === 'nothing') this.requested = 'changes';
        return;
      case 'vmware-key':
        this.type(this.keyboard.scancode(message.scancode, message.down));
        return;
      case 'key':
        this.type(keysymInput(message.keysym, message.down));
        return;
      case 'client-cut-text':
        this.guest.typeText(message.text);
        return;
      case 'set-pixel-format':
      case 'set-encodings':
      case 'pointer':
      case 'vmware-pointer':
      case 'vmware-other':
        // The text console has no use for the pointer, and always sends Raw in its own pixel format.
        return;
    }
  }

  private type(input: KeyInput | undefined): void {
    if (input) this.guest.input(input);
  }

  /** Repaints changed cells; sends the update the client asked for, unless the previous one is still buffered. */
  private flush(): void {
    if (this.closed) return;
    if (!this.initialised || this.updateInFlight) return;
    if (this.requested === 'full-screen') this.sendUpdate(this.guest.framebuffer.bounds);
    else if (this.requested === 'changes' && this.unsent) this.sendUpdate(this.unsent);
  }

  private sendUpdate(area: Rect): void {
    this.requested = 'nothing';
    this.unsent = undefined;
    this.updateInFlight = true;
    const update = framebufferUpdate(
      [{ ...area, pixels: this.guest.framebuffer.readRect(area) }],
      NEXT_REQUEST_INCREMENTAL,
    );
    this.send(update, () => {
      this.updateInFlight = false;
      this.flush();
    });
  }

  private send(bytes: Uint8Array, written?: () => void): void {
    if (!this.closed) this.options.send(bytes, written);
  }

  private fail(reason: string): void {
    this.dispose();
    this.options.close(reason);
  }
}
