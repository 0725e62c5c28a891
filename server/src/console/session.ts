import { Framebuffer, type Rect, unionRect } from './framebuffer';
import { GuestShell, type ShellSnapshot } from './guest-shell';
import { KeyboardState, type KeyInput, keysymInput } from './keyboard';
import { type ClientMessage, isGuestInput, RfbClientDecoder, RfbProtocolError } from './rfb-client-decoder';
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
import { BACKGROUND, paintChangedCells, textGridFor } from './screen-painter';
import { type ScreenSnapshot, TextScreen } from './text-screen';

/** What one console connection needs from the transport around it. */
export interface ConsoleSessionOptions {
  /** Shown in ServerInit and on the guest's screen. */
  machineName: string;
  width?: number;
  height?: number;
  /** How long the guest takes to reboot after Ctrl+Alt+Del. */
  rebootDelayMs: number;
  /**
   * Sends one WebSocket message; `written`, when given, is called once the transport has handed it all to the
   * network (nothing of it still buffered), or the connection ended.
   */
  send(bytes: Uint8Array, written?: () => void): void;
  /** Ends the connection (protocol error). */
  close(reason: string): void;
  /** The guest as an earlier connection left it (a resumed machine): shown instead of a fresh boot. */
  resumeFrom?: GuestSnapshot;
  /** The student typed or pasted into the guest (a key press or release, a paste). */
  onInput?(): void;
  /** Asked for each key, pointer or clipboard message: false drops it (a view-only console). Always true without. */
  acceptsInput?(): boolean;
}

/** What a machine's guest showed and where its shell was, when its last console closed. */
export interface GuestSnapshot {
  screen: ScreenSnapshot;
  shell: ShellSnapshot;
}

/**
 * WMKS echoes an update's padding byte as the incremental flag of its next request. Sending 1 keeps every later
 * request incremental, so the session answers them only when the screen changed instead of looping on full frames.
 */
const NEXT_REQUEST_INCREMENTAL = 1;

/**
 * One console connection: the RFB 3.8 handshake as WMKS expects it, then framebuffer updates of the guest's text
 * screen and keyboard input into the guest shell (see guest-shell.ts for what the guest shows and does).
 * Transport-free: bytes in through receive(), bytes out through options.send.
 */
export class ConsoleSession {
  private readonly decoder = new RfbClientDecoder();
  private readonly keyboard = new KeyboardState();
  private readonly framebuffer: Framebuffer;
  private readonly screen: TextScreen;
  private readonly shell: GuestShell;
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
  /** Counts the paints that changed the screen: a screenshot of an unchanged screen is taken from a cache. */
  private screenVersion = 0;

  constructor(private readonly options: ConsoleSessionOptions) {
    this.framebuffer = new Framebuffer(options.width ?? 800, options.height ?? 600);
    this.framebuffer.fillRect(this.framebuffer.bounds, BACKGROUND);
    const grid = textGridFor(this.framebuffer.width, this.framebuffer.height);
    this.screen = new TextScreen(grid.columns, grid.rows);
    this.shell = new GuestShell(this.screen, {
      machineName: options.machineName,
      rebootDelayMs: options.rebootDelayMs,
      onClipboard: (text) => this.send(serverCutText(text)),
      onAsyncChange: () => this.flush(),
    });
    if (options.resumeFrom) {
      this.screen.restore(options.resumeFrom.screen);
      this.shell.restore(options.resumeFrom.shell);
    } else {
      this.shell.boot();
    }
  }

  /** The guest as it is now, for the next connection after a suspend and resume. */
  guestSnapshot(): GuestSnapshot {
    return { screen: this.screen.snapshot(), shell: this.shell.snapshot() };
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
    this.flush();
  }

  /** The screen as the client sees it after its next update, every change painted in, and its version. */
  snapshot(): { framebuffer: Framebuffer; version: number } {
    this.unsent = unionRect(this.unsent, this.paint());
    return { framebuffer: this.framebuffer, version: this.screenVersion };
  }

  /** Paints the screen's changed cells; answers the area that changed. */
  private paint(): Rect | undefined {
    const changed = paintChangedCells(this.screen, this.framebuffer);
    if (changed) this.screenVersion += 1;
    return changed;
  }

  /** The connection ended: stop timers. */
  dispose(): void {
    this.closed = true;
    this.shell.dispose();
  }

  private handle(message: ClientMessage): void {
    // A view-only console (an instructor watching) or a paused class: the guest hears nothing from this client.
    if (isGuestInput(message) && this.options.acceptsInput?.() === false) return;
    switch (message.type) {
      case 'version':
        if (message.version !== 'RFB 003.008') this.fail(`unsupported client version ${message.version}`);
        else this.send(securityTypes());
        return;
      case 'security-type':
        if (message.securityType !== SECURITY_NONE) this.fail('unsupported security type');
        else this.send(securityResult(true));
        return;
      case 'client-init':
        this.initialised = true;
        this.send(serverInit(this.framebuffer.width, this.framebuffer.height, this.options.machineName));
        // Without ServerCaps announcing key events WMKS sends no keys at all (docs/wmks.md, pitfall 4).
        this.send(vmwareServerCaps(SERVER_CAP_KEY_EVENT));
        return;
      case 'framebuffer-update-request':
        if (!message.incremental) this.requested = 'full-screen';
        else if (this.requested === 'nothing') this.requested = 'changes';
        return;
      case 'vmware-key':
        this.options.onInput?.();
        this.type(this.keyboard.scancode(message.scancode, message.down));
        return;
      case 'key':
        this.options.onInput?.();
        this.type(keysymInput(message.keysym, message.down));
        return;
      case 'client-cut-text':
        this.options.onInput?.();
        this.shell.typeText(message.text);
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
    if (input) this.shell.input(input);
  }

  /** Repaints changed cells; sends the update the client asked for, unless the previous one is still buffered. */
  private flush(): void {
    if (this.closed) return;
    this.unsent = unionRect(this.unsent, this.paint());
    if (!this.initialised || this.updateInFlight) return;
    if (this.requested === 'full-screen') this.sendUpdate(this.framebuffer.bounds);
    else if (this.requested === 'changes' && this.unsent) this.sendUpdate(this.unsent);
  }

  private sendUpdate(area: Rect): void {
    this.requested = 'nothing';
    this.unsent = undefined;
    this.updateInFlight = true;
    const update = framebufferUpdate([{ ...area, pixels: this.framebuffer.readRect(area) }], NEXT_REQUEST_INCREMENTAL);
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
