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
import { cardClass, LoadError, Loading, ScreenHeading, smallButtonClass, TableHead } from "./ui";
import { routes } from "../../lib/routes";

type Outcome = SendResult & { title: string };

const STATUS: Record<OutboxStatus, { label: string; className: string }> = {
  pending: { label: "Waiting", className: "bg-amber-100 text-amber-900" },
  sent: { label: "Sent", className: "bg-teal/10 text-teal" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900" },
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
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-muted">How mail is sent</dt>
      <dd className="break-words">
        {transport.kind === "smtp" ? (
          <>
            SMTP server <strong>{transport.host}</strong>
          </>
        ) : (
          <>
            Development: messages are written as .eml files to <code className="break-all">{transport.folder}</code>
          </>
        )}
      </dd>
      <dt className="font-medium text-muted">Sent from</dt>
      <dd className="break-all">{transport.from}</dd>
      <dt className="font-medium text-muted">Lead notifications go to</dt>
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
        <p className="mt-4 text-sm text-muted">No notifications have been queued yet.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm max-md:block">
          <caption className="sr-only">Recent notifications, failed ones first</caption>
          <TableHead
            className="border-b border-ink/10 text-xs tracking-wide text-muted uppercase max-md:sr-only"
            cellClass="px-3 py-2 font-semibold"
            columns={["Subject", "Kind", "Status", "Attempts", "Last error", "Created", "Sent", { label: "Action", hidden: true }]}
          />
          <tbody className="divide-y divide-ink/10 max-md:block">
            {overview.outbox.map((item) => (
              <tr key={item.id} className="align-top max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-1 max-md:py-3">
                <td className="px-3 py-2 font-medium break-words max-md:col-span-2 max-md:px-0 max-md:py-0">
                  {item.channel === "whatsapp" && <span className="text-muted">WhatsApp · </span>}
                  {item.subject}
                  {item.delivery && <span className="block text-xs font-normal text-muted">WhatsApp says: {item.delivery}</span>}
                </td>
                <td className="px-3 py-2 max-md:px-0 max-md:py-0">{kindLabel(item.kind)}</td>
                <td className="px-3 py-2 max-md:px-0 max-md:py-0">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[item.status].className}`}>
                    {STATUS[item.status].label}
                  </span>
                </td>
                <td className="px-3 py-2 tabular-nums max-md:col-span-2 max-md:px-0 max-md:py-0">
                  <span className="md:sr-only">Attempts: </span>
                  {item.attempts}
                </td>
                <td className="px-3 py-2 break-words text-red-900 max-md:col-span-2 max-md:px-0 max-md:py-0 max-md:empty:hidden">
                  {item.lastError}
                </td>
                <td className="px-3 py-2 whitespace-nowrap max-md:col-span-2 max-md:px-0 max-md:py-0 max-md:whitespace-normal">
                  <span className="md:sr-only">Created </span>
                  {indiaTime(item.createdAt)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap max-md:col-span-2 max-md:px-0 max-md:py-0 max-md:whitespace-normal">
                  {item.sentAt ? (
                    <>
                      <span className="md:sr-only">Sent </span>
                      {indiaTime(item.sentAt)}
                    </>
                  ) : (
                    <span className="text-muted">{item.givenUp ? "Given up" : `Next try ${indiaTime(item.nextAttemptAt)}`}</span>
                  )}
                </td>
                <td className="px-3 py-2 max-md:col-span-2 max-md:px-0">
                  {item.status === "failed" && (
                    <button type="button" className={smallButtonClass} onClick={() => onRetry(item)} disabled={retrying !== null}>
                      {retrying === item.id ? "Retrying…" : "Retry"}
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
      setOutcome({ ...result, title: result.ok ? `Test email sent to ${to}` : `The test email to ${to} was not sent` });
      refresh();
    },
    (error) => {
      // Messages beside the address (put there by the shell) say all there is to say.
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length) return;
      setOutcome({ ok: false, title: "The test email was not sent", message: problemText(error) });
      refresh();
    },
  );

  const retry = async (item: OutboxItem) => {
    setRetrying(item.id);
    setOutcome(null);
    try {
      const result = await api<SendResult>("POST", routes.api.admin.emailRetry(item.id));
      setOutcome({ ...result, title: result.ok ? `“${item.subject}” was sent` : `“${item.subject}” failed again` });
    } catch (error) {
      setOutcome({ ok: false, title: `“${item.subject}” could not be retried`, message: problemText(error) });
    } finally {
      setRetrying(null);
      refresh();
    }
  };

  return (
    <>
      <ScreenHeading title="Email">
        Check that the site can send mail, and see the notifications it sends the team about new leads.
      </ScreenHeading>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="email-test" className={cardClass}>
          <h2 id="email-test" className="text-2xl">
            Send a test email
          </h2>
          <FormShell onSubmit={sendTest} className="mt-4 grid gap-4" aria-labelledby="email-test">
            <TextField {...field("to")} label="Send a test email to" type="email" autoComplete="email" />
            <div>
              <SubmitButton busy={formState.isSubmitting} label="Send test email" busyLabel="Sending…" className="btn-primary" />
            </div>
          </FormShell>
          <div className="mt-4">
            <OutcomeMessage outcome={outcome} />
          </div>
        </section>

        <section aria-labelledby="email-transport" className={cardClass}>
          <h2 id="email-transport" className="text-2xl">
            Mail settings
          </h2>
          <div className="mt-4">
            {overview ? <Transport overview={overview} /> : !loadError && <Loading>Loading the mail settings…</Loading>}
          </div>
        </section>
      </div>

      <section aria-labelledby="email-outbox" className={`${cardClass} mt-6`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="email-outbox" className="text-2xl">
            Lead notifications
          </h2>
          <button type="button" className={smallButtonClass} onClick={refresh} disabled={loading}>
            Refresh
          </button>
        </div>
        <div className="mt-4">
          {loadError && <LoadError title="The mail overview could not be loaded" message={loadError} onRetry={refresh} />}
          {overview ? (
            <Outbox overview={overview} retrying={retrying} onRetry={retry} />
          ) : (
            !loadError && <Loading>Loading the notifications…</Loading>
          )}
        </div>
      </section>
    </>
  );
}
