import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { Socket } from 'node:net';

/** How long a closing connection keeps reading (and dropping) a request body nobody read. */
export const LINGER_MS = 2_000;

/**
 * Lingering close: when an answer is given before its request body was read (a 413 for a body over the
 * cap, answered with `Connection: close`) the connection is half-closed and the rest of the body read and
 * dropped for LINGER_MS before the socket is destroyed. Closing at once with unread bytes makes the kernel
 * reset the connection, and a client still sending its body then sees a write error (EPIPE, ECONNRESET)
 * instead of our JSON message.
 */
export function lingerOnUnreadBodies(server: HttpServer | HttpsServer, options: { tls: boolean }): void {
  const current = new WeakMap<Socket, IncomingMessage>();
  server.on('request', (req: IncomingMessage) => current.set(req.socket, req));
  // Node ends a `Connection: close` answer's socket with destroySoon(); over TLS, on the TLS socket.
  server.on(options.tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    const destroySoon = socket.destroySoon.bind(socket);
    socket.destroySoon = () => {
      const req = current.get(socket);
      if (!req || req.complete) return destroySoon();
      socket.end();
      req.resume();
      socket.resume();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    };
  });
}
