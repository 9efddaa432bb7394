import type { Config } from "@netlify/functions";
import { getDb } from "../src/server/db/client";
import { handler, json } from "../src/server/http";
import { listTvUnits } from "../src/server/catalogue";

export default handler(["GET"], async () => json(200, { data: await listTvUnits(await getDb()) }));

export const config: Config = { path: "/api/tv-units" };
