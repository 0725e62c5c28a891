import net from 'node:net';

/** A TCP proxy in front of a server that tests can cut off (every connection dropped, new ones refused) and restore. */
export interface ReachabilityProxy {
  readonly port: number;
  setReachable(reachable: boolean): void;
  close(): Promise<void>;
}

export async function startReachabilityProxy(target: { host: string; port: number }): Promise<ReachabilityProxy> {
  let reachable = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!reachable) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy listens on no port');
  return {
    port: address.port,
    setReachable(next) {
      reachable = next;
      if (!next) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
