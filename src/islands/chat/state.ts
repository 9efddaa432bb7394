import { CHAT_LIMITS, type ChatConversationInput } from "../../lib/forms/chat";
import { FILL_MS_EARLIER_VISIT, toPlainText } from "../../lib/forms/fields";
import { visitSource } from "../../scripts/visit-source";
import { NOTICE_VERSION_SHOWN } from "../lead/FormNotice";
import { fill } from "../../i18n/fill";
import type { Locale } from "../../i18n/locales";
import { formatPromise } from "../../lib/leads/promise";
import { nextStep, promptFor, type Answers, type StepId } from "./flow";
import type { ChatMessages } from "./messages";
import type { ChatSave } from "./outbox";

export interface Message {
  from: "bot" | "visitor";
  text: string;
  at: string;
  step?: StepId;
  link?: { title: string; url: string };
  passages?: { title: string; url: string; score: number }[];
  mode?: "ai" | "retrieval";
}

/** The conversation as this device keeps it between page views. */
export interface ChatState {
  visitorId: string;
  messages: Message[];
  answers: Answers;
  aiMode: boolean;
  /** The number of the last save made; each save gets the next one. */
  seq: number;
  /** The save that finished the guided flow: the closing message waits until the server has it. */
  finishedSeq?: number;
  /** The closing "a designer will call you" message has been shown. */
  thanked?: boolean;
  /** When the page the chat began on was loaded: how soon after it a save comes tells people from bots. */
  pageLoadedAt?: number;
}

const STORAGE_KEY = "chat:state";
export const now = () => new Date().toISOString();
export const bot = (text: string, extra: Partial<Message> = {}): Message => ({ from: "bot", text, at: now(), ...extra });

function freshState(m: ChatMessages): ChatState {
  return {
    visitorId: crypto.randomUUID().replace(/-/g, ""),
    messages: [bot(promptFor("name", {}, m))],
    answers: {},
    aiMode: false,
    seq: 0,
    pageLoadedAt: Math.round(performance.timeOrigin),
  };
}

/** The conversation kept on this device, or a new one greeting the visitor in the page's language. */
export function loadState(m: ChatMessages): ChatState {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as ChatState | null;
    // A conversation kept before saves were numbered starts its numbering now.
    return saved?.visitorId ? { ...saved, seq: saved.seq ?? 0 } : freshState(m);
  } catch {
    return freshState(m);
  }
}

export function storeState(state: ChatState): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Without storage the chat still works for this page view.
  }
}

export const isFinished = (state: ChatState) => nextStep(state.answers) === "done";

/**
 * The closing promise: with the time the server gave (`promise`, ISO 8601), that day and time in the page's language;
 * without it, "within 24 hours" and the studio's opening hours as the page's language writes them (`hours`).
 */
export function closingMessage(answers: Answers, m: ChatMessages, hours: string, promise?: string, locale: Locale = "en"): string {
  const who = { name: answers.name ?? "", phone: answers.phone ?? "" };
  return promise ? fill(m.closingBy, { ...who, when: formatPromise(new Date(promise), locale) }) : fill(m.closing, { ...who, hours });
}

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;

/**
 * The save the server receives for `state`: answers, the transcript cleaned
 * and cut to the server's limits (the oldest messages go first, never the
 * whole save), the honeypot and the time since the chat's page loaded.
 */
export function toSave(state: ChatState, honeypot: string): ChatSave {
  const answer = (step: StepId, max: number) => {
    const value = state.answers[step];
    return value === undefined ? undefined : toPlainText(value, max).trim();
  };
  const save: ChatSave = {
    visitorId: state.visitorId,
    seq: state.seq,
    userName: answer("name", CHAT_LIMITS.name),
    userPhone: state.answers.phone,
    userSource: state.answers.source as ChatConversationInput["userSource"],
    userService: state.answers.service as ChatConversationInput["userService"],
    userTimeline: state.answers.timeline as ChatConversationInput["userTimeline"],
    userQuestions: answer("questions", CHAT_LIMITS.questions),
    conversationData: {
      messages: state.messages
        .slice(-CHAT_LIMITS.messages)
        .map(({ from, text, at }) => ({ from, text: toPlainText(text, CHAT_LIMITS.messageLength), at })),
    },
    aiMode: state.aiMode,
    ...(isFinished(state) ? { completedFlow: true } : {}),
    visitSource: visitSource(),
    // The number was typed below the privacy notice: the saves that carry it record which notice that was.
    ...(state.answers.phone ? { noticeVersion: NOTICE_VERSION_SHOWN, noticeForm: "chat" as const } : {}),
    website: honeypot || undefined,
    fillMs: state.pageLoadedAt === undefined ? FILL_MS_EARLIER_VISIT : Date.now() - state.pageLoadedAt,
  };
  while (save.conversationData.messages.length > 1 && bytes(save) > CHAT_LIMITS.saveBytes) save.conversationData.messages.shift();
  return save;
}
