import type { CollectionEntry } from "astro:content";
import { site } from "../../../config/site";
import { estimator } from "../../../i18n/ta/estimator";
import { layout } from "../../../i18n/ta/layout";
import { localePath } from "../../../i18n/locales";
import { formatInr, formatInrRange, formatLakhRange } from "../../../lib/format";
import { localRateCard, rateCard as englishCard } from "../../../lib/pricing/card";
import { defaultRooms, estimate, type EstimateInput } from "../../../lib/pricing/estimate";
import { gstNote } from "../../../lib/pricing/gst";
import { paymentStages } from "../../../lib/pricing/payment-stages";
import { BHK_TYPES, type PackageId, type RoomId, type UnitId } from "../../../lib/pricing/rate-card";
import type { Passage } from "../passage";
import { slugify } from "./markdown";
import { ESTIMATOR_URL } from "./rate-card";
import { routes } from "../../../lib/routes";

/** What the Tamil passages are built from: each Tamil collection beside the English one it is laid over. */
export interface TamilSources {
  faqs: CollectionEntry<"faqs">[];
  faqsTa: CollectionEntry<"faqsTa">[];
  processSteps: CollectionEntry<"processSteps">[];
  processStepsTa: CollectionEntry<"processStepsTa">[];
  /** Where an English FAQ's passage links (its topic decides the page); the Tamil one links to that page in Tamil. */
  faqUrl: (faq: CollectionEntry<"faqs">["data"]) => string;
}

const card = localRateCard("ta");
const ALL_UNITS: Record<UnitId, boolean> = { wardrobes: true, "tv-unit": true, "crockery-unit": true, "false-ceiling": true };
const TA_ESTIMATOR = localePath(ESTIMATOR_URL, "ta");

