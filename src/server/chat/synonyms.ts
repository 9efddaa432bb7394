/**
 * The ideas the chat recognises, in both languages: the terms the site's passages are indexed under, the English and
 * Tanglish words that mean them (whole words, ./analyser.ts), and the Tamil words (read by their stems, ./tamil.ts).
 * Passages and questions are read through the same table, so a Tanglish or Tamil question finds an English passage
 * and the other way round. An empty `terms` would drop the word; a word belongs to one idea only.
 */
export interface Synonym {
  terms: string[];
  /** English and Tanglish words, separated by spaces. */
  words?: string;
  /** Tamil words, written in full, separated by spaces. */
  tamil?: string;
}

export const SYNONYMS: readonly Synonym[] = [
  {
    terms: ["price"],
    words:
      "price prices priced pricing evlo evvalavu evalo evlavu evvlo evloo yevlo yevvalavu evvalo rate rates vilai vilaiyum cost costs costing budget charge charges charged kaasu panam rupee rupees rs inr fee fees expense expenses expensive cheap cheaper affordable quote quotes quotation quotations estimate estimates estimation lakh lakhs amount amounts",
    tamil: "விலை செலவு செலவாகும் கட்டணம் ரூபாய் லட்சம் காசு பணம் பட்ஜெட் ரேட் எவ்வளவு மதிப்பீடு",
  },
  {
    terms: ["timeline"],
    words: "timeline naal naatkal naatkalil days day eppo duration week weeks month months year years time varusham varusam varudam",
    tamil: "நாள் நாட்கள் வாரம் வாரங்கள் வாரத்தில் மாதம் மாதங்கள் மாதத்தில் காலம் காலத்தில் வருடம் வருட ஆண்டு",
  },
  { terms: ["hours"], words: "hours timing timings", tamil: "நேரம்" },
  { terms: ["kitchen"], words: "kitchen kitchens samayal samayalarai samaiyal samayalaraiku", tamil: "கிச்சன் சமையலறை சமையல்" },
  {
    terms: ["home"],
    words: "home homes veedu veetu veettu veetla veetuku house houses flat flats apartment apartments villa villas bungalow",
    tamil: "வீடு வீட்டு ஃப்ளாட் அபார்ட்மென்ட் வில்லா",
  },
  {
    terms: ["wardrobe"],
    words: "wardrobe wardrobes almari almaari almirah almira almirahs bero beero cupboard cupboards closet closets",
    tamil: "வார்ட்ரோப் அலமாரி பீரோ",
  },
  { terms: ["floor"], words: "floor floors flooring thalam" },
  { terms: ["warranty"], words: "warranty warranties guarantee guarantees guaranty waranty varanty", tamil: "வாரண்டி உத்தரவாதம் கேரண்டி" },
  { terms: ["maintenance"], words: "maintenance amc amcs maintainance maintenence servicing", tamil: "பராமரிப்பு சர்வீஸ்" },
  {
    terms: ["experience", "centre"],
    words: "showroom showrooms display branch branches outlet outlets store shop",
    tamil: "ஷோரூம் எக்ஸ்பீரியன்ஸ்",
  },
  { terms: ["address"], words: "address addresses office offices located location" },
  { terms: ["sample", "experience", "centre"], words: "sample samples", tamil: "மாதிரி" },
  { terms: ["centre"], words: "centre centres center centers", tamil: "சென்டர்" },
  { terms: ["full"], words: "full complete entire whole fully", tamil: "முழு" },
  { terms: ["bathroom"], words: "bathroom bathrooms toilet toilets washroom washrooms restroom", tamil: "பாத்ரூம் குளியலறை" },
  { terms: ["living", "room"], words: "hall", tamil: "ஹால்" },
  { terms: ["room"], words: "room rooms arai araiyil", tamil: "அறை ரூம்" },
  { terms: ["bengaluru"], words: "bengaluru bangalore blr" },
  { terms: ["chennai"], words: "chennai madras", tamil: "சென்னை" },
  { terms: ["coimbatore"], words: "coimbatore kovai cbe" },
  { terms: ["trichy"], words: "trichy tiruchi tiruchirappalli trichirappalli" },
  { terms: ["pooja"], words: "pooja puja poojai swami god mandir", tamil: "பூஜை பூஜா சாமி" },
  { terms: ["tv"], words: "tv television telly", tamil: "டிவி" },
  {
    terms: ["payment"],
    words: "pay paid paying payment payments instalment instalments installment installments advance",
    tamil: "செலுத்த செலுத்தும் தவணை அட்வான்ஸ் பேமென்ட்",
  },
  { terms: ["consultation"], words: "consultation consultations consult consulting appointment meeting", tamil: "ஆலோசனை" },
  { terms: ["phone"], words: "phone mobile number whatsapp call contact cell", tamil: "போன் மொபைல் நம்பர்" },
  { terms: ["customised"], words: "customised customized custom bespoke tailor" },
  { terms: ["colour"], words: "colour colours color colors" },
  { terms: ["design"], words: "design designs designing designed", tamil: "டிசைன்" },
  { terms: ["renovation"], words: "renovation renovations renovate remodel remodelling redo makeover", tamil: "புதுப்பி" },
  { terms: ["interior"], tamil: "இன்டீரியர்" },
  { terms: ["modular"], tamil: "மாடுலர்" },
  { terms: ["crockery"], tamil: "க்ராக்கரி கிராக்கரி" },
  { terms: ["false"], tamil: "ஃபால்ஸ்" },
  { terms: ["ceil"], tamil: "சீலிங்" },
  { terms: ["study"], tamil: "ஸ்டடி" },
  { terms: ["bedroom"], tamil: "பெட்ரூம் படுக்கையறை" },
  { terms: ["living"], tamil: "லிவிங்" },
  { terms: ["dining"], tamil: "டைனிங்" },
  { terms: ["package"], tamil: "பேக்கேஜ்" },
  { terms: ["designer"], tamil: "டிசைனர்" },
  { terms: ["material"], tamil: "மெட்டீரியல்" },
];
