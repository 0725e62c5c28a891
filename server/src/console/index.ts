import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { labOwner } from '../domain/class-schedule';
import type { ConsoleGateway, ConsoleMachine } from '../domain/ports/console';
import type { MachineChangeListener } from '../domain/ports/hypervisor';
import type { Logger } from '../domain/ports/logger';
import type { MachineConsoles, OpenedConsole } from '../domain/ports/machine-consoles';
import type { TicketRepository } from '../domain/ports/storage';
import type { ScreenPauses } from '../features/classroom';
import { linkBrowser } from './browser-link';
import { consoleUrl } from './console-url';
import { inputGate } from './input-policy';
import { createOpenConsoles } from './open-consoles';
import { pageOriginCheck } from './page-origins';
import { createConsoleProbe, PROBE_PATH } from './probe';
import { createTicketIssuer, memoryTicketRepository } from './tickets';
import { answerAndClose, closeGracefully, pathOf } from './upgrade-answers';
import { createWatchSessions, type WatchLog } from './watch-sessions';

export { MAX_CONSOLES_PER_LAB } from './open-consoles';

/**
 * The console gateway: tickets, and RFB over WebSocket on /console/<token>, relayed to the machine's console that
 * the hypervisor's MachineConsoles adapter reaches. A ticket's address is `/console/<token>` at the public origin.
 * What is decided here, whatever the hypervisor: who may open a console, from which pages, how many per lab, which
 * input reaches the machine, and when access ends.
 */
export interface ConsoleService extends ConsoleGateway {
  /**
   * Handles every WebSocket upgrade: /console/<token> opens, a bad ticket gets 403, /console/probe echoes one message
   * (the link page's check of the path), any other path 404 (closed).
   */
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
  /** The machines' screens: the simulated guests, or the hosts' consoles (the hypervisor's adapter). */
  machineConsoles: MachineConsoles;
  /** The origin the browser reaches this server at (PUBLIC_ORIGIN): ticket addresses point there. */
  publicOrigin: string;
  /**
   * Origins of the pages that may open a console (the public origin and the front ends allowed to call the API;
   * '*' allows any): a browser upgrade with another Origin gets 403 before its ticket is looked at.
   */
  allowedOrigins: readonly string[];
  /** Where a console closed for not reading its output or for unreadable input is reported, one line each. */
  logger: Logger;
  /** Someone typed into a machine's console (idle labs are suspended: this is activity). */
  onInput?(machine: ConsoleMachine): void;
  /** Output a console may have queued, unread, before it is closed (default CONSOLE_MAX_BUFFERED_BYTES). */
  maxBufferedBytes?: number;
  /** How long a ticket stays valid (default 60 s). */
  ticketTtlMs?: number;
  /** Clock for ticket expiry (tests). */
  now?: () => number;
  /** Where tickets are kept: the database when several instances share it (default: this process only). */
  tickets?: TicketRepository;
  /**
   * Where a ticket's machine stands now: redeeming checks it is still in the ticket's lab and powered on, so access
   * never outlives the machine even if its change event is still on its way. Without it, change events alone decide.
   */
  machines?: { machine(vm: string): Promise<{ labId: string; powerState: string } | undefined> };
  /** Where instructors' sessions at students' consoles are recorded as they open and close (and said alive). */
  watchLog?: WatchLog;
  /** 'Pause screens': while a class is paused its students' consoles drop every input to the guests. */
  pauses?: Pick<ScreenPauses, 'hold' | 'isPaused'>;
}

/** Path of a console WebSocket; the token is the ticket. */
export const CONSOLE_PATH = /^\/console\/([A-Za-z0-9_-]+)$/;

// WMKS offers `binary` and `vmware-vvc`; only `binary` (plain RFB over binary frames) is spoken here.
const SUBPROTOCOL = 'binary';
/**
 * A client sends key and pointer events (a few bytes each) and clipboard text; 64 KiB holds any paste a student
 * types into a lab machine, and a larger frame is a hostile client (ws closes it with 1009).
 */
