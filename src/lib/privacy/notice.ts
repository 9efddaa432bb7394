/**
 * The privacy notice as data: its itemised list made from the data map in a language, its retention sentence from
 * the site config, and its version, a short hash of everything the notice says in every language. The page
 * (`src/pages/privacy-policy.astro`) prints these; the version changes whenever a word of the notice, the map or a
 * setting it quotes changes, so a stored version names exactly the notice its person saw.
 */
import { site } from "../../config/site";
import { fill } from "../../i18n/fill";
import { LOCALES, type Locale } from "../../i18n/locales";
import { en } from "../../i18n/en";
import { ta } from "../../i18n/ta";
import type { Messages } from "../../i18n/messages";
import { CAMPAIGN_TAGS, CLICK_IDS } from "../leads/visit-source";
import { DATA_MAP, ITEM_RULES, NOTICE_ITEMS, itemFields, itemRetentions, type NoticeItem } from "./data-map";

const CATALOGUES: Record<Locale, Messages> = { en, ta };

/** The values the notice quotes from the site config. */
export const noticeSettings = () => ({
  months: site.privacy.retentionMonths,
  hours: site.privacy.warningHours,
  days: site.privacy.responseDays,
  tags: [...CAMPAIGN_TAGS, ...CLICK_IDS].join(", "),
});

export interface NoticeEntry {
  item: NoticeItem;
  label: string;
  what: string;
  why: string;
  to: string;
  kept: string;
}

/** The itemised list in a language: each item's fields, purpose, recipients and retention, as the data map says. */
export function noticeItems(locale: Locale): NoticeEntry[] {
  const words = CATALOGUES[locale].legal.privacy.map;
  const settings = noticeSettings();
  const list = (parts: string[]) => new Intl.ListFormat(locale === "ta" ? "ta-IN" : "en-IN", { type: "conjunction" }).format(parts);
  return NOTICE_ITEMS.map((item) => {
    const recipients = ITEM_RULES[item].recipients;
    return {
      item,
      label: words.items[item].label,
      what: list(itemFields(item).map((field) => words.fields[field])),
      why: fill(words.items[item].purpose, settings),
      to: recipients.length ? list(recipients.map((recipient) => words.recipients[recipient])) : words.recipients.none,
      kept: itemRetentions(item)
        .map((retention) => fill(words.retention[retention], settings))
        .join("; "),
    };
  });
}

/** The retention sentence, from the one setting. */
export const retentionSentence = (locale: Locale) => fill(CATALOGUES[locale].legal.privacy.retention, noticeSettings());

/** A 53-bit string hash (two interleaved 32-bit multiplicative hashes), as 11 base-36 digits: short and stable. */
function shortHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, "0");
}

/** Everything the notice says, in every language: its words, the map it lists and the settings it quotes. */
export const noticeContent = () =>
  JSON.stringify({
    words: LOCALES.map((locale) => CATALOGUES[locale].legal.privacy),
    map: DATA_MAP,
    settings: noticeSettings(),
    officer: site.privacy.grievanceOfficer,
  });

export const noticeVersion = () => shortHash(noticeContent());

/** The notice's version, worked out once per build (every bundle carries the catalogues it hashes). */
export const NOTICE_VERSION = noticeVersion();
