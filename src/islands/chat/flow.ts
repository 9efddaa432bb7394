import { CHAT_SOURCES, CHAT_TIMELINES } from "../../lib/forms/chat";
import { SERVICE_OPTIONS } from "../../lib/forms/service-options";

/** The guided conversation, in order: what the bot asks and how the visitor may answer. */
export const FLOW = [
  { id: "name", prompt: "Hello! 👋 I'm the studio's assistant. May I know your name?", input: "text" },
  { id: "phone", prompt: "Thanks, {name}! Which mobile number can our designer call you on?", input: "tel" },
  { id: "source", prompt: "How did you hear about us?", input: "choice", choices: CHAT_SOURCES.map((value) => ({ value, label: value })) },
  {
    id: "service",
    prompt: "What would you like us to design?",
    input: "choice",
    choices: SERVICE_OPTIONS.map(({ value, label }) => ({ value, label })),
  },
  {
    id: "timeline",
    prompt: "When would you like to start?",
    input: "choice",
    choices: CHAT_TIMELINES.map((value) => ({ value, label: value })),
  },
  {
    id: "questions",
    prompt: "Any questions for our designer? Type them here, or choose “No questions”.",
    input: "text",
    skip: "No questions",
  },
] as const;

export type StepId = (typeof FLOW)[number]["id"];
export type Answers = Partial<Record<StepId, string>>;

/** The first question still unanswered, or "done". */
export function nextStep(answers: Answers): StepId | "done" {
  return FLOW.find((step) => answers[step.id] === undefined)?.id ?? "done";
}

export function promptFor(step: StepId, answers: Answers): string {
  return FLOW.find((s) => s.id === step)!.prompt.replace("{name}", answers.name ?? "");
}

/** How an answer reads back in the transcript: service values become their labels, a skipped step its skip label. */
export function answerLabel(step: StepId, value: string): string {
  const flowStep = FLOW.find((s) => s.id === step)!;
  if (value === "" && "skip" in flowStep) return flowStep.skip;
  return ("choices" in flowStep ? flowStep.choices.find((c) => c.value === value)?.label : undefined) ?? value;
}
