import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';

/** The probe's path, on the consoles' upgrade path: what passes here reaches a console too. */
export const PROBE_PATH = '/console/probe';
/** A probe message is a few bytes; anything larger is not the link page's. */
const PROBE_MAX_MESSAGE_BYTES = 1024;
/** A probe that sends nothing is closed after this long. */
const PROBE_IDLE_MS = 10_000;

/**
 * The link page's WebSocket probe: the upgrade is accepted, the first message echoed and the socket closed normally
 * (1000), so the page tells a proxy that blocks WebSockets from a working path before it opens a console.
 */
export function createConsoleProbe(): {
  answer(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
} {
  const wss = new WebSocketServer({ noServer: true, maxPayload: PROBE_MAX_MESSAGE_BYTES });
  return {
    answer(request, socket, head) {
      wss.handleUpgrade(request, socket, head, (ws) => {
        const idle = setTimeout(() => ws.close(1000, 'probe idle'), PROBE_IDLE_MS);
        idle.unref();
        ws.once('message', (data, isBinary) => {
          clearTimeout(idle);
          ws.send(data, { binary: isBinary }, () => ws.close(1000, 'probe done'));
        });
        ws.once('close', () => clearTimeout(idle));
      });
    },
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
