import { useEffect, useRef, useState } from "react";
import { site } from "../../config/site";
import { fill } from "../../i18n/fill";
import { whatsappLink } from "../../lib/whatsapp";
import { formMessages } from "../../lib/forms/messages";
import { Honeypot } from "../lead/Honeypot";
import { ChatClosing } from "./ChatClosing";
import { ChatComposer } from "./ChatComposer";
import { ChatLog } from "./ChatLog";
import { answerLabel, FLOW, nextStep, type StepId } from "./flow";
import type { ChatState } from "./state";
import type { useChat } from "./useChat";

/** The chat once its conversation is loaded. */
type Chat = ReturnType<typeof useChat> & { state: ChatState };

/** The open chat: header, conversation, what happens after the flow, and the reply area. */
export function ChatPanel({
  id,
  chat,
  inline,
  showPassages,
  onClose,
}: {
  id: string;
  chat: Chat;
  inline: boolean;
  showPassages: boolean;
  onClose: () => void;
}) {
  const { state } = chat;
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const current = nextStep(state.answers);
  const step = current === "done" ? undefined : FLOW.find((s) => s.id === current);

  useEffect(() => {
    if (!inline) input.current?.focus();
  }, [inline]);

  const edit = (stepId: StepId) => {
    setDraft(chat.edit(stepId));
    input.current?.focus();
  };

  const { m } = chat;
  const whatsapp = whatsappLink(
    fill(m.panel.whatsapp, {
      brand: site.brand,
      name: state.answers.name ?? "",
      service: answerLabel("service", state.answers.service ?? "", m),
      phone: state.answers.phone ?? "",
    }),
  );

  return (
    <div
      id={`${id}-panel`}
      role={inline ? "region" : "dialog"}
      aria-label={m.panel.title}
      onKeyDown={(event) => !inline && event.key === "Escape" && onClose()}
      className={
        inline
          ? "relative flex h-[36rem] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10"
          : "fixed right-4 bottom-[calc(5rem+var(--action-bar-space,0px))] z-50 flex h-[min(36rem,calc(100dvh-7rem-var(--action-bar-space,0px)))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-ink/10"
      }
    >
      <Honeypot inputRef={chat.honeypot} label={formMessages("en").submission.honeypot} />
      <div className="flex items-center justify-between bg-teal px-4 py-3 text-white">
        <p className="font-semibold">{site.brand}</p>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={chat.toggleMode}
            aria-pressed={state.aiMode}
            className="min-h-11 rounded-full border border-white/60 px-3 text-xs font-semibold hover:bg-white/10"
          >
            {state.aiMode ? m.panel.guided : m.panel.ask}
          </button>
          {!inline && (
            <button
              type="button"
              onClick={onClose}
              aria-label={m.panel.close}
              className="flex h-11 w-11 items-center justify-center rounded-full text-2xl hover:bg-white/10"
            >
              ×
            </button>
          )}
        </div>
      </div>
      <ChatLog m={m} messages={state.messages} busy={chat.busy} canEdit={!state.aiMode} showPassages={showPassages} onEdit={edit} />
      {chat.delivery && (!state.aiMode || chat.delivery !== "stored") && (
        <ChatClosing m={m} delivery={chat.delivery} whatsapp={whatsapp} locale={chat.locale} />
      )}
      <ChatComposer
        m={m}
        locale={chat.locale}
        id={id}
        step={step}
        aiMode={state.aiMode}
        busy={chat.busy}
        draft={draft}
        setDraft={setDraft}
        input={input}
        onAnswer={chat.answer}
        onAsk={(question) => void chat.ask(question)}
      />
    </div>
  );
}
