import { useState, type FormEvent, type RefObject } from "react";
import { CHAT_LIMITS, indianMobile } from "../../lib/forms/chat";
import { choiceLabel, type FlowStep, type StepId } from "./flow";
import type { ChatMessages } from "./messages";
import type { Locale } from "../../i18n/locales";
import { FormNotice } from "../lead/FormNotice";

/** How the visitor replies: quick-reply buttons for a choice, else a text box (answers in the guided flow, questions in Ask anything). */
export function ChatComposer({
  m,
  locale,
  id,
  step,
  aiMode,
  busy,
  draft,
  setDraft,
  input,
  onAnswer,
  onAsk,
}: {
  m: ChatMessages;
  locale: Locale;
  id: string;
  step: FlowStep | undefined;
  aiMode: boolean;
  busy: boolean;
  draft: string;
  setDraft: (text: string) => void;
  input: RefObject<HTMLInputElement | null>;
  onAnswer: (step: StepId, value: string) => void;
  onAsk: (question: string) => void;
}) {
  const [error, setError] = useState("");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    if (aiMode) {
      setDraft("");
      onAsk(text.slice(0, CHAT_LIMITS.question));
      return;
    }
    if (!step) return;
    if (step.id === "phone" && !indianMobile.safeParse(text).success) {
      setError(m.errors.phone);
      return;
    }
    if (step.id === "name" && text.length < 2) {
      setError(m.errors.name);
      return;
    }
    setError("");
    setDraft("");
    onAnswer(step.id, text.slice(0, step.id === "questions" ? CHAT_LIMITS.questions : CHAT_LIMITS.name));
  };

  const asksText = aiMode || (step && !("choices" in step));
  const tel = !aiMode && step?.input === "tel";
  return (
    <>
      {!aiMode && step && "choices" in step && (
        <div
          className="flex max-h-40 flex-wrap gap-2 overflow-y-auto border-t border-ink/10 p-3"
          role="group"
          aria-label={m.composer.quickReplies}
        >
          {step.choices.map((choice) => (
            <button
              key={choice}
              type="button"
              onClick={() => onAnswer(step.id, choice)}
              className="min-h-10 rounded-full border border-teal/40 px-3 text-xs font-medium text-teal hover:bg-teal/5"
            >
              {choiceLabel(step.id, choice, m)}
            </button>
          ))}
        </div>
      )}
      {asksText && (
        <form onSubmit={onSubmit} className="border-t border-ink/10 p-3">
          {!aiMode && step && "skip" in step && (
            <button
              type="button"
              onClick={() => onAnswer(step.id, "")}
              className="mb-2 min-h-10 rounded-full border border-teal/40 px-3 text-xs font-medium text-teal"
            >
              {m.flow.skip}
            </button>
          )}
          <div className="flex gap-2">
            <label htmlFor={`${id}-input`} className="sr-only">
              {aiMode ? m.composer.question : m.composer.answer}
            </label>
            <input
              ref={input}
              id={`${id}-input`}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              type={tel ? "tel" : "text"}
              inputMode={tel ? "tel" : undefined}
              maxLength={CHAT_LIMITS.question}
              autoComplete={!aiMode && step?.id === "name" ? "name" : tel ? "tel" : "off"}
              placeholder={aiMode ? m.composer.questionPlaceholder : m.composer.answerPlaceholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="min-h-11 flex-1 rounded-full border border-ink/20 px-4 text-base focus:border-teal focus:outline-none"
            />
            <button type="submit" className="btn-primary !min-h-11 !px-4" disabled={busy}>
              {m.composer.send}
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-xs text-red-700">
              {error}
            </p>
          )}
          {/* Before the chat takes a number, the visitor reads what it is for (the saves then record this notice). */}
          {tel && (
            <div className="mt-2">
              <FormNotice form="chat" locale={locale} />
            </div>
          )}
        </form>
      )}
    </>
  );
}
