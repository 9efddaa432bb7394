import { useState } from "react";
import { localePath, type Locale } from "../i18n/locales";
import { consultationForm } from "../lib/forms/consultation";
import { formMessages } from "../lib/forms/messages";
import { FormShell } from "./forms/FormShell";
import { LeadFields } from "./forms/LeadFields";
import { PromiseNote, SentNotice } from "./lead/SentNotice";
import { rememberPromise } from "../scripts/thank-you";
import { LeadToast, SubmitRow } from "./lead/SubmitRow";
import { useLeadFormKit } from "./lead/useLeadForm";
import type { NoticeForm } from "../lib/privacy/consent";
import { routes } from "../lib/routes";

/** How long the success toast is visible before the browser moves on to the thank-you page. */
const REDIRECT_DELAY_MS = 1200;

/**
 * The consultation form in the page's language; by default it goes on to the thank-you page of that language. `form`
 * names where it is shown (a landing page, the popup) for the consent record.
 */
export default function ConsultationForm({
  redirectTo,
  locale,
  form = redirectTo ? "landing" : "consultation",
}: {
  redirectTo?: string;
  locale: Locale;
  form?: NoticeForm;
}) {
  const m = formMessages(locale);
  const [booked, setBooked] = useState<{ whatsappLink?: string; promise?: string } | null>(null);
  const kit = useLeadFormKit(consultationForm, { locale, failureMessage: m.consultation.failed, noticeForm: form });

  const submit = kit.onSubmit(async (values) => {
    const response = await kit.lead.submit(values);
    const { whatsappLink, promise } = (await response.json()) as { whatsappLink?: string; promise?: string };
    kit.toast.show({ tone: "success", title: m.consultation.bookedTitle, description: m.consultation.bookedText });
    kit.form.reset();
    setBooked({ whatsappLink, promise });
    rememberPromise(promise);
    window.setTimeout(() => window.location.assign(redirectTo ?? localePath(routes.thankYou(), locale)), REDIRECT_DELAY_MS);
  });

  if (booked) {
    return (
      <SentNotice
        title={m.consultation.thanksTitle}
        again={m.consultation.again}
        onAgain={() => setBooked(null)}
        action={
          booked.whatsappLink && (
            <a href={booked.whatsappLink} className="btn-primary mt-4" rel="noopener">
              {m.consultation.whatsapp}
            </a>
          )
        }
      >
        <p className="mt-2 text-muted">{m.consultation.thanksText}</p>
        <p className="mt-1 text-muted">{m.consultation.thanksNext}</p>
        <PromiseNote promise={booked.promise} text={m.promise.call} locale={locale} />
        <LeadToast kit={kit} />
      </SentNotice>
    );
  }

  return (
    <FormShell
      action={kit.endpoint}
      locale={locale}
      onSubmit={submit}
      className="relative grid gap-4"
      aria-label={m.consultation.formLabel}
    >
      <LeadFields fields={consultationForm.typed} field={kit.field} m={m} />
      <SubmitRow kit={kit} label={m.consultation.submit} busyLabel={m.consultation.busy} />
    </FormShell>
  );
}
