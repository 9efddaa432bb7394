import type { BreadcrumbList, FAQPage, HomeAndConstructionBusiness, Thing, WithContext } from "schema-dts";
import { site } from "../../config/site";

export type JsonLd = WithContext<Thing>;

const absolute = (path: string) => new URL(path, site.url).href;

/** The business as search engines should know it (spec §1: hours, price range, geo in Chennai). */
export function localBusiness(): WithContext<HomeAndConstructionBusiness> {
  const { contact, hours, geo } = site;
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${site.url}/#business`,
    name: site.brand,
    description: site.tagline,
    url: site.url,
    telephone: contact.phone,
    email: contact.email,
    image: absolute("/og/default.jpg"),
    priceRange: site.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.street,
      addressLocality: contact.address.locality,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...hours.days],
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    areaServed: site.areaServed.map((name) => ({ "@type": "City", name })),
    sameAs: Object.values(site.social),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

export function faqPage(faqs: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** Serialises JSON-LD for a <script> element: `<` is escaped so text can never close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
