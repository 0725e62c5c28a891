import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/** How long a peer has to take a refusal or answer a close before its socket is cut. */
const CLOSE_GRACE_MS = 1000;

/** The path of an upgrade's URL, or undefined when it is not one. */
export function pathOf(url: string | undefined): string | undefined {
  try {
    return new URL(url ?? '/', 'http://console.invalid').pathname;
  } catch {
    return undefined;
  }
}

/** Answers an upgrade that will not be honoured, then frees the socket even if the client never reads. */
export function answerAndClose(socket: Duplex, status: number, reason: string, body: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
}

/** Closes a console with a reason, and cuts it if its client does not answer the close in time. */
export function closeGracefully(socket: WebSocket, reason: string, code = 1001): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === socket.CLOSED) return resolve();
    socket.once('close', () => resolve());
    // A server-side close makes WMKS report `disconnected` (its own disconnect() does not).
    socket.close(code, reason.slice(0, 120));
    setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
  });
}
