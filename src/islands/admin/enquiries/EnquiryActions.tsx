import { useState, type FormEvent, type ReactNode } from "react";
import {
  callWindowOpen,
  CLOSED_STAGES,
  LOST_REASONS,
  OUTCOMES,
  QUOTE_STAGES,
  STAGES,
  type Channel,
  type EnquiryAction,
  type EnquiryDetail,
  type Outcome,
  type Stage,
  type StaffMember,
} from "../../../lib/admin/enquiries";
import { enquiryRules } from "../../../config/enquiries";
import { mailtoHref, whatsappHref } from "../../../lib/admin/contact-links";
import { telHref } from "../../../lib/phone";
import { enquiries as names } from "../../../i18n/en/enquiries";
import { staff } from "../../../i18n/en/staff";
import { fill } from "../../../i18n/fill";
import { controlClass, labelClass, smallButtonClass } from "../ui";

const text = staff.enquiry;

/** A datetime-local value ("2026-11-30T11:00") is read as India time, where the staff work. */
export const indiaInput = (value: string) => (value ? `${value}:00+05:30` : null);

export type Act = (action: EnquiryAction, body: Record<string, unknown>) => Promise<boolean>;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Why Call is off now, or null: the person asked for WhatsApp or e-mail only, or for calls in a window that is closed.
 * The other channels stay.
 */
export function callBlocked(enquiry: Pick<EnquiryDetail, "contactChannel" | "callWindow">, now: Date): string | null {
  const words = text.preferences;
  if (enquiry.contactChannel && enquiry.contactChannel !== "call")
    return fill(words.callNotWanted, { channel: words.channels[enquiry.contactChannel] });
  if (!callWindowOpen(enquiry.callWindow, now)) return fill(words.callOutsideWindow, { window: words.windows[enquiry.callWindow!] });
  return null;
}

/** Call, WhatsApp and E-mail open the person's app and ask, in one tap, how it went: that is the attempt logged. */
function ContactButtons({ enquiry, act }: { enquiry: EnquiryDetail; act: Act }) {
  const [channel, setChannel] = useState<Channel | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [later, setLater] = useState("");
  const blocked = callBlocked(enquiry, new Date());
  const links: [Channel, string | null, string][] = [
    ["call", telHref(enquiry.phone), fill(text.contact.call, { phone: enquiry.phone ?? "" })],
    ["whatsapp", whatsappHref(enquiry.phone), text.contact.whatsapp],
    ["email", mailtoHref(enquiry.email, fill(text.title, { id: enquiry.id })), text.contact.email],
  ];
  const log = async (event: FormEvent) => {
    event.preventDefault();
    if (!channel || !outcome) return;
    const body: Record<string, unknown> = { version: enquiry.version, channel, outcome };
    if (outcome === "call-later") body.callBackAt = indiaInput(later);
    if (await act("attempt", body)) {
      setChannel(null);
      setOutcome(null);
      setLater("");
    }
  };
  return (
    <Group title={text.contact.heading}>
      <div className="flex flex-wrap gap-2">
        {links.map(([name, href, label]) =>
          name === "call" && href && blocked ? (
            <button key={name} type="button" disabled aria-describedby="call-blocked" className="btn-primary min-h-10 px-4 py-2 opacity-50">
              {label}
            </button>
          ) : href ? (
            <a
              key={name}
              href={href}
              target={name === "whatsapp" ? "_blank" : undefined}
              rel={name === "whatsapp" ? "noopener noreferrer" : undefined}
              className={name === "call" ? "btn-primary min-h-10 px-4 py-2" : smallButtonClass}
              onClick={() => setChannel(name)}
            >
              {label}
            </a>
          ) : null,
        )}
      </div>
      {blocked && (
        <p id="call-blocked" className="mt-2 text-sm text-muted">
          {blocked}
        </p>
      )}
      {channel && (
        <form className="mt-4 grid gap-3" onSubmit={log}>
          <fieldset>
            <legend className={labelClass}>{fill(text.contact.outcomeQuestion, { channel: names.channels[channel] })}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {OUTCOMES.map((name) => (
                <label key={name} className="flex min-h-10 items-center gap-2 rounded-full px-3 ring-1 ring-ink/15">
                  <input type="radio" name="outcome" value={name} checked={outcome === name} onChange={() => setOutcome(name)} />
                  {names.outcomes[name]}
                </label>
              ))}
            </div>
          </fieldset>
          {outcome === "call-later" && (
            <label className={labelClass}>
              {text.contact.callBackAt}
              <input type="datetime-local" required value={later} onChange={(e) => setLater(e.target.value)} className={controlClass} />
            </label>
          )}
          <div className="flex gap-2">
            <button type="submit" className="btn-primary min-h-10 px-4 py-2" disabled={!outcome}>
              {text.contact.save}
            </button>
            <button type="button" className={smallButtonClass} onClick={() => setChannel(null)}>
              {text.contact.cancel}
            </button>
          </div>
        </form>
      )}
    </Group>
  );
}

