import { useId, useState } from "react";
import { contactSchema } from "../lib/forms/contact";
import { applyServerErrors } from "./lead/fields";
import { PhoneField, TextField } from "./lead/TextField";
import { SubmitRow } from "./lead/SubmitRow";
import { useLeadFormKit } from "./lead/useLeadForm";
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
        <TextField formId={id} label="Name" registration={register("name")} error={errors.name} autoComplete="name" />
        <PhoneField formId={id} registration={register("phone")} error={errors.phone} />
      </div>
      <TextField formId={id} label="Email" registration={register("email")} error={errors.email} type="email" autoComplete="email" />
      <TextField formId={id} label="Subject" optional registration={register("subject")} error={errors.subject} />
      <TextField formId={id} label="Message" multiline registration={register("message")} error={errors.message} rows={4} />
      <SubmitRow lead={lead} submitting={isSubmitting} label="Send Message" busyLabel="Sending..." toast={{ toast, dismiss }} />
    </form>
  );
}
