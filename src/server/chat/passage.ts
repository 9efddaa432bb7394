/**
 * One passage the chat answers from: worked out at build time from the content and the rate card (./passages), read at
 * run time from the generated server content (./knowledge.ts).
 */
export interface Passage {
  id: string;
  title: string;
  text: string;
  url: string;
  kind: "faq" | "service" | "pricing" | "location" | "hours" | "process";
}
