import type { APIRoute } from "astro";
import { site } from "../config/site";
import { STAFF_ONLY_PREFIXES } from "../lib/routes";

export const GET: APIRoute = () =>
  new Response(
    [
      "User-agent: *",
      "Allow: /",
      ...STAFF_ONLY_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      "",
      `Sitemap: ${site.url}/sitemap-index.xml`,
      "",
    ].join("\n"),
    { headers: { "Content-Type": "text/plain; charset=utf-8" } },
  );
