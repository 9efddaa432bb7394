import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { site } from "../../config/site";
import { fill } from "../../i18n/fill";
import type { Locale } from "../../i18n/locales";
import { apiRequest } from "../../lib/api";
import { answerLabel, nextStep, promptFor, type Answers, type StepId } from "./flow";
import { chatMessages } from "./messages";
import { outboxState, queueSave, sendPending, subscribe } from "./outbox";
import { bot, closingMessage, isFinished, loadState, now, storeState, toSave, type ChatState, type Message } from "./state";
import { routes } from "../../lib/routes";

interface AskReply {
  answer: string;
  source: { title: string; url: string } | null;
  passages: Message["passages"];
}

/** Where a finished conversation stands: on its way to the server, being retried, refused for good, or stored. */
export type Delivery = "sending" | "retrying" | "failed" | "stored";

/**
 * The chat's state and actions: the guided flow, "Ask anything", the
 * conversation kept on the device, and a save to the server after every
 * answer through the outbox (kept until confirmed, retried with backoff).
 * `state` is null until `start` for the floating chat, which loads nothing
 * before the visitor opens it.
 */
export function useChat(startOpen: boolean, locale: Locale, hours: string) {
  const m = chatMessages(locale);
  const [state, setState] = useState<ChatState | null>(() => (startOpen ? loadState(m) : null));
  const [busy, setBusy] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const outbox = useSyncExternalStore(subscribe, outboxState, outboxState);

  const start = useCallback(() => setState((current) => current ?? loadState(m)), [m]);

  useEffect(() => {
    if (!state) return;
    storeState(state);
  }, [state]);

  // A save left waiting by an earlier page view goes out as soon as the chat is on the page.
  useEffect(() => sendPending(), []);

  const stored = !!state?.finishedSeq && (outbox.confirmed[state.visitorId] ?? 0) >= state.finishedSeq;
  // A conversation finished before saves were numbered has no finishedSeq: it was stored back then.
  const delivery: Delivery | null =
    !state || !isFinished(state)
      ? null
      : stored || !state.finishedSeq
        ? "stored"
        : outbox.refused
          ? "failed"
          : outbox.retrying
            ? "retrying"
            : "sending";

  // The closing promise is made only once the server has the finished conversation.
  useEffect(() => {
    if (stored && state && !state.thanked) {
      const closing = closingMessage(state.answers, m, hours, outbox.promises[state.visitorId], locale);
      setState({ ...state, thanked: true, messages: [...state.messages, bot(closing)] });
    }
  }, [stored, state, m, hours, outbox.promises, locale]);

  /** Numbers the next save, keeps it and hands it to the outbox. */
  const save = (next: ChatState): ChatState => {
    const numbered = { ...next, seq: next.seq + 1 };
    const finishing = isFinished(numbered) && !next.finishedSeq;
    const withFinish = finishing ? { ...numbered, finishedSeq: numbered.seq } : numbered;
    // Each save says the language of the page it is sent from (the server records it with the lead).
    queueSave({ ...toSave(withFinish, honeypot.current?.value ?? ""), lang: locale });
    return withFinish;
  };

  const answer = (step: StepId, value: string) => {
    if (!state) return;
    const answers: Answers = { ...state.answers, [step]: value };
    const following = nextStep(answers);
    const messages = [...state.messages, { from: "visitor" as const, text: answerLabel(step, value, m), at: now(), step }];
    if (following !== "done") messages.push(bot(promptFor(following, answers, m)));
    setState(save({ ...state, answers, messages }));
  };

  const ask = async (question: string) => {
    if (!state) return;
    const withQuestion = { ...state, aiMode: true, messages: [...state.messages, { from: "visitor" as const, text: question, at: now() }] };
    setState(withQuestion);
    setBusy(true);
    try {
      const response = await apiRequest("POST", routes.api.chatAsk(), { question, visitorId: state.visitorId, locale });
      let reply: Message;
      if (response.headers.get("content-type")?.startsWith("application/json")) {
        const data = (await response.json()) as AskReply;
        reply = bot(data.answer, { ...(data.source ? { link: data.source } : {}), passages: data.passages, mode: "retrieval" });
      } else {
        const sources = JSON.parse(decodeURIComponent(response.headers.get("x-chat-sources") ?? "%5B%5D")) as AskReply["passages"] & {};
        reply = bot(await response.text(), { ...(sources[0] ? { link: sources[0] } : {}), mode: "ai" });
      }
      // From the conversation as it is now: a save may have been confirmed while the answer was on its way.
      setState((current) => current && save({ ...current, messages: [...current.messages, reply] }));
    } catch {
      const sorry = bot(fill(m.errors.ask, { phone: site.contact.phone }));
      setState((current) => current && { ...current, messages: [...current.messages, sorry] });
    } finally {
      setBusy(false);
    }
  };

  /** Takes back an answer so the visitor can give it again; returns what they had said. */
  const edit = (stepId: StepId): string => {
    if (!state) return "";
    const { [stepId]: previous, ...answers } = state.answers;
    setState({
      ...state,
      aiMode: false,
      answers,
      messages: [...state.messages, bot(fill(m.change, { prompt: promptFor(stepId, answers, m) }))],
    });
    return stepId === "questions" ? "" : (previous ?? "");
  };

  const toggleMode = () => state && setState({ ...state, aiMode: !state.aiMode });

  return { state, start, busy, delivery, honeypot, answer, ask, edit, toggleMode, m, locale };
}
