import { useState } from "react";
import { testEmailSchema, type EmailOverview, type OutboxItem, type OutboxStatus, type SendResult } from "../../lib/admin/email";
import { isLeadKind, leadKindLabel } from "../../lib/leads/kinds";
import { ApiError } from "../../lib/api";
import { FormShell, SubmitButton } from "../forms/FormShell";
import { TextField } from "../forms/TextField";
import { useFormShell } from "../forms/useFormShell";
import { problemText } from "./api";
import { useAdminResource } from "./resource";
import { useAdminApi } from "./session";
import { indiaTime } from "./time";
import { cardClass, Filled, LoadError, Loading, ScreenHeading, smallButtonClass, TableHead } from "./ui";
import { routes } from "../../lib/routes";
import { enquiries } from "../../i18n/en/enquiries";
import { staff } from "../../i18n/en/staff";
import { fill, fillParts } from "../../i18n/fill";

const text = staff.email;

type Outcome = SendResult & { title: string };

const STATUS: Record<OutboxStatus, { label: string; className: string }> = {
  pending: { label: text.outbox.status.pending, className: "bg-amber-100 text-amber-900" },
  sent: { label: text.outbox.status.sent, className: "bg-teal/10 text-teal" },
  failed: { label: text.outbox.status.failed, className: "bg-red-100 text-red-900" },
};

const kindLabel = (kind: string) => (isLeadKind(kind) ? leadKindLabel(kind) : kind);

/** The answer of the last send or retry, worded so success and failure cannot be mistaken. */
function OutcomeMessage({ outcome }: { outcome: Outcome | null }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {outcome && (
        <div
          className={`rounded-lg border p-4 text-sm ${outcome.ok ? "border-teal/30 bg-teal/5 text-teal-dark" : "border-red-200 bg-red-50 text-red-900"}`}
        >
          <p className="font-semibold">{outcome.title}</p>
          <p className="mt-1 break-words">{outcome.message}</p>
        </div>
      )}
    </div>
  );
}

function Transport({ overview }: { overview: EmailOverview }) {
  const { transport } = overview;
  const words = text.settings;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-muted">{words.how}</dt>
      <dd className="break-words">
        <Filled
          parts={
            transport.kind === "smtp"
              ? fillParts(words.smtp, { host: <strong>{transport.host}</strong> })
              : fillParts(words.development, { folder: <code className="break-all">{transport.folder}</code> })
          }
        />
      </dd>
      <dt className="font-medium text-muted">{words.from}</dt>
      <dd className="break-all">{transport.from}</dd>
      <dt className="font-medium text-muted">{words.staffEmail}</dt>
      <dd className="break-all">{transport.staffEmail}</dd>
    </dl>
  );
}

