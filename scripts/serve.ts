/** `npm run serve`: the production build and its functions on http://localhost:8888 (see scripts/lib/site-server.ts). */
import { closeDb } from "../src/server/db/client";
import { startSiteServer } from "./lib/site-server";

try {
  const site = await startSiteServer({ port: Number(process.env.PORT ?? 8888), host: process.env.HOST ?? "127.0.0.1" });
  // Closing the database lets the embedded one write its last changes and hand its folder back.
  const stop = () =>
    void site
      .stop()
      .then(() => closeDb())
      .finally(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
