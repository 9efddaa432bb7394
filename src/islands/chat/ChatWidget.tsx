import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { site } from "../../config/site";
import { apiRequest } from "../../lib/api";
import { indianMobile, type ChatConversationInput } from "../../lib/forms/chat";
import { whatsappLink } from "../../lib/whatsapp";
import { answerLabel, FLOW, nextStep, promptFor, type Answers, type StepId } from "./flow";

interface Message {
  from: "bot" | "visitor";
  text: string;
  at: string;
  step?: StepId;
  link?: { title: string; url: string };
  passages?: { title: string; url: string; score: number }[];
  mode?: "ai" | "retrieval";
}

interface ChatState {
  visitorId: string;
  messages: Message[];
  answers: Answers;
  aiMode: boolean;
  started: boolean;
}

const STORAGE_KEY = "chat:state";
const now = () => new Date().toISOString();
const bot = (text: string, extra: Partial<Message> = {}): Message => ({ from: "bot", text, at: now(), ...extra });

function freshState(): ChatState {
  return { visitorId: crypto.randomUUID().replace(/-/g, ""), messages: [bot(FLOW[0].prompt)], answers: {}, aiMode: false, started: false };
}

function loadState(): ChatState {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as ChatState | null;
    return saved?.visitorId ? saved : freshState();
  } catch {
    return freshState();
  }
}

