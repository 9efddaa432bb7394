import { CHAT_SOURCES, CHAT_TIMELINES } from "../../lib/forms/chat-choices";
import { PHONE_EXAMPLE } from "../../lib/phone";
import { fill } from "../fill";
import { forms } from "./forms";

type ChatSource = (typeof CHAT_SOURCES)[number];
type ChatTimeline = (typeof CHAT_TIMELINES)[number];

/** The chat: its guided flow, replies, closing messages and errors, and the answers the server gives in words. */
export const chat = {
  flow: {
    name: "Hello! 👋 I'm the studio's assistant. May I know your name?",
    phone: "Thanks, {name}! Which mobile number can our designer call you on?",
    source: "How did you hear about us?",
    service: "What would you like us to design?",
    timeline: "When would you like to start?",
    questions: "Any questions for our designer? Type them here, or choose “No questions”.",
    skip: "No questions",
  },
  /** The choices' labels by stored value: in English the values themselves, and the service list's own labels. */
  sources: Object.fromEntries(CHAT_SOURCES.map((value) => [value, value])) as Record<ChatSource, string>,
  timelines: Object.fromEntries(CHAT_TIMELINES.map((value) => [value, value])) as Record<ChatTimeline, string>,
  services: forms.services,
  closing:
    "Thank you, {name}! A designer will call you on {phone} within 24 hours ({hours}). You can also message us on WhatsApp or book your free consultation now.",
  /** The closing message once the server has given the time by which the studio will call ({when}). */
  closingBy:
    "Thank you, {name}! A designer will call you on {phone} by {when}. You can also message us on WhatsApp or book your free consultation now.",
  change: "Sure, let's change that. {prompt}",
  errors: {
    name: "Please tell us your name",
    phone: fill(forms.validation.mobile, { example: PHONE_EXAMPLE }),
    ask: "Sorry, I couldn't answer just now. Please call us on {phone}.",
  },
  panel: {
    title: "Chat with us",
    open: "Chat with us",
    close: "Close chat",
    ask: "Ask anything",
    guided: "Back to guided chat",
    whatsapp: "Hello {brand}, I'm {name}. I'm interested in {service}. My number is {phone}.",
  },
  composer: {
    quickReplies: "Quick replies",
    question: "Your question",
    answer: "Your answer",
    questionPlaceholder: "e.g. How long does a kitchen take?",
    answerPlaceholder: "Type here",
    send: "Send",
  },
  log: {
    label: "Conversation",
    bot: "Assistant: ",
    visitor: "You: ",
    readMore: "Read more: {title}",
    edit: "Edit",
    editWhich: "{step} answer",
    steps: { name: "name", phone: "phone", source: "source", service: "service", timeline: "timeline", questions: "questions" },
    typing: "Typing…",
    answeredBy: "Answered by {mode}",
    ai: "the AI endpoint",
    retrieval: "built-in retrieval",
    passages: "Retrieved passages",
  },
  delivery: {
    whatsapp: "Chat on WhatsApp",
    book: "Book a time",
    sending: "Sending your details to our designers…",
    retrying: "We couldn't reach our server yet. Your details are kept on this device and we're still trying to send them, automatically.",
    failed: "We couldn't send your details to our designers.",
    call: "To speak to us now, call",
    or: "or",
    message: "message us on WhatsApp",
    end: ".",
  },
  answers: {
    fallback: "I'm not sure about that one. I can ask a designer to call you back — or call us on {phone} ({hours}).",
    tooMany: "Too many questions from your connection. Please wait a little, or call us.",
  },
};
