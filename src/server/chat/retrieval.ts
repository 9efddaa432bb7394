import { site } from "../../config/site";
import { loadPassages, type Passage } from "./knowledge";

/*
 * The chatbot's default answer engine: a BM25 ranker over the site's own
 * passages. The visitor's question is only ever used as search terms, never
 * as instructions, and it is never copied into the answer.
 */

const STOP_WORDS = new Set(
  (
    "a an the is are am was were be been being do does did doing have has had having i me my mine myself we our ours us you your yours " +
    "u ur yourself he him his she her it its they them their this that these those what whats which who whom whose how when where why " +
    "can could will would shall should may might must of in on at to from by for with without about as into onto over under than then " +
    "and or but if so too very just also any some there here get gets got want wants need needs know tell give gives provide offer offers " +
    "much many not no yes up out own same other such only each per let like s t d ll re ve m im dont doesnt isnt cant wont pls plz please " +
    "kindly hi hello hey dear sir madam bro ji ok okay thanks thank wat wht hw r n y ya yeah via etc best good better great nice really period " +
    "idea ideas " +
    // Tanglish fillers and particles: "kitchen evlo aagum", "Anna Nagar la showroom irukka".
    "la le ku kku ukku ah aa na nu um dhaan thaan than enna yenna enn irukka irukkaa iruka irukku irukkum irundha aagum aaguma agum aagumaa " +
    "ahum aahum seiveengala seiveenga seiyveengala seivinga seiya seiyya panreengala panreenga pannuveengala panringla pannuvinga panna " +
    "pannanum pannunga pannalama seyyanum venum vendum vennum sollunga solunga sollu unga ungal ungaloda naanga naan enakku enaku oru intha " +
    "indha andha antha apdi eppadi epdi enga yenga yaaru edhu ethu ennoda konjam romba"
  ).split(/\s+/),
);

/** Synonyms and Tanglish words, mapped to the terms the passages use; [] drops the word. Applied to passages and questions alike. */
const SYNONYMS: Record<string, string[]> = {};
const addSynonyms = (canonical: string[], words: string) => {
  for (const word of words.split(/\s+/)) SYNONYMS[word] = canonical;
};
addSynonyms(
  ["price"],
  "price prices priced pricing evlo evvalavu evalo evlavu evvlo evloo yevlo yevvalavu evvalo rate rates vilai vilaiyum cost costs costing " +
    "budget charge charges charged kaasu panam rupee rupees rs inr fee fees expense expenses expensive cheap cheaper affordable quote quotes " +
    "quotation quotations estimate estimates estimation lakh lakhs amount amounts",
);
addSynonyms(["timeline"], "timeline naal naatkal naatkalil days day eppo duration week weeks month months year years time");
addSynonyms(["hours"], "hours timing timings");
addSynonyms(["kitchen"], "kitchen kitchens samayal samayalarai samaiyal samayalaraiku");
addSynonyms(["home"], "home homes veedu veetu veettu veetla veetuku house houses flat flats apartment apartments villa villas bungalow");
addSynonyms(["wardrobe"], "wardrobe wardrobes almari almaari almirah almira almirahs bero beero cupboard cupboards closet closets");
addSynonyms(["floor"], "floor floors flooring thalam");
addSynonyms(["warranty"], "warranty warranties guarantee guarantees guaranty waranty");
addSynonyms(["maintenance"], "maintenance amc amcs maintainance maintenence servicing");
addSynonyms(["experience", "centre"], "showroom showrooms display branch branches outlet outlets store shop");
addSynonyms(["address"], "address addresses office offices located location");
addSynonyms(["sample", "experience", "centre"], "sample samples");
addSynonyms(["centre"], "centre centres center centers");
addSynonyms(["full"], "full complete entire whole fully");
addSynonyms(["bathroom"], "bathroom bathrooms toilet toilets washroom washrooms restroom");
addSynonyms(["living", "room"], "hall");
addSynonyms(["room"], "room rooms arai araiyil");
addSynonyms(["bengaluru"], "bengaluru bangalore blr");
addSynonyms(["chennai"], "chennai madras");
addSynonyms(["coimbatore"], "coimbatore kovai cbe");
addSynonyms(["trichy"], "trichy tiruchi tiruchirappalli trichirappalli");
addSynonyms(["pooja"], "pooja puja poojai swami god mandir");
addSynonyms(["tv"], "tv television telly");
addSynonyms(["payment"], "pay paid paying payment payments instalment instalments installment installments advance");
addSynonyms(["consultation"], "consultation consultations consult consulting appointment meeting");
addSynonyms(["phone"], "phone mobile number whatsapp call contact cell");
addSynonyms(["customised"], "customised customized custom bespoke tailor");
addSynonyms(["colour"], "colour colours color colors");
addSynonyms(["design"], "design designs designing designed");
addSynonyms(["renovation"], "renovation renovations renovate remodel remodelling redo makeover");

