import { isLocale } from "../../i18n/locales";
import { leadFilterQuery, type LeadFilter } from "../../lib/admin/leads";
import { isLeadKind, type LeadKind } from "../../lib/leads/kinds";
import { sectionHref } from "./sections";

/** The monitor's whole state in its address: the filters, and which lead is open. */
export interface LeadsView {
  filter: LeadFilter;
  open: { kind: LeadKind; id: number } | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_KEYS = ["service", "city", "q"] as const;

/** Reads the address leniently: a hand-edited or stale value is dropped rather than sent. */
export function parseLeadsView(search: string): LeadsView {
  const params = new URLSearchParams(search);
  const filter: LeadFilter = {};
  const kind = params.get("kind");
  if (isLeadKind(kind)) filter.kind = kind;
  const read = params.get("read");
  if (read === "read" || read === "unread") filter.read = read;
  const lang = params.get("lang");
  if (isLocale(lang)) filter.lang = lang;
  for (const key of ["from", "to"] as const) {
    const day = params.get(key);
    if (day && DAY.test(day)) filter[key] = day;
  }
  for (const key of TEXT_KEYS) {
    const text = params.get(key)?.trim();
    if (text) filter[key] = text.slice(0, key === "q" ? 100 : 80);
  }
  const [openKind, openId] = (params.get("lead") ?? "").split("-");
  const id = Number(openId);
  const open = isLeadKind(openKind) && Number.isInteger(id) && id > 0 ? { kind: openKind, id } : null;
  return { filter, open };
}

export function leadsViewQuery({ filter, open }: LeadsView): string {
  const query = leadFilterQuery(filter);
  if (!open) return query;
  return `${query}${query ? "&" : "?"}lead=${open.kind}-${open.id}`;
}

/** The address of the monitor showing one lead, for links from other screens. */
export function leadHref(kind: LeadKind, id: number): string {
  return `${sectionHref("leads")}${leadsViewQuery({ filter: {}, open: { kind, id } })}`;
}

export const hasFilters = (filter: LeadFilter) => Object.values(filter).some((value) => value !== undefined && value !== "");
