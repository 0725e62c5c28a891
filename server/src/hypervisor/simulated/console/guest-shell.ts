/*
 * The text console every lab machine shows behind WMKS. What a test (or a student) can rely on:
 *
 * - Boot: the screen is cleared and shows, line by line,
 *     "Academy Lab BIOS v1.1"
 *     "Booting <name>..."
 *     "[  OK  ] Reached target Multi-User System."
 *     ""
 *     "<name> login: "            <- the login prompt, e.g. "lab-dc01 login: "
 * - Typed keys echo at the cursor; Backspace deletes the last typed character; Enter ends the line.
 * - Login: a non-empty user name asks "Password: " (typing is not echoed); Enter then prints
 *   "Welcome to <name>, <user>." and the shell prompt "<user>@<name>:~$ ". An empty user name asks again.
 * - Clipboard to the browser: at the login prompt or the shell prompt, the line `copy <text>` + Enter sends <text>
 *   to the browser (RFB ServerCutText, WMKS fires its `copy` event) and prints "Copied to clipboard: <text>".
 * - Shell commands: hostname, whoami, help, clear, logout/exit (back to the login prompt). Any other line runs in
 *   the machine's guest through the check scripts' interpreter (guest/script-interpreter.ts): sh on Linux guests
 *   (touch, echo x > f, rm, cat, grep, test, systemctl start|stop|status|is-active <svc>, ...), PowerShell on
 *   Windows guests (Start-Service, Stop-Service, Get-Service, Test-Path, Set-Content, ...), so what is typed here
 *   is what a check reads. Its output is printed (the last MAX_OUTPUT characters), then "[exit N]" when N is not 0;
 *   a command that would never end is stopped and says so. Without a guest: "<command>: command not found".
 * - Ctrl+Alt+Del prints "Ctrl-Alt-Del received: rebooting..."; after the reboot delay the machine boots again
 *   (screen cleared, banner, login prompt). Keys typed while it reboots are ignored.
 * - Ctrl+C abandons the line, prints "^C" and shows the prompt again.
 */
import type { GuestSystem } from '../guest/guest-system';
import { interpretScript } from '../guest/script-interpreter';
import type { KeyInput } from './keyboard';
import type { TextScreen } from './text-screen';

type ShellState =
  | { kind: 'login' }
  | { kind: 'password'; user: string }
  | { kind: 'shell'; user: string }
  | { kind: 'rebooting' };

/** The shell's state and the line being typed. */
export interface ShellSnapshot {
  state: ShellState;
  line: string;
}

/** Longest line the console accepts; more keys are ignored until Enter. */
const MAX_LINE = 200;
/** A command's output beyond this many characters scrolls away unseen: only its end is printed. */
const MAX_OUTPUT = 4000;

/** What the shell needs from the session around it. */
export interface GuestShellOptions {
  /** The machine's name, shown in the banner and prompts. */
  machineName: string;
  /** How long the reboot after Ctrl+Alt+Del takes. */
  rebootDelayMs: number;
  /** The guest's files and services that commands change; without one, only the built-in commands run. */
  system?: GuestSystem;
  /** Sends text to the browser's clipboard. */
  onClipboard(text: string): void;
  /** The screen changed outside an input call (the reboot finished). */
  onAsyncChange(): void;
}

