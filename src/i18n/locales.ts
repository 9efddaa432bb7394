/**
 * The site's languages. English is the default and lives at the root; Tamil lives under /ta/. Everything that
 * differs between the two editions besides the words (the html lang, hreflang, Open Graph locale, date and number
 * formats) is read from here.
 */
export const LOCALES = ["en", "ta"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const LOCALE_INFO = {
  en: { htmlLang: "en-IN", hreflang: "en-IN", ogLocale: "en_IN", intl: "en-IN", name: "English", prefix: "" },
  ta: { htmlLang: "ta", hreflang: "ta-IN", ogLocale: "ta_IN", intl: "ta-IN", name: "தமிழ்", prefix: "/ta" },
} as const satisfies Record<Locale, { htmlLang: string; hreflang: string; ogLocale: string; intl: string; name: string; prefix: string }>;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The other edition's language: the language switcher offers it. */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "ta" : "en");

/** The language of a page from its address: /ta and everything under /ta/ is Tamil. */
export function localeOfPath(path: string): Locale {
  return /^\/ta(?:\/|$)/.test(path) ? "ta" : "en";
}

/**
 * A page's address without its language prefix: the address of its English edition. A static build reports pages
 * by file name (/ta/contact.html, /index.html), which is read as the page's address.
 */
export function basePath(path: string): string {
  const page = path.replace(/(?:\/index)?\.html$/, "").replace(/(?<=.)\/$/, "");
  return page.replace(/^\/ta(?=\/|$)/, "") || "/";
}

/** The address of a page in a language: `localePath("/contact", "ta")` is "/ta/contact"; "/" in Tamil is "/ta". */
export function localePath(path: string, locale: Locale): string {
  const base = basePath(path);
  const prefix = LOCALE_INFO[locale].prefix;
  return prefix ? (base === "/" ? prefix : `${prefix}${base}`) : base;
}

/**
 * The language to mark on words shown on a page in `locale`: "en" for words with Latin letters and no Tamil one on a
 * Tamil page (the name of a page that has no Tamil edition yet), so screen readers read them as English.
 */
export function textLang(text: string, locale: Locale): "en" | undefined {
  return locale === "ta" && /[A-Za-z]/.test(text) && !/\p{Script=Tamil}/u.test(text) ? "en" : undefined;
}
