import type { HostConsoles } from '../../console/host-relay';
import { MoRef } from './soap/soap-envelope';
import { acquireWebmksTicket } from './soap/vim-calls';
import type { VimClient } from './soap/vim-client';

/**
 * The consoles of machines on vCenter's hosts: a WebMKS ticket acquired when the browser connects (they are
 * one-time and short-lived), on the host's own address (`ws://` when vCenter is plain http, a simulator), and the
 * screen from vCenter's screen capture.
 */
export function createHostConsoles(client: VimClient, settings: { url: string; ca?: string }): HostConsoles {
  const scheme = new URL(settings.url).protocol === 'http:' ? 'ws' : 'wss';
  return {
    async consoleOf({ vm }) {
      const ticket = await acquireWebmksTicket(client, new MoRef('VirtualMachine', vm));
      const host = ticket.host.includes(':') ? `[${ticket.host}]` : ticket.host;
      return {
        url: `${scheme}://${host}:${ticket.port}/ticket/${encodeURIComponent(ticket.ticket)}`,
        sslThumbprint: ticket.sslThumbprint,
        ca: settings.ca,
      };
    },
    screenshot: ({ vm }) => client.download(`/screen?id=${encodeURIComponent(vm)}`),
  };
}
