/*
 * How the chat reads text, the same way for the site's passages and for a
 * visitor's question: Tanglish and English words, synonyms, stop words, a
 * small stemmer, and (for questions) typos and Tamil case endings. Words in
 * Tamil script are read by ./tamil.ts into the same terms.
 */

import { SYNONYMS } from "./synonyms";
import { analyseTamil, isTamil, TAMIL_PHRASES } from "./tamil";

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
    "indha andha antha apdi eppadi epdi enga yenga yaaru edhu ethu ennoda konjam romba " +
    // "kitchen mudikka evvalavu naal aagum": finishing is what every timeline question asks about.
    "mudikka mudika mudiya mudiyum mudinju mudichu ethana ethanai"
  ).split(/\s+/),
);

/** The English and Tanglish words of the synonym table, each mapped to its terms. Applied to passages and questions alike. */
const SYNONYM_TERMS: Record<string, string[]> = {};
for (const { terms, words } of SYNONYMS) for (const word of words?.split(" ") ?? []) SYNONYM_TERMS[word] = terms;

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
  for (const [pattern, replacement] of [...PHRASES, ...TAMIL_PHRASES]) result = result.replace(pattern, replacement);
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
  if (isTamil(word)) return analyseTamil(word);
  if (STOP_WORDS.has(word)) return { terms: [], mapped: true };
  const direct = SYNONYM_TERMS[word];
  if (direct) return { terms: direct, mapped: true };
  const stemmed = stem(word);
  if (STOP_WORDS.has(stemmed)) return { terms: [], mapped: true };
  const viaStem = SYNONYM_TERMS[stemmed];
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
  /** The question's words as they were best understood, for telling what it asks about. */
  terms: Set<string>;
  normalised: string;
}

const synonymKeys = Object.keys(SYNONYM_TERMS).filter((word) => word.length >= 4);
const longStopWords = [...STOP_WORDS].filter((word) => word.length >= 4);

const fuzzyAlternatives = (term: string, vocabulary: ReadonlySet<string>) => {
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
function resolveWord(word: string, vocabulary: ReadonlySet<string>): QueryGroup[] {
  if (OFF_TOPIC.has(word)) return [{ alternatives: [] }];
  const { terms, mapped } = analyseWord(word);
  if (mapped || terms.every((term) => vocabulary.has(term))) return terms.map((term) => ({ alternatives: [{ term, weight: 1 }] }));
  // A Tamil word the passages never use is unknown: its endings are already read, and spelling distance between Tamil words says little.
  if (isTamil(word)) return [{ alternatives: [] }];
  // "veetuku", "velacheryla": a Tamil case ending glued to a known word.
  for (const suffix of TAMIL_SUFFIXES) {
    if (word.length - suffix.length < 3 || !word.endsWith(suffix)) continue;
    const base = analyseWord(word.slice(0, -suffix.length));
    if (base.mapped || (base.terms.length && base.terms.every((term) => vocabulary.has(term)))) {
      return base.terms.map((term) => ({ alternatives: [{ term, weight: 1 }] }));
    }
  }
  if (word.length >= 4) {
    const synonym = nearest(word, synonymKeys);
    if (synonym) return SYNONYM_TERMS[synonym]!.map((term) => ({ alternatives: [{ term, weight: FUZZY_WEIGHT[1]! }] }));
    // "dose" for "does": a misspelt stop word carries no meaning either.
    if (nearest(word, longStopWords) && !fuzzyAlternatives(terms[0]!, vocabulary).some((alt) => alt.weight === 1)) return [];
  }
  return terms.map((term) => ({ alternatives: fuzzyAlternatives(term, vocabulary) }));
}

/** Reads a question against the words the passages use (`vocabulary`), so a typo can be matched to one of them. */
export function parseQuestion(question: string, vocabulary: ReadonlySet<string>): Query {
  const normalised = normalise(question.slice(0, 500));
  const groups: QueryGroup[] = [];
  const seen = new Set<string>();
  for (const word of normalised.split(" ").filter(Boolean)) {
    for (const group of resolveWord(word, vocabulary)) {
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
  // The rupee sign is dropped with the other symbols above, but it still says the question is about money.
  if (question.slice(0, 500).includes("₹")) terms.add("price");
  return { groups, terms, normalised };
}

/**
 * Whether a question is about money: a price, a quote, what something costs,
 * payments. Such questions are answered from the rate card only, never by a
 * language model and never from figures in page prose.
 */
export function asksAboutMoney(query: Query): boolean {
  return query.terms.has("price") || query.terms.has("payment");
}
