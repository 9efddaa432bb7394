import { useEffect, useRef } from "react";
import { fill } from "../../i18n/fill";
import type { StepId } from "./flow";
import type { ChatMessages } from "./messages";
import type { Message } from "./state";

/** The conversation so far, newest at the bottom, with an Edit button beside each guided answer. */
export function ChatLog({
  m: { log: m },
  messages,
  busy,
  canEdit,
  showPassages,
  onEdit,
}: {
  m: ChatMessages;
  messages: Message[];
  busy: boolean;
  canEdit: boolean;
  showPassages: boolean;
  onEdit: (step: StepId) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages.length, busy]);

  return (
    <div role="log" aria-live="polite" aria-label={m.label} className="flex-1 overflow-y-auto p-4 text-sm">
      <ol ref={list} className="space-y-3">
        {messages.map((message, index) => (
          <li key={index} className={message.from === "bot" ? "mr-8" : "ml-8 text-right"}>
            <span
              className={`inline-block rounded-2xl px-3 py-2 text-left ${message.from === "bot" ? "bg-sand/70" : "bg-teal text-white"}`}
            >
              <span className="sr-only">{message.from === "bot" ? m.bot : m.visitor}</span>
              {message.text}
              {message.link && (
                <a href={message.link.url} className="mt-1 block font-semibold text-teal underline">
                  {fill(m.readMore, { title: message.link.title })}
                </a>
              )}
            </span>
            {message.step && canEdit && (
              <button type="button" onClick={() => onEdit(message.step!)} className="ml-2 min-h-8 text-xs text-muted underline">
                {m.edit} <span className="sr-only">{fill(m.editWhich, { step: m.steps[message.step] })}</span>
              </button>
            )}
            {showPassages && message.mode && (
              <p className="mt-1 text-xs text-muted">{fill(m.answeredBy, { mode: message.mode === "ai" ? m.ai : m.retrieval })}</p>
            )}
            {showPassages && message.passages && (
              <ul className="mt-2 space-y-1 text-xs text-muted" aria-label={m.passages}>
                {message.passages.map((passage) => (
                  <li key={passage.url + passage.title}>
                    {passage.score.toFixed(2)} · <a href={passage.url}>{passage.title}</a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        {busy && <li className="mr-8 text-muted">{m.typing}</li>}
      </ol>
    </div>
  );
}
