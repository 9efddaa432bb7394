import { site } from "../../../config/site";
import { formatInr } from "../../../lib/format";
import { rateCard } from "../../../lib/pricing/card";
import { defaultRooms, estimate, type EstimateInput } from "../../../lib/pricing/estimate";
import { estimator } from "../../../i18n/en/estimator";
import { gstNote } from "../../../lib/pricing/gst";
import { paymentStages } from "../../../lib/pricing/payment-stages";
import { BHK_TYPES, type BhkType, type PackageId, type RoomId, type UnitId } from "../../../lib/pricing/rate-card";
import type { Passage } from "../passage";
import { listInWords, slugify } from "./markdown";
import { routes } from "../../../lib/routes";

export const ESTIMATOR_URL = routes.estimator();
const ALL_UNITS: Record<UnitId, boolean> = { wardrobes: true, "tv-unit": true, "crockery-unit": true, "false-ceiling": true };

/** "₹6,80,000" → "₹6.8 lakh"-style wording for ranges, one decimal, never rounding a number into a different lakh claim. */
function lakhRange(low: number, high: number): string {
  const lakh = (amount: number) => String(Math.round(amount / 10_000) / 10);
  return `₹${lakh(low)}–${lakh(high)} lakh`;
}

const range = (low: number, high: number) => `${formatInr(low)} – ${formatInr(high)}`;
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
  return listInWords(parts);
}

/** Every price the chat can quote, worked out by the estimator's own code from the rate card. */
export function pricingPassages(): Passage[] {
  const passages: Passage[] = [];
  const packages = rateCard.packages;
  // Every price the chat quotes says whether GST is in it, from the rate card's one setting.
  const gst = gstNote(rateCard.gstIncluded, estimator.gst);
  const pricing = (id: string, title: string, text: string): Passage => ({
    id,
    title,
    text: `${text} ${gst}`,
    url: ESTIMATOR_URL,
    kind: "pricing",
  });

  passages.push(
    pricing(
      "pricing-rate-card",
      "Rate card: price per sq ft by package",
      `Our published rate card prices cabinets by the square foot of their front: ${listInWords(
        packages.map((pkg) => `${formatInr(rateCard.cabinetRates[pkg.id])} per sq ft in ${pkg.name}`),
      )}. Fittings and finishes of each room come on top, and the price estimator gives a room-by-room breakdown.`,
    ),
  );

  for (const pkg of packages) {
    passages.push(
      pricing(
        `pricing-package-${pkg.id}`,
        `${pkg.name} package: rate per sq ft and what it includes`,
        `The ${pkg.name} package (${pkg.tagline.toLowerCase()}) costs ${formatInr(rateCard.cabinetRates[pkg.id])} per sq ft of cabinet front. It includes ${listInWords(
          pkg.includes.map(lowerFirst),
        )}.`,
      ),
    );
  }

  const units = rateCard.units.map((unit) => lowerFirst(unit.name));
  for (const bhkType of BHK_TYPES) {
    const home = { bhkType, rooms: defaultRooms(bhkType), units: ALL_UNITS };
    const key = slugify(bhkType);
    const what = `a complete ${bhkType} home (${roomsInWords(bhkType)}, with ${listInWords(units)})`;
    const quotes = packages.map((pkg) => ({ pkg, est: quote(home, pkg.id) }));
    passages.push(
      pricing(
        `pricing-home-${key}`,
        `${bhkType} full home interiors: typical price`,
        `Interiors for ${what} typically cost ${listInWords(
          quotes.map(({ pkg, est }) => `${range(est.low, est.high)} in ${pkg.name}`),
        )}. The exact figure depends on measured sizes and finishes.`,
      ),
    );
    for (const { pkg, est } of quotes) {
      passages.push(
        pricing(
          `pricing-home-${key}-${pkg.id}`,
          `${bhkType} ${pkg.name} package: full home price`,
          `In the ${pkg.name} package, ${what} typically costs ${range(est.low, est.high)} (about ${lakhRange(est.low, est.high)}). ${pkg.name} includes ${listInWords(
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
      `A modular kitchen (${kitchenSize}) typically costs ${listInWords(
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
        `On our rate card, one ${lowerFirst(room.name)}${room.id === "dining" ? " area" : ""}${room.cabinetSqft ? ` (about ${room.cabinetSqft} sq ft of cabinet front with its fittings)` : " (its fittings and finishes)"} costs ${listInWords(
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
        `On our rate card, a ${lowerFirst(unit.name).replace(/s$/, "")}${size} adds ${listInWords(
          amounts.map(({ pkg, amount }) => `${formatInr(amount)} in ${pkg.name}`),
        )}, per ${listInWords(roomNames).replace(" and ", " or ")}.`,
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

/** Hours, phone, email and address, from src/config/site.ts. */
export function contactPassages(): Passage[] {
  const { hours, contact } = site;
  const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const closed = week.filter((day) => !(hours.days as readonly string[]).includes(day));
  const address = `${contact.address.street}, ${contact.address.locality} ${contact.address.postalCode}`;
  return [
    {
      id: "hours",
      title: "Opening hours and timings",
      text: `We are open ${hours.label}${closed.length ? `, and closed on ${listInWords(closed)}` : ""}. Call us on ${contact.phone} during those hours, or book a consultation online at any time.`,
      url: routes.contact(),
      kind: "hours",
    },
    {
      id: "contact",
      title: "Phone number, email and address",
      text: `Call or WhatsApp us on ${contact.phone}, email ${contact.email}, or visit our studio and office at ${address}. We are open ${hours.label}.`,
      url: routes.contact(),
      kind: "hours",
    },
  ];
}
