import net from 'node:net';

/**
 * A TCP proxy between a server and its PostgreSQL, made by a test, which can black-hole (connections accepted,
 * nothing forwarded either way, as a network that drops packets does), cut (every connection reset, new ones
 * too) or slow the database down.
 */
export interface FaultProxy {
  port: number;
  /** Holds each chunk `ms` before passing it on, both ways (a slow or far database). */
  slow(ms: number): void;
  /** Stops forwarding: bytes stay where they are, new connections are accepted and held. */
  blackHole(): void;
  /** Resets every connection and each new one at once. */
  cut(): void;
  /** Forwards again (what was held flows on). */
  restore(): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: 'forward' | 'black-hole' | 'cut' = 'forward';
  let delayMs = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => (delayMs ? setTimeout(() => to.write(chunk), delayMs) : to.write(chunk)));
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
    if (mode === 'forward') client.resume();
    else upstream.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    blackHole() {
      mode = 'black-hole';
      for (const socket of sockets) socket.pause();
    },
    cut() {
      mode = 'cut';
      for (const socket of sockets) socket.resetAndDestroy();
    },
    slow(ms) {
      delayMs = ms;
    },
    restore() {
      mode = 'forward';
      delayMs = 0;
      for (const socket of sockets) socket.resume();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** `databaseUrl` with its host and port replaced by the proxy's. */
export function throughProxy(databaseUrl: string, proxy: FaultProxy): string {
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.href;
}

/** A proxy in front of the server `databaseUrl` names. */
export function startFaultProxyFor(databaseUrl: string): Promise<FaultProxy> {
  const direct = new URL(databaseUrl);
  return startFaultProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
}
