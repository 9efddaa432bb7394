/**
 * A TCP relay between the site's functions and PostgreSQL, so the browser
 * tests can take the database away from the site and give it back, as a real
 * outage would (the driver sees its connections cut), without stopping the
 * server other databases live on.
 */
import { connect, createServer, type Socket } from "node:net";

export interface DatabaseRelay {
  /** The database URL, pointed through the relay. */
  url: string;
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
}

export async function startDatabaseRelay(databaseUrl: string): Promise<DatabaseRelay> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let down = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const relay = createServer((client) => {
    track(client);
    if (down) return client.destroy();
    const server = connect(Number(target.port || 5432), target.hostname);
    track(server);
    client.pipe(server).pipe(client);
    client.on("close", () => server.destroy());
    server.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String((relay.address() as { port: number }).port);
  return {
    url: url.href,
    setDown: (value) => {
      down = value;
      if (down) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