/** The guest operating system's console: banner, login, a few commands, reboot. Writes to a TextScreen. */
export class GuestShell {
  private state: ShellState = { kind: 'login' };
  private line = '';
  private rebootTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly screen: TextScreen,
    private readonly options: GuestShellOptions,
  ) {}

  /** Clears the screen and shows the boot banner and the login prompt. */
  boot(): void {
    const name = this.options.machineName;
    this.screen.clear();
    this.screen.write(`Academy Lab BIOS v1.1\nBooting ${name}...\n[  OK  ] Reached target Multi-User System.\n\n`);
    this.state = { kind: 'login' };
    this.prompt();
  }

  /** Where the shell is (logged in or not, the line being typed), to go on from there after a resume. */
  snapshot(): ShellSnapshot {
    // A reboot in progress completes before the machine is suspended: it comes back at its login prompt.
    return { state: this.state.kind === 'rebooting' ? { kind: 'login' } : this.state, line: this.line };
  }

  restore(snapshot: ShellSnapshot): void {
    this.state = snapshot.state;
    this.line = snapshot.line;
  }

  /** Handles one key. */
  input(key: KeyInput): void {
    if (this.state.kind === 'rebooting') return;
    switch (key.kind) {
      case 'char':
        if (this.line.length >= MAX_LINE) return;
        this.line += key.char;
        if (this.state.kind !== 'password') this.screen.write(key.char);
        return;
      case 'backspace':
        if (!this.line) return;
        this.line = this.line.slice(0, -1);
        if (this.state.kind !== 'password') this.screen.backspace();
        return;
      case 'enter':
        this.enter();
        return;
      case 'interrupt':
        this.line = '';
        this.screen.write('^C\n');
        if (this.state.kind === 'password') this.state = { kind: 'login' };
        this.prompt();
        return;
      case 'ctrl-alt-del':
        this.reboot();
        return;
    }
  }

  /** Types text as if it came from the keyboard ('\n' is Enter). */
  typeText(text: string): void {
    for (const char of text) {
      if (char === '\n') this.input({ kind: 'enter' });
      else if (char >= ' ' && char <= '~') this.input({ kind: 'char', char });
    }
  }

  /** Stops a pending reboot (the connection ended). */
  dispose(): void {
    clearTimeout(this.rebootTimer);
  }

  private enter(): void {
    const line = this.line;
    this.line = '';
    this.screen.write('\n');
    const state = this.state;
    if (state.kind !== 'password' && this.copyToClipboard(line)) {
      this.prompt();
      return;
    }
    if (state.kind === 'login') {
      const user = line.trim();
      if (user) this.state = { kind: 'password', user };
    } else if (state.kind === 'password') {
      this.screen.write(`Welcome to ${this.options.machineName}, ${state.user}.\n`);
      this.state = { kind: 'shell', user: state.user };
    } else if (state.kind === 'shell') {
      this.runCommand(line.trim(), state.user);
    }
    this.prompt();
  }

  private copyToClipboard(line: string): boolean {
    const match = /^\s*copy (.+)$/.exec(line);
    if (!match?.[1]) return false;
    this.options.onClipboard(match[1]);
    this.screen.write(`Copied to clipboard: ${match[1]}\n`);
    return true;
  }

  private runCommand(command: string, user: string): void {
    const [name = ''] = command.split(/\s+/);
    switch (name) {
      case '':
        return;
      case 'hostname':
        this.screen.write(`${this.options.machineName}\n`);
        return;
      case 'whoami':
        this.screen.write(`${user}\n`);
        return;
      case 'help':
        this.screen.write(
          this.options.system?.os === 'windows'
            ? 'Commands: copy <text>, hostname, whoami, clear, logout, Get-Service, Start-Service, Stop-Service, Test-Path, Set-Content, Get-Content, Remove-Item\n'
            : 'Commands: copy <text>, hostname, whoami, clear, logout, touch, echo, cat, rm, grep, test, systemctl\n',
        );
        return;
      case 'clear':
        this.screen.clear();
        return;
      case 'logout':
      case 'exit':
        this.screen.write('\n');
        this.state = { kind: 'login' };
        return;
      default:
        this.runInGuest(command, name, user);
    }
  }

  private runInGuest(command: string, name: string, user: string): void {
    const { system } = this.options;
    if (!system) {
      this.screen.write(`${name}: command not found\n`);
      return;
    }
    const run = interpretScript(system, user, system.os === 'windows' ? 'powershell' : 'sh', command);
    if (run.endless) {
      this.screen.write('^C (stopped: the command would never end)\n');
      return;
    }
    this.screen.write(run.output.slice(-MAX_OUTPUT));
    // `exit` is the console's logout (above), so a non-zero code here is the command's own.
    if (run.exitCode !== 0) this.screen.write(`[exit ${run.exitCode}]\n`);
  }

  private prompt(): void {
    const { machineName } = this.options;
    if (this.state.kind === 'login') this.screen.write(`${machineName} login: `);
    else if (this.state.kind === 'password') this.screen.write('Password: ');
    else if (this.state.kind === 'shell') this.screen.write(`${this.state.user}@${machineName}:~$ `);
  }

  private reboot(): void {
    this.line = '';
    this.screen.write('\nCtrl-Alt-Del received: rebooting...\n');
    this.state = { kind: 'rebooting' };
    this.rebootTimer = setTimeout(() => {
      this.boot();
      this.options.onAsyncChange();
    }, this.options.rebootDelayMs);
  }
}
