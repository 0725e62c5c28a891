/** The consoles of lab machines, as the domain asks for them. Adapter: console/ (WMKS over WebSocket). */

/** An instructor at a student's console: watching (every key and pointer dropped by the server) or in control. */
export interface ConsoleWatcher {
  name: string;
  mode: 'view' | 'control';
}

/** The machine a console opens, in the lab it was opened for: access ends with the lab. */
export interface ConsoleMachine {
  vm: string;
  name: string;
  labId: string;
  /** Set when an instructor opens the console from the class monitor; a student's own console has none. */
  watcher?: ConsoleWatcher;
}

export interface ConsoleGateway {
  /**
   * A one-time, short-lived address the browser opens the machine's console at (the ticket); it dies with the
   * machine's power or the lab (see MachineChangeListener).
   */
  issueTicket(machine: ConsoleMachine): Promise<{ url: string; expiresAt: Date }>;
  /** The machine's current screen as a PNG. */
  screenshot(machine: ConsoleMachine): Promise<Uint8Array>;
}
