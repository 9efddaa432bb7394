import { CHANNELS, LOST_REASONS, OUTCOMES, STAGES, type StaffMember, type TimelineEntry } from "../../../lib/admin/enquiries";
import { LEAD_KIND_TEXT } from "../../../lib/leads/kinds";
import { formatInr } from "../../../lib/format";
import { enquiries as names } from "../../../i18n/en/enquiries";
import { staff } from "../../../i18n/en/staff";
import { fill } from "../../../i18n/fill";
import { indiaTime } from "../time";

const text = staff.enquiry;

/** Stored event data is read as untrusted: a value outside its list is shown as it is. */
const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** What an event changed, in words: the stage it moved to, the attempt's outcome, the note… */
function eventDetail(entry: Extract<TimelineEntry, { type: "event" }>, staffName: (id: unknown) => string): string | null {
  const data = entry.data;
  const str = (value: unknown) => (typeof value === "string" ? value : null);
  switch (entry.event) {
    case "stage": {
      const to = str(data.to);
      const reason = str(data.lostReason);
      const amount = typeof data.quoteAmount === "number" ? formatInr(data.quoteAmount) : null;
      return [oneOf(STAGES, to) ? names.stages[to] : to, oneOf(LOST_REASONS, reason) ? names.lostReasons[reason] : null, amount]
        .filter(Boolean)
        .join(" · ");
    }
    case "attempt": {
      const channel = str(data.channel);
      const outcome = str(data.outcome);
      const later = str(data.callBackAt);
      return [
        oneOf(CHANNELS, channel) ? names.channels[channel] : channel,
        oneOf(OUTCOMES, outcome) ? names.outcomes[outcome] : outcome,
        later ? indiaTime(later) : null,
      ]
        .filter(Boolean)
        .join(" · ");
    }
    case "note":
      return str(data.text);
    case "next-action":
      return str(data.at) ? indiaTime(str(data.at)!) : text.none;
    case "assigned":
      return `${staffName(data.from)} → ${staffName(data.to)}`;
    case "merged":
    case "unmerged": {
      const other = data.other ?? data.into ?? data.from;
      return typeof other === "number" ? `#${other}` : null;
    }
    default:
      return null;
  }
}

/** Everything that happened to an enquiry, oldest first: its leads with what they said, and every change by staff. */
export function Timeline({ entries, team }: { entries: TimelineEntry[]; team: StaffMember[] | null }) {
  const staffName = (id: unknown) =>
    typeof id === "number" ? (team?.find((member) => member.id === id)?.username ?? `#${id}`) : staff.board.unassigned;
  if (entries.length === 0) return <p className="text-sm text-muted">{text.emptyTimeline}</p>;
  return (
    <ol className="grid gap-3">
      {entries.map((entry, index) => (
        <li key={index} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
          <p className="text-xs text-muted">
            <time dateTime={entry.at}>{indiaTime(entry.at)}</time>
            {entry.type === "event" && <span> · {fill(text.by, { who: entry.actor?.username ?? text.site })}</span>}
          </p>
          {entry.type === "lead" ? (
            <>
              <p className="mt-1 font-semibold">
                {LEAD_KIND_TEXT[entry.kind].label}
                {entry.summary && <span className="font-normal"> · {entry.summary}</span>}
              </p>
              {entry.fields.length > 0 && (
                <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
                  {entry.fields.map((field, i) => (
                    <div key={i} className="contents">
                      <dt className="text-muted">{field.label}</dt>
                      <dd className="break-words whitespace-pre-wrap">{field.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {entry.transcript && entry.transcript.length > 0 && (
                <ol className="mt-2 grid gap-1 text-sm">
                  {entry.transcript.map((message, i) => (
                    <li key={i} className={message.from === "visitor" ? "text-ink" : "text-muted"}>
                      <span className="font-semibold">{message.from === "visitor" ? text.chat.visitor : text.chat.bot}:</span>{" "}
                      <span className="break-words whitespace-pre-wrap">{message.text}</span>
                    </li>
                  ))}
                </ol>
              )}
            </>
          ) : (
            <p className="mt-1">
              <span className="font-semibold">{names.events[entry.event]}</span>
              {eventDetail(entry, staffName) && <span className="break-words whitespace-pre-wrap"> · {eventDetail(entry, staffName)}</span>}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
