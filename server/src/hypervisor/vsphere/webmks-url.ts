import type { VirtualMachineTicket } from './soap/vim-methods';

/**
 * Where a machine's WebMKS console is served, from its ticket (vSphere API reference, VirtualMachineTicket): the
 * ticket's `url` when vCenter sets it (API 7.0 and later), else <host>:<port>/ticket/<ticket>, on `ws://` when vCenter
 * itself is plain http (a simulator). A ticket without `host` or `port` leaves them to the one who asked: vCenter's own
 * host, and WebMKS's port, 443.
 */
export function webmksUrlOf(ticket: VirtualMachineTicket, vcenterUrl: string): string {
  if (ticket.url) return ticket.url;
  const vcenter = new URL(vcenterUrl);
  const scheme = vcenter.protocol === 'http:' ? 'ws' : 'wss';
  const host = ticket.host ?? vcenter.hostname;
  // An IPv6 address goes in brackets (vCenter's own hostname has them already).
  const address = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `${scheme}://${address}:${ticket.port ?? 443}/ticket/${encodeURIComponent(ticket.ticket)}`;
}
