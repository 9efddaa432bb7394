import { z } from "zod";
import { optionalText, textField } from "./fields";
import { SERVICE_OPTIONS } from "./service-options";

export const CHAT_SOURCES = [
  "Google search",
  "Instagram",
  "Facebook",
  "YouTube",
  "Friend or family",
  "Saw one of your projects",
  "Other",
] as const;
export const CHAT_TIMELINES = ["Immediately", "1–3 months", "3–6 months", "Just exploring"] as const;
export const MAX_CHAT_MESSAGES = 120;

/** Indian mobile numbers: 10 digits starting 6–9, with an optional +91 or 0 in front. */
export const indianMobile = z
  .string()
  .trim()
  .refine(
    (value) => /^(?:\+?91|0)?[6-9]\d{9}$/.test(value.replace(/[\s-]/g, "")),
    "Please enter a 10-digit Indian mobile number, e.g. 98400 12345",
  );

export const visitorIdField = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid visitor id");

export const chatMessageSchema = z.strictObject({
  from: z.enum(["bot", "visitor"]),
  text: z.string().max(2000, "A chat message must be at most 2000 characters"),
  at: z.string().max(40).optional(),
});

/** What the chat widget saves as the conversation goes on (POST to start, PATCH to continue). */
export const chatConversationSchema = z.strictObject({
  visitorId: visitorIdField,
  userName: optionalText(120, "Name"),
  userPhone: indianMobile.optional(),
  userSource: z.enum(CHAT_SOURCES).optional(),
  userService: z.enum(SERVICE_OPTIONS.map((option) => option.value)).optional(),
  userTimeline: z.enum(CHAT_TIMELINES).optional(),
  userQuestions: optionalText(2000, "Questions"),
  conversationData: z.strictObject({
    messages: z.array(chatMessageSchema).max(MAX_CHAT_MESSAGES, `A conversation can hold at most ${MAX_CHAT_MESSAGES} messages`),
  }),
  aiMode: z.boolean().optional(),
  completedFlow: z.boolean().optional(),
});

export const chatQuestionSchema = z.strictObject({
  question: textField(2, 500, "Please type a question", "Question"),
  visitorId: visitorIdField.optional(),
});

export type ChatConversationInput = z.infer<typeof chatConversationSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
