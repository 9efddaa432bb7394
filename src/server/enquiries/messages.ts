import { enquiryRules } from "../../config/enquiries";
import { site } from "../../config/site";
import { enquiries as en } from "../../i18n/en/enquiries";
import { fill } from "../../i18n/fill";
import { serviceLabel } from "../../lib/forms/service-options";
import type { AlertKind } from "../../lib/admin/enquiries";
import { formatPromise } from "../../lib/leads/promise";
import { routes } from "../../lib/routes";

const { alerts } = en;

/** What an alert may say about the person: their first name, the service and the locality, nothing more. */
export interface AlertSubject {
  id: number;
  name: string | null;
  service: string | null;
  area: string | null;
  city: string | null;
  promiseAt: Date | null;
  nextActionAt?: Date | null;
}

/** Stands for the enquiry's id in a message written before the enquiry exists (the lead's own statement fills it in). */
export const ENQUIRY_ID_MARK = "{enquiry}";

export const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || alerts.someone;

/** The subject and body of one alert, in the staff's language (English). */
export function alertMessage(kind: AlertKind, subject: AlertSubject, owner?: string | null): { subject: string; body: string } {
  const name = firstName(subject.name);
  const service = subject.service ? serviceLabel(subject.service) : alerts.anyService;
  const promise = subject.promiseAt ? formatPromise(subject.promiseAt) : "—";
  const titles: Record<AlertKind, string> = {
    "owner-now": alerts.subjectNow,
    "owner-again": alerts.subjectAgain,
    admins: alerts.subjectAdmins,
    "next-action": alerts.subjectNextAction,
  };
  const bodies: Record<AlertKind, string> = {
    "owner-now": fill(alerts.bodyNow, { promise }),
    "owner-again": fill(alerts.bodyAgain, { promise, minutes: enquiryRules.alerts.ownerAgainMinutes }),
    admins: fill(alerts.bodyAdmins, { promise, minutes: enquiryRules.alerts.adminsMinutes, owner: owner ?? alerts.unassigned }),
    "next-action": fill(alerts.bodyNextAction, { at: subject.nextActionAt ? formatPromise(subject.nextActionAt) : "—" }),
  };
  const id = subject.id === 0 ? ENQUIRY_ID_MARK : String(subject.id);
  return {
    subject: fill(titles[kind], { name, service }),
    body: [
      fill(alerts.who, { name, service, place: subject.area ?? subject.city ?? alerts.anyPlace }),
      "",
      bodies[kind],
      "",
      fill(alerts.open, { link: `${site.url}${routes.adminEnquiry(id)}` }),
    ].join("\n"),
  };
}