/** The chat: a guided lead flow, saved as it goes, with an "Ask anything" mode answered from the site's content. */
export default function ChatWidget({ inline = false, showPassages = false }: { inline?: boolean; showPassages?: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(inline);
  // The inline chat renders in the browser only (client:only); the floating one loads its state when opened.
  const [state, setState] = useState<ChatState | null>(() => (inline ? loadState() : null));
  const [draft, setDraft] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);

  const chat = state;

  useEffect(() => {
    if (!chat) return;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(chat));
    } catch {
      // Without storage the chat still works for this page view.
    }
    log.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [chat]);

  useEffect(() => {
    if (open && !inline) input.current?.focus();
  }, [open, inline]);

  const persist = async (next: ChatState, completedFlow = false) => {
    const body: ChatConversationInput = {
      visitorId: next.visitorId,
      userName: next.answers.name,
      userPhone: next.answers.phone,
      userSource: next.answers.source as ChatConversationInput["userSource"],
      userService: next.answers.service as ChatConversationInput["userService"],
      userTimeline: next.answers.timeline as ChatConversationInput["userTimeline"],
      userQuestions: next.answers.questions === undefined ? undefined : next.answers.questions,
      conversationData: { messages: next.messages.slice(-120).map(({ from, text, at }) => ({ from, text: text.slice(0, 2000), at })) },
      aiMode: next.aiMode,
      ...(completedFlow ? { completedFlow: true } : {}),
    };
    try {
      await apiRequest(next.started ? "PATCH" : "POST", "/api/chat", body);
      if (!next.started) setState((current) => current && { ...current, started: true });
    } catch {
      // The next answer saves everything again; the visitor is never blocked by a failed save.
    }
  };

  const answer = (step: StepId, value: string) => {
    if (!chat) return;
    const answers = { ...chat.answers, [step]: value };
    const following = nextStep(answers);
    const messages = [...chat.messages, { from: "visitor" as const, text: answerLabel(step, value), at: now(), step }];
    if (following === "done") {
      messages.push(
        bot(
          `Thank you, ${answers.name}! A designer will call you on ${answers.phone} within 24 hours (${site.hours.label}). You can also message us on WhatsApp or book your free consultation now.`,
        ),
      );
    } else {
      messages.push(bot(promptFor(following, answers)));
    }
    const next = { ...chat, answers, messages };
    setState(next);
    void persist(next, following === "done");
  };

  const ask = async (question: string) => {
    if (!chat) return;
    const withQuestion = { ...chat, aiMode: true, messages: [...chat.messages, { from: "visitor" as const, text: question, at: now() }] };
    setState(withQuestion);
    setBusy(true);
    try {
      const response = await apiRequest("POST", "/api/chat/ask", { question, visitorId: chat.visitorId });
      let reply: Message;
      if (response.headers.get("content-type")?.startsWith("application/json")) {
        const data = (await response.json()) as {
          answer: string;
          source: { title: string; url: string } | null;
          passages: Message["passages"];
        };
        reply = bot(data.answer, { ...(data.source ? { link: data.source } : {}), passages: data.passages, mode: "retrieval" });
      } else {
        const sources = JSON.parse(decodeURIComponent(response.headers.get("x-chat-sources") ?? "%5B%5D")) as {
          title: string;
          url: string;
        }[];
        reply = bot(await response.text(), { ...(sources[0] ? { link: sources[0] } : {}), mode: "ai" });
      }
      const next = { ...withQuestion, messages: [...withQuestion.messages, reply] };
      setState(next);
      void persist(next);
    } catch {
      setState({
        ...withQuestion,
        messages: [...withQuestion.messages, bot(`Sorry, I couldn't answer just now. Please call us on ${site.contact.phone}.`)],
      });
    } finally {
      setBusy(false);
    }
  };

  const current = chat ? nextStep(chat.answers) : "name";
  const step = current === "done" ? undefined : FLOW.find((s) => s.id === current);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || !chat) return;
    if (chat.aiMode) {
      setDraft("");
      void ask(text);
      return;
    }
    if (!step) return;
    if (step.id === "phone" && !indianMobile.safeParse(text).success) {
      setError("Please enter a 10-digit Indian mobile number, e.g. 98400 12345");
      return;
    }
    if (step.id === "name" && text.length < 2) {
      setError("Please tell us your name");
      return;
    }
    setError("");
    setDraft("");
    answer(step.id, text.slice(0, step.id === "questions" ? 2000 : 120));
  };

  const edit = (stepId: StepId) => {
    if (!chat) return;
    const { [stepId]: _removed, ...answers } = chat.answers;
    setState({
      ...chat,
      aiMode: false,
      answers,
      messages: [...chat.messages, bot(`Sure, let's change that. ${promptFor(stepId, answers)}`)],
    });
    setDraft(stepId === "questions" ? "" : (chat.answers[stepId] ?? ""));
    input.current?.focus();
  };

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };

  const whatsapp =
    chat && current === "done"
      ? whatsappLink(
          `Hello ${site.brand}, I'm ${chat.answers.name}. I'm interested in ${answerLabel("service", chat.answers.service ?? "")}. My number is ${chat.answers.phone}.`,
        )
      : null;

  const panel = chat && (
    <div
      id={`${id}-panel`}
      role={inline ? "region" : "dialog"}
      aria-label="Chat with us"
      onKeyDown={(event) => !inline && event.key === "Escape" && close()}
      className={
        inline
          ? "flex h-[36rem] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10"
          : "fixed right-4 bottom-20 z-50 flex h-[min(36rem,calc(100dvh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-ink/10"
      }
    >
      <div className="flex items-center justify-between bg-teal px-4 py-3 text-white">
        <p className="font-semibold">{site.brand}</p>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => setState({ ...chat, aiMode: !chat.aiMode })}
            aria-pressed={chat.aiMode}
            className="min-h-11 rounded-full border border-white/60 px-3 text-xs font-semibold hover:bg-white/10"
          >
            {chat.aiMode ? "Back to guided chat" : "Ask anything"}
          </button>
          {!inline && (
            <button
              type="button"
              onClick={close}
              aria-label="Close chat"
              className="flex h-11 w-11 items-center justify-center rounded-full text-2xl hover:bg-white/10"
            >
              ×
            </button>
          )}
        </div>
      </div>
      <div role="log" aria-live="polite" aria-label="Conversation" className="flex-1 overflow-y-auto p-4 text-sm">
        <ol ref={log} className="space-y-3">
          {chat.messages.map((message, index) => (
            <li key={index} className={message.from === "bot" ? "mr-8" : "ml-8 text-right"}>
              <span
                className={`inline-block rounded-2xl px-3 py-2 text-left ${message.from === "bot" ? "bg-sand/70" : "bg-teal text-white"}`}
              >
                <span className="sr-only">{message.from === "bot" ? "Assistant: " : "You: "}</span>
                {message.text}
                {message.link && (
                  <a href={message.link.url} className="mt-1 block font-semibold text-teal underline">
                    Read more: {message.link.title}
                  </a>
                )}
              </span>
              {message.step && !chat.aiMode && (
                <button type="button" onClick={() => edit(message.step!)} className="ml-2 min-h-8 text-xs text-muted underline">
                  Edit <span className="sr-only">{message.step} answer</span>
                </button>
              )}
              {showPassages && message.mode && (
                <p className="mt-1 text-xs text-muted">Answered by {message.mode === "ai" ? "the AI endpoint" : "built-in retrieval"}</p>
              )}
              {showPassages && message.passages && (
                <ul className="mt-2 space-y-1 text-xs text-muted" aria-label="Retrieved passages">
                  {message.passages.map((passage) => (
                    <li key={passage.url + passage.title}>
                      {passage.score.toFixed(2)} · <a href={passage.url}>{passage.title}</a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          {busy && <li className="mr-8 text-muted">Typing…</li>}
        </ol>
      </div>
      {!chat.aiMode && step && "choices" in step && (
        <div className="flex max-h-40 flex-wrap gap-2 overflow-y-auto border-t border-ink/10 p-3" role="group" aria-label="Quick replies">
          {step.choices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              onClick={() => answer(step.id, choice.value)}
              className="min-h-10 rounded-full border border-teal/40 px-3 text-xs font-medium text-teal hover:bg-teal/5"
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
      {!chat.aiMode && current === "done" && whatsapp && (
        <div className="flex flex-wrap gap-2 border-t border-ink/10 p-3">
          <a href={whatsapp} rel="noopener" className="btn-primary !px-4 !py-2">
            Chat on WhatsApp
          </a>
          <a href={site.consultationHref} className="btn-outline !px-4 !py-2 text-teal">
            Book a consultation
          </a>
        </div>
      )}
      {(chat.aiMode || (step && !("choices" in step))) && (
        <form onSubmit={onSubmit} className="border-t border-ink/10 p-3">
          {!chat.aiMode && step && "skip" in step && (
            <button
              type="button"
              onClick={() => answer(step.id, "")}
              className="mb-2 min-h-10 rounded-full border border-teal/40 px-3 text-xs font-medium text-teal"
            >
              {step.skip}
            </button>
          )}
          <div className="flex gap-2">
            <label htmlFor={`${id}-input`} className="sr-only">
              {chat.aiMode ? "Your question" : "Your answer"}
            </label>
            <input
              ref={input}
              id={`${id}-input`}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              type={!chat.aiMode && step?.input === "tel" ? "tel" : "text"}
              inputMode={!chat.aiMode && step?.input === "tel" ? "tel" : undefined}
              maxLength={500}
              autoComplete={!chat.aiMode && step?.id === "name" ? "name" : !chat.aiMode && step?.id === "phone" ? "tel" : "off"}
              placeholder={chat.aiMode ? "e.g. How long does a kitchen take?" : "Type here"}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="min-h-11 flex-1 rounded-full border border-ink/20 px-4 text-base focus:border-teal focus:outline-none"
            />
            <button type="submit" className="btn-primary !min-h-11 !px-4" disabled={busy}>
              Send
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-xs text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );

  if (inline) return panel;
  return (
    <>
      {open && panel}
      <button
        ref={launcher}
        type="button"
        data-replay="launcher"
        onClick={() => {
          if (!state) setState(loadState());
          setOpen((value) => !value);
        }}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={open ? "Close chat" : "Chat with us"}
        className="fixed right-4 bottom-4 z-50 flex h-14 w-14 items-center justify-center rounded-full bg-teal text-white shadow-xl hover:bg-teal-dark"
      >
        <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
      </button>
    </>
  );
}
