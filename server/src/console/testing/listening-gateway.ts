import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ConsoleService, type ConsoleServiceOptions, createConsoleService } from '../index';

/** The portal's public origin in the gateway tests: tickets point there, the test connects to its own port. */
export const PORTAL = 'http://portal.test:8080';

/** A console gateway attached to an HTTP server of its own, listening on a free port of 127.0.0.1. */
export interface ListeningGateway {
  service: ConsoleService;
  server: Server;
  /** Where the test opens a ticket's console: the ticket's token on this server. */
  addressOf(ticket: { url: string }): string;
  /** The address of any token on this server. */
  tokenAddress(token: string): string;
  close(): Promise<void>;
}

export async function listeningGateway(
  options: Omit<ConsoleServiceOptions, 'publicOrigin'> & { publicOrigin?: string },
): Promise<ListeningGateway> {
  const service = createConsoleService({ publicOrigin: PORTAL, ...options });
  const server = createServer((_request, response) => response.writeHead(404).end());
  service.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const tokenAddress = (token: string) => `ws://127.0.0.1:${(server.address() as AddressInfo).port}/console/${token}`;
  return {
    service,
    server,
    tokenAddress,
    addressOf: (ticket) => tokenAddress(tokenOf(ticket)),
    async close() {
      await service.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The token in a ticket's console address on the portal. */
export function tokenOf(ticket: { url: string }): string {
  const token = /^ws:\/\/portal\.test:8080\/console\/([A-Za-z0-9_-]+)$/.exec(ticket.url)?.[1];
  if (!token) throw new Error(`not a console address on the portal: ${ticket.url}`);
  return token;
}
