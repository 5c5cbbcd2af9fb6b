/**
 * Two or more instances behind one port, as a load balancer puts them (README "Running several instances"):
 * a TCP proxy that hands each new connection to the next instance in turn. Connection-level round robin, as
 * a layer-4 balancer does; autocannon's keep-alive connections are thus spread evenly over the instances.
 */
import net from 'node:net';

export interface Balancer {
  origin: string;
  close(): Promise<void>;
}

export async function startBalancer(origins: string[]): Promise<Balancer> {
  const upstreams = origins.map((origin) => new URL(origin));
  const sockets = new Set<net.Socket>();
  let next = 0;
  const server = net.createServer((client) => {
    const target = upstreams[next++ % upstreams.length]!;
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
