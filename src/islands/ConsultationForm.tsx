import { useId, useState } from "react";
import { localePath, type Locale } from "../i18n/locales";
import { consultationSchemas, type ConsultationInput } from "../lib/forms/consultation";
import { PHONE_EXAMPLE } from "../lib/phone";
import { formMessages } from "../lib/forms/messages";
import { serviceOptions } from "../lib/forms/service-options";
import { applyServerErrors } from "./lead/fields";
import { SelectField } from "./lead/SelectField";
import { SubmitRow } from "./lead/SubmitRow";
import { PhoneField, TextField } from "./lead/TextField";
import { useLeadFormKit } from "./lead/useLeadForm";
import { Toast } from "./ui/Toast";
import { useHydrated } from "./ui/useHydrated";
import { routes } from "../lib/routes";

/** How long the success toast is visible before the browser moves on to the thank-you page. */
const REDIRECT_DELAY_MS = 1200;

/** The consultation form in the page's language; by default it goes on to the thank-you page of that language. */
export default function ConsultationForm({ redirectTo, locale }: { redirectTo?: string; locale: Locale }) {
  const id = useId();
  const hydrated = useHydrated();
  const m = formMessages(locale);
  const [booked, setBooked] = useState<{ whatsappLink?: string } | null>(null);
  const {
    form: {
      register,
      handleSubmit,
      reset,
      setError,
      formState: { errors, isSubmitting },
    },
    toast: { toast, show, dismiss },
    showError,
    lead,
  } = useLeadFormKit({
    locale,
    schema: consultationSchemas[locale],
    defaultValues: { fullName: "", email: "", phone: "", service: "" as ConsultationInput["service"], message: "" },
    storageKey: "lead:consultation",
    endpoint: routes.api.consultations(),
    failureMessage: m.consultation.failed,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await lead.submit(values);
      const { whatsappLink } = (await response.json()) as { whatsappLink?: string };
      show({ tone: "success", title: m.consultation.bookedTitle, description: m.consultation.bookedText });
      reset();
      setBooked({ whatsappLink });
      window.setTimeout(() => window.location.assign(redirectTo ?? localePath(routes.thankYou(), locale)), REDIRECT_DELAY_MS);
    } catch (error) {
      applyServerErrors(error, values, setError);
      showError(error);
    }
  });

  if (booked) {
    return (
      <div className="rounded-2xl bg-white p-6 text-center" role="status">
        <h3 className="text-2xl">{m.consultation.thanksTitle}</h3>
        <p className="mt-2 text-muted">{m.consultation.thanksText}</p>
        <p className="mt-1 text-muted">{m.consultation.thanksNext}</p>
        {booked.whatsappLink && (
          <a href={booked.whatsappLink} className="btn-primary mt-4" rel="noopener">
            {m.consultation.whatsapp}
          </a>
        )}
        <button type="button" className="btn-outline mt-4 ml-2" onClick={() => setBooked(null)}>
          {m.consultation.again}
        </button>
        <Toast toast={toast} onDismiss={dismiss} text={m.toast} />
      </div>
    );
  }

  return (
    <form
      action={routes.api.consultations()}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="relative grid gap-4"
      aria-label={m.consultation.formLabel}
      data-hydrated={hydrated ? "true" : undefined}
    >
      <input type="hidden" name="lang" value={locale} />
      <TextField
        formId={id}
        label={m.fields.fullName}
        registration={register("fullName")}
        error={errors.fullName}
        autoComplete="name"
        placeholder={m.placeholders.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          formId={id}
          label={m.fields.email}
          registration={register("email")}
          error={errors.email}
          type="email"
          autoComplete="email"
          placeholder={m.placeholders.email}
        />
        <PhoneField formId={id} label={m.fields.phone} registration={register("phone")} error={errors.phone} placeholder={PHONE_EXAMPLE} />
      </div>
      <SelectField
        formId={id}
        label={m.fields.service}
        registration={register("service")}
        error={errors.service}
        placeholder={m.placeholders.service}
        options={serviceOptions(m)}
      />
      <TextField
        formId={id}
        label={m.fields.message}
        optional={m.fields.optional}
        multiline
        registration={register("message")}
        error={errors.message}
        rows={3}
        placeholder={m.placeholders.message}
      />
      <SubmitRow
        lead={lead}
        submitting={isSubmitting}
        label={m.consultation.submit}
        busyLabel={m.consultation.busy}
        text={m}
        toast={{ toast, dismiss }}
      />
    </form>
  );
}
