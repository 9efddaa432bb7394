import { describe, expect, it } from "vitest";
import type { SeoOverrideFields, SeoPageEntry } from "../../src/lib/admin/seo";
import { formValues, overrideState } from "../../src/islands/admin/seo/override-state";
import { visiblePages } from "../../src/islands/admin/seo/PageTable";
import { UNSET_OVERRIDE } from "../../src/lib/seo/override-fields";

const built = {
  title: "About Our Studio | Aalayam Interiors",
  description: "The page's own description.",
  canonical: null,
  robots: null,
  h1: [],
};

const entry = (path: string, changes: Partial<SeoPageEntry> = {}): SeoPageEntry => ({
  path,
  built,
  headingStructure: [],
  wordCount: 100,
  imageCount: 0,
  imagesWithoutAlt: 0,
  linkCount: 0,
  readabilityScore: 60,
  seoScore: 100,
  problems: [],
  override: null,
  keywords: [],
  analytics: null,
  ...changes,
});

/** A row that only repeats the build, with `changes`. */
const row = (changes: Partial<SeoOverrideFields> = {}): SeoOverrideFields => ({
  title: built.title,
  description: built.description,
  ...UNSET_OVERRIDE,
  ...changes,
});

describe("the override editor", () => {
  it("tells an override and a draft from a row that only repeats the build", () => {
    expect(overrideState(entry("/about"))).toBe("none");
    expect(overrideState(entry("/about", { override: row({ focusKeyword: "studio" }) }))).toBe("none");
    expect(overrideState(entry("/about", { override: row({ isActive: true }) }))).toBe("active");
    expect(overrideState(entry("/about", { override: row({ title: "Another title" }) }))).toBe("draft");
    expect(overrideState(entry("/about", { override: row({ nofollow: true }) }))).toBe("draft");
    expect(overrideState(entry("/about", { override: row({ ogImage: "/og/home.jpg" }) }))).toBe("draft");
  });

  it("starts from the build's title and description, applying the override unless it is a draft", () => {
    expect(formValues(entry("/about"))).toMatchObject({
      path: "/about",
      title: built.title,
      description: built.description,
      isActive: true,
    });
    expect(formValues(entry("/about", { override: row({ focusKeyword: "studio" }) }))).toMatchObject({
      focusKeyword: "studio",
      isActive: true,
    });
    expect(formValues(entry("/about", { override: row({ title: "Draft title" }) }))).toMatchObject({
      title: "Draft title",
      isActive: false,
    });
    expect(formValues(entry("/about", { override: row({ title: "Live", isActive: true, canonical: "/x" }) }))).toMatchObject({
      title: "Live",
      canonical: "/x",
      isActive: true,
    });
  });

  it("searches addresses and titles, filters and sorts the page list", () => {
    const pages = [
      entry("/about", { seoScore: 90 }),
      entry("/contact", { seoScore: 60, problems: [{ code: "missing-h1", message: "No h1" }], built: { ...built, title: "Call us" } }),
      entry("/", { override: row({ isActive: true }) }),
    ];
    const view = { query: "", filter: "all", sort: "path" } as const;
    expect(visiblePages(pages, { ...view, query: "CALL" }).map((page) => page.path)).toEqual(["/contact"]);
    expect(visiblePages(pages, { ...view, filter: "problems" }).map((page) => page.path)).toEqual(["/contact"]);
    expect(visiblePages(pages, { ...view, filter: "overridden" }).map((page) => page.path)).toEqual(["/"]);
    expect(visiblePages(pages, { ...view, sort: "score" }).map((page) => page.path)).toEqual(["/contact", "/about", "/"]);
  });
});
