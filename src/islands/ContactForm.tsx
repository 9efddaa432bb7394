import { useState } from "react";
import type { Locale } from "../i18n/locales";
import { contactForm } from "../lib/forms/contact";
import { formMessages } from "../lib/forms/messages";
import { FormShell } from "./forms/FormShell";
import { PromiseNote, SentNotice } from "./lead/SentNotice";
import { SubmitRow } from "./lead/SubmitRow";
import { LeadFields } from "./forms/LeadFields";
import { useLeadFormKit } from "./lead/useLeadForm";

/** The contact form in the page's language. */
export default function ContactForm({ locale }: { locale: Locale }) {
  const m = formMessages(locale);
  // The time by which the studio will answer, from the server's answer; "" when it gave none.
  const [sent, setSent] = useState<string | null>(null);
  const kit = useLeadFormKit(contactForm, { locale, failureMessage: m.contact.failed, noticeForm: "contact" });

  const submit = kit.onSubmit(async (values) => {
    const response = await kit.lead.submit(values);
    const { promise } = (await response.json()) as { promise?: string };
    kit.form.reset();
    setSent(promise ?? "");
  });

  if (sent !== null) {
    return (
      <SentNotice title={m.contact.sentTitle} again={m.contact.again} onAgain={() => setSent(null)}>
        <p className="mt-2 text-muted">{m.contact.sentText}</p>
        <PromiseNote promise={sent || undefined} text={m.promise.reply} locale={locale} />
      </SentNotice>
    );
  }

  return (
    <FormShell action={kit.endpoint} locale={locale} onSubmit={submit} className="relative grid gap-4" aria-label={m.contact.formLabel}>
      <LeadFields fields={contactForm.typed} field={kit.field} m={m} />
      <SubmitRow kit={kit} label={m.contact.submit} busyLabel={m.contact.busy} />
    </FormShell>
  );
}
