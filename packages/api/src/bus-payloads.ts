import type { ConsoleWatchMode } from './api/console-watch';
import type { KeyboardLayout } from './api/typing';

/** The payloads of `@academy/bus`'s events and stores: types, which the singleton itself does not carry at run time. */

export interface NavigationRequest {
  to: string;
  replace?: boolean;
}

export interface StudentCredentials {
  email: string;
  passphrase: string;
}

/** The machine whose console /view opens. */
export interface ConsoleTarget {
  vm: string;
  name: string;
  /** One-time WebSocket address of the machine's console. */
  wmksUrl: string;
  /**
   * Set when an instructor opened the console from the class monitor: fresh tickets come from the instructor's call
   * for this class (Bearer token), and Back returns to `returnTo`. `mode`: watching (the server drops the
   * instructor's input; the default) or in control.
   */
  instructor?: { classId: string; returnTo: string; mode?: ConsoleWatchMode };
  /** The student asked for the class's manual ('Manual' on /machines): /view shows it, as the tab on a phone. */
  opensManual?: boolean;
  /**
   * What the first ticket said (`ConsoleTicket`), so /view has it before any ticket of its own: the course machine's
   * keyboard layout and the server's file limit. Absent from an older lab, monitor or server.
   */
  keyboardLayout?: KeyboardLayout;
  fileUploadMaxBytes?: number;
}