/** Multi-word phrases rewritten before tokenising; order matters ("evlo naal" before "evlo"). */
const PHRASES: [RegExp, string][] = [
  [/\b(how much time|how many (days|weeks|months)|how long|(evlo|evvalavu|evalo|evlavu) (naal|naatkal|days|time|weeks))\b/g, " timeline "],
  [/\b(what time|opening time|closing time|opening hours|working hours|office hours|business hours|open on|open today)\b/g, " hours "],
  [/\b(how much|price list|rate card)\b/g, " price "],
  [/\bpop ceiling\b/g, " false ceiling "],
  [/\bsamayal ?arai\b/g, " kitchen "],
  [/\b(padukkai|padukai|padukka) ?arai\b/g, " bedroom "],
  [/\b(kuliyal|kulial) ?arai\b/g, " bathroom "],
  [/\b(saami|sami|swami|pooja|puja) ?arai\b/g, " pooja room "],
  [/\b(one|single)\s*bhk\b/g, " 1 bhk "],
  [/\btwo\s*bhk\b/g, " 2 bhk "],
  [/\bthree\s*bhk\b/g, " 3 bhk "],
  [/\bfour\s*bhk\b/g, " 4 bhk "],
  [/\b(\d)\s*bhk\b/g, " $1 bhk "],
  [/\b(\d) (bedroom|bed room) (flat|home|house|apartment)\b/g, " $1 bhk $3 "],
];

/**
 * Words that only appear in questions about something else entirely
 * ("who won the cricket match", "what's the weather"). They never count as
 * evidence, so a passage that happens to share one is not taken as an answer.
 */
const OFF_TOPIC = new Set(
  (
    "weather forecast temperature cricket match matches score scores ipl football movie movies film films song songs news election " +
    "elections politics minister president capital joke jokes stock stocks share shares bitcoin crypto recipe recipes biryani sambar rasam " +
    "restaurant restaurants hotel hotels train trains flight flights ticket tickets horoscope astrology"
  ).split(" "),
);

const TAMIL_SUFFIXES = ["ukku", "kku", "ku", "ila", "ile", "la", "le", "ah", "aa", "um"];

export function normalise(text: string): string {
  let result = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/'s\b/g, "")
    .replace(/'/g, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, " ");
  for (const [pattern, replacement] of PHRASES) result = result.replace(pattern, replacement);
  return result.replace(/\s+/g, " ").trim();
}

const undouble = (word: string) => (/([b-df-hj-km-np-rt-vx-y])\1$/.test(word) ? word.slice(0, -1) : word);

/** A deliberately small stemmer: plurals, -ing and -ed, applied identically to passages and questions. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is|ys)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length >= 6) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length >= 5 && !w.endsWith("eed")) w = undouble(w.slice(0, -2));
  return w;
}

/** Terms for one word: [] for a stop word, the canonical terms for a synonym, else the stem. */
function analyseWord(word: string): { terms: string[]; mapped: boolean } {
  if (STOP_WORDS.has(word)) return { terms: [], mapped: true };
  const direct = SYNONYMS[word];
  if (direct) return { terms: direct, mapped: true };
  const stemmed = stem(word);
  if (STOP_WORDS.has(stemmed)) return { terms: [], mapped: true };
  const viaStem = SYNONYMS[stemmed];
  if (viaStem) return { terms: viaStem, mapped: true };
  return { terms: [stemmed], mapped: false };
}

export function tokenize(text: string): string[] {
  return normalise(text)
    .split(" ")
    .filter(Boolean)
    .flatMap((word) => analyseWord(word).terms);
}

/** Optimal-string-alignment distance (a swap of two letters counts once), abandoned past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (i > 0 && best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

const typoBudget = (word: string) => (word.length >= 7 ? 2 : 1);
const FUZZY_WEIGHT = [1, 0.7, 0.5];

interface QueryGroup {
  /** Alternatives for one word of the question; a passage scores the best of them. */
  alternatives: { term: string; weight: number }[];
}