function Outbox({
  overview,
  retrying,
  onRetry,
}: {
  overview: EmailOverview;
  retrying: number | null;
  onRetry: (item: OutboxItem) => void;
}) {
  const words = text.outbox;
  return (
    <>
      <ul className="grid grid-cols-3 gap-3">
        {(["pending", "sent", "failed"] as const).map((status) => (
          <li key={status} className="rounded-xl bg-ivory p-4">
            <span className="block text-sm text-muted">{STATUS[status].label}</span>
            <span className={`font-display text-3xl ${status === "failed" && overview.counts.failed ? "text-red-700" : ""}`}>
              {overview.counts[status]}
            </span>
          </li>
        ))}
      </ul>
      {overview.outbox.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{words.empty}</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm max-md:block">
          <caption className="sr-only">{words.caption}</caption>
          <TableHead
            className="border-b border-ink/10 text-xs tracking-wide text-muted uppercase max-md:sr-only"
            cellClass="px-3 py-2 font-semibold"
            columns={[
              words.columns.subject,
              words.columns.kind,
              words.columns.status,
              words.columns.attempts,
              words.columns.lastError,
              words.columns.created,
              words.columns.sent,
              { label: words.columns.action, hidden: true },
            ]}
          />
          <tbody className="divide-y divide-ink/10 max-md:block">
            {overview.outbox.map((item) => (
              <tr key={item.id} className="align-top max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-1 max-md:py-3">
                <td className="px-3 py-2 font-medium break-words max-md:col-span-2 max-md:px-0 max-md:py-0">
                  {item.channel === "whatsapp" && <span className="text-muted">{enquiries.channels.whatsapp} · </span>}
                  {item.subject}
                  {item.delivery && (
                    <span className="block text-xs font-normal text-muted">{fill(words.delivery, { delivery: item.delivery })}</span>
                  )}
                </td>
                <td className="px-3 py-2 max-md:px-0 max-md:py-0">{kindLabel(item.kind)}</td>
                <td className="px-3 py-2 max-md:px-0 max-md:py-0">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[item.status].className}`}>
                    {STATUS[item.status].label}
                  </span>
                </td>
                <td className="px-3 py-2 tabular-nums max-md:col-span-2 max-md:px-0 max-md:py-0">
                  <span className="md:sr-only">{words.columns.attempts}: </span>
                  {item.attempts}
                </td>
                <td className="px-3 py-2 break-words text-red-900 max-md:col-span-2 max-md:px-0 max-md:py-0 max-md:empty:hidden">
                  {item.lastError}
                </td>
                <td className="px-3 py-2 whitespace-nowrap max-md:col-span-2 max-md:px-0 max-md:py-0 max-md:whitespace-normal">
                  <span className="md:sr-only">{words.columns.created} </span>
                  {indiaTime(item.createdAt)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap max-md:col-span-2 max-md:px-0 max-md:py-0 max-md:whitespace-normal">
                  {item.sentAt ? (
                    <>
                      <span className="md:sr-only">{words.columns.sent} </span>
                      {indiaTime(item.sentAt)}
                    </>
                  ) : (
                    <span className="text-muted">
                      {item.givenUp ? words.givenUp : fill(words.nextTry, { time: indiaTime(item.nextAttemptAt) })}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 max-md:col-span-2 max-md:px-0">
                  {item.status === "failed" && (
                    <button type="button" className={smallButtonClass} onClick={() => onRetry(item)} disabled={retrying !== null}>
                      {retrying === item.id ? words.retrying : words.retry}
                      <span className="sr-only"> “{item.subject}”</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function EmailTest() {
  const api = useAdminApi();
  // A refresh keeps the old overview on screen until the new one arrives.
  const {
    data: overview,
    error: loadError,
    loading,
    reload: refresh,
  } = useAdminResource<EmailOverview>(routes.api.admin.email(), { keep: true });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [retrying, setRetrying] = useState<number | null>(null);
  const {
    form: { formState },
    field,
    submitWith,
  } = useFormShell(testEmailSchema, { to: "" });

  const sendTest = submitWith(
    async ({ to }) => {
      setOutcome(null);
      const result = await api<SendResult>("POST", routes.api.admin.emailTest(), { to });
      setOutcome({ ...result, title: fill(result.ok ? text.test.sent : text.test.notSentTo, { to }) });
      refresh();
    },
    (error) => {
      // Messages beside the address (put there by the shell) say all there is to say.
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length) return;
      setOutcome({ ok: false, title: text.test.notSent, message: problemText(error) });
      refresh();
    },
  );

  const retry = async (item: OutboxItem) => {
    setRetrying(item.id);
    setOutcome(null);
    try {
      const result = await api<SendResult>("POST", routes.api.admin.emailRetry(item.id));
      setOutcome({ ...result, title: fill(result.ok ? text.outbox.retried : text.outbox.failedAgain, { subject: item.subject }) });
    } catch (error) {
      setOutcome({ ok: false, title: fill(text.outbox.notRetried, { subject: item.subject }), message: problemText(error) });
    } finally {
      setRetrying(null);
      refresh();
    }
  };

  return (
    <>
      <ScreenHeading title={text.title}>{text.intro}</ScreenHeading>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="email-test" className={cardClass}>
          <h2 id="email-test" className="text-2xl">
            {text.test.heading}
          </h2>
          <FormShell onSubmit={sendTest} className="mt-4 grid gap-4" aria-labelledby="email-test">
            <TextField {...field("to")} label={text.test.to} type="email" autoComplete="email" />
            <div>
              <SubmitButton busy={formState.isSubmitting} label={text.test.send} busyLabel={text.test.sending} className="btn-primary" />
            </div>
          </FormShell>
          <div className="mt-4">
            <OutcomeMessage outcome={outcome} />
          </div>
        </section>

        <section aria-labelledby="email-transport" className={cardClass}>
          <h2 id="email-transport" className="text-2xl">
            {text.settings.heading}
          </h2>
          <div className="mt-4">
            {overview ? <Transport overview={overview} /> : !loadError && <Loading>{text.settings.loading}</Loading>}
          </div>
        </section>
      </div>

      <section aria-labelledby="email-outbox" className={`${cardClass} mt-6`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="email-outbox" className="text-2xl">
            {text.outbox.heading}
          </h2>
          <button type="button" className={smallButtonClass} onClick={refresh} disabled={loading}>
            {text.outbox.refresh}
          </button>
        </div>
        <div className="mt-4">
          {loadError && <LoadError title={text.outbox.loadError} message={loadError} onRetry={refresh} />}
          {overview ? (
            <Outbox overview={overview} retrying={retrying} onRetry={retry} />
          ) : (
            !loadError && <Loading>{text.outbox.loading}</Loading>
          )}
        </div>
      </section>
    </>
  );
}
