import { fill } from "../../i18n/fill";
import { CHAT_SOURCES, CHAT_TIMELINES } from "../../lib/forms/chat-choices";
import { SERVICE_OPTIONS } from "../../lib/forms/service-options";
import type { ChatMessages } from "./messages";

/**
 * The guided conversation, in order: what the bot asks and how the visitor may answer. The words (prompts and
 * choice labels) are the catalogue's `chat` section; the values stored are the same in every language.
 */
export const FLOW = [
  { id: "name", input: "text" },
  { id: "phone", input: "tel" },
  { id: "source", input: "choice", choices: CHAT_SOURCES },
  { id: "service", input: "choice", choices: SERVICE_OPTIONS.map(({ value }) => value) },
  { id: "timeline", input: "choice", choices: CHAT_TIMELINES },
  { id: "questions", input: "text", skip: true },
] as const;

export type FlowStep = (typeof FLOW)[number];
export type StepId = FlowStep["id"];
export type Answers = Partial<Record<StepId, string>>;

/** The first question still unanswered, or "done". */
export function nextStep(answers: Answers): StepId | "done" {
  return FLOW.find((step) => answers[step.id] === undefined)?.id ?? "done";
}

export function promptFor(step: StepId, answers: Answers, m: ChatMessages): string {
  return fill(m.flow[step], { name: answers.name ?? "" });
}

/** A choice's label in the page's language; a value the catalogue does not know reads as itself. */
export function choiceLabel(step: StepId, value: string, m: ChatMessages): string {
  const labels: Partial<Record<StepId, Record<string, string>>> = { source: m.sources, service: m.services, timeline: m.timelines };
  return labels[step]?.[value] ?? value;
}

/** How an answer reads back in the transcript: choices become their labels, a skipped step its skip label. */
export function answerLabel(step: StepId, value: string, m: ChatMessages): string {
  const flowStep = FLOW.find((s) => s.id === step)!;
  if (value === "" && "skip" in flowStep) return m.flow.skip;
  return choiceLabel(step, value, m);
}