export interface Query {
  groups: QueryGroup[];
  terms: Set<string>;
  normalised: string;
}

export interface RankedHit {
  passage: Passage;
  score: number;
  /** Share of the question's (IDF-weighted) words this passage contains. */
  coverage: number;
  /** Whether any word of the question appears in the passage title. */
  titleHit: boolean;
  /** How many words of the question the passage contains. */
  matched: number;
}

export interface RankOptions {
  filter?: (passage: Passage) => boolean;
  boost?: (passage: Passage) => number;
}

const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 2;

export function createRetriever(passages: Passage[]) {
  const docs = passages.map((passage) => {
    const titleTerms = tokenize(passage.title);
    const terms = [...Array<string[]>(TITLE_WEIGHT).fill(titleTerms).flat(), ...tokenize(passage.text)];
    const tf = new Map<string, number>();
    for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    return { passage, tf, length: terms.length, title: new Set(titleTerms) };
  });
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of doc.tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const n = docs.length;
  const avgLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, n);
  const idf = (term: string) => {
    const count = df.get(term) ?? 0;
    return Math.log(1 + (n - count + 0.5) / (count + 0.5));
  };
  // A word we have never seen weighs like an uncommon term: enough to sink a passage that ignores a real topic, not a personal detail.
  const unknownIdf = Math.log(1 + 49);
  const vocabulary = [...df.keys()];
  const synonymKeys = Object.keys(SYNONYMS).filter((word) => word.length >= 4);
  const longStopWords = [...STOP_WORDS].filter((word) => word.length >= 4);

  const fuzzyAlternatives = (term: string) => {
    if (term.length < 4 || /\d/.test(term)) return [];
    const budget = typoBudget(term);
    const found: { term: string; weight: number }[] = [];
    for (const candidate of vocabulary) {
      if (candidate.length < 3) continue;
      const distance = editDistance(term, candidate, budget);
      if (distance <= budget) found.push({ term: candidate, weight: FUZZY_WEIGHT[distance]! });
    }
    return found;
  };

  const nearest = (word: string, candidates: string[]) =>
    candidates.find((candidate) => editDistance(word, candidate, typoBudget(candidate)) <= typoBudget(candidate));

  /** Resolves one question word, trying Tanglish suffixes and typos when it is not a known term. */
  function resolveWord(word: string): QueryGroup[] {
    if (OFF_TOPIC.has(word)) return [{ alternatives: [] }];
    const { terms, mapped } = analyseWord(word);
    if (mapped || terms.every((term) => df.has(term))) return terms.map((term) => ({ alternatives: [{ term, weight: 1 }] }));
    // "veetuku", "velacheryla": a Tamil case ending glued to a known word.
    for (const suffix of TAMIL_SUFFIXES) {
      if (word.length - suffix.length < 3 || !word.endsWith(suffix)) continue;
      const base = analyseWord(word.slice(0, -suffix.length));
      if (base.mapped || (base.terms.length && base.terms.every((term) => df.has(term)))) {
        return base.terms.map((term) => ({ alternatives: [{ term, weight: 1 }] }));
      }
    }
    if (word.length >= 4) {
      const synonym = nearest(word, synonymKeys);
      if (synonym) return SYNONYMS[synonym]!.map((term) => ({ alternatives: [{ term, weight: FUZZY_WEIGHT[1]! }] }));
      // "dose" for "does": a misspelt stop word carries no meaning either.
      if (nearest(word, longStopWords) && !fuzzyAlternatives(terms[0]!).some((alt) => alt.weight === 1)) return [];
    }
    return terms.map((term) => ({ alternatives: fuzzyAlternatives(term) }));
  }

  function parse(question: string): Query {
    const normalised = normalise(question.slice(0, 500));
    const groups: QueryGroup[] = [];
    const seen = new Set<string>();
    for (const word of normalised.split(" ").filter(Boolean)) {
      for (const group of resolveWord(word)) {
        const key = group.alternatives.map((alt) => alt.term).join("|") || `?${word}`;
        if (seen.has(key)) continue;
        seen.add(key);
        groups.push(group);
      }
    }
    // Intent detection trusts a word's best reading, typo-corrected or not ("kitchn" still names the kitchen).
    const terms = new Set(
      groups.flatMap((group) => {
        const best = Math.max(0, ...group.alternatives.map((alt) => alt.weight));
        return group.alternatives.filter((alt) => alt.weight === best && best >= FUZZY_WEIGHT[1]!).map((alt) => alt.term);
      }),
    );
    return { groups, terms, normalised };
  }

  function rank(query: Query, options: RankOptions = {}): RankedHit[] {
    const groupIdf = query.groups.map((group) =>
      group.alternatives.length ? Math.max(...group.alternatives.map((alt) => idf(alt.term))) : unknownIdf,
    );
    const totalIdf = groupIdf.reduce((sum, value) => sum + value, 0);
    const hits: RankedHit[] = [];
    for (const doc of docs) {
      if (options.filter && !options.filter(doc.passage)) continue;
      let score = 0;
      let matchedIdf = 0;
      let titleHit = false;
      let matched = 0;
      query.groups.forEach((group, i) => {
        let best = 0;
        for (const alt of group.alternatives) {
          const tf = doc.tf.get(alt.term);
          if (!tf) continue;
          const part = (alt.weight * idf(alt.term) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / avgLength));
          best = Math.max(best, part);
          if (doc.title.has(alt.term)) titleHit = true;
        }
        if (best > 0) {
          matched += 1;
          score += best;
          matchedIdf += groupIdf[i]!;
        }
      });
      if (score <= 0) continue;
      score *= options.boost?.(doc.passage) ?? 1;
      hits.push({ passage: doc.passage, score, coverage: totalIdf ? matchedIdf / totalIdf : 0, titleHit, matched });
    }
    return hits.sort((a, b) => b.score - a.score || a.passage.id.localeCompare(b.passage.id));
  }

  return {
    search(question: string, limit = 5): { passage: Passage; score: number }[] {
      return rank(parse(question))
        .slice(0, limit)
        .map(({ passage, score }) => ({ passage, score }));
    },
    parse,
    rank,
  };
}

