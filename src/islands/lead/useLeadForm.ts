import { useCallback, useEffect, useRef, useState } from "react";
import type { DefaultValues, FieldValues, UseFormReset, UseFormWatch } from "react-hook-form";
import type { z } from "zod";
import type { Locale } from "../../i18n/locales";
import { FILL_MS_EARLIER_VISIT } from "../../lib/forms/fields";
import { formMessages } from "../../lib/forms/messages";
import { visitSource } from "../../scripts/visit-source";
import { useToast } from "../ui/Toast";
import { errorText } from "../forms/fields";
import { clearDraft, isKeyConflict, loadDraft, newSubmissionKey, postLead, saveDraft } from "./submission";
import { useFormShell } from "../forms/useFormShell";

export type LeadStatus = { kind: "idle" } | { kind: "retrying"; message: string } | { kind: "failed"; error: unknown };

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
}: {
  locale: Locale;
  storageKey: string;
  endpoint: string;
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

  useEffect(() => {
    const draft = loadDraft<T>(storageKey);
    if (draft) {
      key.current = draft.idempotencyKey;
      sent.current = draft.sent;
      // A returning visitor may send a restored form at once: that says nothing about bots.
      startedAt.current = null;
      reset({ ...draft.values } as T, { keepDefaultValues: true });
    }
    const subscription = watch((values) =>
      saveDraft<T>(storageKey, { values: values as Partial<T>, idempotencyKey: key.current, sent: sent.current }),
    );
    const controller = abort.current;
    return () => {
      subscription.unsubscribe();
      controller.abort();
    };
  }, [storageKey, watch, reset]);

  const submit = useCallback(
    async (values: T, extra: Record<string, unknown> = {}): Promise<Response> => {
      const payload = { ...values, ...extra };
      // The same details keep their key (a retry); changed details are a new submission.
      if (key.current === undefined || (sent.current !== undefined && sent.current !== JSON.stringify(payload))) {
        key.current = newSubmissionKey();
      }
      sent.current = JSON.stringify(payload);
      saveDraft(storageKey, { values, idempotencyKey: key.current, sent: sent.current });
      setStatus({ kind: "idle" });
      const send = () =>
        postLead(
          endpoint,
          {
            ...payload,
            idempotencyKey: key.current,
            lang: locale,
            // Where the visit came from goes with the lead, outside the details a retry compares.
            visitSource: visitSource(),
            website: honeypot.current?.value || undefined,
            // A draft restored from an earlier visit was filled then: it may go at once.
            fillMs: startedAt.current === null ? FILL_MS_EARLIER_VISIT : Math.round(Date.now() - startedAt.current),
          },
          {
            signal: abort.current.signal,
            onRetrying: (error, attempt) => {
              setStatus({
                kind: "retrying",
                message: formMessages(locale).submission.retrying,
              });
              onRetry?.(error, attempt);
            },
          },
        );
      try {
        let response: Response;
        try {
          response = await send();
        } catch (error) {
          if (!isKeyConflict(error)) throw error;
          key.current = newSubmissionKey();
          saveDraft(storageKey, { values, idempotencyKey: key.current, sent: sent.current });
          response = await send();
        }
        clearDraft(storageKey);
        key.current = undefined;
        sent.current = undefined;
        startedAt.current = Date.now();
        setStatus({ kind: "idle" });
        return response;
      } catch (error) {
        setStatus({ kind: "failed", error });
        throw error;
      }
    },
    [endpoint, storageKey, onRetry, locale],
  );

  return { submit, status, honeypot };
}

/**
 * A lead form's whole setup: the form shell on the shared zod schema of the page's language, its toast, and the lead
 * submission with an error toast on the first failure that will be retried and on a failure that ends the try.
 */
export function useLeadFormKit<S extends z.ZodType<FieldValues, FieldValues>>({
  locale,
  schema,
  defaultValues,
  storageKey,
  endpoint,
  failureMessage,
}: {
  locale: Locale;
  schema: S;
  defaultValues: DefaultValues<z.infer<S>>;
  storageKey: string;
  endpoint: string;
  failureMessage: string;
}) {
  const shell = useFormShell(schema, defaultValues);
  const toast = useToast();
  const text = formMessages(locale);
  const showError = (error: unknown) =>
    toast.show({ tone: "error", title: text.submission.errorTitle, description: errorText(error, failureMessage) });
  const lead = useLeadForm({
    locale,
    storageKey,
    endpoint,
    watch: shell.form.watch,
    reset: shell.form.reset,
    onRetry: (error, attempt) => attempt === 0 && showError(error),
  });
  /** The form's submit handler: `send` posts through `lead.submit`; a failure `handled` does not claim gets the error toast. */
  const onSubmit = (send: (values: z.infer<S>) => Promise<void>, handled?: (error: unknown) => boolean) =>
    shell.submitWith(send, (error) => {
      if (!handled?.(error)) showError(error);
    });
  return { ...shell, toast, lead, onSubmit, text, endpoint };
}
