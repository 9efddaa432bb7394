import { ApiError } from "../../lib/api";
import type { Locale } from "../../i18n/locales";
import type { ChatConversationInput } from "../../lib/forms/chat";
import { postLead } from "../lead/submission";
import { routes } from "../../lib/routes";

/**
 * The chat's sender. Each save is the whole conversation, so only the newest
 * one matters: it waits in localStorage until the server confirms it, and is
 * sent again with backoff while the network or the database is down, on this
 * page view or the next one (the chat's island hydrates on load while one
 * waits, see MainLayout).
 */
export type ChatSave = Omit<ChatConversationInput, "lang" | "visitSource"> & { lang?: Locale; visitSource?: unknown };

/** Where a save waits until the server confirms it. */
export const PENDING_KEY = "chat:pending";

export interface OutboxState {
  /** The highest save number of each conversation the server has confirmed. */
  confirmed: Record<string, number>;
  /** A save is waiting and its last attempt failed: the server or the network is down. */
  retrying: boolean;
  /** The server refused a save for good (it will never accept it). */
  refused: boolean;
  /** The time by which the studio will call, by conversation, once the server has its finished flow (ISO 8601). */
  promises: Record<string, string>;
}

const CONFIRMED_KEY = "chat:confirmed";

function read<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null") as T | null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the save is still sent from memory on this page view.
  }
}

let memory: ChatSave | null = null;
let state: OutboxState = { confirmed: read<Record<string, number>>(CONFIRMED_KEY) ?? {}, retrying: false, refused: false, promises: {} };
const listeners = new Set<(state: OutboxState) => void>();
let sending: { save: ChatSave; controller: AbortController } | null = null;

const pending = (): ChatSave | null => read<ChatSave>(PENDING_KEY) ?? memory;

function update(change: Partial<OutboxState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener(state);
}

export function outboxState(): OutboxState {
  return state;
}

export function subscribe(listener: (state: OutboxState) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function confirm(save: ChatSave, promise: unknown): void {
  const current = pending();
  if (current && current.visitorId === save.visitorId && current.seq <= save.seq) {
    memory = null;
    write(PENDING_KEY, null);
  }
  const confirmed = { ...state.confirmed, [save.visitorId]: Math.max(save.seq, state.confirmed[save.visitorId] ?? 0) };
  write(CONFIRMED_KEY, confirmed);
  const promises = typeof promise === "string" ? { ...state.promises, [save.visitorId]: promise } : state.promises;
  update({ confirmed, retrying: false, promises });
}

/** The answer's promise, when it has one. */
async function promiseOf(response: Response): Promise<unknown> {
  try {
    return ((await response.json()) as { promise?: unknown }).promise;
  } catch {
    return undefined;
  }
}

/** Keeps `save` on the device and sends it, in place of any older save still waiting. */
export function queueSave(save: ChatSave): void {
  memory = save;
  write(PENDING_KEY, save);
  sendPending();
}

/** Sends the waiting save, if any, retrying until the server confirms it; a newer save takes over from an older one. */
export function sendPending(): void {
  const save = pending();
  if (!save || (sending && sending.save.seq === save.seq && sending.save.visitorId === save.visitorId)) return;
  sending?.controller.abort();
  const attempt = { save, controller: new AbortController() };
  sending = attempt;
  update({ refused: false });
  postLead(routes.api.chat(), save, { signal: attempt.controller.signal, onRetrying: () => update({ retrying: true }) })
    .then(async (response) => confirm(save, await promiseOf(response)))
    .catch((error: unknown) => {
      if (attempt.controller.signal.aborted) return;
      // Too many requests: keep it for the next save or page view. Anything else will never be accepted.
      if (error instanceof ApiError && error.status === 429) return update({ retrying: true });
      console.error("The chat could not be saved:", error);
      if (pending()?.seq === save.seq) {
        memory = null;
        write(PENDING_KEY, null);
      }
      update({ retrying: false, refused: true });
    })
    .finally(() => {
      if (sending !== attempt) return;
      sending = null;
      // A newer save queued meanwhile is sent now.
      if (pending() && pending()!.seq !== save.seq) sendPending();
    });
}
