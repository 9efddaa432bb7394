import { useId, useState } from "react";
import { consultationSchema, type ConsultationInput } from "../lib/forms/consultation";
import { PHONE_EXAMPLE } from "../lib/forms/fields";
import { SERVICE_OPTIONS } from "../lib/forms/service-options";
import { applyServerErrors } from "./lead/fields";
import { SelectField } from "./lead/SelectField";
import { SubmitRow } from "./lead/SubmitRow";
import { PhoneField, TextField } from "./lead/TextField";
import { useLeadFormKit } from "./lead/useLeadForm";
import { Toast } from "./ui/Toast";
import { useHydrated } from "./ui/useHydrated";

/** How long the success toast is visible before the browser moves on to the thank-you page. */
const REDIRECT_DELAY_MS = 1200;

export default function ConsultationForm({ redirectTo = "/thank-you" }: { redirectTo?: string }) {
  const id = useId();
  const hydrated = useHydrated();
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
    schema: consultationSchema,
    defaultValues: { fullName: "", email: "", phone: "", service: "" as ConsultationInput["service"], message: "" },
    storageKey: "lead:consultation",
    endpoint: "/api/consultations",
    failureMessage: "Failed to book consultation. Please try again.",
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await lead.submit(values);
      const { whatsappLink } = (await response.json()) as { whatsappLink?: string };
      show({ tone: "success", title: "Consultation Booked", description: "We'll contact you shortly to confirm your consultation." });
      reset();
      setBooked({ whatsappLink });
      window.setTimeout(() => window.location.assign(redirectTo), REDIRECT_DELAY_MS);
    } catch (error) {
      applyServerErrors(error, values, setError);
      showError(error);
    }
  });

  if (booked) {
    return (
      <div className="rounded-2xl bg-white p-6 text-center" role="status">
        <h3 className="text-2xl">Thank You!</h3>
        <p className="mt-2 text-muted">Your consultation request has been submitted successfully.</p>
        <p className="mt-1 text-muted">Our team will contact you within 24 hours to confirm your consultation.</p>
        {booked.whatsappLink && (
          <a href={booked.whatsappLink} className="btn-primary mt-4" rel="noopener">
            Open in WhatsApp
          </a>
        )}
        <button type="button" className="btn-outline mt-4 ml-2" onClick={() => setBooked(null)}>
          Book Another Consultation
        </button>
        <Toast toast={toast} onDismiss={dismiss} />
      </div>
    );
  }

  return (
    <form
      action="/api/consultations"
      method="post"
      onSubmit={onSubmit}

      noValidate
      className="relative grid gap-4"
      aria-label="Book a free consultation"
      data-hydrated={hydrated ? "true" : undefined}
    >
      <TextField
        formId={id}
        label="Full name"
        registration={register("fullName")}
        error={errors.fullName}
        autoComplete="name"
        placeholder="Your name"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          formId={id}
          label="Email"
          registration={register("email")}
          error={errors.email}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
        <PhoneField formId={id} registration={register("phone")} error={errors.phone} placeholder={PHONE_EXAMPLE} />
      </div>
      <SelectField
        formId={id}
        label="Service"
        registration={register("service")}
        error={errors.service}
        placeholder="Select a service"
        options={SERVICE_OPTIONS}
      />
      <TextField
        formId={id}
        label="Message"
        optional
        multiline
        registration={register("message")}
        error={errors.message}
        rows={3}
        placeholder="Tell us about your home"
      />
      <SubmitRow lead={lead} submitting={isSubmitting} label="Book Consultation" busyLabel="Processing..." toast={{ toast, dismiss }} />
    </form>
  );
}
