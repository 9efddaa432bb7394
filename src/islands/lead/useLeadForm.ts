import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReset, UseFormWatch } from "react-hook-form";
import { clearDraft, loadDraft, newSubmissionKey, postLead, saveDraft, type Draft } from "./submission";

export type LeadStatus = { kind: "idle" } | { kind: "retrying"; message: string } | { kind: "failed"; error: unknown };

/**
 * What every lead form shares: the visitor's typing is kept in the browser
 * until the server confirms, a key per submission makes retries safe, and
 * failures of the network or the server are retried with backoff.
 */
export function useLeadForm<T extends FieldValues>({
  storageKey,
  endpoint,
  watch,
  reset,
  onRetry,
}: {
  storageKey: string;
  endpoint: string;
  watch: UseFormWatch<T>;
  reset: UseFormReset<T>;
  /** Told about each failure that will be retried (the first one deserves a visible message). */
  onRetry?: (error: unknown, attempt: number) => void;
}) {
  const [status, setStatus] = useState<LeadStatus>({ kind: "idle" });
  const key = useRef<string | undefined>(undefined);
  // Time spent on the page before sending: bots post within a second of loading it.
  const startedAt = useRef<number | null>(typeof performance === "undefined" ? null : performance.timeOrigin);
  const honeypot = useRef<HTMLInputElement>(null);
  const abort = useRef(new AbortController());

  useEffect(() => {
    const draft = loadDraft<T>(storageKey);
    if (draft) {
      key.current = draft.idempotencyKey;
      // A returning visitor may send a restored form at once: that says nothing about bots.
      startedAt.current = null;
      reset({ ...draft.values } as T, { keepDefaultValues: true });
    }
    const subscription = watch((values) => saveDraft<T>(storageKey, { values: values as Partial<T>, idempotencyKey: key.current }));
    const controller = abort.current;
    return () => {
      subscription.unsubscribe();
      controller.abort();
    };
  }, [storageKey, watch, reset]);

  const submit = useCallback(
    async (values: T, extra: Record<string, unknown> = {}): Promise<Response> => {
      key.current ??= newSubmissionKey();
      const draft: Draft<T> = { values, idempotencyKey: key.current };
      saveDraft(storageKey, draft);
      setStatus({ kind: "idle" });
      try {
        const response = await postLead(
          endpoint,
          {
            ...values,
            ...extra,
            idempotencyKey: key.current,
            website: honeypot.current?.value || undefined,
            fillMs: startedAt.current === null ? undefined : Math.round(Date.now() - startedAt.current),
          },
          {
            signal: abort.current.signal,
            onRetrying: (error, attempt) => {
              setStatus({
                kind: "retrying",
                message: "We couldn't reach our server. Your details are saved on this device and we'll keep trying automatically.",
              });
              onRetry?.(error, attempt);
            },
          },
        );
        clearDraft(storageKey);
        key.current = undefined;
        startedAt.current = Date.now();
        setStatus({ kind: "idle" });
        return response;
      } catch (error) {
        setStatus({ kind: "failed", error });
        throw error;
      }
    },
    [endpoint, storageKey, onRetry],
  );

  return { submit, status, honeypot };
}
