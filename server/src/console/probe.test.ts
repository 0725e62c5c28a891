import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import WebSocket from 'ws';
import { silentLogger } from '../../test-support/silent-logger';
import { createSimulatedConsoles } from '../hypervisor/simulated/console/simulated-consoles';
import { type ListeningGateway, listeningGateway, PORTAL } from './testing/listening-gateway';

let gateway: ListeningGateway;

beforeAll(async () => {
  gateway = await listeningGateway({
    machineConsoles: createSimulatedConsoles({ rebootDelayMs: 150 }),
    allowedOrigins: [PORTAL],
    logger: silentLogger,
  });
});

afterAll(async () => {
  await gateway.close();
});

/** Opens the probe from `origin`; answers what came back and how it closed, or the refused upgrade's status. */
function probe(origin: string): Promise<{ echoed?: string; closeCode?: number; refused?: number }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(gateway.tokenAddress('probe'), { origin });
    let echoed: string | undefined;
    socket.once('open', () => socket.send('ping 42'));
    socket.on('message', (data) => {
      echoed = data.toString();
    });
    socket.once('close', (closeCode) => resolve({ echoed, closeCode }));
    socket.once('unexpected-response', (request, response) => {
      resolve({ refused: response.statusCode });
      request.destroy();
    });
  });
}

describe('the WebSocket probe of the link page', () => {
  it('echoes one message and closes normally, on the consoles’ path', async () => {
    expect(await probe(PORTAL)).toEqual({ echoed: 'ping 42', closeCode: 1000 });
  });

  it('is refused from another page, as a console is', async () => {
    expect(await probe('https://elsewhere.example')).toEqual({ refused: 403 });
  });
});
