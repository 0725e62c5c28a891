import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { type RawData, WebSocket } from 'ws';
import type { BrowserEnd, MachineEnd } from '../../domain/ports/machine-consoles';

/** Where a host serves a machine's console, e.g. from VirtualMachine.AcquireTicket("webmks"). */
export interface HostConsole {
  /** ws(s)://<host>:<port>/ticket/<ticket> */
  readonly url: string;
  /** Headers the host's upgrade must carry (a session cookie or token, for a host whose console asks for one). */
  readonly headers?: Readonly<Record<string, string>>;
  /** SHA-1 of the host's certificate as vCenter gives it ("AB:CD:…"); without it the CA must vouch for the host. */
  readonly sslThumbprint?: string;
  /** PEM of vCenter's CA (VSPHERE_CA_FILE), for hosts whose certificate it signed. */
  readonly ca?: string;
}

/** Host output queued for the browser, unread, above which the relay stops reading from the host. */
const RELAY_HIGH_WATER_BYTES = 1024 * 1024;
const SUBPROTOCOL = 'binary';

/**
 * Relays a browser's console to the host that runs the machine (ESXi speaks the same RFB-over-WebSocket as the
 * WebMKS client): bytes both ways unchanged, the host read no faster than the browser takes its screen (it pauses
 * above RELAY_HIGH_WATER_BYTES queued), and either side closing closes the other. The host's certificate is checked
 * before a byte flows: its thumbprint when vCenter gave one, else the CA.
 */
export function relayToHost(browser: BrowserEnd, host: HostConsole): MachineEnd {
  const upstream = new WebSocket(host.url, SUBPROTOCOL, {
    headers: host.headers,
    ca: host.ca,
    // The certificate is checked on 'upgrade' below: ESXi's own certificate is often not one a CA signed, and
    // vCenter vouches for it by thumbprint instead.
    rejectUnauthorized: false,
    perMessageDeflate: false,
  });
  let ended = false;
  const queuedForHost: Uint8Array[] = [];

  /** Ends the relay; the browser is told why unless it is the side that left. */
  function end(reason: string, code: number | undefined) {
    if (ended) return;
    ended = true;
    if (upstream.readyState === WebSocket.CONNECTING) upstream.terminate();
    else upstream.close();
    if (code !== undefined) browser.close(reason, code);
  }

  upstream.on('upgrade', (response: IncomingMessage) => {
    const problem = certificateProblem(response.socket as TLSSocket, host);
    if (problem) end(`the host's certificate was refused: ${problem}`, 1011);
  });
  upstream.on('open', () => {
    for (const data of queuedForHost.splice(0)) upstream.send(data);
  });
  upstream.on('message', (data) => {
    if (ended) return;
    browser.send(toBytes(data), () => {
      if (browser.queuedBytes < RELAY_HIGH_WATER_BYTES / 2 && upstream.isPaused) upstream.resume();
    });
    if (browser.queuedBytes >= RELAY_HIGH_WATER_BYTES) upstream.pause();
  });
  upstream.on('close', () => end('the host closed the console', 1000));
  upstream.on('error', (error) => end(`the host's console failed: ${error.message}`, 1011));

  return {
    send(bytes) {
      if (upstream.readyState === WebSocket.OPEN) upstream.send(bytes);
      else if (upstream.readyState === WebSocket.CONNECTING) queuedForHost.push(bytes);
    },
    close: () => end('the browser closed the console', undefined),
  };
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

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

function normalise(thumbprint: string) {
  return thumbprint.replace(/:/g, '').toUpperCase();
}
