import { useId, useState, type SubmitEvent } from "react";
import { admin } from "../../../i18n/en/admin";
import { fill } from "../../../i18n/fill";
import { seoKeywordSchema, type SeoKeyword, type SeoPageEntry } from "../../../lib/admin/seo";
import { problemText } from "../api";
import { useAdminApi } from "../session";
import { cardClass, controlClass, labelClass, smallButtonClass, TableHead } from "../ui";
import { routes } from "../../../lib/routes";

const text = admin.seo.keywords;

const number = (value: number | null, suffix = "") =>
  value === null ? "–" : `${value.toLocaleString("en-IN", { maximumFractionDigits: 2 })}${suffix}`;

/** The page's keywords: how dense each is on the built page and where it ranks in imported search data. */
export function KeywordsPanel({ page, onChanged }: { page: SeoPageEntry; onChanged: () => void }) {
  const api = useAdminApi();
  const id = useId();
  const [keyword, setKeyword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | "add" | null>(null);

  const add = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = seoKeywordSchema.safeParse({ path: page.path, keyword });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]!.message);
      return;
    }
    setBusy("add");
    setProblem(null);
    try {
      await api<SeoKeyword>("POST", routes.api.admin.seoKeywords(), parsed.data);
      setKeyword("");
      onChanged();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (item: SeoKeyword) => {
    setBusy(item.id);
    setProblem(null);
    try {
      await api("DELETE", routes.api.admin.seoKeyword(item.id));
      onChanged();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={cardClass}>
      <h3 id={`${id}-heading`} className="text-xl">
        {text.heading}
      </h3>
      {page.keywords.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{text.none}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{fill(text.caption, { path: page.path })}</caption>
          <TableHead
            className="text-xs text-muted"
            cellClass="py-1 font-semibold"
            columns={[
              text.keyword,
              { label: text.density, numeric: true },
              { label: admin.seo.position, numeric: true },
              { label: admin.seo.action, hidden: true },
            ]}
          />
          <tbody className="divide-y divide-ink/10">
            {page.keywords.map((item) => (
              <tr key={item.id}>
                <td className="py-1.5 pr-2 break-words">{item.keyword}</td>
                <td className="py-1.5 text-right tabular-nums">{number(item.density, " %")}</td>
                <td className="py-1.5 text-right tabular-nums">{number(item.position)}</td>
                <td className="py-1.5 pl-2 text-right">
                  <button
                    type="button"
                    className="text-sm text-teal underline underline-offset-2"
                    onClick={() => remove(item)}
                    disabled={busy !== null}
                  >
                    {text.remove}
                    <span className="sr-only"> {fill(text.removeWhat, { keyword: item.keyword })}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={add} noValidate className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-keyword`} className={labelClass}>
            {text.newKeyword}
          </label>
          <input
            id={`${id}-keyword`}
            type="text"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-keyword-help`}
            className={controlClass}
          />
        </div>
        <button type="submit" className={smallButtonClass} disabled={busy !== null}>
          {busy === "add" ? text.adding : text.add}
        </button>
      </form>
      <div id={`${id}-keyword-help`} role="status" className="mt-1 text-xs">
        {problem ? <p className="text-sm text-red-700">{problem}</p> : <p className="text-muted">{text.help}</p>}
      </div>
    </section>
  );
}
