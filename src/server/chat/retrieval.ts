import MiniSearch from "minisearch";
import { site } from "../../config/site";
import { chat as enChat } from "../../i18n/en/chat";
import { fill } from "../../i18n/fill";
import type { Locale } from "../../i18n/locales";
import { chat as taChat } from "../../i18n/ta/chat";
import { layout as taLayout } from "../../i18n/ta/layout";
import { asksAboutMoney, parseQuestion, tokenize, type Query } from "./analyser";
import { loadPassages } from "./knowledge";
import type { Passage } from "./passage";
import { TAMIL_PACKAGE_NAMES } from "./tamil";

// The analyser's word rules, where the retriever's own tests have always found them.
export { editDistance, stem, tokenize } from "./analyser";

/*
 * The chatbot's default answer engine: BM25 ranking (MiniSearch) over the
 * site's own passages, read by the chat's analyser. The visitor's question is
 * only ever used as search terms, never as instructions, and it is never
 * copied into the answer.
 */

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

/**
 * The title is a short field of its own, so a word found there already scores
 * high; weighting it a little below the text keeps a short FAQ title from
 * outranking the passage that answers. Light length normalisation (`b`) does
 * not punish a passage for explaining; `d: 0` is classic BM25. Tuned on the
 * question tests in tests/unit/chat-retrieval.test.ts: all pass for title
 * weights 0.75–0.9 with b 0.2–0.3, and these values sit inside that range.
 */
const SEARCH_OPTIONS = { boost: { title: 0.8 }, bm25: { k: 1.2, b: 0.3, d: 0 } };

export function createRetriever(passages: Passage[]) {
  const vocabulary = new Set<string>();
  const index = new MiniSearch<Passage>({
    fields: ["title", "text"],
    tokenize: (text) => {
      const terms = tokenize(text);
      for (const term of terms) vocabulary.add(term);
      return terms;
    },
    processTerm: (term) => term,
    // A question reaches the index already analysed, one term at a time.
    searchOptions: { ...SEARCH_OPTIONS, tokenize: (term) => [term] },
  });
  index.addAll(passages);
  const byShortId = new Map(passages.map((passage) => [passage.id, passage]));

  /** The passages that contain `term`, with their BM25 score for it; cached, since the passages never change. */
  const postings = new Map<string, Map<string, { score: number; inTitle: boolean }>>();
  const postingsOf = (term: string) => {
    let found = postings.get(term);
    if (!found) {
      found = new Map(
        index
          .search(term)
          .map((result) => [String(result.id), { score: result.score, inTitle: result.match[term]?.includes("title") ?? false }]),
      );
      postings.set(term, found);
    }
    return found;
  };
  const idf = (term: string) => {
    const count = postingsOf(term).size;
    return Math.log(1 + (passages.length - count + 0.5) / (count + 0.5));
  };
  // A word we have never seen weighs like an uncommon term: enough to sink a passage that ignores a real topic, not a personal detail.
  const unknownIdf = Math.log(1 + 49);

  const parse = (question: string): Query => parseQuestion(question, vocabulary);

  /** Each word of the question adds its best reading's score; typo readings count less. */
  function rank(query: Query, options: RankOptions = {}): RankedHit[] {
    const groupIdf = query.groups.map((group) =>
      group.alternatives.length ? Math.max(...group.alternatives.map((alt) => idf(alt.term))) : unknownIdf,
    );
    const totalIdf = groupIdf.reduce((sum, value) => sum + value, 0);
    const hits = new Map<string, RankedHit & { matchedIdf: number }>();
    query.groups.forEach((group, i) => {
      const best = new Map<string, { score: number; inTitle: boolean }>();
      for (const alt of group.alternatives) {
        for (const [id, { score, inTitle }] of postingsOf(alt.term)) {
          const previous = best.get(id);
          best.set(id, { score: Math.max(previous?.score ?? 0, alt.weight * score), inTitle: inTitle || (previous?.inTitle ?? false) });
        }
      }
      for (const [id, { score, inTitle }] of best) {
        const passage = byShortId.get(id)!;
        if (options.filter && !options.filter(passage)) continue;
        const hit = hits.get(id) ?? { passage, score: 0, coverage: 0, titleHit: false, matched: 0, matchedIdf: 0 };
        hit.score += score;
        hit.titleHit ||= inTitle;
        hit.matched += 1;
        hit.matchedIdf += groupIdf[i]!;
        hits.set(id, hit);
      }
    });
    return [...hits.values()]
      .map(({ matchedIdf, ...hit }) => ({
        ...hit,
        score: hit.score * (options.boost?.(hit.passage) ?? 1),
        coverage: totalIdf ? matchedIdf / totalIdf : 0,
      }))
      .sort((a, b) => b.score - a.score || a.passage.id.localeCompare(b.passage.id));
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
  // A sentence starts with a capital, a figure, a rupee sign, a quote or bracket, or a Tamil letter.
  const sentences = clean.split(/(?<=[.!?])\s+(?=[A-Z0-9₹"(\u0B80-\u0BFF])/);
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
  [new RegExp(`\\b(essentials?|basic)\\b|${TAMIL_PACKAGE_NAMES.essentials}`, "u"), "essentials"],
  [new RegExp(`\\bpremium\\b|${TAMIL_PACKAGE_NAMES.premium}`, "u"), "premium"],
  [new RegExp(`\\b(luxe|lux|luxury|luxurious)\\b|${TAMIL_PACKAGE_NAMES.luxe}`, "u"), "luxe"],
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
  /** A question about money: only the rate card may answer it (see asksAboutMoney). */
  aboutMoney: boolean;
}

/** The chat's words the server answers with, and the studio's hours, in each language. */
export const SERVER_WORDS = {
  en: { ...enChat.answers, hours: site.hours.label },
  ta: { ...taChat.answers, hours: taLayout.meta.hours },
} satisfies Record<Locale, typeof enChat.answers & { hours: string }>;

export function fallbackAnswer(locale: Locale = "en"): string {
  const words = SERVER_WORDS[locale];
  return fill(words.fallback, { phone: site.contact.phone, hours: words.hours });
}

const retrieverCache = new Map<Locale, { passages: Passage[]; retriever: Retriever }>();

async function defaultRetriever(locale: Locale): Promise<{ retriever: Retriever; byId: Map<string, Passage> }> {
  const passages = await loadPassages(locale);
  let cached = retrieverCache.get(locale);
  if (cached?.passages !== passages) {
    cached = { passages, retriever: createRetriever(passages) };
    retrieverCache.set(locale, cached);
  }
  return { retriever: cached.retriever, byId: new Map(passages.map((passage) => [passage.id, passage])) };
}

/** The answer to a visitor's question from the passages in the page's language (English unless told). */
export async function answerQuestion(question: string, locale: Locale = "en"): Promise<Answer> {
  const { retriever, byId } = await defaultRetriever(locale);
  const query = retriever.parse(typeof question === "string" ? question : "");
  const aboutMoney = asksAboutMoney(query);
  const offer = OFFER_QUESTION.test(query.normalised);
  const hits = retriever.rank(
    query,
    aboutMoney
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
      aboutMoney,
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
  if (!top || !confident) return { answer: fallbackAnswer(locale), source: null, passages: listed, confident: false, context, aboutMoney };
  return {
    answer: trimToSentences(top.passage.text),
    source: { title: top.passage.title, url: top.passage.url },
    passages: listed,
    confident: true,
    context,
    aboutMoney,
  };
}

const round = (score: number) => Math.round(score * 100) / 100;
