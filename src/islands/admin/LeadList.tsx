import { admin } from "../../i18n/en/admin";
import { LEAD_LANGUAGE_LABELS, type LeadSummary } from "../../lib/admin/leads";
import { type LeadKind, leadKindLabel } from "../../lib/leads/kinds";
import { serviceLabel } from "../../lib/forms/service-options";
import { When } from "./time";
import { TableHead } from "./ui";

const text = admin.list;
const cell = "px-4 py-3 align-top max-sm:block max-sm:px-0 max-sm:py-1";

export const leadName = (lead: Pick<LeadSummary, "name">) => lead.name?.trim() || text.noName;

/** A visible marker, so unread does not depend on colour or weight alone. */
export function UnreadTag() {
  return <span className="rounded-full bg-terracotta/10 px-2 py-0.5 text-xs font-semibold text-terracotta">{text.unread}</span>;
}

/** The inbox: a table on wide screens, one card per lead on a phone. */
export function LeadList({ leads, onOpen }: { leads: LeadSummary[]; onOpen: (lead: { kind: LeadKind; id: number }) => void }) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink/10">
      <table className="w-full text-left text-sm max-sm:block">
        <TableHead
          className="border-b border-ink/10 bg-sand/40 text-xs tracking-wide text-muted uppercase max-sm:sr-only"
          cellClass="px-4 py-3 font-semibold"
          columns={[text.columns.lead, text.columns.contact, text.columns.serviceCity, admin.common.received, text.columns.preview]}
        />
        <tbody className="divide-y divide-ink/10 max-sm:block">
          {leads.map((lead) => (
            <tr
              key={`${lead.kind}-${lead.id}`}
              className={`max-sm:block max-sm:px-4 max-sm:py-3 ${lead.isRead ? "" : "border-l-4 border-l-terracotta bg-terracotta/[0.03]"}`}
            >
              <td className={cell}>
                <span className="block text-xs text-muted">{leadKindLabel(lead.kind)}</span>
                <button
                  type="button"
                  onClick={() => onOpen(lead)}
                  className={`text-left text-base text-teal underline-offset-2 hover:underline ${lead.isRead ? "font-normal" : "font-bold"}`}
                >
                  <span className="sr-only">{text.open} </span>
                  {leadName(lead)}
                </button>
                {!lead.isRead && (
                  <span className="ml-2">
                    <UnreadTag />
                  </span>
                )}
                {lead.lang !== "en" && (
                  <span lang="en" className="ml-2 rounded-full bg-teal/10 px-2 py-0.5 text-xs font-semibold text-teal">
                    {LEAD_LANGUAGE_LABELS[lead.lang]}
                  </span>
                )}
                {lead.suspected && (
                  <span className="ml-2 rounded-full bg-ink/10 px-2 py-0.5 text-xs font-semibold text-ink">{admin.common.suspected}</span>
                )}
              </td>
              <td className={`${cell} break-words`}>
                {lead.phone && <span className="block whitespace-nowrap">{lead.phone}</span>}
                {lead.email && <span className="block break-all text-muted">{lead.email}</span>}
              </td>
              <td className={cell}>
                {lead.service && <span className="block">{serviceLabel(lead.service)}</span>}
                {lead.city && <span className="block text-muted">{lead.city}</span>}
              </td>
              <td className={cell}>
                <When iso={lead.createdAt} />
              </td>
              <td className={`${cell} max-w-xs text-muted`}>
                <span className="line-clamp-2 break-words">{lead.preview}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
