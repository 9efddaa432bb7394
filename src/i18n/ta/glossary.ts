/**
 * The Tamil glossary: the one name every Tamil page, catalogue message and content file gives each recurring idea,
 * the English product words that may stay in Latin letters inside Tamil text, and the names no longer used.
 *
 * The words were chosen among those the catalogue and content already used, as a Chennai writer would print them:
 * Tamil for the rooms and the steps (படுக்கையறை, ஆலோசனை, முன்பதிவு), the English word in Tamil letters where that
 * is what Chennai home owners say (மாடுலர் கிச்சன், வார்ட்ரோப், வாரண்டி, எக்ஸ்பீரியன்ஸ் சென்டர்).
 *
 * `scripts/check-tamil.ts` fails the build's page check when a built Tamil page uses a `replaced` name outside an
 * element marked `lang="en"`, and counts `LATIN_PRODUCT_WORDS` as allowed English inside Tamil text.
 */

/** A name no longer used: a Tamil word matches anywhere (its inflected forms too), a Latin word as a whole word. */
export type Replaced = string | RegExp;

export interface GlossaryTerm {
  /** The idea as the English pages name it. */
  en: string;
  /** The Tamil name every Tamil page uses. */
  ta: string;
  /** How to use it, where the choice needs a word of explanation. */
  usage?: string;
  /** Other names for the same idea that Tamil pages must not use. */
  replaced?: readonly Replaced[];
}

