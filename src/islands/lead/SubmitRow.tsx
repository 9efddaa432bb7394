import type { Ref } from "react";
import type { FormMessages } from "../../lib/forms/messages";
import { Toast, type ToastMessage } from "../ui/Toast";
import { Honeypot, RetryNotice } from "./Honeypot";
import type { LeadStatus } from "./useLeadForm";

interface Props {
  lead: { honeypot: Ref<HTMLInputElement>; status: LeadStatus };
  submitting: boolean;
  label: string;
  busyLabel: string;
  /** The form's words in the page's language (the bot trap's label, the toast's). */
  text: FormMessages;
  toast?: { toast: ToastMessage | null; dismiss: () => void };
}

/** The end of every lead form: the bot trap, the retry notice while a save is retried, the submit button, the toast. */
export function SubmitRow({ lead, submitting, label, busyLabel, text, toast }: Props) {
  return (
    <>
      <Honeypot inputRef={lead.honeypot} label={text.submission.honeypot} />
      {lead.status.kind === "retrying" && <RetryNotice message={lead.status.message} />}
      <button type="submit" className="btn-primary w-full" disabled={submitting}>
        {submitting ? busyLabel : label}
      </button>
      {toast && <Toast toast={toast.toast} onDismiss={toast.dismiss} text={text.toast} />}
    </>
  );
}
