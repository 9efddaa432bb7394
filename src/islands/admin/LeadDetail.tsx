import { useEffect, useRef, useState } from "react";
import { admin } from "../../i18n/en/admin";
import { enquiries } from "../../i18n/en/enquiries";
import { staff } from "../../i18n/en/staff";
import { mailtoHref, whatsappHref } from "../../lib/admin/contact-links";
import { telHref } from "../../lib/phone";
import type { LeadDetail as Lead, LeadSummary } from "../../lib/admin/leads";
import { LEAD_KIND_TEXT, type LeadKind } from "../../lib/leads/kinds";
import { isUnreadable } from "../../lib/admin/stored";
import { formatInr } from "../../lib/format";
import { problemText } from "./api";
import { leadName, UnreadTag } from "./LeadList";
import { useAdminResource } from "./resource";
import { useAdminApi } from "./session";
import { indiaTime, When } from "./time";
import { LoadError, Loading, smallButtonClass } from "./ui";
import { routes } from "../../lib/routes";

const text = admin.lead;

function Transcript({ messages }: { messages: NonNullable<Lead["transcript"]> }) {
  return (
    <section aria-labelledby="lead-transcript" className="mt-8">
      <h3 id="lead-transcript" className="text-xl">
        {text.conversation}
      </h3>
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{text.noMessages}</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {messages.map((message, index) => {
            if (isUnreadable(message)) {
              return (
                <li key={index} className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
                  <p className="text-xs font-semibold">{text.unreadable}</p>
                  <pre className="mt-1 font-mono text-xs break-all whitespace-pre-wrap">{message.unreadable}</pre>
                </li>
              );
            }
            const visitor = message.from === "visitor";
            return (
              <li key={index} className={`flex ${visitor ? "justify-end" : "justify-start"}`}>
                <div className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm ${visitor ? "bg-teal/10 text-ink" : "bg-sand/60 text-ink"}`}>
                  <p className="text-xs font-semibold text-muted">
                    {visitor ? staff.enquiry.chat.visitor : text.assistant}
                    {message.at && <span className="font-normal"> · {indiaTime(message.at)}</span>}
                  </p>
                  <p className="mt-1 break-words whitespace-pre-wrap">{message.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function Estimate({ estimate }: { estimate: NonNullable<Lead["estimate"]> }) {
  return (
    <section aria-labelledby="lead-estimate" className="mt-8">
      <h3 id="lead-estimate" className="text-xl">
        {text.estimate}
      </h3>
      <p className="mt-2 text-2xl font-semibold text-teal">
        {formatInr(estimate.low)} – {formatInr(estimate.high)}
      </p>
      {estimate.lines.length > 0 && (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{text.estimateParts}</caption>
          <tbody className="divide-y divide-ink/10">
            {estimate.lines.map((line, index) => (
              <tr key={index}>
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  {line.label}
                </th>
                <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatInr(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {estimate.note && <p className="mt-3 text-sm text-muted">{estimate.note}</p>}
    </section>
  );
}

/** One lead in a side panel: everything it says, and the ways to answer it. */
export function LeadDetail({
  kind,
  id,
  onClose,
  onReadChange,
}: {
  kind: LeadKind;
  id: number;
  onClose: () => void;
  onReadChange: (lead: LeadSummary, isRead: boolean) => void;
}) {
  const api = useAdminApi();
  const dialog = useRef<HTMLDialogElement>(null);
  const { data: lead, error: loadError, loading, reload, update } = useAdminResource<Lead>(routes.api.admin.lead(kind, id));
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  // Modal, so focus stays inside and Escape closes it; taking it out of the page on unmount closes it without an event.
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const toggleRead = async () => {
    if (!lead) return;
    setSaving(true);
    setResult(null);
    try {
      const { isRead } = await api<{ isRead: boolean }>("PATCH", routes.api.admin.lead(kind, id), { isRead: !lead.isRead });
      onReadChange(lead, isRead);
      update((current) => ({ ...current, isRead }));
      setResult({ ok: true, text: isRead ? text.markedRead : text.markedUnread });
    } catch (error) {
      setResult({ ok: false, text: problemText(error) });
    } finally {
      setSaving(false);
    }
  };

  const call = telHref(lead?.phone);
  const whatsapp = whatsappHref(lead?.phone);
  const email = mailtoHref(lead?.email, LEAD_KIND_TEXT[kind].replySubject);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="lead-detail-title"
      onClose={onClose}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-full max-w-2xl overflow-y-auto bg-ivory p-0 text-ink shadow-2xl backdrop:bg-ink/40"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-ink/10 bg-white px-5 py-3">
        <p className="eyebrow">{LEAD_KIND_TEXT[kind].label}</p>
        <button type="button" className={smallButtonClass} onClick={() => dialog.current?.close()}>
          {text.close}
        </button>
      </div>

      <div className="px-5 py-6">
        {loading ? (
          <>
            <h2 id="lead-detail-title" className="sr-only">
              {text.title}
            </h2>
            <Loading>{text.loading}</Loading>
          </>
        ) : !lead ? (
          <>
            <h2 id="lead-detail-title" className="sr-only">
              {text.title}
            </h2>
            <LoadError title={text.loadError} message={loadError ?? ""} onRetry={reload} />
          </>
        ) : (
          <>
            <h2 id="lead-detail-title" className="text-3xl break-words">
              {leadName(lead)}
            </h2>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
              <span>{admin.common.received}</span>
              <When iso={lead.createdAt} />
              {lead.isRead ? <span className="rounded-full bg-ink/5 px-2 py-0.5 text-xs font-semibold">{text.read}</span> : <UnreadTag />}
            </p>

            <div className="mt-5 flex flex-wrap gap-2">
              <button type="button" className="btn-primary min-h-10 px-4 py-2" onClick={toggleRead} disabled={saving}>
                {lead.isRead ? text.markUnread : text.markRead}
              </button>
              {call && (
                <a href={call} className={smallButtonClass}>
                  {enquiries.channels.call} <span className="sr-only">{lead.phone}</span>
                </a>
              )}
              {email && (
                <a href={email} className={smallButtonClass}>
                  {text.email} <span className="sr-only">{lead.email}</span>
                </a>
              )}
              {whatsapp && (
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={smallButtonClass}>
                  {enquiries.channels.whatsapp} <span className="sr-only">{text.newTab}</span>
                </a>
              )}
            </div>
            <div aria-live="polite" className="mt-2 min-h-5 text-sm">
              {result && <p className={result.ok ? "text-teal" : "text-red-700"}>{result.text}</p>}
            </div>

            <dl className="mt-6 divide-y divide-ink/10 rounded-2xl bg-white px-5 ring-1 ring-ink/10">
              {lead.fields.map((field, index) => (
                <div key={index} className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
                  <dt className="text-sm font-medium text-muted">{field.label}</dt>
                  <dd className="break-words whitespace-pre-wrap">{field.value}</dd>
                </div>
              ))}
            </dl>

            {lead.estimate && <Estimate estimate={lead.estimate} />}
            {lead.transcript && <Transcript messages={lead.transcript} />}
          </>
        )}
      </div>
    </dialog>
  );
}