export type Retriever = ReturnType<typeof createRetriever>;

/** Answers stay short; the UI links to the page for the rest. */
const MAX_ANSWER = 400;

export function trimToSentences(text: string, max = MAX_ANSWER): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const sentences = clean.split(/(?<=[.!?])\s+(?=[A-Z0-9₹"(])/);
  let result = "";
  for (const sentence of sentences) {
    const next = result ? `${result} ${sentence}` : sentence;
    if (next.length > max) break;
    result = next;
  }
  if (result) return result;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:\s]+$/, "")}…`;
}

const PACKAGE_WORDS: [RegExp, string][] = [
  [/\b(essentials?|basic)\b/, "essentials"],
  [/\bpremium\b/, "premium"],
  [/\b(luxe|lux|luxury|luxurious)\b/, "luxe"],
];

/** Rate-card items a price question can name, by the analysed term that names them. */
const PRICED_ITEMS: [string, string][] = [
  ["kitchen", "pricing-kitchen"],
  ["wardrobe", "pricing-unit-wardrobes"],
  ["tv", "pricing-unit-tv-unit"],
  ["crockery", "pricing-unit-crockery-unit"],
  ["ceil", "pricing-unit-false-ceiling"],
  ["pooja", "pricing-room-pooja"],
  ["study", "pricing-room-study"],
  ["bathroom", "pricing-room-bathroom"],
  ["bedroom", "pricing-room-bedroom"],
  ["living", "pricing-room-living-room"],
  ["dining", "pricing-room-dining"],
];

/**
 * Price questions must be answered from the rate card: a named BHK or item
 * picks its rate-card passage outright; otherwise rate-card passages are
 * preferred and passages quoting other rupee figures are left out.
 */
function pricingPick(query: Query, byId: Map<string, Passage>): Passage | undefined {
  const pkg = PACKAGE_WORDS.find(([pattern]) => pattern.test(query.normalised))?.[1];
  const bhk = /\b([1-5]) bhk\b/.exec(query.normalised)?.[1];
  const items = PRICED_ITEMS.filter(([term]) => query.terms.has(term));
  // "What does the premium package include?" is about the rate card even without a price word.
  if (pkg && query.terms.has("package") && !bhk && items.length === 0) return byId.get(`pricing-package-${pkg}`);
  if (!query.terms.has("price")) return undefined;
  const wholeHome = query.terms.has("full") || query.terms.has("home") || query.terms.has("interior");
  if (bhk && (items.length === 0 || wholeHome)) {
    return byId.get(`pricing-home-${bhk}-bhk${pkg ? `-${pkg}` : ""}`) ?? byId.get(`pricing-home-${bhk}-bhk`);
  }
  if (items.length === 1) {
    const id = items[0]![1];
    return (pkg && byId.get(`${id}-${pkg}`)) || byId.get(id);
  }
  if (pkg && items.length === 0 && !bhk) return byId.get(`pricing-package-${pkg}`);
  return undefined;
}

/** "Do you do false ceilings?", "pooja room panreengala": asking whether we offer something, best answered by its page overview. */
const OFFER_QUESTION =
  /\b((do|can) (you|u) (do|make|build|install|provide|offer|design)|available|panreengala|panreenga|seiveengala|seiveenga|pannuveengala|panringla|pannuvinga|seivingala)\b/;

const isOverview = (passage: Passage) => passage.kind === "service" && passage.id.endsWith("-overview");

// A passage must clear this score, cover this share of the question, and lead the runner-up by this ratio unless it is strong.
const MIN_SCORE = 3;
const STRONG_SCORE = 7;
const MIN_COVERAGE = 0.5;
const MIN_MARGIN = 1.08;

export interface Answer {
  answer: string;
  source: { title: string; url: string } | null;
  passages: { title: string; url: string; score: number }[];
  confident: boolean;
  /** The best passages in full, for a language model to answer from. */
  context: { title: string; url: string; text: string }[];
}

export function fallbackAnswer(): string {
  return `I'm not sure about that one. I can ask a designer to call you back — or call us on ${site.contact.phone} (${site.hours.label}).`;
}

