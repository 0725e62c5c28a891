import type { KeyboardLayout } from '@academy/api';
import type { KeyStroke } from '../../../domain/keyboard/hid-usages';
import { LayoutDecoder } from '../../../domain/keyboard/layout-codec';
import type { GuestAccount, GuestOs } from '../../../domain/ports/guest-scripts';
import { guestDefaults } from './guest-defaults';

/**
 * A simulated machine's guest operating system as checks and its console see it: files (path → text) and services
 * (running or stopped), plus the one account guest operations log in with. Windows paths and service names match
 * whatever their case, as Windows does. Kept in memory per server process, from the machine's clone to its deletion.
 */
export class GuestSystem {
  readonly os: GuestOs;
  readonly hostname: string;
  readonly account: GuestAccount;
  private readonly files = new Map<string, { path: string; content: string }>();
  private readonly directories = new Set<string>();
  private readonly services = new Map<string, { name: string; running: boolean }>();
  private layout: KeyboardLayout = 'us';
  private keyboard = new LayoutDecoder('us');
  /** Everything typed on the machine's keyboard, as its layout decoded it. */
  private keyboardText = '';

  constructor(machineName: string, os: GuestOs) {
    this.os = os;
    const defaults = guestDefaults(machineName, os);
    this.hostname = defaults.hostname;
    this.account = { username: 'academy', password: 'Passw0rd!' };
    for (const directory of defaults.directories) this.directories.add(this.key(directory));
    for (const [path, content] of Object.entries(defaults.files)) this.writeFile(path, content);
    for (const [name, running] of Object.entries(defaults.services))
      this.services.set(this.key(name), { name, running });
  }

  private key(name: string): string {
    if (this.os === 'linux') return name.replace(/\/+$/, '') || '/';
    return name.replaceAll('/', '\\').replace(/\\+$/, '').toLowerCase();
  }

  readFile(path: string): string | undefined {
    return this.files.get(this.key(path))?.content;
  }

  writeFile(path: string, content: string): void {
    this.files.set(this.key(path), { path, content });
  }

  appendFile(path: string, content: string): void {
    this.writeFile(path, (this.readFile(path) ?? '') + content);
  }

  removeFile(path: string): boolean {
    return this.files.delete(this.key(path));
  }

  isFile(path: string): boolean {
    return this.files.has(this.key(path));
  }

  isDirectory(path: string): boolean {
    const key = this.key(path);
    if (this.directories.has(key)) return true;
    const separator = this.os === 'linux' ? '/' : '\\';
    return [...this.files.keys()].some((file) => file.startsWith(`${key}${separator}`));
  }

  makeDirectory(path: string): void {
    this.directories.add(this.key(path));
  }

  /** Every file's path, as it was written. */
  filePaths(): string[] {
    return [...this.files.values()].map(({ path }) => path);
  }

  /** The service's name as the guest spells it and whether it runs; undefined when the guest has no such service. */
  service(name: string): { name: string; running: boolean } | undefined {
    const found = this.services.get(this.key(name.replace(/\.service$/, '')));
    return found && { ...found };
  }

  /** Starts or stops the service; false when the guest has none of that name. */
  setService(name: string, running: boolean): boolean {
    const found = this.services.get(this.key(name.replace(/\.service$/, '')));
    if (!found) return false;
    found.running = running;
    return true;
  }

  /** The guest's keyboard layout (a test sets another, as an administrator sets a real guest's). */
  setKeyboardLayout(layout: KeyboardLayout): void {
    this.layout = layout;
    this.keyboard = new LayoutDecoder(layout);
  }

  get keyboardLayout(): KeyboardLayout {
    return this.layout;
  }

  /** Key presses on the machine's keyboard, decoded with the guest's layout as its keyboard driver does. */
  pressKeys(keys: readonly KeyStroke[]): void {
    for (const key of keys) this.keyboardText += this.keyboard.press(key);
  }

  /** The text the machine's keyboard typed since its clone. */
  get typedText(): string {
    return this.keyboardText;
  }

  /** Whether the account is the guest's: guest operations log in with it. */
  accepts(account: GuestAccount): boolean {
    return account.username === this.account.username && account.password === this.account.password;
  }
}

/** Each simulated machine's guest, made on first use from its template's defaults and dropped with the machine. */
export interface GuestSystems {
  of(machine: { vm: string; name: string; guestOs: GuestOs }): GuestSystem;
  forget(vm: string): void;
}

export function createGuestSystems(): GuestSystems {
  const systems = new Map<string, GuestSystem>();
  return {
    of({ vm, name, guestOs }) {
      const known = systems.get(vm);
      if (known) return known;
      const system = new GuestSystem(name, guestOs);
      systems.set(vm, system);
      return system;
    },
    forget(vm) {
      systems.delete(vm);
    },
  };
}
