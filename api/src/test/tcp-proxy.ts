import { once } from 'node:events';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP relay to a real service, for outage tests: `cut` refuses connections as a stopped
 * service does, `silence` keeps them open but passes nothing on as a hung or partitioned
 * one does, and `restore` brings the service back on the same port.
 */
export async function tcpProxy(target: { hostname: string; port: string }) {
  const sockets = new Set<Socket>();
  let silent = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A dropped peer is the point of these tests, not a failure.
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    track(client);
    track(upstream);
    client.on('data', (chunk) => silent || upstream.write(chunk));
    upstream.on('data', (chunk) => silent || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const dropAll = () => sockets.forEach((socket) => socket.destroy());
  const listen = async (port: number) => {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as AddressInfo).port;
  };
  const port = await listen(0);

  return {
    port,
    async cut() {
      const closed = once(server, 'close');
      server.close();
      dropAll();
      await closed;
    },
    silence() {
      silent = true;
    },
    async restore() {
      // Connections that lost bytes while silent are out of step for good: drop them.
      dropAll();
      silent = false;
      if (!server.listening) await listen(port);
    },
    close() {
      return this.cut();
    },
  };
}
