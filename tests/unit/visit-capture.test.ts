import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { inlineScript } from "../../src/integrations/inline-script";
import { parseVisitSource } from "../../src/lib/leads/visit-source";
import { captureVisit, nextSource, touchOf, VISIT_SOURCE_KEY, visitSource } from "../../src/scripts/visit-source";

const site = "https://www.aalayam.example";

describe("a page view as a touch", () => {
  it("keeps the path without its query, the other site's host, the campaign tags and the click ids", () => {
    const touch = touchOf(
      `${site}/interior-designers-adyar?utm_source=google&utm_medium=cpc&utm_campaign=adyar-kitchens&utm_term=modular+kitchen&utm_content=ad-2&gclid=EAIa_1&gbraid=g-2&wbraid=w.3&fbclid=fb~4&q=9840012345`,
      "https://www.google.com/search?q=interior+designers+adyar",
    );
    expect(touch).toEqual({
      landingPage: "/interior-designers-adyar",
      referrer: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "adyar-kitchens",
      utm_term: "modular kitchen",
      utm_content: "ad-2",
      gclid: "EAIa_1",
      gbraid: "g-2",
      wbraid: "w.3",
      fbclid: "fb~4",
    });
    // What the server keeps of it is all of it: the capture writes what the schema accepts.
    expect(parseVisitSource({ first: touch })).toEqual({ first: touch });
  });

  it("leaves out a referrer that is the site itself, or none", () => {
    expect(touchOf(`${site}/services`, `${site}/`)).toEqual({ landingPage: "/services" });
    expect(touchOf(`${site}/services`, "")).toEqual({ landingPage: "/services" });
  });

  it("cuts a tag to the length the server takes", () => {
    const touch = touchOf(`${site}/?utm_campaign=${"c".repeat(400)}&gclid=${"g".repeat(400)}`, "");
    expect(touch.utm_campaign).toHaveLength(150);
    expect(touch.gclid).toHaveLength(255);
  });
});

describe("the visit's first and last touch", () => {
  const tagged = { landingPage: "/interior-designers-adyar", utm_source: "google", utm_campaign: "adyar" };

  it("keeps the first page of the visit, with or without tags", () => {
    expect(nextSource(null, tagged)).toEqual({ first: tagged });
    expect(nextSource(null, { landingPage: "/" })).toEqual({ first: { landingPage: "/" } });
  });

  it("changes nothing for a page within the visit or a reload of the landing", () => {
    expect(nextSource({ first: tagged }, { landingPage: "/services" })).toBeNull();
    expect(nextSource({ first: tagged }, tagged)).toBeNull();
  });

  it("keeps the first touch and records a new landing from another site or campaign as the last", () => {
    const fromInstagram = { landingPage: "/price-estimator", referrer: "l.instagram.com" };
    const once = nextSource({ first: tagged }, fromInstagram);
    expect(once).toEqual({ first: tagged, last: fromInstagram });
    const newsletter = { landingPage: "/", utm_source: "newsletter" };
    expect(nextSource(once, newsletter)).toEqual({ first: tagged, last: newsletter });
    expect(nextSource(once, fromInstagram)).toBeNull();
  });
});

/** The browser's parts the page script reads, as a page at `path` reached from `referrer` has them. */
function browserAt(path: string, referrer = "") {
  vi.stubGlobal("location", new URL(path, site));
  vi.stubGlobal("document", { referrer, cookie: "" });
}

describe("the page script", () => {
  beforeEach(() => {
    const kept = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    });
    return () => vi.unstubAllGlobals();
  });

  it("keeps the source in sessionStorage across pages of the visit, and gives it to a lead", () => {
    browserAt("/interior-designers-velachery?utm_source=google&utm_campaign=velachery", "https://www.google.com/");
    captureVisit();
    browserAt("/contact", `${site}/interior-designers-velachery`);
    captureVisit();
    const expected = {
      first: { landingPage: "/interior-designers-velachery", referrer: "www.google.com", utm_source: "google", utm_campaign: "velachery" },
    };
    expect(JSON.parse(sessionStorage.getItem(VISIT_SOURCE_KEY)!)).toEqual(expected);
    expect(visitSource()).toEqual(expected);
  });

  it("records the page itself when a lead is sent before the page script ran", () => {
    browserAt("/landing?fbclid=abc");
    expect(visitSource()).toEqual({ first: { landingPage: "/landing", fbclid: "abc" } });
  });

  it("sends no source, and never fails, where storage is turned off", () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    });
    browserAt("/landing?fbclid=abc");
    expect(() => captureVisit()).not.toThrow();
    expect(visitSource()).toBeUndefined();
  });
});

describe("the inline script every page carries", () => {
  const run = () =>
    inlineScript(readFileSync(new URL("../../src/scripts/visit-source.ts", import.meta.url), "utf8"), "visit-source.ts", "captureVisit();");

  it("is at most 1 KB and records the visit as the module does", async () => {
    const { code: script, hash } = await run();
    expect(new TextEncoder().encode(script).byteLength).toBeLessThanOrEqual(1024);
    // The hash the page's policy lists for it: the browser runs an inline script only when they match.
    expect(hash).toBe(`sha256-${createHash("sha256").update(script).digest("base64")}`);
    const kept = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => kept.set(key, value),
    });
    browserAt("/interior-designers-adyar?utm_source=google&gclid=abc", "https://www.google.com/");
    new Function(script)();
    vi.unstubAllGlobals();
    expect(JSON.parse(kept.get(VISIT_SOURCE_KEY)!)).toEqual({
      first: { landingPage: "/interior-designers-adyar", referrer: "www.google.com", utm_source: "google", gclid: "abc" },
    });
  });

  it("refuses a module that imports, which an inline script cannot", async () => {
    await expect(inlineScript('import { x } from "./x";\nx();', "bad.ts", "")).rejects.toThrow(/imports a module/);
  });
});
