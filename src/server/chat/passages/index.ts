import type { CollectionEntry } from "astro:content";
import { site } from "../../../config/site";
import type { Passage } from "../passage";
import { listInWords, sections, slugify } from "./markdown";
import { contactPassages, ESTIMATOR_URL, pricingPassages } from "./rate-card";
import { routes } from "../../../lib/routes";

/** The collections the chat's knowledge is built from, as `getCollection` returns them. */
export interface KnowledgeSources {
  faqs: CollectionEntry<"faqs">[];
  services: CollectionEntry<"services">[];
  servicePages: CollectionEntry<"servicePages">[];
  cities: CollectionEntry<"cities">[];
  areas: CollectionEntry<"areas">[];
  centres: CollectionEntry<"centres">[];
  processSteps: CollectionEntry<"processSteps">[];
}

type Faq = CollectionEntry<"faqs">["data"];
type Centre = CollectionEntry<"centres">["data"];

/** General FAQs about visiting or booking belong with the contact page; the rest describe the studio. */
export function faqUrl(faq: Faq): string {
  if (faq.topic === "pricing") return ESTIMATOR_URL;
  if (faq.topic === "general" && /consult|visit|sample|open|book/i.test(faq.question)) return routes.contact();
  return routes.about();
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** A page's overview (intro or description, and its highlights), one passage per `##` section, and its FAQs. */
function pagePassages(prefix: string, entry: CollectionEntry<"services"> | CollectionEntry<"servicePages">, url: string): Passage[] {
  const { data } = entry;
  const passages: Passage[] = [];
  const overview = [
    "intro" in data ? data.intro : data.description,
    ...("highlights" in data ? data.highlights.map((item) => `${item.title}: ${item.text}`) : []),
  ]
    .map(sentence)
    .join(" ");
  passages.push({ id: `${prefix}-${entry.id}-overview`, title: data.title, text: overview, url, kind: "service" });
  for (const section of sections(entry.body ?? "")) {
    passages.push({
      id: `${prefix}-${entry.id}-${slugify(section.heading || "intro")}`,
      title: section.heading ? `${data.title}: ${section.heading}` : data.title,
      text: section.text,
      url,
      kind: "service",
    });
  }
  data.faqs.forEach((faq, i) => {
    passages.push({ id: `${prefix}-${entry.id}-faq-${i + 1}`, title: faq.question, text: faq.answer, url, kind: "faq" });
  });
  return passages;
}

function placePassages({ cities, areas, centres }: Pick<KnowledgeSources, "cities" | "areas" | "centres">): Passage[] {
  const passages: Passage[] = [];
  const centreById = new Map(centres.map((centre) => [centre.id, centre.data]));
  const centreLabel = (centre: Centre) =>
    slugify(centre.locality) === centre.id ? centre.locality : `${centre.id.toUpperCase()} (${centre.locality})`;
  for (const { data: centre } of centres) {
    passages.push({
      id: `centre-${centre.id}`,
      title: centre.name,
      text: `Our ${centreLabel(centre)} experience centre is at ${centre.street}, ${centre.city} ${centre.postalCode}. See material samples, from laminates, acrylic and veneer shutters to countertops and hardware, and meet a designer. Open ${site.hours.label}; phone ${centre.phone}.`,
      url: routes.about(),
      kind: "location",
    });
  }

  const centresInWords = listInWords(centres.map((centre) => centreLabel(centre.data)));
  passages.push({
    id: "areas-served",
    title: "Areas and cities we serve",
    text: `We work across Chennai and its suburbs, in ${areas.length} neighbourhoods, and in ${listInWords(
      cities.filter((city) => city.data.active && city.id !== "chennai").map((city) => city.data.name),
    )}. Our experience centres are in ${centresInWords}, Chennai.`,
    url: routes.locations(),
    kind: "location",
  });
  for (const { id, data: city } of cities) {
    const hasCentre = centres.some((centre) => centre.data.city.toLowerCase() === city.name.toLowerCase());
    passages.push({
      id: `city-${id}`,
      title: `Interior designers in ${city.name}`,
      text: city.active
        ? `Yes, we work in ${city.name}. ${city.description} ${
            hasCentre
              ? `You can see samples at our experience centres in ${centresInWords}.`
              : "Design consultations happen over a video call or at our Chennai experience centres."
          }`
        : `We do not take projects in ${city.name} at the moment.`,
      url: city.active ? routes.neighbourhood(id) : routes.locations(),
      kind: "location",
    });
  }

  for (const { id, data: area } of areas) {
    const centre = centreById.get(area.centre.id);
    const nearest = centre
      ? ` The nearest experience centre is our ${centreLabel(centre)} centre, about ${area.distanceKm} km away, open ${site.hours.label}.`
      : "";
    passages.push({
      id: `area-${id}`,
      title: `Interior designers in ${area.name} (${area.pincode})`,
      text: area.active
        ? `Yes, we work in ${area.name}, Chennai ${area.pincode} (${area.zone}).${nearest}${
            area.landmarks.length ? ` Landmarks nearby: ${area.landmarks.join(", ")}.` : ""
          }`
        : `We do not take projects in ${area.name} (${area.pincode}) at the moment.`,
      url: area.active ? routes.neighbourhood(id) : routes.locations(),
      kind: "location",
    });
  }
  return passages;
}

/**
 * Everything "Ask anything" can answer from: the site's content split into
 * short passages, plus the rate card and contact details worked out from the
 * code the estimator and the pages use. Runs when the site is built.
 */
export function buildPassages(sources: KnowledgeSources): Passage[] {
  const byId = <T extends { id: string }>(entries: T[]) => [...entries].sort((a, b) => a.id.localeCompare(b.id));
  const steps = sources.processSteps.map((step) => step.data).sort((a, b) => a.id - b.id);
  return [
    ...sources.faqs.map(({ data: faq }): Passage => ({
      id: `faq-${faq.id}`,
      title: faq.question,
      text: faq.answer,
      url: faqUrl(faq),
      kind: "faq",
    })),
    ...byId(sources.services).flatMap((entry) => pagePassages("service", entry, routes.service(entry.id))),
    ...byId(sources.servicePages).flatMap((entry) => pagePassages("page", entry, routes.page(entry.id))),
    ...pricingPassages(),
    ...contactPassages(),
    ...placePassages({ cities: sources.cities, areas: byId(sources.areas), centres: sources.centres }),
    {
      id: "process",
      title: "Our process: from design to move-in",
      text: `${steps.map((step) => `${step.id}) ${step.title}`).join("; ")}. ${steps.map((step) => step.description).join(" ")}`,
      url: routes.home(),
      kind: "process",
    },
  ];
}
