import net from 'node:net';

/** A TCP proxy in front of a server that tests can cut off (every connection dropped, new ones refused) and restore. */
export interface ReachabilityProxy {
  /** The address the proxy was started for, through the proxy (`http://127.0.0.1:<port>/sdk` for a vCenter's SDK). */
  readonly url: string;
  setReachable(reachable: boolean): void;
  close(): Promise<void>;
}

/** Starts a proxy in front of the server at `address` (its host and port; the path is kept in the proxy's `url`). */
export async function startReachabilityProxy(address: string): Promise<ReachabilityProxy> {
  const target = new URL(address);
  let reachable = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!reachable) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname);
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
  const listening = server.address();
  if (listening === null || typeof listening === 'string') throw new Error('the proxy listens on no port');
  return {
    url: `${target.protocol}//127.0.0.1:${listening.port}${target.pathname}`,
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
