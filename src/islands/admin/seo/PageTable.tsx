import { useId } from "react";
import { admin } from "../../../i18n/en/admin";
import { staff } from "../../../i18n/en/staff";
import { fill } from "../../../i18n/fill";
import type { SeoPageEntry } from "../../../lib/admin/seo";
import { controlClass, labelClass, TableHead } from "../ui";
import { overrideState } from "./override-state";

export type PageFilter = "all" | "problems" | "overridden" | "search-data";
export type PageSort = "path" | "score" | "clicks";

export interface TableView {
  query: string;
  filter: PageFilter;
  sort: PageSort;
}

const text = admin.seo.table;
const FILTERS: Record<PageFilter, string> = text.filters;
const SORTS: Record<PageSort, string> = text.sorts;
const STATE_LABELS = { active: text.columns.override, draft: text.draft, none: "" } as const;

export function scoreClass(score: number): string {
  if (score >= 90) return "bg-teal/10 text-teal-dark";
  if (score >= 70) return "bg-amber-100 text-amber-950";
  return "bg-red-100 text-red-900";
}

/** The pages the search, filter and sort leave, in order. */
export function visiblePages(pages: SeoPageEntry[], { query, filter, sort }: TableView): SeoPageEntry[] {
  const needle = query.trim().toLowerCase();
  const shown = pages.filter((page) => {
    if (needle && !`${page.path} ${page.built.title ?? ""} ${page.override?.title ?? ""}`.toLowerCase().includes(needle)) return false;
    if (filter === "problems") return page.problems.length > 0;
    if (filter === "overridden") return overrideState(page) !== "none";
    if (filter === "search-data") return page.analytics !== null;
    return true;
  });
  if (sort === "score") return [...shown].sort((a, b) => a.seoScore - b.seoScore || a.path.localeCompare(b.path));
  if (sort === "clicks")
    return [...shown].sort((a, b) => (b.analytics?.clicks ?? -1) - (a.analytics?.clicks ?? -1) || a.path.localeCompare(b.path));
  return shown;
}

const cell = "px-3 py-2 align-top max-md:block max-md:px-0 max-md:py-0.5";

/** Every public page: a table on wide screens, one card per page on a phone. */
export function PageTable({
  pages,
  total,
  view,
  onView,
  onEdit,
}: {
  pages: SeoPageEntry[];
  total: number;
  view: TableView;
  onView: (view: TableView) => void;
  onEdit: (path: string) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-2xl">
        {text.heading}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <div>
          <label htmlFor={`${id}-search`} className={labelClass}>
            {text.search}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={view.query}
            onChange={(event) => onView({ ...view, query: event.target.value })}
            placeholder={text.searchPlaceholder}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-filter`} className={labelClass}>
            {staff.board.viewsLabel}
          </label>
          <select
            id={`${id}-filter`}
            value={view.filter}
            onChange={(event) => onView({ ...view, filter: event.target.value as PageFilter })}
            className={controlClass}
          >
            {Object.entries(FILTERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className={labelClass}>
            {text.sortBy}
          </label>
          <select
            id={`${id}-sort`}
            value={view.sort}
            onChange={(event) => onView({ ...view, sort: event.target.value as PageSort })}
            className={controlClass}
          >
            {Object.entries(SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="mt-3 text-sm text-muted">
        {fill(text.showing, { count: pages.length, total })}
      </p>
      {pages.length > 0 && (
        <div className="mt-2 overflow-hidden rounded-2xl bg-white ring-1 ring-ink/10">
          <table className="w-full text-left text-sm max-md:block">
            <caption className="sr-only">{text.caption}</caption>
            <TableHead
              className="border-b border-ink/10 bg-sand/40 text-xs tracking-wide text-muted uppercase max-md:sr-only"
              cellClass="px-3 py-2 font-semibold"
              columns={[
                text.columns.page,
                text.columns.score,
                text.columns.problems,
                text.columns.override,
                text.columns.search,
                { label: admin.seo.action, hidden: true },
              ]}
            />
            <tbody className="divide-y divide-ink/10 max-md:block">
              {pages.map((page) => {
                const state = overrideState(page);
                return (
                  <tr key={page.path} className="max-md:block max-md:px-4 max-md:py-3">
                    <td className={`${cell} max-w-md`}>
                      <span className="block font-medium break-all">{page.path}</span>
                      <span className="block break-words text-muted">{page.built.title ?? text.noTitle}</span>
                    </td>
                    <td className={cell}>
                      <span className="md:sr-only">{text.columns.score} </span>
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${scoreClass(page.seoScore)}`}>
                        {page.seoScore}
                      </span>
                    </td>
                    <td className={`${cell} max-w-sm`}>
                      {page.problems.length === 0 ? (
                        <span className="text-muted">{admin.seo.none}</span>
                      ) : (
                        <>
                          <span className="block">{page.problems[0]!.message}</span>
                          {page.problems.length > 1 && (
                            <span className="block text-muted">{fill(text.more, { count: page.problems.length - 1 })}</span>
                          )}
                        </>
                      )}
                    </td>
                    <td className={cell}>
                      {state !== "none" && (
                        <span
                          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${state === "active" ? "bg-teal/10 text-teal-dark" : "bg-sand text-ink"}`}
                        >
                          {STATE_LABELS[state]}
                        </span>
                      )}
                    </td>
                    <td className={`${cell} tabular-nums`}>
                      {page.analytics && (
                        <>
                          {fill(text.clicks, { count: page.analytics.clicks.toLocaleString("en-IN") })}
                          <span className="block text-muted">
                            {fill(text.impressions, { count: page.analytics.impressions.toLocaleString("en-IN") })}
                          </span>
                        </>
                      )}
                    </td>
                    <td className={`${cell} max-md:pt-2`}>
                      <button
                        type="button"
                        id={`edit-${page.path}`}
                        className="btn-outline min-h-10 px-4 py-2 text-teal"
                        onClick={() => onEdit(page.path)}
                      >
                        {text.edit}
                        <span className="sr-only"> {page.path}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
