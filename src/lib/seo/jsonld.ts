import type { BreadcrumbList, CreativeWork, FAQPage, HomeAndConstructionBusiness, Person, Thing, WithContext } from "schema-dts";
import centres from "../../../content/centres.json";
import { site } from "../../config/site";
import { routes } from "../routes";

export type JsonLd = WithContext<Thing>;

const absolute = (path: string) => new URL(path, site.url).href;
const businessId = `${site.url}/#business`;
/** The id an experience centre is known by in structured data (its page, `/experience-centres/<id>`). */
const centreId = (id: string) => absolute(`${routes.centre(id)}#centre`);

/** The business as search engines should know it: hours, price range, and its place in Chennai. */
export function localBusiness(): WithContext<HomeAndConstructionBusiness> {
  const { contact, hours, geo } = site;
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId,
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
    sameAs: Object.values(site.social).filter(Boolean),
    department: centres.map((centre) => ({ "@id": centreId(centre.id) })),
  };
}

const hoursSpecification = () => [
  {
    "@type": "OpeningHoursSpecification" as const,
    dayOfWeek: [...site.hours.days],
    opens: site.hours.opens,
    closes: site.hours.closes,
  },
];

export interface CentreLd {
  id: string;
  name: string;
  street: string;
  locality: string;
  city: string;
  postalCode: string;
  phone: string;
  latitude: number;
  longitude: number;
}

/** An experience centre: a department of the business, with its own address, phone and the business's hours. */
export function centreBusiness(centre: CentreLd, path: string): WithContext<HomeAndConstructionBusiness> {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": centreId(centre.id),
    name: centre.name,
    url: absolute(path),
    telephone: centre.phone,
    image: absolute("/og/default.jpg"),
    priceRange: site.priceRange,
    parentOrganization: { "@id": businessId },
    address: {
      "@type": "PostalAddress",
      streetAddress: centre.street,
      addressLocality: centre.city,
      addressRegion: site.contact.address.region,
      postalCode: centre.postalCode,
      addressCountry: site.contact.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: centre.latitude, longitude: centre.longitude },
    openingHoursSpecification: hoursSpecification(),
  };
}

export interface PersonLd {
  id: string;
  name: string;
  role: string;
  specialities: string[];
  languages: string[];
}

/** A designer, who works for the business (never with ratings: the business's own reviews are not for stars). */
export function designerPerson(designer: PersonLd): WithContext<Person> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": absolute(routes.designer(designer.id)),
    name: designer.name,
    jobTitle: designer.role,
    knowsAbout: designer.specialities,
    knowsLanguage: designer.languages,
    worksFor: { "@id": businessId },
  };
}

export interface CaseStudyLd {
  name: string;
  description: string;
  path: string;
  images: string[];
  locality: string;
  region: string;
  dateCreated: string;
  designer: PersonLd;
}

/** A case study: the home as a creative work, with its pictures, where it is and who designed it. */
export function caseStudyWork(work: CaseStudyLd): WithContext<CreativeWork> {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: work.name,
    description: work.description,
    url: absolute(work.path),
    image: work.images.map((image) => absolute(image)),
    dateCreated: work.dateCreated,
    locationCreated: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: work.locality, addressRegion: work.region, addressCountry: "IN" },
    },
    creator: { "@type": "Person", "@id": absolute(routes.designer(work.designer.id)), name: work.designer.name },
    publisher: { "@id": businessId },
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

/** Structured data types that describe a page or a piece of writing, and so carry the language it is written in. */
const WRITTEN = new Set(["WebPage", "FAQPage", "AboutPage", "ContactPage", "CollectionPage", "ItemPage", "Article"]);

/** The item with `inLanguage` (a BCP 47 tag such as "ta-IN") when its type is written in a language. */
export function withLanguage(item: JsonLd, language: string): JsonLd {
  const type = (item as { "@type"?: unknown })["@type"];
  return typeof type === "string" && WRITTEN.has(type) ? ({ ...(item as object), inLanguage: language } as JsonLd) : item;
}