function StageForm({ enquiry, act }: { enquiry: EnquiryDetail; act: Act }) {
  const [stage, setStage] = useState<Stage>(enquiry.stage);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: Record<string, unknown> = { version: enquiry.version, stage };
    if (stage === "lost") body.lostReason = form.get("lostReason");
    const amount = String(form.get("quoteAmount") ?? "").replace(/[,\s₹]/g, "");
    if ((QUOTE_STAGES as readonly Stage[]).includes(stage) && amount) body.quoteAmount = Number(amount);
    await act("stage", body);
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 sm:items-end">
      <label className={labelClass}>
        {text.stage.label}
        <select value={stage} onChange={(e) => setStage(e.target.value as Stage)} className={controlClass}>
          {STAGES.map((name) => (
            <option key={name} value={name}>
              {names.stages[name]}
            </option>
          ))}
        </select>
      </label>
      {stage === "lost" && (
        <label className={labelClass}>
          {text.stage.reason}
          <select name="lostReason" required defaultValue={enquiry.lostReason ?? ""} className={controlClass}>
            <option value="" disabled>
              –
            </option>
            {LOST_REASONS.map((name) => (
              <option key={name} value={name}>
                {names.lostReasons[name]}
              </option>
            ))}
          </select>
        </label>
      )}
      {(QUOTE_STAGES as readonly Stage[]).includes(stage) && (
        <label className={labelClass}>
          {text.stage.quote}
          <input
            name="quoteAmount"
            inputMode="numeric"
            required={stage === "quote-sent"}
            defaultValue={enquiry.quoteAmount ?? ""}
            className={controlClass}
          />
        </label>
      )}
      <button type="submit" className="btn-primary min-h-10 px-4 py-2 sm:col-span-2 sm:justify-self-start">
        {text.stage.save}
      </button>
    </form>
  );
}

function OwnerForm({ enquiry, team, act }: { enquiry: EnquiryDetail; team: StaffMember[] | null; act: Act }) {
  if (!enquiry.owner && !team) {
    return (
      <button type="button" className="btn-primary min-h-10 px-4 py-2" onClick={() => void act("claim", { version: enquiry.version })}>
        {text.claim}
      </button>
    );
  }
  if (!team) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const owner = String(new FormData(event.currentTarget).get("ownerId") ?? "");
    void act("assign", { version: enquiry.version, ownerId: owner ? Number(owner) : null });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      {!enquiry.owner && (
        <button type="button" className="btn-primary min-h-10 px-4 py-2" onClick={() => void act("claim", { version: enquiry.version })}>
          {text.claim}
        </button>
      )}
      <label className={labelClass}>
        {text.assign.label}
        <select name="ownerId" defaultValue={enquiry.owner?.id ?? ""} className={controlClass}>
          <option value="">{text.assign.nobody}</option>
          {team.map((member) => (
            <option key={member.id} value={member.id}>
              {member.username}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={smallButtonClass}>
        {text.assign.save}
      </button>
    </form>
  );
}

function NoteAndNext({ enquiry, act }: { enquiry: EnquiryDetail; act: Act }) {
  const [note, setNote] = useState("");
  const next = enquiry.nextActionAt ? new Date(new Date(enquiry.nextActionAt).getTime() + 330 * 60_000).toISOString().slice(0, 16) : "";
  return (
    <div className="grid gap-4">
      <form
        className="grid gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          if (await act("note", { version: enquiry.version, text: note })) setNote("");
        }}
      >
        <label className={labelClass}>
          {text.note.label}
          <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={2000} className={controlClass} />
        </label>
        <button type="submit" className={`${smallButtonClass} justify-self-start`}>
          {text.note.save}
        </button>
      </form>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const at = String(new FormData(event.currentTarget).get("at") ?? "");
          void act("next-action", { version: enquiry.version, at: indiaInput(at) });
        }}
      >
        <label className={labelClass}>
          {text.nextAction.label}
          <input name="at" type="datetime-local" defaultValue={next} className={controlClass} />
        </label>
        <button type="submit" className={smallButtonClass}>
          {text.nextAction.save}
        </button>
        {enquiry.nextActionAt && (
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => void act("next-action", { version: enquiry.version, at: null })}
          >
            {text.nextAction.clear}
          </button>
        )}
      </form>
    </div>
  );
}

