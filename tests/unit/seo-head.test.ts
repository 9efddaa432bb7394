import { describe, expect, it } from "vitest";
import { seoOverrideSchema } from "../../src/lib/admin/seo";
import { headTags, pageOverride, type PageHead, type PageOverride } from "../../src/lib/seo/head";
import { UNSET_OVERRIDE } from "../../src/lib/seo/override-fields";
import { site } from "../../src/config/site";

const page: PageHead = {
  title: "About Our Studio | Aalayam Interiors",
  description: "The page's own description.",
  canonical: `${site.url}/about`,
  image: `${site.url}/og/default.jpg`,
  noindex: false,
};

const override: PageOverride = pageOverride(
  { title: "Chennai's interior studio since 2009", description: "Staff description.", ...UNSET_OVERRIDE },
  [],
);

describe("headTags", () => {
  it("is the page's own tags when there is no override", () => {
    expect(headTags(page)).toEqual({
      title: page.title,
      description: page.description,
      canonical: page.canonical,
      keywords: null,
      robots: null,
      og: { title: page.title, description: page.description, image: page.image },
      twitter: { title: page.title, description: page.description, image: page.image },
      jsonLd: [],
    });
    expect(headTags({ ...page, noindex: true }).robots).toBe("noindex, nofollow");
  });

  it("uses the override's title verbatim and its description, for the social cards too", () => {
    const tags = headTags(page, override);
    expect(tags.title).toBe("Chennai's interior studio since 2009");
    expect(tags.description).toBe("Staff description.");
    expect(tags.og).toEqual({ title: override.title, description: override.description, image: page.image });
    expect(tags.twitter).toEqual({ title: override.title, description: override.description, image: page.image });
    expect(tags.canonical).toBe(page.canonical);
  });

  it("lets the social fields, keywords, canonical and JSON-LD be set on their own", () => {
    const faq = { "@context": "https://schema.org", "@type": "FAQPage" } as const;
    const tags = headTags(page, {
      ...override,
      keywords: "kitchens, wardrobes",
      canonical: "/about-us/",
      ogTitle: "OG title",
      ogDescription: "OG description",
      ogImage: "/og/project.jpg",
      twitterTitle: "Tweet title",
      twitterDescription: "Tweet description",
      twitterImage: "https://cdn.example.in/card.jpg",
      jsonLd: [faq],
    });
    expect(tags.keywords).toBe("kitchens, wardrobes");
    expect(tags.canonical).toBe(`${site.url}/about-us`);
    expect(tags.og).toEqual({ title: "OG title", description: "OG description", image: `${site.url}/og/project.jpg` });
    expect(tags.twitter).toEqual({ title: "Tweet title", description: "Tweet description", image: "https://cdn.example.in/card.jpg" });
    expect(tags.jsonLd).toEqual([faq]);
    expect(headTags(page, { ...override, canonical: "https://other.example.in/x" }).canonical).toBe("https://other.example.in/x");
  });

  it("adds noindex and nofollow separately, and never lifts the page's own noindex", () => {
    expect(headTags(page, { ...override, noindex: true }).robots).toBe("noindex");
    expect(headTags(page, { ...override, nofollow: true }).robots).toBe("nofollow");
    expect(headTags(page, { ...override, noindex: true, nofollow: true }).robots).toBe("noindex, nofollow");
    expect(headTags({ ...page, noindex: true }, override).robots).toBe("noindex, nofollow");
  });
});

describe("seoOverrideSchema", () => {
  const valid = { path: "/about", title: "A title", description: "A description" };
  const fields = (input: unknown) => {
    const result = seoOverrideSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("stores blank optional fields as empty and defaults the switches", () => {
    expect(seoOverrideSchema.parse({ ...valid, keywords: "  ", canonical: "", jsonLd: "" })).toEqual({
      ...valid,
      ...UNSET_OVERRIDE,
      isActive: true,
    });
  });

  it.each([
    ["canonical", "http://www.example.in/about", "Canonical URL must be a full https:// address or a path on this site, like /about"],
    ["canonical", "//evil.example/about", "Canonical URL must be a full https:// address or a path on this site, like /about"],
    ["ogImage", "javascript:alert(1)", "Open Graph image must be a full https:// address or a path on this site, like /about"],
    ["jsonLd", "{not json", expect.stringMatching(/^JSON-LD must be valid JSON/)],
    ["jsonLd", "42", expect.stringMatching(/^JSON-LD must be valid JSON/)],
    ["jsonLd", "[1, 2]", expect.stringMatching(/^JSON-LD must be valid JSON/)],
    ["title", "", "Enter a title"],
    ["title", "t".repeat(201), "Title must be at most 200 characters"],
    ["description", "Bad\u0000byte", "Description contains characters we cannot accept"],
    ["path", "about", "The page path must start with / (like /about)"],
  ])("refuses %s = %j", (field, value, message) => {
    expect(fields({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("accepts site paths, https addresses and JSON-LD objects or lists of them", () => {
    expect(
      fields({
        ...valid,
        canonical: "https://www.example.in/about",
        ogImage: "/og/home.jpg",
        jsonLd: '[{"@context": "https://schema.org", "@type": "FAQPage"}]',
      }),
    ).toEqual({});
    expect(fields({ ...valid, admin: true })).toEqual({ "": expect.stringMatching(/Unrecognized key/i) });
  });
});