export const GLOSSARY = {
  // The three packages (the rate card's `packages`): one word for the idea, one name for each.
  package: {
    en: "package",
    ta: "பேக்கேஜ்",
    usage:
      "The three packages are எசென்ஷியல்ஸ், பிரீமியம், லக்ஸ்: “பிரீமியம் பேக்கேஜ்”, “மூன்று பேக்கேஜ்கள்”. பாணி is a design style (மினிமல் பாணி, ஆத்தங்குடி பாணி), never a package.",
    replaced: ["தயாரிப்பு வரிசை", "மூன்று பாணிகள்", "பாணிகளில் முழு"],
  },
  essentials: { en: "Essentials", ta: "எசென்ஷியல்ஸ்", replaced: ["Essentials"] },
  premium: {
    en: "Premium",
    ta: "பிரீமியம்",
    usage: "As the package's name; பிரீமியம் also stays as the everyday adjective (பிரீமியம் ஃபினிஷ்கள்).",
    replaced: ["Premium"],
  },
  luxe: { en: "Luxe", ta: "லக்ஸ்", replaced: ["Luxe"] },

  // Rooms: Tamil names, as the home page's tiles and the project filters print them.
  kitchen: {
    en: "kitchen",
    ta: "கிச்சன்",
    usage: "The room and the product (மாடுலர் கிச்சன்). சமையலறை may stay in running prose about cooking or an old home's kitchen.",
  },
  bedroom: {
    en: "bedroom",
    ta: "படுக்கையறை",
    usage: "மாஸ்டர் படுக்கையறை, குழந்தைகள் படுக்கையறை; the service: படுக்கையறை டிசைன்.",
    replaced: ["பெட்ரூம்"],
  },
  livingRoom: { en: "living room", ta: "வரவேற்பறை", replaced: ["லிவிங் ரூம்"] },
  bathroom: { en: "bathroom", ta: "குளியலறை", replaced: ["பாத்ரூம்"] },
  dining: { en: "dining area", ta: "டைனிங் பகுதி", usage: "டைனிங் alone in lists of rooms." },
  pooja: { en: "pooja room", ta: "பூஜை அறை", usage: "The unit: பூஜை யூனிட்." },
  study: { en: "study", ta: "ஸ்டடி ரூம்", usage: "The table: ஸ்டடி டேபிள்." },
  foyer: { en: "foyer", ta: "ஃபோயர்" },
  homeType: { en: "1/2/3 BHK", ta: "2 BHK வீடு", usage: "BHK stays in Latin letters, with a space: 2 BHK." },

  // The journey: estimate, consultation, booking a time.
  estimate: {
    en: "estimate",
    ta: "விலை மதிப்பீடு",
    usage: "The tool: விலை மதிப்பீட்டுக் கருவி. The itemised quote after measurement: கொட்டேஷன் (BOQ).",
    replaced: ["எஸ்டிமேட்"],
  },
  consultation: {
    en: "free design consultation",
    ta: "இலவச டிசைன் ஆலோசனை",
    replaced: ["கன்சல்டேஷன்", "கலந்தாலோசனை"],
  },
  booking: {
    en: "booking (a consultation time)",
    ta: "முன்பதிவு",
    usage: "“ஆலோசனைக்கு முன்பதிவு செய்யுங்கள்”; the time booked: நேரம் (“உங்களுக்கு வசதியான நேரம்”). புக்கிங் is kept for the 10% step.",
    replaced: ["அப்பாயின்ட்மென்ட்", "அப்பாயிண்ட்மெண்ட்"],
  },
  reschedule: { en: "change a booked time", ta: "நேரத்தை மாற்ற", usage: "Cancel: ரத்து செய்ய. A reminder: நினைவூட்டல்." },
  confirmation: { en: "booking confirmation", ta: "முன்பதிவு உறுதிப்படுத்தல்" },
  designer: { en: "designer", ta: "டிசைனர்" },
  caseStudy: { en: "case study", ta: "ப்ராஜெக்ட் விவரம்", usage: "The list of them: எங்கள் பணிகள்." },
  neighbourhood: { en: "neighbourhood", ta: "பகுதி", usage: "A city: நகரம். “{பகுதி} இன்டீரியர் டிசைனர்கள்” for a place page's title." },
  sitemap: { en: "sitemap", ta: "தள வரைபடம்" },
  project: {
    en: "project",
    ta: "ப்ராஜெக்ட்",
    usage: "The portfolio in navigation: எங்கள் பணிகள்.",
    replaced: ["ப்ரொஜெக்ட்", "புராஜெக்ட்", "பிராஜெக்ட்"],
  },
  review: {
    en: "review",
    ta: "ரிவ்யூ",
    usage: 'A review written in English stays English, marked lang="en" and labelled as the reviewer\'s own words.',
  },

  // The six payment stages (src/lib/pricing/stages), in this order.
  stageConsultation: { en: "Design Consultation", ta: "டிசைன் ஆலோசனை", usage: "Free: இலவசம்." },
  stageBooking: {
    en: "Book Your Order (10%)",
    ta: "ஆர்டர் புக்கிங்",
    usage: "The 10% payment is the புக்கிங் தொகை: “மதிப்பீட்டில் 10% அல்லது {cap}, இவற்றில் எது குறைவோ அது”.",
    replaced: ["ஆர்டரை உறுதிசெய்தல்", "ஆர்டரைப் புக் செய்தல்", "அட்வான்ஸ்"],
  },
  stageMeasurement: {
    en: "Site Measurement",
    ta: "சைட் அளவீடு",
    usage: "The verb: அளவெடுத்தல். A designer's visit: சைட் விசிட்.",
    replaced: ["தள அளவீடு"],
  },
  stageDesign: { en: "Finalise Your Design", ta: "டிசைனை இறுதிசெய்தல்", replaced: ["டிசைனை இறுதி செய்தல்"] },
  stageProduction: { en: "Start Production", ta: "தயாரிப்பைத் தொடங்குதல்", replaced: ["தயாரிப்பு தொடக்கம்"] },
  stageHandover: { en: "Installation & Handover", ta: "இன்ஸ்டலேஷன் & ஒப்படைப்பு", replaced: ["பொருத்துதல் & ஒப்படைப்பு"] },
  balance: { en: "balance", ta: "மீதித் தொகை" },
  paymentStages: { en: "payment stages", ta: "பணம் செலுத்தும் தவணைகள்" },

  // Promises and places.
  warranty: {
    en: "10-year warranty",
    ta: "10 ஆண்டு வாரண்டி",
    usage: "Zero depreciation: தேய்மானக் கழிவு இல்லாத.",
    replaced: ["உத்தரவாதம்", "கியாரண்டி", "கேரண்டி"],
  },
  amc: {
    en: "Annual Maintenance Contract",
    ta: "வருடாந்திரப் பராமரிப்பு ஒப்பந்தம் (AMC)",
    replaced: ["ஆண்டுப் பராமரிப்பு"],
  },
  experienceCentre: {
    en: "experience centre",
    ta: "எக்ஸ்பீரியன்ஸ் சென்டர்",
    usage: "Each one by its place: அடையாறு எக்ஸ்பீரியன்ஸ் சென்டர், அண்ணா நகர் எக்ஸ்பீரியன்ஸ் சென்டர், OMR எக்ஸ்பீரியன்ஸ் சென்டர்.",
    replaced: ["அனுபவ மைய", "Experience Centre"],
  },
  factory: { en: "factory", ta: "தொழிற்சாலை" },
  installation: { en: "installation", ta: "இன்ஸ்டலேஷன்", usage: "The verb: பொருத்துதல் (“எங்கள் குழுவே பொருத்துகிறது”)." },
  city: {
    en: "tier-2 city",
    ta: "நகரம்",
    usage: "Never rank the reader's city (no “tier”): a city page's eyebrow names its state, தமிழ்நாடு or கர்நாடகா.",
    replaced: [/டயர் ?\d/],
  },
  source: {
    en: "how you heard of us (a form's source field)",
    ta: "எங்களைப் பற்றி அறிந்த விதம்",
    usage: "A required field's message: “{label}: இதைக் குறிப்பிடவும்”.",
    replaced: ["மூலம் தேவை"],
  },

  // Hours and dates.
  hours: {
    en: "opening hours",
    ta: "திங்கள் முதல் சனி வரை, காலை 9:00 – மாலை 6:00",
    usage:
      'Catalogue messages take hoursLabel(site.hours, "ta") from src/config/hours.ts; prose in content writes the same times: “திங்கள் முதல் சனி வரை, காலை 9:00 முதல் மாலை 6:00 வரை”. Twelve-hour times after காலை, மதியம், மாலை, இரவு, never the 24-hour clock.',
    replaced: [/(?<![\d:])(?:0\d|1[3-9]|2[0-3]):[0-5]\d/],
  },
  dates: {
    en: "dates",
    ta: "28 நவம்பர், 2026",
    usage:
      'Intl.DateTimeFormat("ta-IN", { dateStyle: "long" }); with the day: { weekday: "long", day: "numeric", month: "long" } gives “நவம்பர் 28, சனி”.',
  },
} as const satisfies Record<string, GlossaryTerm>;

