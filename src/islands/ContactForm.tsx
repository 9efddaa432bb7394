import { useId, useState } from "react";
import type { Locale } from "../i18n/locales";
import { contactSchemas } from "../lib/forms/contact";
import { formMessages } from "../lib/forms/messages";
import { applyServerErrors } from "./lead/fields";
import { PhoneField, TextField } from "./lead/TextField";
import { SubmitRow } from "./lead/SubmitRow";
import { useLeadFormKit } from "./lead/useLeadForm";
import { useHydrated } from "./ui/useHydrated";
import { routes } from "../lib/routes";

/** The contact form in the page's language. */
export default function ContactForm({ locale }: { locale: Locale }) {
  const id = useId();
  const hydrated = useHydrated();
  const m = formMessages(locale);
  const [sent, setSent] = useState(false);
  const {
    form: {
      register,
      handleSubmit,
      reset,
      setError,
      formState: { errors, isSubmitting },
    },
    toast: { toast, dismiss },
    showError,
    lead,
  } = useLeadFormKit({
    locale,
    schema: contactSchemas[locale],
    defaultValues: { name: "", email: "", phone: "", subject: "", message: "" },
    storageKey: "lead:contact",
    endpoint: routes.api.contacts(),
    failureMessage: m.contact.failed,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await lead.submit(values);
      reset();
      setSent(true);
    } catch (error) {
      applyServerErrors(error, values, setError);
      showError(error);
    }
  });

  if (sent) {
    return (
      <div role="status" className="rounded-2xl bg-white p-6 text-center">
        <h3 className="text-2xl">{m.contact.sentTitle}</h3>
        <p className="mt-2 text-muted">{m.contact.sentText}</p>
        <button type="button" className="btn-outline mt-4 text-teal" onClick={() => setSent(false)}>
          {m.contact.again}
        </button>
      </div>
    );
  }

  return (
    <form
      action={routes.api.contacts()}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="relative grid gap-4"
      aria-label={m.contact.formLabel}
      data-hydrated={hydrated ? "true" : undefined}
    >
      <input type="hidden" name="lang" value={locale} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField formId={id} label={m.fields.name} registration={register("name")} error={errors.name} autoComplete="name" />
        <PhoneField formId={id} label={m.fields.phone} registration={register("phone")} error={errors.phone} />
      </div>
      <TextField
        formId={id}
        label={m.fields.email}
        registration={register("email")}
        error={errors.email}
        type="email"
        autoComplete="email"
      />
      <TextField
        formId={id}
        label={m.fields.subject}
        optional={m.fields.optional}
        registration={register("subject")}
        error={errors.subject}
      />
      <TextField formId={id} label={m.fields.message} multiline registration={register("message")} error={errors.message} rows={4} />
      <SubmitRow
        lead={lead}
        submitting={isSubmitting}
        label={m.contact.submit}
        busyLabel={m.contact.busy}
        text={m}
        toast={{ toast, dismiss }}
      />
    </form>
  );
}
