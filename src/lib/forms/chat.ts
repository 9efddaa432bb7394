import { z } from "zod";
import { fill } from "../../i18n/fill";
import { forms as en } from "../../i18n/en/forms";
import { LOCALES } from "../../i18n/locales";
import { isIndianMobile, PHONE_EXAMPLE } from "../phone";
import { isPlainText, nameField, optionalText, submissionFields, textField } from "./fields";
import { perLocale, type FormMessages } from "./messages";
import { SERVICE_VALUES } from "./service-options";
import { CHAT_SOURCES, CHAT_TIMELINES } from "./chat-choices";

/** The chat's limits, shared by the widget (which trims to them) and the server (which refuses past them). */
export const CHAT_LIMITS = {
  /** Messages a saved conversation keeps; the oldest go first. */
  messages: 120,
  /** Characters of one message. */
  messageLength: 2000,
  /** Bytes of one save as JSON: the widget drops the oldest messages until a save fits. */
  saveBytes: 16 * 1024,
  name: 120,
  questions: 2000,
  /** Characters of a question to "Ask anything". */
  question: 500,
} as const;

export const mobileMessage = (m: FormMessages) => fill(m.validation.mobile, { example: PHONE_EXAMPLE });
export const MOBILE_MESSAGE = mobileMessage(en);

/** The chat's phone question: an Indian mobile (see isIndianMobile). */
export const indianMobileField = (m: FormMessages) => z.string().trim().refine(isIndianMobile, mobileMessage(m));
export const indianMobile = indianMobileField(en);

/** One conversation's id, made by the browser when the chat starts. */
export const visitorIdField = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid visitor id");

export const chatMessageSchema = z.strictObject({
  from: z.enum(["bot", "visitor"]),
  text: z
    .string()
    .max(CHAT_LIMITS.messageLength, `A chat message must be at most ${CHAT_LIMITS.messageLength} characters`)
    .refine(isPlainText, "A chat message contains characters we cannot accept"),
  at: z.string().max(40).refine(isPlainText, "A chat message's time contains characters we cannot accept").optional(),
});

/**
 * One save of a conversation, in each language of its lead fields. The widget saves the whole conversation after
 * each answer, numbering the saves (`seq`) so the server can ignore a repeat or a save that arrives after a newer
 * one; the honeypot, the time on the page and the page's language are the forms' own (see submissionFields).
 */
export const chatConversationSchemas = perLocale((m) =>
  z.strictObject({
    visitorId: visitorIdField,
    seq: z.number().int().min(1).max(1_000_000),
    userName: nameField(m, 0, CHAT_LIMITS.name, fill(m.validation.required, { label: m.validation.labels.name })).optional(),
    userPhone: indianMobileField(m).optional(),
    userSource: z.enum(CHAT_SOURCES).optional(),
    userService: z.enum(SERVICE_VALUES).optional(),
    userTimeline: z.enum(CHAT_TIMELINES).optional(),
    userQuestions: optionalText(m, CHAT_LIMITS.questions, m.validation.labels.questions),
    conversationData: z.strictObject({
      messages: z
        .array(chatMessageSchema)
        .max(CHAT_LIMITS.messages, `A conversation can hold at most ${CHAT_LIMITS.messages} messages`)
        .refine(
          (messages) => messages.some((message) => message.from === "visitor" && message.text.trim()),
          "The conversation is empty: there is nothing to save",
        ),
    }),
    aiMode: z.boolean().optional(),
    completedFlow: z.boolean().optional(),
    website: submissionFields.website,
    fillMs: submissionFields.fillMs,
    lang: submissionFields.lang,
    visitSource: submissionFields.visitSource,
    noticeVersion: submissionFields.noticeVersion,
    noticeForm: submissionFields.noticeForm,
  }),
);
export const chatConversationSchema = chatConversationSchemas.en;

export const chatQuestionSchema = z.strictObject({
  question: textField(en, 2, CHAT_LIMITS.question, "Please type a question", "Question"),
  visitorId: visitorIdField.optional(),
  /** The language of the page the question was asked on: the answer comes from its passages, in it. */
  locale: z.enum(LOCALES).optional(),
});

export type ChatConversationInput = z.infer<typeof chatConversationSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
