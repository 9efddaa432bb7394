import { useId, useState } from "react";
import { contactSchema } from "../lib/forms/contact";
import { inputClass } from "./ConsultationForm";
import { applyServerErrors, FieldError, fieldProps } from "./lead/fields";
import { Honeypot, RetryNotice } from "./lead/Honeypot";
import { useLeadFormKit } from "./lead/useLeadForm";
import { Toast } from "./ui/Toast";
import { useHydrated } from "./ui/useHydrated";

export default function ContactForm() {
  const id = useId();
  const hydrated = useHydrated();
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
    schema: contactSchema,
    defaultValues: { name: "", email: "", phone: "", subject: "", message: "" },
    storageKey: "lead:contact",
    endpoint: "/api/contacts",
    failureMessage: "Failed to send your message. Please try again.",
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
        <h3 className="text-2xl">Message sent</h3>
        <p className="mt-2 text-muted">Thank you for writing to us. We reply within one working day.</p>
        <button type="button" className="btn-outline mt-4 text-teal" onClick={() => setSent(false)}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form
      action="/api/contacts"
      method="post"
      onSubmit={onSubmit}

      noValidate
      className="relative grid gap-4"
      aria-label="Send us a message"
      data-hydrated={hydrated ? "true" : undefined}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            Name
          </label>
          <input {...register("name")} {...fieldProps(id, "name", errors.name)} autoComplete="name" className={inputClass} />
          <FieldError formId={id} name="name" error={errors.name} />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="text-sm font-medium">
            Phone
          </label>
          <input
            {...register("phone")}
            {...fieldProps(id, "phone", errors.phone)}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            className={inputClass}
          />
          <FieldError formId={id} name="phone" error={errors.phone} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          Email
        </label>
        <input {...register("email")} {...fieldProps(id, "email", errors.email)} type="email" autoComplete="email" className={inputClass} />
        <FieldError formId={id} name="email" error={errors.email} />
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className="text-sm font-medium">
          Subject <span className="font-normal text-muted">(optional)</span>
        </label>
        <input {...register("subject")} {...fieldProps(id, "subject", errors.subject)} className={inputClass} />
        <FieldError formId={id} name="subject" error={errors.subject} />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-medium">
          Message
        </label>
        <textarea {...register("message")} {...fieldProps(id, "message", errors.message)} rows={4} className={inputClass} />
        <FieldError formId={id} name="message" error={errors.message} />
      </div>
      <Honeypot inputRef={lead.honeypot} />
      {lead.status.kind === "retrying" && <RetryNotice message={lead.status.message} />}
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send Message"}
      </button>
      <Toast toast={toast} onDismiss={dismiss} />
    </form>
  );
}
