import type { ConsoleMachine } from './console';

/**
 * The screens of lab machines, as the console gateway (console/) relays them to browsers. Adapters:
 * hypervisor/simulated/console (the simulated guest) and hypervisor/vsphere (the ESXi host's WebMKS, relayed). The
 * gateway decides who may connect and which input reaches a machine; an adapter decides how its machine's screen is
 * reached, with whatever ticket, header or certificate check that takes.
 */
export interface MachineConsoles {
  /**
   * Reaches the machine's console for one browser connection (a host's one-time ticket, a credential); rejects when
   * it cannot, and the browser is refused (503). Nothing flows until the gateway connects the browser.
   */
  open(machine: ConsoleMachine): Promise<OpenedConsole>;
  /**
   * The machine's current screen as a PNG (the portal asks only of a powered-on machine); an adapter whose machine
   * shows none after all (it powered off meanwhile) rejects with a `wrong-state` HypervisorError.
   */
  screenshot(machine: ConsoleMachine): Promise<Uint8Array>;
  /**
   * True when the adapter reads its machine no faster than the browser takes the screen (it watches `queuedBytes`),
   * so a browser that stops reading only stalls it. False when output follows the browser's own input (a simulated
   * guest echoes a paste): the gateway then closes a browser that leaves too much of it unread.
   */
  readonly pacedOutput: boolean;
}

/** A machine's console reached for one browser connection. */
export interface OpenedConsole {
  /** Starts the RFB 3.8 stream between the machine and the browser; the machine speaks first. */
  connect(browser: BrowserEnd): MachineEnd;
}

/** The browser's end of one console, as an adapter writes to it. */
export interface BrowserEnd {
  /** Bytes of the machine's RFB stream; `sent` once they have left this server, or the connection ended. */
  send(bytes: Uint8Array, sent?: () => void): void;
  /** Bytes sent and not yet taken by the network. */
  readonly queuedBytes: number;
  /** The machine's side ended the console (it closed, it broke the protocol), with a WebSocket close code. */
  close(reason: string, code: number): void;
}

/** The machine's end of one console, as the gateway writes to it. */
export interface MachineEnd {
  /** Whole RFB client messages the gateway lets reach the machine. */
  send(bytes: Uint8Array): void;
  /** The browser's side ended: the machine's screen is let go. */
  close(): void;
}
