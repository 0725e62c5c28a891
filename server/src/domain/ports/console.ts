/** The consoles of lab machines, as the domain asks for them. Adapter: console/ (WMKS over WebSocket). */

export interface ConsoleTickets {
  /** A ticket for one machine of one lab; it dies with the machine's power or the lab (see MachineChangeListener). */
  issueTicket(machine: { vm: string; name: string; labId: string }): Promise<{ token: string; expiresAt: Date }>;
}

/** Pictures of a machine's screen, from the framebuffer its console serves. */
export interface ConsoleScreens {
  /** The machine's current screen as a PNG. */
  screenshot(machine: { vm: string; name: string; labId: string }): Uint8Array;
}
