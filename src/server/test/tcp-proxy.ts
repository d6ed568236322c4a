/**
 * A loopback TCP proxy in front of the test Postgres, so a test can make "the database" vanish and
 * come back without touching the shared server: `refuse()` closes the port (connections refused),
 * `blackhole()` keeps connections open but lets nothing through (a peer that vanished silently),
 * `restore()` forwards again on the same port.
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  refuse(): Promise<void>;
  blackhole(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'forward' | 'blackhole' = 'forward';
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'blackhole') {
      client.pause();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const dropAll = () => {
    for (const s of sockets) s.destroy();
  };
  const closeServer = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    port,
    async refuse() {
      mode = 'forward';
      const closed = closeServer();
      dropAll();
      await closed;
    },
    blackhole() {
      mode = 'blackhole';
      // Established connections stop carrying data in either direction, without a FIN or RST.
      for (const s of sockets) {
        s.unpipe();
        s.pause();
      }
    },
    async restore() {
      if (mode === 'blackhole') {
        dropAll();
        mode = 'forward';
      }
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = closeServer();
      dropAll();
      await closed;
    },
  };
}
