import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { CONSOLE_REPLACED_CLOSE_CODE } from '@academy/contracts';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { labOwner } from '../domain/class-schedule';
import type { ConsoleGateway, ConsoleMachine } from '../domain/ports/console';
import type { MachineChangeListener } from '../domain/ports/hypervisor';
import type { Logger } from '../domain/ports/logger';
import type { TicketRepository } from '../domain/ports/storage';
import type { ScreenPauses } from '../features/classroom';
import { type ConsoleWatchLog, WATCH_HEARTBEAT_MS, type WatchedConsole } from '../features/classroom';
import { consoleUrl } from './console-url';
import { type GuestSnapshot, SimulatedGuest } from './guest';
import { type HostConsole, type HostConsoles, relayToHost } from './host-relay';
import { pageOriginCheck } from './page-origins';
import { encodePng } from './png';
import { ConsoleSession } from './session';
import { createTicketIssuer, memoryTicketRepository } from './tickets';

/**
 * WebMKS console server: tickets, and RFB over WebSocket on /console/<token>. A ticket's address is
 * `/console/<token>` at the public origin. A screenshot is the framebuffer of the machine's most recently opened
 * console, or, with none open, the screen a console would open on (the guest's boot screen).
 */
export interface ConsoleService extends ConsoleGateway {
  /** Handles every WebSocket upgrade: /console/<token> opens, a bad ticket gets 403, any other path 404 (closed). */
  attach(server: Server): void;
  /** Closes every console connection and stops handling upgrades. */
  close(): Promise<void>;
  /** Drops every open console connection at once, as a network failure would (test hook); returns how many. */
  dropAll(): number;
  /** Console connections open on this instance (the metrics). */
  openCount(): number;
  /**
   * Ends access to a machine that is no longer powered on or was deleted: its open consoles close and its
   * unused tickets no longer open. Wired to the hypervisor's change events.
   */
  machineChanged: MachineChangeListener;
}

/** Options of the console service. */
export interface ConsoleServiceOptions {
  /** The origin the browser reaches this server at (PUBLIC_ORIGIN): ticket addresses point there. */
  publicOrigin: string;
  /**
   * Origins of the pages that may open a console (the public origin and the front ends allowed to call the API;
   * '*' allows any): a browser upgrade with another Origin gets 403 before its ticket is looked at.
   */
  allowedOrigins: readonly string[];
  /** Where a console closed for not reading its output is reported, one line each. */
  logger: Logger;
  /** Someone typed into a machine's console (idle labs are suspended: this is activity). */
  onInput?(machine: ConsoleMachine): void;
  /** Output a console may have queued, unread, before it is closed (default CONSOLE_MAX_BUFFERED_BYTES). */
  maxBufferedBytes?: number;
  /** How long a ticket stays valid (default 60 s). */
  ticketTtlMs?: number;
  /** How long a guest takes to reboot after Ctrl+Alt+Del (default 1.5 s). */
  rebootDelayMs?: number;
  /** Clock for ticket expiry (tests). */
  now?: () => number;
  /** Where tickets are kept: the database when several instances share it (default: this process only). */
  tickets?: TicketRepository;
  /**
   * Where a ticket's machine stands now: redeeming checks it is still in the ticket's lab and powered on, so access
   * never outlives the machine even if its change event is still on its way. Without it, change events alone decide.
   */
  machines?: { machine(vm: string): Promise<{ labId: string; powerState: string } | undefined> };
  /** Machines whose guests run on hosts (vSphere): their consoles are relayed there, not served by the simulator. */
  hosts?: HostConsoles;
  /** Where instructors' sessions at students' consoles are recorded as they open and close (and said alive). */
  watchLog?: Pick<ConsoleWatchLog, 'opened' | 'closed' | 'seen'>;
  /** 'Pause screens': while a class is paused its students' consoles drop every input to the guests. */
  pauses?: Pick<ScreenPauses, 'hold' | 'isPaused'>;
}

/** Path of a console WebSocket; the token is the ticket. */
export const CONSOLE_PATH = /^\/console\/([A-Za-z0-9_-]+)$/;

// WMKS offers `binary` and `vmware-vvc`; only `binary` (plain RFB over binary frames) is spoken here.
const SUBPROTOCOL = 'binary';
const CLOSE_GRACE_MS = 1000;
/**
 * A client sends key and pointer events (a few bytes each) and clipboard text; 64 KiB holds any paste a student
 * types into a lab machine, and a larger frame is a hostile client (ws closes it with 1009).
 */
export const CONSOLE_MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * Open consoles one lab may hold at once (a student works in a few machines side by side). The next one closes
 * the oldest rather than being refused: what exceeds the limit is usually a forgotten tab, and the student's
 * newest console is the one they are looking at. The oldest gets CONSOLE_REPLACED_CLOSE_CODE, on which the console
 * page stops instead of reconnecting, or two tabs would close each other in turn.
 */
