import { describe, expect, it } from '@rstest/core';
import { decodeAnswer } from './soap/soap-envelope';
import { VIM_READERS } from './soap/vim-methods';
import { webmksUrlOf } from './webmks-url';

/** An AcquireTicket answer of vCenter with the given fields of its VirtualMachineTicket. */
function ticketAnswer(fields: string) {
  const answer = decodeAnswer(`<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>
<AcquireTicketResponse xmlns="urn:vim25"><returnval><ticket>52a3-77</ticket><cfgFile>[ds] vm/vm.vmx</cfgFile>${fields}
</returnval></AcquireTicketResponse></soapenv:Body></soapenv:Envelope>`);
  if (answer.kind !== 'result') throw new Error('a fault');
  return VIM_READERS.AcquireTicket(answer.returnval, 'AcquireTicket');
}

describe("a WebMKS ticket's address", () => {
  it("is the ticket's url when vCenter sets it (API 7.0 and later)", () => {
    const ticket = ticketAnswer(
      '<host>esx-01.internal</host><port>443</port><url>wss://esx-01.example.org:8443/ticket/52a3-77</url>',
    );
    expect(webmksUrlOf(ticket, 'https://vcenter.example.org/sdk')).toBe('wss://esx-01.example.org:8443/ticket/52a3-77');
  });

  it('is the host and port it names otherwise, on ws:// for a plain-http simulator', () => {
    const ticket = ticketAnswer('<host>esx-01.internal</host><port>902</port><sslThumbprint>AB:CD</sslThumbprint>');
    expect(ticket.sslThumbprint).toBe('AB:CD');
    expect(webmksUrlOf(ticket, 'https://vcenter.example.org/sdk')).toBe('wss://esx-01.internal:902/ticket/52a3-77');
    expect(webmksUrlOf(ticket, 'http://127.0.0.1:8989/sdk')).toBe('ws://esx-01.internal:902/ticket/52a3-77');
    const ipv6 = ticketAnswer('<host>fd00::12</host>');
    expect(webmksUrlOf(ipv6, 'https://vcenter.example.org/sdk')).toBe('wss://[fd00::12]:443/ticket/52a3-77');
  });

  it("is on vCenter's own host, WebMKS's port, when the ticket names no host (no failure)", () => {
    const ticket = ticketAnswer('');
    expect(ticket.host).toBeUndefined();
    expect(webmksUrlOf(ticket, 'https://vcenter.example.org/sdk')).toBe('wss://vcenter.example.org:443/ticket/52a3-77');
    expect(webmksUrlOf(ticket, 'https://[fd00::1]/sdk')).toBe('wss://[fd00::1]:443/ticket/52a3-77');
  });
});
