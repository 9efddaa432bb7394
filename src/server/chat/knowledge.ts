import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { site } from "../../config/site";
import { formatInr } from "../../lib/format";
import { rateCard } from "../../lib/pricing/card";
import { defaultRooms, estimate, type EstimateInput } from "../../lib/pricing/estimate";
import { paymentStages } from "../../lib/pricing/payment-stages";
import { BHK_TYPES, type BhkType, type PackageId, type RoomId, type UnitId } from "../../lib/pricing/rate-card";
import { serviceHref } from "../../lib/service-href";
import { readJsonCollection, readMarkdownCollection, type MarkdownEntry } from "../content";

export interface Passage {
  id: string;
  title: string;
  text: string;
  url: string;
  kind: "faq" | "service" | "pricing" | "location" | "hours" | "process";
}

interface Faq {
  question: string;
  answer: string;
}

interface FaqEntry extends Faq {
  id: string;
  topic: "general" | "pricing" | "warranty" | "timeline";
}

interface CityEntry {
  id: string;
  name: string;
  active?: boolean;
  description: string;
}

interface CentreEntry {
  id: string;
  name: string;
  street: string;
  locality: string;
  city: string;
  postalCode: string;
  phone: string;
}

interface ProcessStep {
  id: number;
  title: string;
  description: string;
}

/** Same directory rule as ../content.ts, which does not export it. */
const CONTENT_DIR = resolve(process.env.CONTENT_DIR ?? "content");
const ESTIMATOR_URL = "/price-estimator";
const ALL_UNITS: Record<UnitId, boolean> = { wardrobes: true, "tv-unit": true, "crockery-unit": true, "false-ceiling": true };

/**
 * readMarkdownCollection only returns front matter; the bodies are read here
 * in the same sorted file order so the two lists line up entry for entry.
 */
async function readMarkdownWithBodies(name: string): Promise<(MarkdownEntry & { body: string })[]> {
  const entries = await readMarkdownCollection(name);
  const dir = join(CONTENT_DIR, name);
  const files = (await readdir(dir)).filter((file) => file.endsWith(".md")).sort();
  const bodies = await Promise.all(
    files.map(async (file) => (await readFile(join(dir, file), "utf8")).replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "")),
  );
  return entries.map((entry, i) => ({ ...entry, body: bodies[i] ?? "" }));
}

