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
  /** A file's content: text a script wrote, or the chunks of bytes a copy into the guest wrote, as they came. */
  private readonly files = new Map<string, { path: string; content: string | Buffer[] }>();
  /** Folders made (by key), each as its path was written. */
  private readonly directories = new Map<string, string>();
  private readonly services = new Map<string, { name: string; running: boolean }>();
  private layout: KeyboardLayout = 'us';
  private keyboard = new LayoutDecoder('us');
  /** Everything typed on the machine's keyboard, as its layout decoded it. */
  private keyboardText = '';
  /** Who reads the keyboard as it types: the console's screen, when one is open. */
  private readonly keyboardReaders = new Set<(text: string) => void>();

  constructor(machineName: string, os: GuestOs) {
    this.os = os;
    const defaults = guestDefaults(machineName, os);
    this.hostname = defaults.hostname;
    this.account = { username: 'academy', password: 'Passw0rd!' };
    for (const directory of defaults.directories) this.makeDirectory(directory);
    for (const [path, content] of Object.entries(defaults.files)) this.writeFile(path, content);
    for (const [name, running] of Object.entries(defaults.services))
      this.services.set(this.key(name), { name, running });
  }

  private key(name: string): string {
    if (this.os === 'linux') return name.replace(/\/+$/, '') || '/';
    return name.replaceAll('/', '\\').replace(/\\+$/, '').toLowerCase();
  }

  readFile(path: string): string | undefined {
    const content = this.files.get(this.key(path))?.content;
    return typeof content === 'string' || content === undefined ? content : Buffer.concat(content).toString('utf8');
  }

  /** The file's bytes, as a copy into the guest (or a script, in UTF-8) wrote them. */
  readBytes(path: string): Buffer | undefined {
    const content = this.files.get(this.key(path))?.content;
    return typeof content === 'string' ? Buffer.from(content, 'utf8') : content && Buffer.concat(content);
  }

  /** Adds bytes at the file's end, making it when it does not exist: a copy writes its chunks as they arrive. */
  appendBytes(path: string, bytes: Uint8Array): void {
    const file = this.files.get(this.key(path));
    const content = file?.content ?? [];
    const chunks = typeof content === 'string' ? [Buffer.from(content, 'utf8')] : content;
    chunks.push(Buffer.from(bytes));
    if (file?.content !== chunks) this.files.set(this.key(path), { path, content: chunks });
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
    this.directories.set(this.key(path), path);
  }

  /** The names in a folder (its files and folders, sorted), or undefined when it is no folder. */
  list(path: string): string[] | undefined {
    if (!this.isDirectory(path)) return undefined;
    const separator = this.os === 'linux' ? '/' : '\\';
    const key = this.key(path);
    const prefix = key.endsWith(separator) ? key : `${key}${separator}`;
    const names = new Map<string, string>();
    const written = [...this.files.entries(), ...this.directories.entries()].map(([inside, entry]) => ({
      inside,
      path: typeof entry === 'string' ? entry : entry.path,
    }));
    for (const { inside, path: as } of written) {
      if (!inside.startsWith(prefix) || inside === key) continue;
      // The name as it was written: the key is the path lowercased (Windows), separators alike, the same length.
      const name = as.replaceAll('/', separator).slice(prefix.length).split(separator)[0] ?? '';
      if (name) names.set(this.os === 'windows' ? name.toLowerCase() : name, name);
    }
    return [...names.values()].sort((a, b) => a.localeCompare(b));
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
    let typed = '';
    for (const key of keys) typed += this.keyboard.press(key);
    this.keyboardText += typed;
    if (typed) for (const read of this.keyboardReaders) read(typed);
  }

  /** Reads what the keyboard types from now on (the console's screen shows it); the answer stops reading. */
  readKeyboard(read: (text: string) => void): () => void {
    this.keyboardReaders.add(read);
    return () => this.keyboardReaders.delete(read);
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