let retrieverCache: { passages: Passage[]; retriever: Retriever } | undefined;

async function defaultRetriever(): Promise<{ retriever: Retriever; byId: Map<string, Passage> }> {
  const passages = await loadPassages();
  if (retrieverCache?.passages !== passages) retrieverCache = { passages, retriever: createRetriever(passages) };
  return { retriever: retrieverCache.retriever, byId: new Map(passages.map((passage) => [passage.id, passage])) };
}

export async function answerQuestion(question: string): Promise<Answer> {
  const { retriever, byId } = await defaultRetriever();
  const query = retriever.parse(typeof question === "string" ? question : "");
  // Money questions (price or payments) are answered from the rate card, never from rupee figures in page prose.
  const moneyIntent = query.terms.has("price") || query.terms.has("payment");
  const offer = OFFER_QUESTION.test(query.normalised);
  const hits = retriever.rank(
    query,
    moneyIntent
      ? { filter: (p) => p.kind === "pricing" || !p.text.includes("₹"), boost: (p) => (p.kind === "pricing" ? 1.5 : 1) }
      : {
          boost: (p) =>
            p.kind === "pricing" ? 0.6 : offer && isOverview(p) && tokenize(p.title).some((t) => query.terms.has(t)) ? 1.5 : 1,
        },
  );
  const listed = hits.slice(0, 3).map((hit) => ({ title: hit.passage.title, url: hit.passage.url, score: round(hit.score) }));
  const context = hits.slice(0, 4).map(({ passage }) => ({ title: passage.title, url: passage.url, text: passage.text }));

  const picked = pricingPick(query, byId);
  if (picked) {
    const score = hits.find((hit) => hit.passage.id === picked.id)?.score ?? hits[0]?.score ?? 0;
    return {
      answer: trimToSentences(picked.text),
      source: { title: picked.title, url: picked.url },
      passages: [
        { title: picked.title, url: picked.url, score: round(score) },
        ...listed.filter((hit) => hit.title !== picked.title),
      ].slice(0, 3),
      confident: true,
      context,
    };
  }

  const top = hits[0];
  const second = hits.find((hit) => hit.passage.url !== top?.passage.url);
  const confident =
    !!top &&
    top.score >= MIN_SCORE &&
    top.coverage >= MIN_COVERAGE &&
    // A title match shows the passage is about the question; without one, every word must match.
    (top.titleHit || (top.coverage > 0.99 && top.matched >= 2)) &&
    (top.score >= STRONG_SCORE || !second || top.score >= second.score * MIN_MARGIN);
  if (!top || !confident) return { answer: fallbackAnswer(), source: null, passages: listed, confident: false, context };
  return {
    answer: trimToSentences(top.passage.text),
    source: { title: top.passage.title, url: top.passage.url },
    passages: listed,
    confident: true,
    context,
  };
}

const round = (score: number) => Math.round(score * 100) / 100;
