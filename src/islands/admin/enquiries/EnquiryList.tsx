import type { EnquirySummary } from "../../../lib/admin/enquiries";
import { serviceLabel } from "../../../lib/forms/service-options";
import { enquiries as names } from "../../../i18n/en/enquiries";
import { staff } from "../../../i18n/en/staff";
import { fill } from "../../../i18n/fill";
import { indiaTime, relativeTime, When } from "../time";
import { TableHead } from "../ui";

const text = staff.board;
const cell = "px-3 py-3 align-top";

/** An enquiry's due state as a tag: overdue in red, due soon in amber. */
export function DueTag({ due }: { due: EnquirySummary["due"] }) {
  if (!due) return null;
  const style = due === "overdue" ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900";
  return <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${style}`}>{names.due[due]}</span>;
}

/** What makes the enquiry due (the promise while it waits, else its next action), or when it was answered. */
export function PromiseCell({ enquiry }: { enquiry: EnquirySummary }) {
  const at = enquiry.dueAt ?? (enquiry.firstResponseAt ? null : enquiry.promise);
  if (!at) {
    return enquiry.firstResponseAt ? (
      <span className="text-sm text-muted">{fill(text.promiseKept, { when: relativeTime(enquiry.firstResponseAt) })}</span>
    ) : (
      <span className="text-muted">–</span>
    );
  }
  return (
    <span className="whitespace-nowrap">
      {indiaTime(at)}
      <DueTag due={enquiry.due} />
    </span>
  );
}

export const enquiryName = (enquiry: Pick<EnquirySummary, "name">) => enquiry.name?.trim() || text.anonymous;

/** Enquiries as rows: who, what, stage, owner, the promise and the last contact; each opens on the board. */
export function EnquiryList({
  items,
  hrefOf,
  onOpen,
}: {
  items: EnquirySummary[];
  hrefOf: (id: number) => string;
  onOpen?: (id: number) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-ink/10">
      <table className="w-full text-sm">
        <TableHead
          columns={[text.columns.who, text.columns.stage, text.columns.owner, text.columns.promise, text.columns.last]}
          className="bg-sand/60 text-left"
          cellClass="px-3 py-2"
        />
        <tbody>
          {items.map((enquiry) => (
            <tr key={enquiry.id} className="border-t border-ink/10">
              <th scope="row" className={`${cell} text-left font-normal`}>
                <a
                  href={hrefOf(enquiry.id)}
                  className="font-semibold text-teal underline"
                  onClick={(event) => {
                    if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey) return;
                    event.preventDefault();
                    onOpen(enquiry.id);
                  }}
                >
                  {enquiryName(enquiry)}
                </a>
                {enquiry.lang === "ta" && (
                  <span className="ml-2 rounded-full bg-teal/10 px-2 py-0.5 text-xs font-semibold text-teal">{text.tamil}</span>
                )}
                <span className="block text-xs text-muted">
                  #{enquiry.id}
                  {enquiry.service ? ` · ${serviceLabel(enquiry.service)}` : ""}
                  {enquiry.area || enquiry.city ? ` · ${enquiry.area ?? enquiry.city}` : ""}
                  {enquiry.mergedInto ? ` · ${fill(text.merged, { id: enquiry.mergedInto })}` : ""}
                </span>
              </th>
              <td className={cell}>
                {names.stages[enquiry.stage]}
                {enquiry.lostReason && <span className="block text-xs text-muted">{names.lostReasons[enquiry.lostReason]}</span>}
              </td>
              <td className={cell}>{enquiry.owner?.username ?? <span className="text-muted">{text.unassigned}</span>}</td>
              <td className={cell}>
                <PromiseCell enquiry={enquiry} />
              </td>
              <td className={cell}>
                <When iso={enquiry.lastTouchAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
