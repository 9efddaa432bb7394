import { useId } from "react";
import { admin } from "../../../i18n/en/admin";
import { fill } from "../../../i18n/fill";
import type { SeoPageEntry } from "../../../lib/admin/seo";
import { cardClass, TableHead } from "../ui";

const seo = admin.seo;
const text = seo.analytics;
const whole = (value: number) => value.toLocaleString("en-IN");
const percent = (value: number) => `${(value * 100).toLocaleString("en-IN", { maximumFractionDigits: 1 })} %`;
const position = (value: number | null) => (value === null ? "–" : value.toLocaleString("en-IN", { maximumFractionDigits: 1 }));

/** The page's imported search data: totals and its best queries. */
export function AnalyticsPanel({ page }: { page: SeoPageEntry }) {
  const id = useId();
  const data = page.analytics;
  return (
    <section aria-labelledby={`${id}-heading`} className={cardClass}>
      <h3 id={`${id}-heading`} className="text-xl">
        {text.heading}
      </h3>
      {!data ? (
        <p className="mt-2 text-sm text-muted">{text.none}</p>
      ) : (
        <>
          <p className="mt-1 text-xs text-muted">{fill(admin.common.range, { from: data.from, to: data.to })}</p>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
            {[
              [seo.clicks, whole(data.clicks)],
              [seo.impressions, whole(data.impressions)],
              [text.ctr, percent(data.ctr)],
              [text.averagePosition, position(data.position)],
            ].map(([term, value]) => (
              <div key={term} className="rounded-lg bg-ivory p-2">
                <dt className="text-xs text-muted">{term}</dt>
                <dd className="font-display text-xl tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {data.topQueries.length > 0 && (
            <table className="mt-3 w-full text-left text-sm">
              <caption className="mb-1 text-left text-xs font-semibold text-muted">{text.topQueries}</caption>
              <TableHead
                className="text-xs text-muted"
                cellClass="py-1 font-semibold"
                columns={[
                  text.query,
                  { label: seo.clicks, numeric: true },
                  { label: seo.impressions, numeric: true },
                  { label: seo.position, numeric: true },
                ]}
              />
              <tbody className="divide-y divide-ink/10">
                {data.topQueries.map((query) => (
                  <tr key={query.query}>
                    <td className="py-1 pr-2 break-words">{query.query}</td>
                    <td className="py-1 text-right tabular-nums">{whole(query.clicks)}</td>
                    <td className="py-1 text-right tabular-nums">{whole(query.impressions)}</td>
                    <td className="py-1 text-right tabular-nums">{position(query.position)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
