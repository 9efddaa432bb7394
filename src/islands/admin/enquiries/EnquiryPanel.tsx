import { useEffect, useRef, useState } from "react";
import type { EnquiryDetail, StaffMember } from "../../../lib/admin/enquiries";
import { serviceLabel } from "../../../lib/forms/service-options";
import { formatInr } from "../../../lib/format";
import { routes } from "../../../lib/routes";
import { enquiries as names } from "../../../i18n/en/enquiries";
import { staff } from "../../../i18n/en/staff";
import { fill } from "../../../i18n/fill";
import { problemText } from "../api";
import { useAdminResource } from "../resource";
import { useAdminApi } from "../session";
import { indiaTime } from "../time";
import { LoadError, Loading, smallButtonClass } from "../ui";
import { EnquiryActions, type Act } from "./EnquiryActions";
import { DueTag, enquiryName } from "./EnquiryList";
import { Timeline } from "./Timeline";

const text = staff.enquiry;

/** Where the first visit came from, on one line: "google / cpc / adyar-kitchens, landed on /interior-designers-adyar". */
function sourceLine(source: EnquiryDetail["source"]): string {
  if (!source) return text.direct;
  const tags = [source.utm_source ?? source.referrer, source.utm_medium, source.utm_campaign].filter(Boolean).join(" / ");
  const click = source.gclid ? "gclid" : source.gbraid ? "gbraid" : source.wbraid ? "wbraid" : source.fbclid ? "fbclid" : null;
  return [tags || text.direct, source.landingPage, click].filter(Boolean).join(" · ");
}

/** What staff need to know at a glance: stage, owner, the promise and first response, the source, the quote. */
export function EnquiryFacts({ enquiry }: { enquiry: EnquiryDetail }) {
  const rows: [string, React.ReactNode][] = [
    [text.facts.stage, `${names.stages[enquiry.stage]}${enquiry.lostReason ? ` (${names.lostReasons[enquiry.lostReason]})` : ""}`],
    [text.facts.owner, enquiry.owner?.username ?? staff.board.unassigned],
    [
      text.facts.promise,
      enquiry.promise ? (
        <>
          {indiaTime(enquiry.promise)}
          {!enquiry.firstResponseAt && <DueTag due={enquiry.due} />}
        </>
      ) : (
        text.none
      ),
    ],
    [text.facts.firstResponse, enquiry.firstResponseAt ? indiaTime(enquiry.firstResponseAt) : text.notYet],
    [text.facts.nextAction, enquiry.nextActionAt ? indiaTime(enquiry.nextActionAt) : text.none],
    [text.facts.source, sourceLine(enquiry.source)],
    [text.facts.language, staff.reports.languages[enquiry.lang]],
    [text.preferences.channel, enquiry.contactChannel ? text.preferences.channels[enquiry.contactChannel] : text.preferences.notChosen],
    [text.preferences.window, enquiry.callWindow ? text.preferences.windows[enquiry.callWindow] : text.preferences.notChosen],
  ];
  if (enquiry.quoteAmount !== null) rows.push([text.facts.quote, formatInr(enquiry.quoteAmount)]);
  return (
    <dl className="mt-4 divide-y divide-ink/10 rounded-2xl bg-white px-4 ring-1 ring-ink/10">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-muted">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One enquiry in a side panel: who, what was promised, the ways to work it, and its whole history. */
export function EnquiryPanel({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const api = useAdminApi();
  const dialog = useRef<HTMLDialogElement>(null);
  const { data: enquiry, error, loading, reload } = useAdminResource<EnquiryDetail>(routes.api.admin.enquiry(id), { keep: true });
  // Admins and designers may reassign; an account that may not list the team claims instead.
  const team = useAdminResource<StaffMember[]>(routes.api.admin.staff());
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const act: Act = async (action, body) => {
    setBusy(true);
    setResult(null);
    try {
      await api("POST", routes.api.admin.enquiryAction(id, action), body);
      setResult({ ok: true, text: text.saved });
      reload();
      onChanged();
      return true;
    } catch (problem) {
      setResult({ ok: false, text: problemText(problem) });
      // A refusal because someone else changed it first: show their change, so the next try is made on it.
      reload();
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="enquiry-title"
      aria-busy={busy}
      onClose={onClose}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-full max-w-3xl overflow-y-auto bg-ivory p-0 text-ink shadow-2xl backdrop:bg-ink/40"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-ink/10 bg-white px-5 py-3">
        <p className="eyebrow">{fill(text.title, { id })}</p>
        <button type="button" className={smallButtonClass} onClick={() => dialog.current?.close()}>
          {text.close}
        </button>
      </div>
      <div className="px-5 py-6">
        {loading && !enquiry ? (
          <>
            <h2 id="enquiry-title" className="sr-only">
              {fill(text.title, { id })}
            </h2>
            <Loading>{text.loading}</Loading>
          </>
        ) : !enquiry ? (
          <>
            <h2 id="enquiry-title" className="sr-only">
              {fill(text.title, { id })}
            </h2>
            <LoadError title={text.loadError} message={error ?? ""} onRetry={reload} />
          </>
        ) : (
          <>
            <h2 id="enquiry-title" className="text-3xl break-words">
              {enquiryName(enquiry)}
            </h2>
            <p className="mt-1 text-sm text-muted">
              {[enquiry.phone, enquiry.email, enquiry.service && serviceLabel(enquiry.service), enquiry.area ?? enquiry.city]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <div aria-live="polite" className="mt-2 min-h-5 text-sm">
              {result && <p className={result.ok ? "text-teal" : "text-red-700"}>{result.text}</p>}
            </div>
            <EnquiryFacts enquiry={enquiry} />
            <section aria-labelledby="enquiry-work" className="mt-6">
              <h3 id="enquiry-work" className="mb-3 text-xl">
                {text.sections.work}
              </h3>
              <EnquiryActions key={enquiry.version} enquiry={enquiry} team={team.data} act={act} />
            </section>
            <section aria-labelledby="enquiry-history" className="mt-8">
              <h3 id="enquiry-history" className="mb-3 text-xl">
                {text.timeline}
              </h3>
              <Timeline entries={enquiry.timeline} team={team.data} />
            </section>
          </>
        )}
      </div>
    </dialog>
  );
}
