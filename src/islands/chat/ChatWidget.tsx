import { useId, useRef, useState } from "react";
import type { Locale } from "../../i18n/locales";
import { ChatPanel } from "./ChatPanel";
import { useChat } from "./useChat";

/** The chat: a guided lead flow, saved as it goes, with an "Ask anything" mode answered from the site's content. */
interface Props {
  inline?: boolean;
  showPassages?: boolean;
  /** The page's language: the chat's words, and the language "Ask anything" answers in. */
  locale?: Locale;
  /** The studio's opening hours as the page's language writes them (the layout's catalogue section). */
  hours: string;
}

export default function ChatWidget({ inline = false, showPassages = false, locale = "en", hours }: Props) {
  const id = useId();
  const [open, setOpen] = useState(inline);
  // The inline chat renders in the browser only (client:only); the floating one loads its state when opened.
  const chat = useChat(inline, locale, hours);
  const launcher = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };

  const panel = chat.state && (
    <ChatPanel id={id} chat={{ ...chat, state: chat.state }} inline={inline} showPassages={showPassages} onClose={close} />
  );
  if (inline) return panel;
  return (
    <>
      {open && panel}
      <button
        ref={launcher}
        type="button"
        data-replay="launcher"
        data-floating
        onClick={() => {
          chat.start();
          setOpen((value) => !value);
        }}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={open ? chat.m.panel.close : chat.m.panel.open}
        className="fixed right-4 bottom-[calc(1rem+var(--action-bar-space,0px))] z-50 flex h-14 w-14 items-center justify-center rounded-full bg-teal text-white shadow-xl hover:bg-teal-dark"
      >
        <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
      </button>
    </>
  );
}
