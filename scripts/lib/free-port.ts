import { createServer } from "node:net";

/** A port the system has just handed out on 127.0.0.1, so a server started on it meets none of the fixed ports. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}
