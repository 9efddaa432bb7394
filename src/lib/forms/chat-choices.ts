/** The chat's answers to choose from, stored as written here; the catalogues give their words in each language. */
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
