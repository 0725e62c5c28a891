import { HypervisorError } from '../../domain/ports/hypervisor';
import type { MachineConsoles } from '../../domain/ports/machine-consoles';
import { relayToHost } from './host-relay';
import { MoRef } from './soap/soap-envelope';
import { acquireWebmksTicket } from './soap/vim-calls';
import type { VimClient } from './soap/vim-client';
import { webmksUrlOf } from './webmks-url';

/**
 * The consoles of machines on vCenter's hosts, relayed: a WebMKS ticket acquired when the browser connects (they are
 * one-time and short-lived), at the address it gives, and the screen from vCenter's screen capture.
 */
export function createHostConsoles(client: VimClient, settings: { url: string; ca?: string }): MachineConsoles {
  return {
    pacedOutput: true,
    async open({ vm }) {
      const ticket = await acquireWebmksTicket(client, new MoRef('VirtualMachine', vm));
      const host = { url: webmksUrlOf(ticket, settings.url), sslThumbprint: ticket.sslThumbprint, ca: settings.ca };
      return { connect: (browser) => relayToHost(browser, host) };
    },
    async screenshot({ vm }) {
      const png = await client.download(`/screen?id=${encodeURIComponent(vm)}`);
      if (!png) throw new HypervisorError('wrong-state', `Machine ${vm} has no screen: it is not powered on.`);
      return png;
    },
  };
}