function MergeForm({ enquiry, act }: { enquiry: EnquiryDetail; act: Act }) {
  return (
    <div className="grid gap-3">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const other = Number(new FormData(event.currentTarget).get("otherId"));
          void act("merge", { version: enquiry.version, otherId: other });
        }}
      >
        <label className={labelClass}>
          {text.merge.label}
          <input name="otherId" inputMode="numeric" required pattern="[0-9]+" className={controlClass} aria-describedby="merge-hint" />
          <span id="merge-hint" className="mt-1 block text-xs text-muted">
            {text.merge.hint}
          </span>
        </label>
        <button type="submit" className={smallButtonClass}>
          {text.merge.save}
        </button>
      </form>
      {enquiry.merged.map((other) => (
        <button
          key={other.id}
          type="button"
          className={`${smallButtonClass} justify-self-start`}
          onClick={() => void act("unmerge", { version: enquiry.version, mergedId: other.id })}
        >
          {fill(text.merge.undo, { id: other.id })}
          {other.name ? ` (${other.name})` : ""}
        </button>
      ))}
    </div>
  );
}

/** Erasure on the person's request: a second press confirms it, as it cannot be undone. */
function EraseForm({ act }: { act: Act }) {
  const [asked, setAsked] = useState(false);
  return (
    <div>
      <p className="text-sm text-muted">{text.erase.hint}</p>
      {asked ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn-primary min-h-10 px-4 py-2" onClick={() => void act("erase", { confirm: true })}>
            {text.erase.confirm}
          </button>
          <button type="button" className={smallButtonClass} onClick={() => setAsked(false)}>
            {text.erase.cancel}
          </button>
        </div>
      ) : (
        <button type="button" className={`${smallButtonClass} mt-3`} onClick={() => setAsked(true)}>
          {text.erase.start}
        </button>
      )}
    </div>
  );
}

/** Everything staff do to an enquiry, each a small form posting one action with the version it was made on. */
export function EnquiryActions({ enquiry, team, act }: { enquiry: EnquiryDetail; team: StaffMember[] | null; act: Act }) {
  const closed = (CLOSED_STAGES as readonly Stage[]).includes(enquiry.stage) || enquiry.mergedInto !== null;
  if (enquiry.withdrawnAt && !enquiry.erasedAt)
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          {fill(text.preferences.withdrawn, { date: new Date(enquiry.withdrawnAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" }) })}
        </p>
        <Group title={text.erase.heading}>
          <EraseForm act={act} />
        </Group>
      </div>
    );
  if (enquiry.erasedAt)
    return (
      <p role="status" className="rounded-2xl bg-white p-4 text-sm ring-1 ring-ink/10">
        {fill(text.erase.done, { date: new Date(enquiry.erasedAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" }) })}
      </p>
    );
  return (
    <div className="grid gap-4">
      {!closed && <ContactButtons enquiry={enquiry} act={act} />}
      {enquiry.offerNotReachable && !closed && (
        <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p>{fill(text.notReachable, enquiryRules.notReachable)}</p>
          <button
            type="button"
            className="btn-outline mt-2 min-h-10 px-4 py-2"
            onClick={() => void act("stage", { version: enquiry.version, stage: "lost", lostReason: "not-reachable" })}
          >
            {text.closeNotReachable}
          </button>
        </div>
      )}
      <Group title={text.facts.owner}>
        <OwnerForm enquiry={enquiry} team={team} act={act} />
      </Group>
      <Group title={text.facts.stage}>
        <StageForm enquiry={enquiry} act={act} />
      </Group>
      {!closed && (
        <Group title={text.note.label}>
          <NoteAndNext enquiry={enquiry} act={act} />
        </Group>
      )}
      {!closed && (
        <Group title={text.merge.save}>
          <MergeForm enquiry={enquiry} act={act} />
        </Group>
      )}
      {enquiry.mergedInto === null && (
        <Group title={text.erase.heading}>
          <EraseForm act={act} />
        </Group>
      )}
    </div>
  );
}
