import { chat as en } from "../../i18n/en/chat";
import type { Locale } from "../../i18n/locales";
import { chat as ta } from "../../i18n/ta/chat";

/** The chat's own section of the catalogue in the page's language (only this section ships to the browser). */
export const chatMessages = (locale: Locale) => ({ en, ta })[locale];

export type ChatMessages = typeof en;
