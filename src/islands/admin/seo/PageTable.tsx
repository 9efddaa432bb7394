import { useId } from "react";
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

const FILTERS: Record<PageFilter, string> = {
  all: "All pages",
  problems: "Pages with problems",
  overridden: "Pages with an override or draft",
  "search-data": "Pages with search data",
};

const SORTS: Record<PageSort, string> = {
  path: "Address",
  score: "Score, lowest first",
  clicks: "Clicks, most first",
};

const STATE_LABELS = { active: "Override", draft: "Draft", none: "" } as const;

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
        Pages
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <div>
          <label htmlFor={`${id}-search`} className={labelClass}>
            Search pages
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={view.query}
            onChange={(event) => onView({ ...view, query: event.target.value })}
            placeholder="Address or title, e.g. /about"
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-filter`} className={labelClass}>
            Show
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
            Sort by
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
        Showing {pages.length} of {total} pages.
      </p>
      {pages.length > 0 && (
        <div className="mt-2 overflow-hidden rounded-2xl bg-white ring-1 ring-ink/10">
          <table className="w-full text-left text-sm max-md:block">
            <caption className="sr-only">Public pages with their SEO score, problems, override and search data</caption>
            <TableHead
              className="border-b border-ink/10 bg-sand/40 text-xs tracking-wide text-muted uppercase max-md:sr-only"
              cellClass="px-3 py-2 font-semibold"
              columns={["Page", "Score", "Problems", "Override", "Search", { label: "Action", hidden: true }]}
            />
            <tbody className="divide-y divide-ink/10 max-md:block">
              {pages.map((page) => {
                const state = overrideState(page);
                return (
                  <tr key={page.path} className="max-md:block max-md:px-4 max-md:py-3">
                    <td className={`${cell} max-w-md`}>
                      <span className="block font-medium break-all">{page.path}</span>
                      <span className="block break-words text-muted">{page.built.title ?? "No title"}</span>
                    </td>
                    <td className={cell}>
                      <span className="md:sr-only">Score </span>
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${scoreClass(page.seoScore)}`}>
                        {page.seoScore}
                      </span>
                    </td>
                    <td className={`${cell} max-w-sm`}>
                      {page.problems.length === 0 ? (
                        <span className="text-muted">None</span>
                      ) : (
                        <>
                          <span className="block">{page.problems[0]!.message}</span>
                          {page.problems.length > 1 && <span className="block text-muted">and {page.problems.length - 1} more</span>}
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
                          {page.analytics.clicks.toLocaleString("en-IN")} clicks
                          <span className="block text-muted">{page.analytics.impressions.toLocaleString("en-IN")} impressions</span>
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
                        Edit<span className="sr-only"> {page.path}</span>
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