export const CONSOLE_MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * Output queued for a console that its client has not read, where the machine's output follows the client's own
 * input (MachineConsoles.pacedOutput false). A simulated session sends its next screen update only once the previous
 * one has left (one raw 800x600 frame is 1.9 MB before compression), so only a client that stops reading while its
 * own input keeps producing output (typing, clipboard) reaches this; it is closed to free the memory.
 */
export const CONSOLE_MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Close code of a console closed for not reading its output (1008: policy violation). */
export const CONSOLE_UNREAD_CLOSE_CODE = 1008;

/** Creates the console service. */
export function createConsoleService(options: ConsoleServiceOptions): ConsoleService {
  const { machineConsoles, logger } = options;
  const tickets = createTicketIssuer(
    options.tickets ?? memoryTicketRepository(),
    options.ticketTtlMs ?? 60_000,
    options.now ?? Date.now,
  );
  const maxUnreadBytes = machineConsoles.pacedOutput
    ? undefined
    : (options.maxBufferedBytes ?? CONSOLE_MAX_BUFFERED_BYTES);
  const fromAllowedPage = pageOriginCheck(options.allowedOrigins);
  const open = createOpenConsoles();
  const watches = createWatchSessions(options.watchLog, logger);
  const servers = new Set<Server>();
  const probe = createConsoleProbe();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: CONSOLE_MAX_MESSAGE_BYTES,
    // The screen travels as raw pixels (the encoding WMKS decodes everywhere); deflated, a first 800x600 frame of a
    // text console shrinks from 1.9 MB to a few kilobytes, which a phone on a class network feels. Browsers offer
    // the extension on their own. The window carries over between frames (updates repeat the same glyphs).
    perMessageDeflate: { threshold: 256, zlibDeflateOptions: { level: 6 } },
    handleProtocols: (offered) => (offered.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
  });

  function connect(socket: WebSocket, machine: ConsoleMachine, opened: OpenedConsole): void {
    open.add(socket, machine);
    watches.record(socket, machine);
    const where = `Console of ${machine.vm} in lab ${machine.labId}`;
    linkBrowser(socket, opened, {
      gate: inputGate(machine, options),
      maxUnreadBytes,
      unread(queuedBytes) {
        logger.info(`${where} closed: its client left ${(queuedBytes / 1_000_000).toFixed(1)} MB of output unread`);
        void closeGracefully(socket, 'console output not read by the client', CONSOLE_UNREAD_CLOSE_CODE);
      },
      refused: (reason) => logger.info(`${where} closed: ${reason}`),
    });
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
    if (pathname === PROBE_PATH) {
      probe.answer(request, socket, head);
      return;
    }
    void redeem(token).then(async (machine) => {
      if (!machine) {
        answerAndClose(socket, 403, 'Forbidden', 'Invalid, used or expired console ticket\n');
        return;
      }
      // The class's pause is followed while the connection lasts (upgraded or not).
      const release = await options.pauses?.hold(labOwner(machine.labId).classId);
      if (release) socket.once('close', release);
      const opened = await machineConsoles.open(machine).catch((error: Error) => {
        logger.error(`Console of ${machine.vm}: its host's console could not be reached`, error);
        return undefined;
      });
      if (!opened) {
        answerAndClose(socket, 503, 'Service Unavailable', "The machine's host did not answer\n");
        return;
      }
      // ws destroys a socket the client closed while the ticket and machine were looked up.
      wss.handleUpgrade(request, socket, head, (ws) => connect(ws, machine, opened));
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
    screenshot: (machine) => machineConsoles.screenshot(machine),
    attach(server) {
      if (servers.has(server)) return;
      servers.add(server);
      server.on('upgrade', onUpgrade);
      watches.start();
    },
    async close() {
      watches.stop();
      for (const server of servers) server.off('upgrade', onUpgrade);
      servers.clear();
      await open.closeAll('console server shutting down');
      await probe.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
    openCount: open.count,
    dropAll: open.dropAll,
    machineChanged(changed, state) {
      if (state === 'POWERED_ON' || state === 'CREATED') return;
      void tickets.revokeMachine(changed.vm, changed.labId).catch(() => undefined);
      const reason = state === 'DELETED' ? 'the machine was removed' : `the machine is ${state}`;
      open.closeMachine(changed.vm, changed.labId, reason);
    },
  };
}
