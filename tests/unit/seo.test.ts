import { describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import { breadcrumbList, localBusiness, serializeJsonLd } from "../../src/lib/seo/jsonld";
import { canonicalUrl, pageTitle } from "../../src/lib/seo/title";

describe("page titles and canonicals", () => {
  it("appends the brand, and gives the home page brand and tagline", () => {
    expect(pageTitle("Contact Us", "Brand")).toBe("Contact Us | Brand");
    expect(pageTitle(undefined)).toBe(`${site.brand} | ${site.tagline}`);
  });

  it("drops query, hash and trailing slash but keeps the root slash", () => {
    expect(canonicalUrl("/contact/?utm=x#book-consultation", "https://a.in")).toBe("https://a.in/contact");
    expect(canonicalUrl("/", "https://a.in")).toBe("https://a.in/");
    expect(canonicalUrl("/index.html", "https://a.in")).toBe("https://a.in/");
    expect(canonicalUrl("/about.html", "https://a.in")).toBe("https://a.in/about");
  });
});

describe("structured data", () => {
  it("describes the business with the spec's hours, price range and Chennai geo", () => {
    const business = localBusiness() as unknown as Record<string, unknown>;
    expect(business.priceRange).toBe("$$");
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "09:00",
        closes: "18:00",
      }),
    ]);
    expect(business.address).toMatchObject({ addressLocality: "Chennai", addressRegion: "Tamil Nadu" });
    expect(business.geo).toMatchObject({ latitude: expect.closeTo(13.0, 0), longitude: expect.closeTo(80.2, 0) });
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const list = breadcrumbList([
      { name: "Home", path: "/" },
      { name: "Contact", path: "/contact" },
    ]) as unknown as { itemListElement: { position: number; item: string }[] };
    expect(list.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, `${site.url}/`],
      [2, `${site.url}/contact`],
    ]);
  });

  it("can never close its script element", () => {
    expect(serializeJsonLd({ "@context": "https://schema.org", "@type": "Thing", name: "</script><b>" })).not.toContain("</script>");
  });
});
