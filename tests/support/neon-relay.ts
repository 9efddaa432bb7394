import { connect } from "node:net";
import { WebSocketServer } from "ws";

/**
 * Neon's serverless driver speaks the Postgres protocol over a WebSocket to Neon's proxy. This relay does what
 * the proxy does, in front of a test PostgreSQL server, so the Neon code path runs for real.
 */
export async function startNeonRelay(postgresUrl: string): Promise<{ address: string; close: () => void }> {
  const target = new URL(postgresUrl);
  const relay = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  relay.on("connection", (socket) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    socket.on("message", (data) => upstream.write(data as Buffer));
    upstream.on("data", (data) => socket.send(data));
    socket.on("close", () => upstream.end());
    upstream.on("close", () => socket.close());
    upstream.on("error", () => socket.close());
  });
  await new Promise((resolve) => relay.once("listening", resolve));
  const { port } = relay.address() as { port: number };
  return { address: `127.0.0.1:${port}`, close: () => relay.close() };
}

/** The driver settings that point it at the relay: plain data, so a bundle's own copy of the driver can take them too. */
export function relaySettings(address: string) {
  return { proxy: `${address}/v2`, useSecureWebSocket: false, forceDisablePgSSL: true, pipelineConnect: false, pipelineTLS: false };
}

/** A Neon-looking URL for a database on the test server: the driver factory picks Neon's pool for it. */
export function neonUrlFor(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.hostname = "ep-quiet-lake-000000.ap-southeast-1.aws.neon.tech";
  url.port = "5432";
  return url.href;
}
