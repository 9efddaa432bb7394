import { useEffect, useRef, useState } from "react";
import type { DefaultValues, FieldValues, UseFormReset, UseFormWatch } from "react-hook-form";
import type { z } from "zod";
import type { Locale } from "../../i18n/locales";
import { FILL_MS_EARLIER_VISIT } from "../../lib/forms/fields";
import { formMessages } from "../../lib/forms/messages";
import type { LeadIsland } from "../../lib/forms/descriptor";
import type { NoticeForm } from "../../lib/privacy/consent";
import { visitSource } from "../../scripts/visit-source";
import { NOTICE_VERSION_SHOWN } from "./FormNotice";
import { useToast } from "../ui/Toast";
import { errorText } from "../forms/fields";
import { clearDraft, isKeyConflict, isRetryable, loadDraft, newSubmissionKey, postLead, saveDraft } from "./submission";
import { useFormShell } from "../forms/useFormShell";

export type LeadStatus =
  | { kind: "idle" }
  | { kind: "retrying"; message: string }
  /** Still unsent after `KEPT_AFTER_MS`: the form stops saying "Processing..." and tells the visitor what happens. */
  | { kind: "kept" }
  | { kind: "failed"; error: unknown };

/** How long a form says it is at work before it says instead that the details are kept here and will be sent. */
export const KEPT_AFTER_MS = 15_000;

/**
 * What every lead form shares: the visitor's typing is kept in the browser
 * until the server confirms, a key per submission makes retries safe,
 * failures of the network or the server are retried with backoff, and the
 * page's language goes with the lead (the server answers in it and records it).
 */
export function useLeadForm<T extends FieldValues>({
  locale,
  storageKey,
  endpoint,
  watch,
  reset,
  onRetry,
  noticeForm,
}: {
  locale: Locale;
  storageKey: string;
  endpoint: string;
  /** The form whose privacy notice the visitor was shown: recorded with the lead as its consent. */
  noticeForm: NoticeForm;
  watch: UseFormWatch<T>;
  reset: UseFormReset<T>;
  /** Told about each failure that will be retried (the first one deserves a visible message). */
  onRetry?: (error: unknown, attempt: number) => void;
}) {
  const [status, setStatus] = useState<LeadStatus>({ kind: "idle" });
  const key = useRef<string | undefined>(undefined);
  const sent = useRef<string | undefined>(undefined);
  // Time spent on the page before sending: bots post within a second of loading it.
  const startedAt = useRef<number | null>(typeof performance === "undefined" ? null : performance.timeOrigin);
  const honeypot = useRef<HTMLInputElement>(null);
  const abort = useRef(new AbortController());
  /** The send under way: pressing the button again (or a resumed draft) joins it instead of starting a second one. */
  const inFlight = useRef<{ payload: string; promise: Promise<Response> } | null>(null);
  /** Pressing the button again while a send waits to retry tries again now. */
  const wake = useRef(new EventTarget());
  const pending = useRef(false);
  /** A draft the visitor sent and the server never confirmed, restored on load: the form sends it again. */
  const [resume, setResume] = useState(false);
  const keep = (values: Partial<T>) =>
    saveDraft<T>(storageKey, { values, idempotencyKey: key.current, sent: sent.current, pending: pending.current || undefined });

  useEffect(() => {
    const draft = loadDraft<T>(storageKey);
    if (draft) {
      key.current = draft.idempotencyKey;
      sent.current = draft.sent;
      // A returning visitor may send a restored form at once: that says nothing about bots.
      startedAt.current = null;
      pending.current = draft.pending === true;
      reset({ ...draft.values } as T, { keepDefaultValues: true });
      if (pending.current) setResume(true);
    }
    const subscription = watch((values) => keep(values as Partial<T>));
    const controller = abort.current;
    return () => {
      subscription.unsubscribe();
      controller.abort();
    };
  }, [storageKey, watch, reset]);

  const send = async (values: T, payload: Record<string, unknown>): Promise<Response> => {
    // The same details keep their key (a retry); changed details are a new submission.
    if (key.current === undefined || (sent.current !== undefined && sent.current !== JSON.stringify(payload))) {
      key.current = newSubmissionKey();
    }
    sent.current = JSON.stringify(payload);
    pending.current = true;
    keep(values);
    setStatus({ kind: "idle" });
    const kept = window.setTimeout(() => setStatus({ kind: "kept" }), KEPT_AFTER_MS);
    const post = () =>
      postLead(
        endpoint,
        {
          ...payload,
          idempotencyKey: key.current,
          lang: locale,
          // Where the visit came from goes with the lead, outside the details a retry compares.
          visitSource: visitSource(),
          noticeVersion: NOTICE_VERSION_SHOWN,
          noticeForm,
          website: honeypot.current?.value || undefined,
          // A draft restored from an earlier visit was filled then: it may go at once.
          fillMs: startedAt.current === null ? FILL_MS_EARLIER_VISIT : Math.round(Date.now() - startedAt.current),
        },
        {
          signal: abort.current.signal,
          wake: wake.current,
          onRetrying: (error, attempt) => {
            const message = formMessages(locale).submission.retrying;
            setStatus((now) => (now.kind === "kept" ? now : { kind: "retrying", message }));
            onRetry?.(error, attempt);
          },
        },
      );
    try {
      let response: Response;
      try {
        response = await post();
      } catch (error) {
        if (!isKeyConflict(error)) throw error;
        key.current = newSubmissionKey();
        keep(values);
        response = await post();
      }
      clearDraft(storageKey);
      pending.current = false;
      key.current = undefined;
      sent.current = undefined;
      startedAt.current = Date.now();
      setStatus({ kind: "idle" });
      return response;
    } catch (error) {
      // A refusal (a 4xx) will not change by itself: nothing is sent again on the next load.
      if (!isRetryable(error)) {
        pending.current = false;
        keep(values);
      }
      setStatus({ kind: "failed", error });
      throw error;
    } finally {
      window.clearTimeout(kept);
    }
  };

  /** Sends the details, or joins the send of the same details already under way. */
  const submit = (values: T, extra: Record<string, unknown> = {}): Promise<Response> => {
    const payload = { ...values, ...extra };
    const same = JSON.stringify(payload);
    if (inFlight.current?.payload === same) {
      wake.current.dispatchEvent(new Event("wake"));
      return inFlight.current.promise;
    }
    const promise = send(values, payload).finally(() => {
      if (inFlight.current?.promise === promise) inFlight.current = null;
    });
    inFlight.current = { payload: same, promise };
    return promise;
  };

  return { submit, status, honeypot, resume };
}

