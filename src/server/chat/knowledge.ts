import { loadServerContent } from "../site-content";

export interface Passage {
  id: string;
  title: string;
  text: string;
  url: string;
  kind: "faq" | "service" | "pricing" | "location" | "hours" | "process";
}

let cache: Promise<Passage[]> | undefined;

/** The passages the build worked out from the site's content and the rate card (see ./passages). */
export function loadPassages(): Promise<Passage[]> {
  cache ??= loadServerContent().then((content) => content.passages);
  return cache;
}
