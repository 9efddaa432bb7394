import type { APIRoute } from "astro";
import { collectServerContent } from "./collect";

export const prerender = true;

/** Built as a file the integration moves out of `dist/` into the source tree (see ./index.ts). */
export const GET: APIRoute = async () => new Response(JSON.stringify(await collectServerContent()));