/** Product words Chennai readers use, in the Tamil letters Tamil text writes them in. */
export const PRODUCT_WORDS = {
  "modular kitchen": "மாடுலர் கிச்சன்",
  wardrobe: "வார்ட்ரோப்",
  "false ceiling": "ஃபால்ஸ் சீலிங்",
  "TV unit": "டிவி யூனிட்",
  "crockery unit": "கிராக்கரி யூனிட்",
  "study table": "ஸ்டடி டேபிள்",
  "pooja unit": "பூஜை யூனிட்",
  "space-saving furniture": "இடம் மிச்சப்படுத்தும் ஃபர்னிச்சர்",
  "movable furniture": "மூவபிள் ஃபர்னிச்சர்",
  storage: "ஸ்டோரேஜ்",
  lighting: "லைட்டிங்",
  wallpaper: "வால்பேப்பர்",
  "wall paint": "சுவர் பெயின்டிங்",
  "home office": "ஹோம் ஆஃபீஸ்",
  "full home interior": "முழு வீட்டு இன்டீரியர்",
  interior: "இன்டீரியர்",
  laminate: "லேமினேட்",
  shutter: "ஷட்டர்",
  finish: "ஃபினிஷ்",
  lacquer: "லேக்கர்",
  hardware: "ஹார்டுவேர்",
  "soft-close": "சாஃப்ட்-க்ளோஸ்",
  "tandem drawer": "டேண்டம் டிராயர்",
  profile: "ப்ரொஃபைல்",
} as const;

/** Names that replaced a product word's other spellings. */
/** லாக்கர் is the wardrobe's locker; the lacquer finish is லேக்கர். */
export const PRODUCT_REPLACED: readonly Replaced[] = ["இடம் மிச்சமாக்கும்", "டாண்டம்", "புரொஃபைல்", "லாக்கர் ஃபினிஷ்"];

/**
 * English words that may stay in Latin letters inside Tamil text: materials and standards as they are printed on
 * boards and bills, brands and services, and the words of the site's own name. They are left out of the English-run
 * limit and of the count of Tamil letters.
 */
export const LATIN_PRODUCT_WORDS: readonly string[] = [
  // The product words themselves, for a Tamil search phrase that quotes them (a phrase counts as one word).
  "modular kitchen",
  "wardrobe",
  "false ceiling",
  // Materials and standards.
  "plywood",
  "BWR",
  "BWP",
  "HDHMR",
  "MDF",
  "WPC",
  "PU",
  "PVD",
  "LED",
  "SS",
  "3D",
  "BHK",
  "BOQ",
  "AMC",
  "GST",
  "EMI",
  "UPI",
  "NBFC",
  "PIN",
  "OMR",
  "ECR",
  "PDF",
  "AI",
  "DPDP",
  "HTTPS",
  "IP",
  // Services a reader knows by their Latin name.
  "WhatsApp",
  "Google",
  "Instagram",
  "Facebook",
  "YouTube",
  "Houzz",
  "Meta",
  "Pixel",
  // The studio's own name (src/config/site.ts).
  "Aalayam",
  "Interiors",
];

/** Every replaced name with the term that replaced it, for the page check. */
export const REPLACED_TERMS: readonly { replaced: Replaced; use: string }[] = [
  ...Object.values(GLOSSARY).flatMap((term: GlossaryTerm) => (term.replaced ?? []).map((replaced) => ({ replaced, use: term.ta }))),
  ...PRODUCT_REPLACED.map((replaced) => ({ replaced, use: "the spelling in PRODUCT_WORDS" })),
];