export const MAX_CONSOLES_PER_LAB = 4;
/**
 * Output queued for a console that its client has not read. A session sends its next screen update only once the
 * previous one has left (one raw 800x600 frame is 1.9 MB before compression), so only a client that stops reading
 * while its own input keeps producing output (typing, clipboard) reaches this; it is closed to free the memory.
 */
export const CONSOLE_MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Close code of a console closed for not reading its output (1008: policy violation). */
export const CONSOLE_UNREAD_CLOSE_CODE = 1008;

/** Creates the console service. */
export function createConsoleService(options: ConsoleServiceOptions): ConsoleService {
  const tickets = createTicketIssuer(
    options.tickets ?? memoryTicketRepository(),
    options.ticketTtlMs ?? 60_000,
    options.now ?? Date.now,
  );
  const rebootDelayMs = options.rebootDelayMs ?? 1500;
  const maxBufferedBytes = options.maxBufferedBytes ?? CONSOLE_MAX_BUFFERED_BYTES;
  const fromAllowedPage = pageOriginCheck(options.allowedOrigins);
  const sockets = new Map<WebSocket, ConsoleMachine>();
  /** The running guest of each machine with a console open here: every console of the machine shows it. */
  const guests = new Map<string, SimulatedGuest>();
  /**
   * The last PNG of each machine and the screen it shows (a session's version, or the boot screen of a name): a
   * monitor asks every few seconds for screens that rarely change, and encoding one takes milliseconds of CPU.
   */
  const screenshots = new Map<string, { screen: string; png: Uint8Array }>();

  function cachedPng(vm: string, screen: string, encode: () => Uint8Array): Uint8Array {
    const cached = screenshots.get(vm);
    if (cached?.screen === screen) return cached.png;
    const png = encode();
    screenshots.set(vm, { screen, png });
    return png;
  }
  /**
   * The simulated guest of each machine as its last console left it, and the machines resumed since: a suspended
   * machine comes back with its screen as it was (a real one keeps its memory); any other power change boots it
   * afresh. Per instance: a resume served by another instance boots afresh.
   */
  const lastGuests = new Map<string, GuestSnapshot>();
  const resumed = new Set<string>();
  const lastStates = new Map<string, string>();
  let guestCount = 0;
  const guestIds = new WeakMap<SimulatedGuest, number>();
  const servers = new Set<Server>();
  /** Instructors' open consoles and the ids of their records. */
  const watchSessions = new Map<WebSocket, Promise<string | undefined>>();
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  /** Says every instructor console open here is still open: one that stops being said ended with its instance. */
  async function sayWatchesAlive(): Promise<void> {
    const ids = (await Promise.all(watchSessions.values())).filter((id): id is string => id !== undefined);
    await options.watchLog?.seen(ids).catch((error: unknown) => {
      options.logger.error('Renewing the open instructor consoles failed', error);
    });
  }
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: CONSOLE_MAX_MESSAGE_BYTES,
    // The screen travels as raw pixels (the encoding WMKS decodes everywhere); deflated, a first 800x600 frame of a
    // text console shrinks from 1.9 MB to a few kilobytes, which a phone on a class network feels. Browsers offer
    // the extension on their own. The window carries over between frames (updates repeat the same glyphs).
    perMessageDeflate: { threshold: 256, zlibDeflateOptions: { level: 6 } },
    handleProtocols: (offered) => (offered.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
  });

  /**
   * Closes the lab's oldest consoles beyond MAX_CONSOLES_PER_LAB - 1, for the one opening now. Instructors' consoles
   * count apart from the student's own: watching a student never closes the student's console.
   */
  function makeRoomInLab(machine: ConsoleMachine): void {
    const sameLab = [...sockets]
      .filter(([, open]) => open.labId === machine.labId && !open.watcher === !machine.watcher)
      .map(([open]) => open);
    for (const oldest of sameLab.slice(0, Math.max(0, sameLab.length - MAX_CONSOLES_PER_LAB + 1))) {
      sockets.delete(oldest);
      void closeGracefully(oldest, 'this console was opened in another window', CONSOLE_REPLACED_CLOSE_CODE);
    }
  }

  /**
   * Input reaches the guest unless an instructor is only watching, or the class's screens are paused and this is a
   * student's console (an instructor in control may show something while the class looks on).
   */
  function acceptsInputOf(machine: ConsoleMachine): () => boolean {
    const { classId } = labOwner(machine.labId);
    if (machine.watcher) return () => machine.watcher?.mode === 'control';
    return () => !options.pauses?.isPaused(classId);
  }

  /** A student's input counts as the lab in use (the idle suspend); an instructor's does not. */
  function inputReported(machine: ConsoleMachine): () => void {
    return () => {
      if (!machine.watcher) options.onInput?.(machine);
    };
  }

  /** An instructor's console is recorded while open; the student is told through the watch log. */
  function recordWatch(socket: WebSocket, machine: ConsoleMachine): void {
    const { watcher } = machine;
    const log = options.watchLog;
    if (!watcher || !log) return;
    const watched: WatchedConsole = { ...machine, watcher };
    const id = log.opened(watched).catch((error: unknown) => {
      options.logger.error(`Recording the instructor's console of ${machine.vm} failed`, error);
      return undefined;
    });
    watchSessions.set(socket, id);
    socket.on('close', () => {
      watchSessions.delete(socket);
      void id
        .then((opened) => (opened === undefined ? undefined : log.closed(opened, watched)))
        .catch((error: unknown) => {
          options.logger.error(`Recording the end of the instructor's console of ${machine.vm} failed`, error);
        });
    });
  }

  /** The machine's running guest, started (or resumed) for its first console. */
  function guestOf(machine: ConsoleMachine): SimulatedGuest {
    const running = guests.get(machine.vm);
    if (running) return running;
    const guest = new SimulatedGuest({
      machineName: machine.name,
      rebootDelayMs,
      resumeFrom: resumed.has(machine.vm) ? lastGuests.get(machine.vm) : undefined,
    });
    guestCount += 1;
    guestIds.set(guest, guestCount);
    guests.set(machine.vm, guest);
    return guest;
  }

  /** A console closed: the guest its last console leaves is kept as a snapshot, for a resume. */
  function leftGuest(machine: ConsoleMachine, guest: SimulatedGuest): void {
    if (guest.viewerCount > 0 || guests.get(machine.vm) !== guest) return;
    guests.delete(machine.vm);
    lastGuests.set(machine.vm, guest.guestSnapshot());
    guest.dispose();
  }

  function connect(socket: WebSocket, machine: ConsoleMachine): void {
    makeRoomInLab(machine);
    sockets.set(socket, machine);
    recordWatch(socket, machine);
    const guest = guestOf(machine);
    const session = new ConsoleSession({
      guest,
      machineName: machine.name,
      acceptsInput: acceptsInputOf(machine),
      send: (bytes, written) => {
        socket.send(bytes, written);
        if (socket.readyState === socket.OPEN && socket.bufferedAmount > maxBufferedBytes) closeUnread(socket, machine);
      },
      close: (reason) => void closeGracefully(socket, reason, 1002),
      onInput: inputReported(machine),
    });
    // A console being closed answers nothing more: its client may be one that does not read.
    socket.on('message', (data) => {
      if (socket.readyState === socket.OPEN) session.receive(toBytes(data));
    });
    socket.on('close', () => {
      sockets.delete(socket);
      session.dispose();
      leftGuest(machine, guest);
    });
    socket.on('error', () => socket.terminate());
    session.start();
  }

  /** The console of a machine on a host: the browser's socket relayed to it, bounded and revoked as any console. */
  function relay(socket: WebSocket, machine: ConsoleMachine, host: HostConsole): void {
    makeRoomInLab(machine);
    sockets.set(socket, machine);
    recordWatch(socket, machine);
    relayToHost(socket, host, {
      highWaterBytes: maxBufferedBytes / 4,
      acceptsInput: acceptsInputOf(machine),
      onInput: inputReported(machine),
    });
    socket.on('close', () => sockets.delete(socket));
  }

  function closeUnread(socket: WebSocket, machine: ConsoleMachine): void {
    const queued = (socket.bufferedAmount / 1_000_000).toFixed(1);
    options.logger.info(
      `Console of ${machine.vm} in lab ${machine.labId} closed: its client left ${queued} MB of output unread`,
    );
    void closeGracefully(socket, 'console output not read by the client', CONSOLE_UNREAD_CLOSE_CODE);
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    // This is the server's only upgrade handler: any other path is answered and closed here, or the socket would
    // stay open forever (Node leaves unhandled upgrades to their listener) and a flood would exhaust descriptors.
    socket.on('error', () => socket.destroy());
    const pathname = pathOf(request.url);
    const token = pathname === undefined ? undefined : CONSOLE_PATH.exec(pathname)?.[1];
    if (!token) {
      answerAndClose(socket, 404, 'Not Found', 'No WebSocket at this path\n');
      return;
    }
    if (!fromAllowedPage(request.headers.origin)) {
      answerAndClose(socket, 403, 'Forbidden', 'Consoles open only from the portal\n');
      return;
    }
    void redeem(token).then(async (machine) => {
      if (!machine) {
        refuse(socket);
        return;
      }
      // The class's pause is followed while the connection lasts (upgraded or not).
      const release = await options.pauses?.hold(labOwner(machine.labId).classId);
      if (release) socket.once('close', release);
      const { hosts } = options;
      if (!hosts) {
        // ws destroys a socket the client closed while the ticket and machine were looked up.
        wss.handleUpgrade(request, socket, head, (ws) => connect(ws, machine));
        return;
      }
      const host = await hosts.consoleOf(machine).catch((error: Error) => {
        options.logger.error(`Console of ${machine.vm}: its host's console could not be reached`, error);
        return undefined;
      });
      if (!host) {
        answerAndClose(socket, 503, 'Service Unavailable', "The machine's host did not answer\n");
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => relay(ws, machine, host));
    });
  }

  async function redeem(token: string): Promise<ConsoleMachine | undefined> {
    const machine = await tickets.redeem(token).catch(() => undefined);
    return machine && (await stillOpenable(machine)) ? machine : undefined;
  }

  async function stillOpenable(ticketed: ConsoleMachine): Promise<boolean> {
    if (!options.machines) return true;
    const now = await options.machines.machine(ticketed.vm).catch(() => undefined);
    return now?.labId === ticketed.labId && now.powerState === 'POWERED_ON';
  }

  return {
    async issueTicket(machine) {
      const { token, expiresAt } = await tickets.issue(machine);
      return { url: consoleUrl(options.publicOrigin, token), expiresAt };
    },
    async screenshot(machine) {
      const fromHost = await options.hosts?.screenshot(machine);
      if (fromHost) return fromHost;
      const running = guests.get(machine.vm);
      if (running) {
        const { framebuffer, version } = running.snapshot();
        return cachedPng(machine.vm, `guest ${guestIds.get(running)} ${version}`, () => encodePng(framebuffer));
      }
      return cachedPng(machine.vm, `boot ${machine.name}`, () => {
        const fresh = new SimulatedGuest({ machineName: machine.name, rebootDelayMs });
        try {
          return encodePng(fresh.snapshot().framebuffer);
        } finally {
          fresh.dispose();
        }
      });
    },
    attach(server) {
      if (servers.has(server)) return;
      servers.add(server);
      server.on('upgrade', onUpgrade);
      if (options.watchLog && !heartbeat)
        heartbeat = setInterval(() => void sayWatchesAlive(), WATCH_HEARTBEAT_MS).unref();
    },
    async close() {
      clearInterval(heartbeat);
      heartbeat = undefined;
      for (const server of servers) server.off('upgrade', onUpgrade);
      servers.clear();
      await Promise.all([...sockets.keys()].map((socket) => closeGracefully(socket, 'console server shutting down')));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
    openCount: () => sockets.size,
    dropAll() {
      const count = sockets.size;
      for (const socket of sockets.keys()) socket.terminate();
      return count;
    },
    machineChanged(changed, state) {
      const before = lastStates.get(changed.vm);
      lastStates.set(changed.vm, state);
      if (state === 'POWERED_ON' && before === 'SUSPENDED') resumed.add(changed.vm);
      else if (state !== 'SUSPENDED') {
        resumed.delete(changed.vm);
        lastGuests.delete(changed.vm);
      }
      if (state === 'DELETED') lastStates.delete(changed.vm);
      if (state === 'POWERED_ON' || state === 'CREATED') return;
      const gone = (machine: ConsoleMachine) => machine.vm === changed.vm && machine.labId === changed.labId;
      void tickets.revokeMachine(changed.vm, changed.labId).catch(() => undefined);
      if (state === 'DELETED') screenshots.delete(changed.vm);
      const reason = state === 'DELETED' ? 'the machine was removed' : `the machine is ${state}`;
      for (const [socket, machine] of sockets) if (gone(machine)) void closeGracefully(socket, reason);
    },
  };
}

function pathOf(url: string | undefined): string | undefined {
  try {
    return new URL(url ?? '/', 'http://console.invalid').pathname;
  } catch {
    return undefined;
  }
}

function refuse(socket: Duplex): void {
  answerAndClose(socket, 403, 'Forbidden', 'Invalid, used or expired console ticket\n');
}

/** Answers an upgrade that will not be honoured, then frees the socket even if the client never reads. */
function answerAndClose(socket: Duplex, status: number, reason: string, body: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
}

function closeGracefully(socket: WebSocket, reason: string, code = 1001): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === socket.CLOSED) return resolve();
    socket.once('close', () => resolve());
    // A server-side close makes WMKS report `disconnected` (its own disconnect() does not).
    socket.close(code, reason.slice(0, 120));
    setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
  });
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}
