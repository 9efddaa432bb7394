import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { routes } from "../../src/lib/routes";

describe("routes.service (service card link rule)", () => {
  it.each(["living-room", "modular-kitchen", "bedroom-design"])("sends %s to its top-level page", (slug) => {
    expect(routes.service(slug)).toBe(`/${slug}`);
  });

  it.each(["foyer-designs", "kids-bedroom", "bathroom", "living-room-service"])("sends %s to /services/{slug}", (slug) => {
    expect(routes.service(slug)).toBe(`/services/${slug}`);
  });
});

describe("page routes", () => {
  it.each([
    [routes.consultation(), "/contact#book-consultation"],
    [routes.contactForm(), "/contact#contact-form"],
    [routes.estimator(), "/price-estimator"],
    [routes.estimator("rooms"), "/price-estimator/rooms"],
    [routes.estimator("rooms", "ta"), "/ta/price-estimator/rooms"],
    [routes.project("adyar-3bhk"), "/projects/adyar-3bhk"],
    [routes.neighbourhood("adyar"), "/interior-designers-adyar"],
    [routes.cityGuide("madurai"), "/interior-design-madurai"],
    [routes.centre("adyar"), "/experience-centres/adyar"],
    [routes.location("tamil-nadu"), "/location/tamil-nadu"],
    [routes.designer("priya"), "/about#designer-priya"],
    [routes.review("r1"), "/about#review-r1"],
    [routes.bookThankYou(), "/book/thank-you"],
    [routes.bookManage(), "/book/manage"],
    [routes.bookManage("12.345.a+b/c"), "/book/manage?token=12.345.a%2Bb%2Fc"],
    [routes.admin(), "/admin"],
    [routes.admin("leads"), "/admin/leads"],
  ])("%s is %s", (route, path) => {
    expect(route).toBe(path);
  });

  it("books a time in the visitor's language, and mails the manage link of a Tamil booking to the Tamil page", () => {
    expect(routes.book()).toBe("/book");
    expect(routes.book("ta")).toBe("/ta/book");
    expect(routes.bookManage("a.b", "ta")).toBe("/ta/book/manage?token=a.b");
  });

  it("adds a query with or without its question mark, and none when it is empty", () => {
    expect(routes.api.admin.leads("?limit=5")).toBe("/api/admin/leads?limit=5");
    expect(routes.api.admin.leads("")).toBe("/api/admin/leads");
    expect(routes.api.slots(new URLSearchParams({ kind: "video-call" }))).toBe("/api/slots?kind=video-call");
    expect(routes.api.admin.seoPages("/a b")).toBe("/api/admin/seo/pages?path=%2Fa%20b");
  });
});

/** Every function's `path` (Netlify reads it from the source, so it stays a literal there), as a pattern. */
function functionPaths(): RegExp[] {
  const dir = join(import.meta.dirname, "../../functions");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".ts"))
    .flatMap((file) => {
      const config = /export const config[^=]*=\s*\{([\s\S]*?)\};/.exec(readFileSync(join(dir, file), "utf8"))?.[1] ?? "";
      return [...config.matchAll(/"(\/api\/[^"]*)"/g)].map(([, path]) => new RegExp(`^${path!.replace(/:[a-z]+/gi, "[^/]+")}$`));
    });
}

/** Each route of the API, called with sample arguments. */
function apiRoutes(group: object, name = "api"): [string, string][] {
  return Object.entries(group).flatMap(([key, value]) =>
    typeof value === "function"
      ? [[`${name}.${key}`, (value as (...args: string[]) => string)("kind", "7")] as [string, string]]
      : apiRoutes(value, `${name}.${key}`),
  );
}

describe("API routes", () => {
  const paths = functionPaths();

  it("reads the functions' paths", () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it.each(apiRoutes(routes.api))("%s (%s) is answered by a function", (_name, route) => {
    const path = new URL(route, "https://example.test").pathname;
    expect(paths.some((pattern) => pattern.test(path))).toBe(true);
  });
});
