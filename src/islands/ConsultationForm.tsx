import { useState } from "react";
import { localePath, type Locale } from "../i18n/locales";
import { consultationSchemas, type ConsultationInput } from "../lib/forms/consultation";
import { PHONE_EXAMPLE } from "../lib/phone";
import { formMessages } from "../lib/forms/messages";
import { serviceOptions } from "../lib/forms/service-options";
import { FormShell } from "./forms/FormShell";
import { SentNotice } from "./lead/SentNotice";
import { SelectField } from "./forms/SelectField";
import { LeadToast, SubmitRow } from "./lead/SubmitRow";
import { PhoneField, TextField } from "./forms/TextField";
import { useLeadFormKit } from "./lead/useLeadForm";
import { routes } from "../lib/routes";

/** How long the success toast is visible before the browser moves on to the thank-you page. */
const REDIRECT_DELAY_MS = 1200;

/** The consultation form in the page's language; by default it goes on to the thank-you page of that language. */
export default function ConsultationForm({ redirectTo, locale }: { redirectTo?: string; locale: Locale }) {
  const m = formMessages(locale);
  const [booked, setBooked] = useState<{ whatsappLink?: string } | null>(null);
  const kit = useLeadFormKit({
    locale,
    schema: consultationSchemas[locale],
    defaultValues: { fullName: "", email: "", phone: "", service: "" as ConsultationInput["service"], message: "" },
    storageKey: "lead:consultation",
    endpoint: routes.api.consultations(),
    failureMessage: m.consultation.failed,
  });

  const submit = kit.onSubmit(async (values) => {
    const response = await kit.lead.submit(values);
    const { whatsappLink } = (await response.json()) as { whatsappLink?: string };
    kit.toast.show({ tone: "success", title: m.consultation.bookedTitle, description: m.consultation.bookedText });
    kit.form.reset();
    setBooked({ whatsappLink });
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
      <TextField {...kit.field("fullName")} label={m.fields.fullName} autoComplete="name" placeholder={m.placeholders.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...kit.field("email")} label={m.fields.email} type="email" autoComplete="email" placeholder={m.placeholders.email} />
        <PhoneField {...kit.field("phone")} label={m.fields.phone} placeholder={PHONE_EXAMPLE} />
      </div>
      <SelectField {...kit.field("service")} label={m.fields.service} placeholder={m.placeholders.service} options={serviceOptions(m)} />
      <TextField
        {...kit.field("message")}
        label={m.fields.message}
        optional={m.fields.optional}
        multiline
        rows={3}
        placeholder={m.placeholders.message}
      />
      <SubmitRow kit={kit} label={m.consultation.submit} busyLabel={m.consultation.busy} />
    </FormShell>
  );
}
