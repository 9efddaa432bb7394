// @ts-check
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { netlifyFunctions } from "./scripts/lib/vite-functions";
import { cms } from "./src/integrations/cms";
import { contentProblems } from "./src/integrations/content-problems";
import { islandStyles } from "./src/integrations/island-styles";
import { launchGuard } from "./src/integrations/launch-guard";
import { pageChecks } from "./src/integrations/page-checks";
import { seoReport } from "./src/integrations/seo-report";
import { serverContent } from "./src/integrations/server-content";
import { tamilTrailingSlash } from "./src/integrations/trailing-slash";
import { webFonts } from "./src/integrations/web-fonts";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from "./src/i18n/locales";
import { NOTICE_VERSION } from "./src/lib/privacy/notice";
import { isUnlisted } from "./src/lib/routes";
import { sitePath } from "./src/lib/seo/report";
import { buildOverrides } from "./src/server/seo/overrides";

const pixel = Boolean(process.env.PUBLIC_META_PIXEL_ID);
const site = (process.env.SITE_URL ?? "https://www.example-interiors.in").replace(/\/$/, "");

/**
 * Pages staff set to noindex in SEO management, read before the build when a database is configured: a sitemap
 * must not list what it asks search engines to drop. Read here rather than in a build hook because the
 * config's module loader is gone by then. Only `astro build` reads it; dev and check never touch the database.
 */
const noindexPaths = new Set();
if (process.argv.includes("build")) {
  for (const [path, override] of await buildOverrides()) if (override.noindex) noindexPaths.add(path);
}

/**
 * Registers the site's own hydration directives.
 * @type {import("astro").AstroIntegration}
 */
const clientDirectives = {
  name: "site:client-directives",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({ name: "lead-intent", entrypoint: "./src/directives/lead-intent.ts" });
      addClientDirective({ name: "interaction", entrypoint: "./src/directives/interaction.ts" });
    },
  },
};

export default defineConfig({
  site,
  output: "static",
  // The browser tests' stand-in build hook rebuilds into a folder of its own, beside the dist/ being served.
  outDir: process.env.ASTRO_OUT_DIR ?? "dist",
  trailingSlash: "never",
  // English at the root, Tamil under /ta/: `Astro.currentLocale` tells every component which edition it renders.
  i18n: { locales: [...LOCALES], defaultLocale: DEFAULT_LOCALE, routing: { prefixDefaultLocale: false } },
  // One small stylesheet, inlined: no render-blocking request before the first paint.
  build: { format: "file", inlineStylesheets: "always" },
  prefetch: { prefetchAll: false, defaultStrategy: "hover" },
  // AVIF at sharp's effort 2 rather than its default 4: files 7-18% larger, encoded about six times faster (AVIF
  // encoding was most of a clean build's time).
  image: { service: { entrypoint: "astro/assets/services/sharp", config: { avif: { effort: 2 } } } },
  // Hashes every inline script Astro emits, so the policy needs no 'unsafe-inline' for scripts. The
  // advertising pixel's hosts are allowed only when the business turns the pixel on.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data:${pixel ? " https://www.facebook.com" : ""}`,
        `connect-src 'self'${pixel ? " https://www.facebook.com https://connect.facebook.net" : ""}`,
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
      ],
      scriptDirective: { resources: ["'self'", ...(pixel ? ["https://connect.facebook.net"] : [])] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  integrations: [
    react(),
    clientDirectives,
    contentProblems(),
    cms(),
    serverContent(),
    webFonts(),
    islandStyles(),
    tamilTrailingSlash(),
    sitemap({
      // Pairs each page with its other edition (/ta/contact with /contact) as xhtml:link alternates.
      i18n: {
        defaultLocale: DEFAULT_LOCALE,
        locales: Object.fromEntries(LOCALES.map((locale) => [locale, LOCALE_INFO[locale].hreflang])),
      },
      filter: (page) => {
        const path = new URL(page).pathname;
        return !isUnlisted(path) && !noindexPaths.has(sitePath(path));
      },
    }),
    // After the sitemap: it analyses the pages the sitemap lists.
    seoReport(),
    pageChecks(),
    launchGuard(),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      netlifyFunctions(),
      // A build bundles the dependencies for production into Vite's cache, and a dev server running beside it (`npm run
      // dev` while `npm start` or the Publish hook builds) then served production React to its islands, which all
      // failed ("_jsxDEV is not a function"). A build keeps its own cache.
      {
        name: "site:build-cache",
        config: (_, { mode }) => (mode === "production" ? { cacheDir: "node_modules/.vite-production" } : undefined),
      },
    ],
    // The islands send the notice's version with each lead without shipping the notice's words to work it out.
    define: { __NOTICE_VERSION__: JSON.stringify(NOTICE_VERSION) },
    // What the islands import, bundled as the dev server starts: a dependency first met when an island loads (zod, by
    // the chat) made Vite bundle again mid-session and answer the page's older imports 504 until a reload.
    optimizeDeps: { include: ["zod", "react-hook-form", "@hookform/resolvers/standard-schema", "react", "react-dom/client"] },
    server: {
      watch: {
        // A file is read once its size has held for 100 ms: an editor's save empties the file and then writes it, and
        // a single change event for both left the content layer holding an empty entry until the next save.
        awaitWriteFinish: { stabilityThreshold: 100, pollInterval: 25 },
        // What the site writes as it runs is never its source: the embedded database and published builds under
        // .data/ (a Publish or `npm start` beside the dev server wrote 1,600 files the watcher then read), and builds.
        ignored: ["**/.data/**", "**/dist/**", "**/test-results/**", "**/playwright-report/**"],
      },
    },
  },
});