/**
 * A lead form's whole setup: the form shell on the shared zod schema of the page's language, its toast, and the lead
 * submission with an error toast on the first failure that will be retried and on a failure that ends the try.
 */
export function useLeadFormKit<S extends z.ZodType<FieldValues, FieldValues>>(
  form: { schemas: Record<Locale, S>; defaults: DefaultValues<z.infer<S>>; island: LeadIsland },
  {
    locale,
    failureMessage,
    noticeForm,
  }: {
    locale: Locale;
    failureMessage: string;
    /** Which form this is, for the privacy notice beside its button and the consent record. */
    noticeForm: NoticeForm;
  },
) {
  const shell = useFormShell(form.schemas[locale], form.defaults);
  const toast = useToast();
  const text = formMessages(locale);
  const showError = (error: unknown) =>
    toast.show({ tone: "error", title: text.submission.errorTitle, description: errorText(error, failureMessage) });
  const lead = useLeadForm({
    locale,
    storageKey: form.island.draftKey,
    endpoint: form.island.endpoint,
    watch: shell.form.watch,
    reset: shell.form.reset,
    onRetry: (error, attempt) => attempt === 0 && showError(error),
    noticeForm,
  });
  const latest = useRef<(() => Promise<void>) | null>(null);
  /** The form's submit handler: `send` posts through `lead.submit`; a failure `handled` does not claim gets the error toast. */
  const onSubmit = (send: (values: z.infer<S>) => Promise<void>, handled?: (error: unknown) => boolean) => {
    const handler = shell.submitWith(send, (error) => {
      if (!handled?.(error)) showError(error);
    });
    latest.current = handler;
    return handler;
  };
  // Details sent on an earlier visit and never confirmed go again, through the form's own handler (its thank-you too).
  useEffect(() => {
    if (lead.resume) void latest.current?.();
  }, [lead.resume]);
  return { ...shell, toast, lead, onSubmit, text, endpoint: form.island.endpoint, notice: { form: noticeForm, locale } };
}
