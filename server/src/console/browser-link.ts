import type { RawData, WebSocket } from 'ws';
import type { BrowserEnd, OpenedConsole } from '../domain/ports/machine-consoles';
import type { InputVerdict } from './input-policy';
import { closeGracefully } from './upgrade-answers';

export interface BrowserLinkOptions {
  /** Decides each chunk of the browser's input (input-policy.ts). */
  gate(chunk: Uint8Array): InputVerdict;
  /** Output the browser may leave unread before `unread` is told; none when the adapter paces its output. */
  maxUnreadBytes: number | undefined;
  /** The browser left more than `maxUnreadBytes` unread: the console is closed by the caller. */
  unread(queuedBytes: number): void;
  /** The console closed for input it could not read, with why. */
  refused(reason: string): void;
}

/**
 * Joins a browser's console socket to a machine's console: the machine's output to the browser, and what the gate
 * lets through of the browser's input to the machine. Either side closing closes the other.
 */
export function linkBrowser(socket: WebSocket, opened: OpenedConsole, options: BrowserLinkOptions): void {
  const browser: BrowserEnd = {
    send(bytes, sent) {
      socket.send(bytes, sent);
      const limit = options.maxUnreadBytes;
      if (limit !== undefined && socket.readyState === socket.OPEN && socket.bufferedAmount > limit) {
        options.unread(socket.bufferedAmount);
      }
    },
    get queuedBytes() {
      return socket.bufferedAmount;
    },
    close: (reason, code) => void closeGracefully(socket, reason, code),
  };
  const machine = opened.connect(browser);
  // A console being closed passes nothing more: its client may be one that does not read.
  socket.on('message', (data) => {
    if (socket.readyState !== socket.OPEN) return;
    const verdict = options.gate(toBytes(data));
    if (verdict.kind === 'close') {
      options.refused(verdict.reason);
      void closeGracefully(socket, verdict.reason, verdict.code);
    } else if (verdict.bytes.length > 0) machine.send(verdict.bytes);
  });
  socket.on('close', () => machine.close());
  socket.on('error', () => socket.terminate());
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}