/** "அ, ஆ மற்றும் இ". */
const list = (parts: string[]) => (parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} மற்றும் ${parts.at(-1)}`);
const range = (low: number, high: number) => formatInrRange(low, high, "ta");
const lakh = (low: number, high: number) => formatLakhRange(low, high, "ta", 1);
const quote = (input: Omit<EstimateInput, "packageId">, packageId: PackageId) => estimate({ ...input, packageId }, englishCard);
const name = (id: RoomId) => card.rooms.find((room) => room.id === id)?.name ?? id;
/** Every price the chat quotes in Tamil says whether GST is in it, from the rate card's one setting. */
const GST = gstNote(englishCard.gstIncluded, estimator.gst);
const pricing = (id: string, title: string, text: string): Passage => ({
  id,
  title,
  text: `${text} ${GST}`,
  url: TA_ESTIMATOR,
  kind: "pricing",
});

function homeInWords(bhkType: (typeof BHK_TYPES)[number]): string {
  const rooms = defaultRooms(bhkType);
  const parts = [name("kitchen"), name("living-room")];
  if (rooms.dining) parts.push(name("dining"));
  parts.push(`${rooms.bedroom ?? 0} ${name("bedroom")}`, `${rooms.bathroom ?? 0} ${name("bathroom")}`);
  return `முழு ${bhkType} வீடு (${parts.join(", ")}; ${list(card.units.map((unit) => unit.name))} உட்பட)`;
}

/** The rate card's prices in Tamil, worked out by the estimator's own code exactly as the English passages are. */
function tamilPricingPassages(): Passage[] {
  const passages: Passage[] = [];
  const { packages } = card;
  const rate = (id: PackageId) => formatInr(card.cabinetRates[id]);
  passages.push(
    pricing(
      "pricing-rate-card",
      "ரேட் கார்டு: பேக்கேஜ் வாரியாக ஒரு சதுர அடிக்கு விலை",
      `எங்கள் ரேட் கார்டில் கேபினெட்டுகளுக்கு அவற்றின் முன்பக்கத்தின் சதுர அடிக் கணக்கில் விலை: ${list(
        packages.map((pkg) => `${pkg.name} பேக்கேஜில் சதுர அடிக்கு ${rate(pkg.id)}`),
      )}. ஒவ்வொரு அறையின் ஃபிட்டிங்குகளும் ஃபினிஷ்களும் அதற்கு மேல்; அறை வாரியான விவரத்தை விலை மதிப்பீட்டில் பார்க்கலாம்.`,
    ),
  );
  for (const pkg of packages) {
    passages.push(
      pricing(
        `pricing-package-${pkg.id}`,
        `${pkg.name} பேக்கேஜ்: சதுர அடி விலையும் அதில் அடங்குபவையும்`,
        `${pkg.name} பேக்கேஜ் (${pkg.tagline}): கேபினெட் முன்பக்கம் ஒரு சதுர அடிக்கு ${rate(pkg.id)}. இதில் ${pkg.includes.join("; ")} அடங்கும்.`,
      ),
    );
  }

  for (const bhkType of BHK_TYPES) {
    const key = slugify(bhkType);
    const what = homeInWords(bhkType);
    const quotes = packages.map((pkg) => ({ pkg, est: quote({ bhkType, rooms: defaultRooms(bhkType), units: ALL_UNITS }, pkg.id) }));
    passages.push(
      pricing(
        `pricing-home-${key}`,
        `${bhkType} முழு வீட்டு இன்டீரியர்: வழக்கமான விலை`,
        `${what} இன்டீரியருக்கு பொதுவாக ${list(quotes.map(({ pkg, est }) => `${pkg.name} பேக்கேஜில் ${range(est.low, est.high)}`))} ஆகும். அளந்து பார்த்த அளவுகளையும் ஃபினிஷ்களையும் பொறுத்து சரியான தொகை அமையும்.`,
      ),
    );
    for (const { pkg, est } of quotes) {
      passages.push(
        pricing(
          `pricing-home-${key}-${pkg.id}`,
          `${bhkType} ${pkg.name} பேக்கேஜ்: முழு வீட்டு விலை`,
          `${pkg.name} பேக்கேஜில், ${what} இன்டீரியருக்கு பொதுவாக ${range(est.low, est.high)} (சுமார் ${lakh(est.low, est.high)}) ஆகும். ${pkg.name} பேக்கேஜில் ${pkg.includes.join("; ")} அடங்கும்.`,
        ),
      );
    }
  }

  const kitchenRoom = card.rooms.find((room) => room.id === "kitchen");
  const size = kitchenRoom ? `சுமார் ${kitchenRoom.cabinetSqft} சதுர அடி கேபினெட் முன்பக்கம், கவுண்டர், ஃபிட்டிங்குகளுடன்` : "வழக்கமான அளவில்";
  const kitchenQuotes = packages.map((pkg) => ({ pkg, est: quote({ bhkType: "1 BHK", rooms: { kitchen: 1 }, units: {} }, pkg.id) }));
  passages.push(
    pricing(
      "pricing-kitchen",
      "மாடுலர் கிச்சன்: பேக்கேஜ் வாரியான விலை",
      `ஒரு மாடுலர் கிச்சனுக்கு (${size}) பொதுவாக ${list(kitchenQuotes.map(({ pkg, est }) => `${pkg.name} பேக்கேஜில் ${range(est.low, est.high)}`))} ஆகும். பெரிய கிச்சன்களுக்கும் L, U வடிவ கிச்சன்களுக்கும் இதைவிட அதிகமாகும்; சரியான தொகையை விலை மதிப்பீடும் உங்கள் டிசைனரும் சொல்வார்கள்.`,
    ),
  );
  for (const { pkg, est } of kitchenQuotes) {
    passages.push(
      pricing(
        `pricing-kitchen-${pkg.id}`,
        `${pkg.name} பேக்கேஜில் மாடுலர் கிச்சன்: விலை`,
        `${pkg.name} மாடுலர் கிச்சனுக்கு (${size}) பொதுவாக ${range(est.low, est.high)} (சுமார் ${lakh(est.low, est.high)}) ஆகும்; கேபினெட் முன்பக்கம் ஒரு சதுர அடிக்கு ${rate(pkg.id)}.`,
      ),
    );
  }

  for (const room of card.rooms) {
    if (room.id === "kitchen") continue;
    const quotes = packages.map((pkg) => ({
      pkg,
      est: quote({ bhkType: "1 BHK", rooms: { [room.id]: 1 } as Partial<Record<RoomId, number>>, units: {} }, pkg.id),
    }));
    const detail = room.cabinetSqft ? `சுமார் ${room.cabinetSqft} சதுர அடி கேபினெட் முன்பக்கம், ஃபிட்டிங்குகளுடன்` : "அதன் ஃபிட்டிங்குகளும் ஃபினிஷ்களும்";
    passages.push(
      pricing(
        `pricing-room-${room.id}`,
        `${room.name} இன்டீரியர்: பேக்கேஜ் வாரியான விலை`,
        `எங்கள் ரேட் கார்டின்படி, ஒரு ${room.name} இன்டீரியருக்கு (${detail}) ${list(quotes.map(({ pkg, est }) => `${pkg.name} பேக்கேஜில் ${range(est.low, est.high)}`))} ஆகும்; வார்ட்ரோப், ஃபால்ஸ் சீலிங் போன்றவை இதில் சேராது.`,
      ),
    );
  }

  for (const unit of card.units) {
    const amounts = packages.map(
      (pkg) => `${pkg.name} பேக்கேஜில் ${formatInr(unit.cabinetSqft * card.cabinetRates[pkg.id] + unit.fixed[pkg.id])}`,
    );
    const front = unit.cabinetSqft ? ` (சுமார் ${unit.cabinetSqft} சதுர அடி முன்பக்கம்)` : "";
    passages.push(
      pricing(
        `pricing-unit-${unit.id}`,
        `${unit.name} விலை`,
        `எங்கள் ரேட் கார்டின்படி, ${unit.name}${front} சேர்த்தால் ${list(amounts)} கூடுதலாகும் — ${unit.rooms.map(name).join(" அல்லது ")} ஒவ்வொன்றுக்கும்.`,
      ),
    );
  }

  const stages = paymentStages(1_000_000, estimator.stages);
  passages.push(
    pricing(
      "pricing-payment-stages",
      "பணம் செலுத்தும் தவணைகள்: எப்படிச் செலுத்துவது",
      `முழுத் தொகையையும் முன்கூட்டியே செலுத்த வேண்டியதில்லை; வேலை முன்னேறும்போது ஆறு தவணைகளாகச் செலுத்தலாம்: ${stages
        .map(
          (stage) => `${stage.step}) ${stage.title}: ${stage.amount === 0 ? estimator.summary.free : stage.description.replace(/\.$/, "")}`,
        )
        .join("; ")}. ${formatInr(1_000_000)} ப்ராஜெக்ட்டுக்கு புக்கிங் தொகை ${formatInr(stages[1]!.amount)}.`,
    ),
  );
  return passages;
}

/** Hours and how to reach the studio, in Tamil, from src/config/site.ts. */
function tamilContactPassages(): Passage[] {
  const { contact, hours } = site;
  // The days' names in Tamil, from a week that starts on a Monday (2024-01-01).
  const week = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));
  const english = new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "UTC" });
  const tamil = new Intl.DateTimeFormat("ta-IN", { weekday: "long", timeZone: "UTC" });
  const closed = week.filter((day) => !(hours.days as readonly string[]).includes(english.format(day))).map((day) => tamil.format(day));
  const { street, locality, postalCode } = contact.addressIn.ta;
  const address = `${street}, ${locality} ${postalCode}`;
  const open = layout.meta.hours;
  const url = localePath(routes.contact(), "ta");
  return [
    {
      id: "hours",
      title: "திறந்திருக்கும் நேரம்",
      text: `நாங்கள் ${open} திறந்திருப்போம்${closed.length ? `; ${list(closed)} விடுமுறை` : ""}. அந்த நேரத்தில் ${contact.phone} என்ற எண்ணில் அழையுங்கள், அல்லது எப்போது வேண்டுமானாலும் ஆன்லைனில் ஆலோசனைக்கு முன்பதிவு செய்யுங்கள்.`,
      url,
      kind: "hours",
    },
    {
      id: "contact",
      title: "போன் நம்பர், மின்னஞ்சல், முகவரி",
      text: `${contact.phone} என்ற எண்ணில் அழையுங்கள் அல்லது WhatsApp செய்யுங்கள், ${contact.email} என்ற முகவரிக்கு மின்னஞ்சல் அனுப்புங்கள், அல்லது ${address} என்ற முகவரியில் உள்ள எங்கள் ஸ்டுடியோவுக்கு நேரில் வாருங்கள். நாங்கள் ${open} திறந்திருப்போம்.`,
      url,
      kind: "hours",
    },
  ];
}

/**
 * What "Ask anything" answers from on a Tamil page: the Tamil FAQs (laid over the English by id: an FAQ without a
 * Tamil edition is left out rather than answered in English), the rate card's prices, contact details and the
 * process, all in Tamil. Runs when the site is built.
 */
export function buildTamilPassages({ faqs, faqsTa, processSteps, processStepsTa, faqUrl }: TamilSources): Passage[] {
  const tamilFaqs = new Map(faqsTa.map((entry) => [entry.id, entry.data]));
  const tamilSteps = new Map(processStepsTa.map((entry) => [entry.data.id, entry.data]));
  const steps = processSteps.map(({ data }) => ({ ...data, ...tamilSteps.get(data.id) })).sort((a, b) => a.id - b.id);
  return [
    ...faqs.flatMap(({ data: faq }): Passage[] => {
      const tamil = tamilFaqs.get(faq.id);
      return tamil
        ? [{ id: `faq-${faq.id}`, title: tamil.question, text: tamil.answer, url: localePath(faqUrl(faq), "ta"), kind: "faq" }]
        : [];
    }),
    ...tamilPricingPassages(),
    ...tamilContactPassages(),
    {
      id: "process",
      title: "எங்கள் செயல்முறை: டிசைன் முதல் குடியேறும் வரை",
      text: `${steps.map((step) => `${step.id}) ${step.title}`).join("; ")}. ${steps.map((step) => step.description).join(" ")}`,
      url: localePath(routes.home(), "ta"),
      kind: "process",
    },
  ];
}
