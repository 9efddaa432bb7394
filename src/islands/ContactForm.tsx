import { useState } from "react";
import type { Locale } from "../i18n/locales";
import { contactSchemas } from "../lib/forms/contact";
import { formMessages } from "../lib/forms/messages";
import { FormShell } from "./forms/FormShell";
import { SentNotice } from "./lead/SentNotice";
import { SubmitRow } from "./lead/SubmitRow";
import { PhoneField, TextField } from "./forms/TextField";
import { useLeadFormKit } from "./lead/useLeadForm";
import { routes } from "../lib/routes";

/** The contact form in the page's language. */
export default function ContactForm({ locale }: { locale: Locale }) {
  const m = formMessages(locale);
  const [sent, setSent] = useState(false);
  const kit = useLeadFormKit({
    locale,
    schema: contactSchemas[locale],
    defaultValues: { name: "", email: "", phone: "", subject: "", message: "" },
    storageKey: "lead:contact",
    endpoint: routes.api.contacts(),
    failureMessage: m.contact.failed,
  });

  const submit = kit.onSubmit(async (values) => {
    await kit.lead.submit(values);
    kit.form.reset();
    setSent(true);
  });

  if (sent) {
    return (
      <SentNotice title={m.contact.sentTitle} again={m.contact.again} onAgain={() => setSent(false)}>
        <p className="mt-2 text-muted">{m.contact.sentText}</p>
      </SentNotice>
    );
  }

  return (
    <FormShell action={kit.endpoint} locale={locale} onSubmit={submit} className="relative grid gap-4" aria-label={m.contact.formLabel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...kit.field("name")} label={m.fields.name} autoComplete="name" />
        <PhoneField {...kit.field("phone")} label={m.fields.phone} />
      </div>
      <TextField {...kit.field("email")} label={m.fields.email} type="email" autoComplete="email" />
      <TextField {...kit.field("subject")} label={m.fields.subject} optional={m.fields.optional} />
      <TextField {...kit.field("message")} label={m.fields.message} multiline rows={4} />
      <SubmitRow kit={kit} label={m.contact.submit} busyLabel={m.contact.busy} />
    </FormShell>
  );
}
