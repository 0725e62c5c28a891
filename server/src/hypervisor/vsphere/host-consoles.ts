import type { HostConsoles } from '../../console/host-relay';
import { MoRef } from './soap/soap-envelope';
import { acquireWebmksTicket } from './soap/vim-calls';
import type { VimClient } from './soap/vim-client';
import { webmksUrlOf } from './webmks-url';

/**
 * The consoles of machines on vCenter's hosts: a WebMKS ticket acquired when the browser connects (they are
 * one-time and short-lived), at the address it gives, and the screen from vCenter's screen capture.
 */
export function createHostConsoles(client: VimClient, settings: { url: string; ca?: string }): HostConsoles {
  return {
    async consoleOf({ vm }) {
      const ticket = await acquireWebmksTicket(client, new MoRef('VirtualMachine', vm));
      return { url: webmksUrlOf(ticket, settings.url), sslThumbprint: ticket.sslThumbprint, ca: settings.ca };
    },
    screenshot: ({ vm }) => client.download(`/screen?id=${encodeURIComponent(vm)}`),
  };
}
