import { existsSync } from "node:fs";
import fc from "fast-check";
import centres from "../../content/centres.json";
import { describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import { analysePage } from "../../src/lib/seo/analysis";
import { breadcrumbList, faqPage, localBusiness, serializeJsonLd, type JsonLd } from "../../src/lib/seo/jsonld";
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from "../../src/lib/seo/limits";
import { page } from "../../src/content-rules/page";
import { canonicalUrl, pageTitle } from "../../src/lib/seo/title";

const BRAND = "Brand Co";
const SUFFIX = ` | ${BRAND}`;
const titleOf = (length: number) => "t".repeat(length);
const descriptionOf = (length: number) => "d".repeat(length);
const flagged = (title: string, description = descriptionOf(DESCRIPTION_LENGTH.min)) =>
  analysePage(`<html><head><title>${title}</title><meta name="description" content="${description}"></head><body><h1>x</h1></body></html>`)
    .problems.map((problem) => problem.code)
    .filter((code) => code.startsWith("title") || code.startsWith("description"));

describe("page titles", () => {
  it("appends the brand while the whole title fits, and leaves a title alone when it would not", () => {
    const fits = titleOf(TITLE_LENGTH.max - SUFFIX.length);
    expect(pageTitle(fits, BRAND)).toBe(`${fits}${SUFFIX}`);
    expect(pageTitle(`${fits}t`, BRAND)).toBe(`${fits}t`);
  });

  it("never names the brand twice", () => {
    expect(pageTitle(`Visit ${BRAND} in Adyar`, BRAND)).toBe(`Visit ${BRAND} in Adyar`);
  });

  it("never makes a title that fits too long, and names the brand at most once", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: TITLE_LENGTH.max }), (title) => {
        const built = pageTitle(title, BRAND);
        expect(built.length).toBeLessThanOrEqual(TITLE_LENGTH.max);
        expect(built.startsWith(title)).toBe(true);
        if (!title.includes(BRAND)) expect(built.split(BRAND).length - 1).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("gives the home page the brand and tagline, within the limit", () => {
    const home = pageTitle(undefined);
    expect(home).toBe(`${site.brand} | ${site.tagline}`);
    expect(flagged(home)).toEqual([]);
  });

  it("drops query, hash and trailing slash from canonicals but keeps the root slash", () => {
    expect(canonicalUrl("/contact/?utm=x#book-consultation", "https://a.in")).toBe("https://a.in/contact");
    expect(canonicalUrl("/", "https://a.in")).toBe("https://a.in/");
    expect(canonicalUrl("/index.html", "https://a.in")).toBe("https://a.in/");
    expect(canonicalUrl("/about.html", "https://a.in")).toBe("https://a.in/about");
  });
});

describe("one title and description limit for content and the SEO report", () => {
  const entry = (metaTitle: string, metaDescription = descriptionOf(DESCRIPTION_LENGTH.min)) =>
    page.safeParse({ metaTitle, metaDescription }).success;

  it("the content schema takes exactly the titles whose page title the report accepts", () => {
    expect(entry(titleOf(TITLE_LENGTH.max))).toBe(true);
    expect(flagged(pageTitle(titleOf(TITLE_LENGTH.max)))).toEqual([]);
    expect(entry(titleOf(TITLE_LENGTH.max + 1))).toBe(false);
    expect(flagged(pageTitle(titleOf(TITLE_LENGTH.max + 1)))).toEqual(["title-too-long"]);

    const shortest = TITLE_LENGTH.min - ` | ${site.brand}`.length;
    expect(entry(titleOf(shortest))).toBe(true);
    expect(flagged(pageTitle(titleOf(shortest)))).toEqual([]);
    expect(entry(titleOf(shortest - 1))).toBe(false);
    expect(flagged(pageTitle(titleOf(shortest - 1)))).toEqual(["title-too-short"]);
  });

  it("the content schema takes exactly the descriptions the report accepts", () => {
    for (const length of [DESCRIPTION_LENGTH.min, DESCRIPTION_LENGTH.max]) {
      expect(entry("Interior Designers in Adyar, Chennai", descriptionOf(length))).toBe(true);
      expect(flagged(titleOf(TITLE_LENGTH.min), descriptionOf(length))).toEqual([]);
    }
    expect(entry("Interior Designers in Adyar, Chennai", descriptionOf(DESCRIPTION_LENGTH.min - 1))).toBe(false);
    expect(flagged(titleOf(TITLE_LENGTH.min), descriptionOf(DESCRIPTION_LENGTH.min - 1))).toEqual(["description-too-short"]);
    expect(entry("Interior Designers in Adyar, Chennai", descriptionOf(DESCRIPTION_LENGTH.max + 1))).toBe(false);
    expect(flagged(titleOf(TITLE_LENGTH.min), descriptionOf(DESCRIPTION_LENGTH.max + 1))).toEqual(["description-too-long"]);
  });

  it("refuses a content title that carries the brand, which the page title adds", () => {
    const result = page.safeParse({
      metaTitle: `Interior Designers in Chennai | ${site.brand}`,
      metaDescription: descriptionOf(DESCRIPTION_LENGTH.min),
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      `must leave out “${site.brand}” — the page title adds it when there is room`,
    ]);
  });
});

describe("structured data", () => {
  it("describes the business in the shapes search engines accept: absolute links, real hours, a place in India", () => {
    const business = localBusiness() as unknown as Record<string, unknown>;
    const { address, geo, openingHoursSpecification, sameAs, department, areaServed } = business as unknown as {
      address: Record<string, string>;
      geo: { latitude: number; longitude: number };
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
      sameAs: string[];
      department: { "@id": string }[];
      areaServed: { "@type": string; name: string }[];
    };
    const absolute = (value: unknown) => typeof value === "string" && new URL(value).protocol === "https:";

    expect(business["@type"]).toBe("HomeAndConstructionBusiness");
    expect(absolute(business.url) && absolute(business["@id"]) && absolute(business.image)).toBe(true);
    expect(business["@id"]).toBe(`${business.url}/#business`);
    // The sharing image it names is one the site serves.
    expect(existsSync(`public${new URL(business.image as string).pathname}`)).toBe(true);
    expect(String(business.telephone).replace(/\D/g, "")).toMatch(/^91[6-9]\d{9}$/);
    expect(String(business.email)).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);

    expect(address["@type"]).toBe("PostalAddress");
    for (const part of ["streetAddress", "addressLocality", "addressRegion"]) expect(address[part]?.trim()).toBeTruthy();
    expect(address.postalCode).toMatch(/^[1-9]\d{5}$/);
    expect(address.addressCountry).toBe("IN");
    expect(geo.latitude).toBeGreaterThan(6);
    expect(geo.latitude).toBeLessThan(37);
    expect(geo.longitude).toBeGreaterThan(68);
    expect(geo.longitude).toBeLessThan(98);

    const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    for (const hours of openingHoursSpecification) {
      expect(hours.dayOfWeek.length).toBeGreaterThan(0);
      expect(hours.dayOfWeek.every((day) => DAYS.includes(day))).toBe(true);
      expect(hours.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(hours.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(hours.opens < hours.closes).toBe(true);
    }
    expect(areaServed.length).toBeGreaterThan(0);
    expect(areaServed.every((city) => city["@type"] === "City" && city.name.trim() !== "")).toBe(true);
    // A profile the business has not set up yet is left out, never sent as an empty link.
    expect(sameAs.every(absolute)).toBe(true);
    // Every experience centre is a department, known by its own page.
    expect(department.map((centre) => new URL(centre["@id"]).pathname)).toEqual(
      centres.map((centre) => `/experience-centres/${centre.id}`),
    );
  });

  it("numbers breadcrumbs from 1, in order, with absolute URLs", () => {
    const list = breadcrumbList([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "Pooja unit", path: "/services/pooja-unit" },
    ]) as unknown as { "@type": string; itemListElement: { "@type": string; position: number; name: string; item: string }[] };
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.url}/` },
      { "@type": "ListItem", position: 2, name: "Services", item: `${site.url}/services` },
      { "@type": "ListItem", position: 3, name: "Pooja unit", item: `${site.url}/services/pooja-unit` },
    ]);
  });

  it("makes each FAQ a question with its accepted answer", () => {
    const page = faqPage([
      { question: "How long does a kitchen take?", answer: "About 45 days." },
      { question: "Is there a warranty?", answer: "Ten years." },
    ]) as unknown as { "@type": string; mainEntity: unknown[] };
    expect(page["@type"]).toBe("FAQPage");
    expect(page.mainEntity).toEqual([
      { "@type": "Question", name: "How long does a kitchen take?", acceptedAnswer: { "@type": "Answer", text: "About 45 days." } },
      { "@type": "Question", name: "Is there a warranty?", acceptedAnswer: { "@type": "Answer", text: "Ten years." } },
    ]);
  });

  it("serialises any text so it reads back the same and can never end its script element", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom("</script><b>", "</SCRIPT >", "<!--", "<script>")), (name) => {
        const data: JsonLd = { "@context": "https://schema.org", "@type": "Thing", name };
        const serialized = serializeJsonLd(data);
        expect(serialized).not.toMatch(/<\/script|<!--/i);
        expect(JSON.parse(serialized)).toEqual(data);
      }),
    );
  });
});
