import type { GuestSystem } from '../guest/guest-system';
import { Framebuffer, type Rect } from './framebuffer';
import { GuestShell, type ShellSnapshot } from './guest-shell';
import type { KeyInput } from './keyboard';
import { BACKGROUND, paintChangedCells, textGridFor } from './screen-painter';
import { type ScreenSnapshot, TextScreen } from './text-screen';

/** What a machine's guest showed and where its shell was, when its last console closed. */
export interface GuestSnapshot {
  screen: ScreenSnapshot;
  shell: ShellSnapshot;
}

/** A console connection looking at a guest: told of every change of its screen. */
export interface GuestViewer {
  /** This area of the guest's framebuffer was repainted. */
  screenChanged(area: Rect): void;
  /** The guest put text on its clipboard. */
  clipboardChanged(text: string): void;
}

export interface SimulatedGuestOptions {
  /** Shown on the guest's screen. */
  machineName: string;
  width?: number;
  height?: number;
  /** How long the guest takes to reboot after Ctrl+Alt+Del. */
  rebootDelayMs: number;
  /** Its files and services, which typed commands change; none for a screen only shown (a boot screenshot). */
  system?: GuestSystem;
  /** The guest as an earlier console left it (a resumed machine): shown instead of a fresh boot. */
  resumeFrom?: GuestSnapshot;
}

/**
 * One simulated machine's running guest: its text screen, shell and framebuffer, shared by every console open on
 * the machine, as a real machine's screen is: the student's console, an instructor watching or controlling it and
 * the class it is presented to all see the same screen, and input from any console that may type reaches it.
 * Input is taken without painting; `repaint()` paints and tells the viewers once, so keys that arrived together
 * share one update.
 */
export class SimulatedGuest {
  readonly framebuffer: Framebuffer;
  private readonly screen: TextScreen;
  private readonly shell: GuestShell;
  private readonly viewers = new Set<GuestViewer>();
  /** Counts the paints that changed the screen: a screenshot of an unchanged screen is taken from a cache. */
  private version = 0;
  /** Stops reading the guest's keyboard (text the server types in, issue 41). */
  private readonly stopReadingKeyboard: () => void;

  constructor(options: SimulatedGuestOptions) {
    this.framebuffer = new Framebuffer(options.width ?? 800, options.height ?? 600);
    this.framebuffer.fillRect(this.framebuffer.bounds, BACKGROUND);
    const grid = textGridFor(this.framebuffer.width, this.framebuffer.height);
    this.screen = new TextScreen(grid.columns, grid.rows);
    this.shell = new GuestShell(this.screen, {
      machineName: options.machineName,
      rebootDelayMs: options.rebootDelayMs,
      system: options.system,
      onClipboard: (text) => {
        for (const viewer of this.viewers) viewer.clipboardChanged(text);
      },
      onAsyncChange: () => this.repaint(),
    });
    if (options.resumeFrom) {
      this.screen.restore(options.resumeFrom.screen);
      this.shell.restore(options.resumeFrom.shell);
    } else {
      this.shell.boot();
    }
    // Text the server types into the machine (Paste, 'Type into the console') shows on its screen, as keys do.
    this.stopReadingKeyboard =
      options.system?.readKeyboard((text) => {
        this.shell.typeText(text);
        this.repaint();
      }) ?? (() => undefined);
  }

  /** A console starts looking at the guest; the answer stops it. */
  join(viewer: GuestViewer): () => void {
    this.viewers.add(viewer);
    return () => this.viewers.delete(viewer);
  }

  /** Consoles looking at the guest now. */
  get viewerCount(): number {
    return this.viewers.size;
  }

  /** A key pressed or released at a console; painted by the next repaint(). */
  input(key: KeyInput): void {
    this.shell.input(key);
  }

  /** Text pasted at a console, typed in; painted by the next repaint(). */
  typeText(text: string): void {
    this.shell.typeText(text);
  }

  /** Paints the screen's changed cells and tells every viewer the area that changed. */
  repaint(): void {
    const changed = paintChangedCells(this.screen, this.framebuffer);
    if (!changed) return;
    this.version += 1;
    for (const viewer of this.viewers) viewer.screenChanged(changed);
  }

  /** The screen with every change painted in, and its version. */
  snapshot(): { framebuffer: Framebuffer; version: number } {
    this.repaint();
    return { framebuffer: this.framebuffer, version: this.version };
  }

  /** The guest as it is now, for the next console after a suspend and resume. */
  guestSnapshot(): GuestSnapshot {
    return { screen: this.screen.snapshot(), shell: this.shell.snapshot() };
  }

  /** The guest is gone (its last console closed): stop its timers. */
  dispose(): void {
    this.stopReadingKeyboard();
    this.viewers.clear();
    this.shell.dispose();
  }
}
