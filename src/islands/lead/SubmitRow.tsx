import type { Ref } from "react";
import type { Locale } from "../../i18n/locales";
import type { FormMessages } from "../../lib/forms/messages";
import type { NoticeForm } from "../../lib/privacy/consent";
import { FormNotice } from "./FormNotice";
import { Toast, type ToastMessage } from "../ui/Toast";
import { SubmitButton } from "../forms/FormShell";
import { Honeypot, KeptNotice, RetryNotice } from "./Honeypot";
import type { LeadStatus } from "./useLeadForm";

/** The parts of a lead form's kit (`useLeadFormKit`) that its end shows. */
interface Kit {
  lead: { honeypot: Ref<HTMLInputElement>; status: LeadStatus };
  form: { formState: { isSubmitting: boolean } };
  toast: { toast: ToastMessage | null; dismiss: () => void };
  /** The form's words in the page's language (the bot trap's label, the toast's). */
  text: FormMessages;
  /** Which form, for the privacy notice beside the button. */
  notice: { form: NoticeForm; locale: Locale };
}

/** The kit's toast, for a form whose thank-you replaces it (the toast must outlive the form). */
export function LeadToast({ kit }: { kit: Kit }) {
  return <Toast toast={kit.toast.toast} onDismiss={kit.toast.dismiss} text={kit.text.toast} />;
}

/**
 * The end of every lead form: the bot trap, the retry notice while a save is retried, the privacy notice, the submit
 * button, the toast.
 */
export function SubmitRow({ kit, label, busyLabel, toast = true }: { kit: Kit; label: string; busyLabel: string; toast?: boolean }) {
  return (
    <>
      <Honeypot inputRef={kit.lead.honeypot} label={kit.text.submission.honeypot} />
      {kit.lead.status.kind === "retrying" && <RetryNotice message={kit.lead.status.message} />}
      {kit.lead.status.kind === "kept" && <KeptNotice title={kit.text.submission.keptTitle} message={kit.text.submission.kept} />}
      <FormNotice form={kit.notice.form} locale={kit.notice.locale} />
      {/* Past the bound the send goes on behind the notice; a press meanwhile joins it rather than starting another. */}
      <SubmitButton busy={kit.form.formState.isSubmitting && kit.lead.status.kind !== "kept"} label={label} busyLabel={busyLabel} />
      {toast && <LeadToast kit={kit} />}
    </>
  );
}