/** Markdown to plain prose; list items get a full stop so answers can be cut at sentence boundaries. */
export function stripMarkdown(markdown: string): string {
  return markdown
    .split(/\r?\n/)
    .map((line) => {
      let text = line
        .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
        .replace(/(\*\*|__)(.+?)\1/g, "$2")
        .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, "$1$2")
        .replace(/`([^`]*)`/g, "$1")
        .replace(/^\s*#{1,6}\s+/, "")
        .replace(/^\s*>\s?/, "")
        .trim();
      const isListItem = /^([-*+]|\d+[.)])\s+/.test(text);
      text = text.replace(/^([-*+]|\d+[.)])\s+/, "");
      if (isListItem && text && !/[.!?:;]$/.test(text)) text += ".";
      return text;
    })
    .filter(Boolean)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Splits a Markdown body at its `##` headings; text before the first heading is returned with an empty heading. */
function sections(body: string): { heading: string; text: string }[] {
  const result: { heading: string; text: string }[] = [];
  let heading = "";
  let lines: string[] = [];
  const flush = () => {
    const text = stripMarkdown(lines.join("\n"));
    if (text) result.push({ heading, text });
  };
  for (const line of body.split(/\r?\n/)) {
    const match = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (match && !line.startsWith("###")) {
      flush();
      heading = match[1]!;
      lines = [];
    } else {
      lines.push(line);
    }
  }
  flush();
  return result;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function faqsOf(data: Record<string, unknown>): Faq[] {
  const faqs = data.faqs;
  if (!Array.isArray(faqs)) return [];
  return faqs.filter(
    (faq): faq is Faq => typeof faq === "object" && faq !== null && typeof faq.question === "string" && typeof faq.answer === "string",
  );
}

/** General FAQs about visiting or booking belong with the contact page; the rest describe the studio. */
function faqUrl(faq: FaqEntry): string {
  if (faq.topic === "pricing") return ESTIMATOR_URL;
  if (faq.topic === "general" && /consult|visit|sample|open|book/i.test(faq.question)) return "/contact";
  return "/about";
}

function pagePassages(prefix: string, entry: MarkdownEntry & { body: string }, url: string): Passage[] {
  const title = String(entry.data.title ?? entry.id);
  const passages: Passage[] = [];
  const overview = [entry.data.intro ?? entry.data.description]
    .filter((text): text is string => typeof text === "string")
    .concat(
      Array.isArray(entry.data.highlights)
        ? (entry.data.highlights as { title?: unknown; text?: unknown }[]).map((item) => `${String(item.title)}: ${String(item.text)}`)
        : [],
    )
    .map((text) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`))
    .join(" ");
  if (overview) passages.push({ id: `${prefix}-${entry.id}-overview`, title, text: overview, url, kind: "service" });
  for (const section of sections(entry.body)) {
    passages.push({
      id: `${prefix}-${entry.id}-${slugify(section.heading || "intro")}`,
      title: section.heading ? `${title}: ${section.heading}` : title,
      text: section.text,
      url,
      kind: "service",
    });
  }
  faqsOf(entry.data).forEach((faq, i) => {
    passages.push({ id: `${prefix}-${entry.id}-faq-${i + 1}`, title: faq.question, text: faq.answer, url, kind: "faq" });
  });
  return passages;
}

/** "₹6,80,000" → "₹6.8 lakh"-style wording for ranges, one decimal, never rounding a number into a different lakh claim. */
function lakhRange(low: number, high: number): string {
  const lakh = (amount: number) => String(Math.round(amount / 10_000) / 10);
  return `₹${lakh(low)}–${lakh(high)} lakh`;
}

const range = (low: number, high: number) => `${formatInr(low)} – ${formatInr(high)}`;
const packageList = (parts: string[]) => (parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`);
/** Lower-cases a leading capital unless it starts an acronym ("BWP plywood", "TV unit"). */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

function quote(input: Omit<EstimateInput, "packageId">, packageId: PackageId) {
  return estimate({ ...input, packageId }, rateCard);
}

function roomsInWords(bhkType: BhkType): string {
  const rooms = defaultRooms(bhkType);
  const bedrooms = rooms.bedroom ?? 0;
  const parts = ["kitchen", "living room"];
  if (rooms.dining) parts.push("dining");
  parts.push(`${bedrooms} bedroom${bedrooms === 1 ? "" : "s"}`, `${rooms.bathroom ?? 0} bathroom${rooms.bathroom === 1 ? "" : "s"}`);
  return packageList(parts);
}

function pricingPassages(): Passage[] {
  const passages: Passage[] = [];
  const packages = rateCard.packages;
  const pricing = (id: string, title: string, text: string): Passage => ({ id, title, text, url: ESTIMATOR_URL, kind: "pricing" });

  passages.push(
    pricing(
      "pricing-rate-card",
      "Rate card: price per sq ft by package",
      `Our published rate card prices cabinets by the square foot of their front: ${packageList(
        packages.map((pkg) => `${formatInr(rateCard.cabinetRates[pkg.id])} per sq ft in ${pkg.name}`),
      )}. Fittings and finishes of each room come on top, and the price estimator gives a room-by-room breakdown.`,
    ),
  );

  for (const pkg of packages) {
    passages.push(
      pricing(
        `pricing-package-${pkg.id}`,
        `${pkg.name} package: rate per sq ft and what it includes`,
        `The ${pkg.name} package (${pkg.tagline.toLowerCase()}) costs ${formatInr(rateCard.cabinetRates[pkg.id])} per sq ft of cabinet front. It includes ${packageList(
          pkg.includes.map(lowerFirst),
        )}.`,
      ),
    );
  }

  const units = rateCard.units.map((unit) => lowerFirst(unit.name));
  for (const bhkType of BHK_TYPES) {
    const home = { bhkType, rooms: defaultRooms(bhkType), units: ALL_UNITS };
    const key = slugify(bhkType);
    const what = `a complete ${bhkType} home (${roomsInWords(bhkType)}, with ${packageList(units)})`;
    const quotes = packages.map((pkg) => ({ pkg, est: quote(home, pkg.id) }));
    passages.push(
      pricing(
        `pricing-home-${key}`,
        `${bhkType} full home interiors: typical price`,
        `Interiors for ${what} typically cost ${packageList(
          quotes.map(({ pkg, est }) => `${range(est.low, est.high)} in ${pkg.name}`),
        )}. The exact figure depends on measured sizes and finishes.`,
      ),
    );
    for (const { pkg, est } of quotes) {
      passages.push(
        pricing(
          `pricing-home-${key}-${pkg.id}`,
          `${bhkType} ${pkg.name} package: full home price`,
          `In the ${pkg.name} package, ${what} typically costs ${range(est.low, est.high)} (about ${lakhRange(est.low, est.high)}). ${pkg.name} includes ${packageList(
            pkg.includes.map(lowerFirst),
          )}.`,
        ),
      );
    }
  }

  const kitchenRoom = rateCard.rooms.find((room) => room.id === "kitchen");
  const kitchen = { bhkType: "1 BHK" as const, rooms: { kitchen: 1 }, units: {} };
  const kitchenQuotes = packages.map((pkg) => ({ pkg, est: quote(kitchen, pkg.id) }));
  const kitchenSize = kitchenRoom
    ? `about ${kitchenRoom.cabinetSqft} sq ft of cabinet front with its counter and fittings`
    : "a typical kitchen";
  passages.push(
    pricing(
      "pricing-kitchen",
      "Modular kitchen price by package",
      `A modular kitchen (${kitchenSize}) typically costs ${packageList(
        kitchenQuotes.map(({ pkg, est }) => `${range(est.low, est.high)} in ${pkg.name}`),
      )}. Larger or L and U-shaped kitchens cost more; the estimator and your designer give the exact figure.`,
    ),
  );
  for (const { pkg, est } of kitchenQuotes) {
    passages.push(
      pricing(
        `pricing-kitchen-${pkg.id}`,
        `Modular kitchen in the ${pkg.name} package: price`,
        `${/^[AEIOU]/.test(pkg.name) ? "An" : "A"} ${pkg.name} modular kitchen (${kitchenSize}) typically costs ${range(est.low, est.high)} (about ${lakhRange(est.low, est.high)}), at ${formatInr(rateCard.cabinetRates[pkg.id])} per sq ft of cabinet front.`,
      ),
    );
  }

  // Rooms other than the kitchen, priced alone exactly as the estimator would.
  for (const room of rateCard.rooms) {
    if (room.id === "kitchen") continue;
    const quotes = packages.map((pkg) => ({
      pkg,
      est: quote({ bhkType: "1 BHK", rooms: { [room.id]: 1 } as Record<RoomId, number>, units: {} }, pkg.id),
    }));
    passages.push(
      pricing(
        `pricing-room-${room.id}`,
        `${room.name} interiors: price by package`,
        `On our rate card, one ${lowerFirst(room.name)}${room.id === "dining" ? " area" : ""}${room.cabinetSqft ? ` (about ${room.cabinetSqft} sq ft of cabinet front with its fittings)` : " (its fittings and finishes)"} costs ${packageList(
          quotes.map(({ pkg, est }) => `${range(est.low, est.high)} in ${pkg.name}`),
        )}, before add-ons such as wardrobes or a false ceiling.`,
      ),
    );
  }

  // Units are add-ons to a room: cabinet front at the package rate plus their fixed items.
  for (const unit of rateCard.units) {
    const amounts = packages.map((pkg) => ({ pkg, amount: unit.cabinetSqft * rateCard.cabinetRates[pkg.id] + unit.fixed[pkg.id] }));
    const roomNames = unit.rooms.map((id) => rateCard.rooms.find((room) => room.id === id)?.name.toLowerCase() ?? id);
    const size = unit.cabinetSqft ? ` of about ${unit.cabinetSqft} sq ft of front` : "";
    passages.push(
      pricing(
        `pricing-unit-${unit.id}`,
        `${unit.name} price`,
        `On our rate card, a ${lowerFirst(unit.name).replace(/s$/, "")}${size} adds ${packageList(
          amounts.map(({ pkg, amount }) => `${formatInr(amount)} in ${pkg.name}`),
        )}, per ${packageList(roomNames).replace(" and ", " or ")}.`,
      ),
    );
  }

  const stages = paymentStages(1_000_000);
  const lower = (text: string) => lowerFirst(text).replace(/\.$/, "");
  passages.push(
    pricing(
      "pricing-payment-stages",
      "Payment stages: how payments work",
      `You pay in six stages as the project moves forward, never the full amount upfront: ${stages
        .map((stage) => `${stage.step}) ${stage.title}: ${stage.amount === 0 ? "free" : lower(stage.description)}`)
        .join("; ")}. On a ${formatInr(1_000_000)} project, booking is ${formatInr(stages[1]!.amount)}.`,
    ),
  );
  return passages;
}

function contactPassages(): Passage[] {
  const { hours, contact } = site;
  const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const closed = week.filter((day) => !(hours.days as readonly string[]).includes(day));
  const address = `${contact.address.street}, ${contact.address.locality} ${contact.address.postalCode}`;
  return [
    {
      id: "hours",
      title: "Opening hours and timings",
      text: `We are open ${hours.label}${closed.length ? `, and closed on ${packageList(closed)}` : ""}. Call us on ${contact.phone} during those hours, or book a consultation online at any time.`,
      url: "/contact",
      kind: "hours",
    },
    {
      id: "contact",
      title: "Phone number, email and address",
      text: `Call or WhatsApp us on ${contact.phone}, email ${contact.email}, or visit our studio and office at ${address}. We are open ${hours.label}.`,
      url: "/contact",
      kind: "hours",
    },
  ];
}

export async function buildPassages(): Promise<Passage[]> {
  const [faqs, services, servicePages, cities, areas, centres, steps] = await Promise.all([
    readJsonCollection<FaqEntry>("faqs.json"),
    readMarkdownWithBodies("services"),
    readMarkdownWithBodies("service-pages"),
    readJsonCollection<CityEntry>("cities.json"),
    readMarkdownCollection("areas"),
    readJsonCollection<CentreEntry>("centres.json"),
    readJsonCollection<ProcessStep>("home/process-steps.json"),
  ]);
  const passages: Passage[] = [];

  for (const faq of faqs) {
    passages.push({ id: `faq-${faq.id}`, title: faq.question, text: faq.answer, url: faqUrl(faq), kind: "faq" });
  }
  for (const entry of services) passages.push(...pagePassages("service", entry, serviceHref(entry.id)));
  for (const entry of servicePages) passages.push(...pagePassages("page", entry, `/${entry.id}`));

  passages.push(...pricingPassages(), ...contactPassages());

  const centreById = new Map(centres.map((centre) => [centre.id, centre]));
  const centreLabel = (centre: CentreEntry) =>
    slugify(centre.locality) === centre.id ? centre.locality : `${centre.id.toUpperCase()} (${centre.locality})`;
  for (const centre of centres) {
    passages.push({
      id: `centre-${centre.id}`,
      title: `${centre.name}`,
      text: `Our ${centreLabel(centre)} experience centre is at ${centre.street}, ${centre.city} ${centre.postalCode}. See material samples, from laminates, acrylic and veneer shutters to countertops and hardware, and meet a designer. Open ${site.hours.label}; phone ${centre.phone}.`,
      url: "/about",
      kind: "location",
    });
  }

  const activeCities = cities.filter((city) => city.active !== false);
  const centresInWords = packageList(centres.map((centre) => centreLabel(centre)));
  passages.push({
    id: "areas-served",
    title: "Areas and cities we serve",
    text: `We work across Chennai and its suburbs, in ${areas.length} neighbourhoods, and in ${packageList(
      activeCities.filter((city) => city.id !== "chennai").map((city) => city.name),
    )}. Our experience centres are in ${centresInWords}, Chennai.`,
    url: "/locations",
    kind: "location",
  });
  for (const city of cities) {
    const served = city.active !== false;
    const hasCentre = centres.some((centre) => centre.city.toLowerCase() === city.name.toLowerCase());
    passages.push({
      id: `city-${city.id}`,
      title: `Interior designers in ${city.name}`,
      text: served
        ? `Yes, we work in ${city.name}. ${city.description} ${
            hasCentre
              ? `You can see samples at our experience centres in ${centresInWords}.`
              : "Design consultations happen over a video call or at our Chennai experience centres."
          }`
        : `We do not take projects in ${city.name} at the moment.`,
      url: served ? `/interior-designers-${city.id}` : "/locations",
      kind: "location",
    });
  }

  for (const area of areas) {
    const data = area.data;
    const name = String(data.name ?? area.id);
    const served = data.active !== false;
    const centre = centreById.get(String(data.centre ?? ""));
    const landmarks = Array.isArray(data.landmarks) ? (data.landmarks as unknown[]).map(String) : [];
    const nearest = centre
      ? ` The nearest experience centre is our ${centreLabel(centre)} centre, about ${String(data.distanceKm)} km away, open ${site.hours.label}.`
      : "";
    passages.push({
      id: `area-${area.id}`,
      title: `Interior designers in ${name} (${String(data.pincode ?? "")})`,
      text: served
        ? `Yes, we work in ${name}, Chennai ${String(data.pincode ?? "")} (${String(data.zone ?? "Chennai")}).${nearest}${
            landmarks.length ? ` Landmarks nearby: ${landmarks.join(", ")}.` : ""
          }`
        : `We do not take projects in ${name} (${String(data.pincode ?? "")}) at the moment.`,
      url: served ? `/interior-designers-${area.id}` : "/locations",
      kind: "location",
    });
  }

  passages.push({
    id: "process",
    title: "Our process: from design to move-in",
    text: `${steps
      .slice()
      .sort((a, b) => a.id - b.id)
      .map((step) => `${step.id}) ${step.title}`)
      .join("; ")}. ${steps.map((step) => step.description).join(" ")}`,
    url: "/",
    kind: "process",
  });

  return passages;
}

let cache: Promise<Passage[]> | undefined;

/** Content changes only with a deploy, so one build per server instance is enough. */
export async function loadPassages(): Promise<Passage[]> {
  cache ??= buildPassages().catch((error: unknown) => {
    cache = undefined;
    throw error;
  });
  return cache;
}
