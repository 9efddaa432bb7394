import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import * as seoOverview from "../../functions/admin-seo";
import type { SeoOverview } from "../../src/lib/admin/seo";
import { seoPages } from "../../src/server/db/schema";
import { adminRequest, signedInStaff } from "./admin";
import { builtHtml, writeBuiltSite } from "./built-site";
import type { TestDatabase } from "./databases";
import { callFunction, type FunctionModule } from "./requests";

export const LONG = "with a description long enough that the analysis has nothing to say about its length at all.";
export const PAGES = [
  {
    path: "/",
    file: "index.html",
    html: builtHtml("Aalayam Interiors | Modular kitchens in Chennai", `Home page ${LONG}`, "<h1>Homes</h1>"),
  },
  {
    path: "/about",
    file: "about.html",
    html: builtHtml(
      "About Our Studio | Aalayam Interiors",
      `About page ${LONG}`,
      "<h1>Designing homes</h1><p>Our interior studio in Chennai designs homes. Interior studio work is what we do.</p><img src=a.jpg>",
    ),
  },
  {
    path: "/services/kids-bedroom",
    file: "services/kids-bedroom.html",
    html: builtHtml("Kids Bedroom", `Kids page ${LONG}`, "<h1>Kids</h1><h1>Rooms</h1>"),
  },
  {
    path: "/contact",
    file: "contact.html",
    html: builtHtml("Contact Aalayam Interiors in Chennai today", `Contact page ${LONG}`, "<h1>Contact</h1>"),
  },
];

export async function localServer(respond: (url: URL) => { status: number; body: string }) {
  const requests: { method: string; url: URL }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push({ method: req.method ?? "", url });
    const { status, body } = respond(url);
    res.writeHead(status, { "Content-Type": "text/plain" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Search Console export: two days of /about and /contact, one row for a page the site does not have. */
export const SEARCH_CONSOLE_CSV = [
  "date,page,query,clicks,impressions,ctr,position",
  "2026-01-15,https://www.example-interiors.in/about,interior studio chennai,10,200,5%,4.5",
  '2026-01-15,/about,"kitchens, wardrobes",2,100,0.02,8',
  "2026-01-16,/about.html,interior studio chennai,20,300,6.67%,3.5",
  '2026-01-16,/contact,"=HYPERLINK(""http://x.example"",""click"")",1,10,0.1,9',
  "2026-01-16,/no-such-page,q,5,50,0.1,2",
].join("\n");

/**
 * What the SEO management suites share: a built site of PAGES in a temporary folder (and an empty one), a signed-in
 * staff member, and calls to the admin functions as the screens make them.
 */
export function useSeoSuite(target: TestDatabase) {
  const folders = { dist: "", empty: "" };
  let cookie = "";
  beforeAll(async () => {
    folders.dist = await mkdtemp(join(tmpdir(), "seo-dist-"));
    folders.empty = await mkdtemp(join(tmpdir(), "seo-empty-"));
    await writeBuiltSite(folders.dist, PAGES);
    process.env.SITE_DIST_DIR = folders.dist;
    ({ cookie } = await signedInStaff(await target.db()));
  });
  afterEach(() => {
    process.env.SITE_DIST_DIR = folders.dist;
    delete process.env.URL;
    delete process.env.NETLIFY_BUILD_HOOK_URL;
  });
  afterAll(async () => {
    await rm(folders.dist, { recursive: true, force: true });
    await rm(folders.empty, { recursive: true, force: true });
  });

  const call = async <T>(fn: FunctionModule, method: string, path: string, body?: unknown) => {
    const response = await callFunction(fn, adminRequest(method, path, { cookie, body }));
    return {
      status: response.status,
      body: (await response.json()) as { data: T; error?: string; fields?: Record<string, string> } & Record<string, unknown>,
    };
  };
  const overview = async () => {
    const { status, body } = await call<SeoOverview>(seoOverview, "GET", "/api/admin/seo");
    expect(status).toBe(200);
    return body.data;
  };
  const entry = async (path: string) => (await overview()).pages.find((page) => page.path === path)!;
  const row = async (path: string) => (await (await target.db()).select().from(seoPages).where(eq(seoPages.pagePath, path)))[0];
  return { folders, call, overview, entry, row };
}
