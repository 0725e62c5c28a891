import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { type RawData, WebSocket } from 'ws';
import type { ConsoleMachine } from '../domain/ports/console';
import { GuestInputFilter } from './input-filter';

/**
 * The consoles of machines whose guest runs on a host (vCenter's ESXi hosts), relayed instead of the simulated
 * guest: where each one is, asked when the browser connects, and the machine's screen.
 */
export interface HostConsoles {
  consoleOf(machine: ConsoleMachine): Promise<HostConsole>;
  /** A PNG of the machine's screen, or undefined when the host has none (not powered on). */
  screenshot(machine: ConsoleMachine): Promise<Uint8Array | undefined>;
}

/** Where a host serves a machine's console, e.g. from VirtualMachine.AcquireTicket("webmks"). */
export interface HostConsole {
  /** ws(s)://<host>:<port>/ticket/<ticket> */
  readonly url: string;
  /** SHA-1 of the host's certificate as vCenter gives it ("AB:CD:…"); without it the CA must vouch for the host. */
  readonly sslThumbprint?: string;
  /** PEM of vCenter's CA (VSPHERE_CA_FILE), for hosts whose certificate it signed. */
  readonly ca?: string;
}

export interface RelayOptions {
  /** Host output queued for the browser, unread, above which the relay stops reading from the host. */
  readonly highWaterBytes?: number;
  /** Told once when either side ends, with why. */
  readonly onClose?: (reason: string) => void;
  /**
   * Asked for each message the browser sends but the handshake and screen requests: false drops it before the host
   * sees it (a view-only console, a paused class). Without it bytes pass unread. A stream the filter cannot read
   * closes the console, whoever's it is: a pause must hold on every console, so input is never passed by guessing.
   */
  readonly acceptsInput?: () => boolean;
  /** Told of each key, pointer or clipboard message that reaches the host (the lab is in use). */
  readonly onInput?: () => void;
}

const HIGH_WATER_BYTES = 1024 * 1024;
const SUBPROTOCOL = 'binary';

/**
 * Relays a browser's console WebSocket to the host that runs the machine (ESXi speaks the same RFB-over-WebSocket
 * as the WebMKS client): bytes both ways unchanged, the host read no faster than the browser takes its screen
 * (it pauses above `highWaterBytes` queued), and either side closing closes the other. The host's certificate is
 * checked before a byte flows: its thumbprint when vCenter gave one, else the CA. Answers a function that ends
 * the relay (revocation: the machine powered off, the lab went, the class ended).
 */
export function relayToHost(
  browser: WebSocket,
  host: HostConsole,
  options: RelayOptions = {},
): (reason: string) => void {
  const highWater = options.highWaterBytes ?? HIGH_WATER_BYTES;
  const upstream = new WebSocket(host.url, SUBPROTOCOL, {
    ca: host.ca,
    // The certificate is checked on 'upgrade' below: ESXi's own certificate is often not one a CA signed, and
    // vCenter vouches for it by thumbprint instead.
    rejectUnauthorized: false,
    perMessageDeflate: false,
  });
  let ended = false;
  const queuedForHost: RawData[] = [];

  function end(reason: string, code = 1000) {
    if (ended) return;
    ended = true;
    options.onClose?.(reason);
    if (upstream.readyState === WebSocket.CONNECTING) upstream.terminate();
    else upstream.close();
    if (browser.readyState === WebSocket.OPEN) browser.close(code, reason.slice(0, 120));
  }

  upstream.on('upgrade', (response: IncomingMessage) => {
    const problem = certificateProblem(response.socket as TLSSocket, host);
    if (problem) end(`the host's certificate was refused: ${problem}`, 1011);
  });
  upstream.on('open', () => {
    for (const data of queuedForHost.splice(0)) upstream.send(data);
  });
  upstream.on('message', (data) => {
    if (browser.readyState !== WebSocket.OPEN) return;
    browser.send(data, () => {
      if (browser.bufferedAmount < highWater / 2 && upstream.isPaused) upstream.resume();
    });
    if (browser.bufferedAmount >= highWater) upstream.pause();
  });
  upstream.on('close', () => end('the host closed the console'));
  upstream.on('error', (error) => end(`the host's console failed: ${error.message}`, 1011));

  const filter = options.acceptsInput && new GuestInputFilter(options.acceptsInput, options.onInput);
  browser.on('message', (raw) => {
    let data: RawData = raw;
    if (filter) {
      try {
        data = filter.pass(toBuffer(raw));
      } catch (error) {
        end(`the console's input could not be read: ${(error as Error).message}`, 1002);
        return;
      }
      if (data.length === 0) return;
    } else options.onInput?.();
    if (upstream.readyState === WebSocket.OPEN) upstream.send(data);
    else if (upstream.readyState === WebSocket.CONNECTING) queuedForHost.push(data);
  });
  browser.on('close', () => end('the browser closed the console'));
  browser.on('error', () => end('the browser connection failed'));

  return (reason) => end(reason, 1000);
}

/** Why the host's certificate is not the one vCenter vouched for, or undefined when it is (or the link is plain). */
function certificateProblem(socket: TLSSocket, host: HostConsole): string | undefined {
  if (typeof socket.getPeerCertificate !== 'function') return undefined;
  if (host.sslThumbprint) {
    const fingerprint = socket.getPeerCertificate().fingerprint ?? '';
    return normalise(fingerprint) === normalise(host.sslThumbprint) ? undefined : 'its thumbprint differs';
  }
  return socket.authorized ? undefined : `${socket.authorizationError ?? 'not signed by a trusted CA'}`;
}

function toBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}

function normalise(thumbprint: string) {
  return thumbprint.replace(/:/g, '').toUpperCase();
}
