import { collections } from "../content.config";
import { rateCardSchema } from "../lib/pricing/rate-card";
import type { EditableContent } from "./config";

/** What the web editor edits: every content collection, in the order of `src/content.config.ts`, and the rate card. */
export const EDITABLE_CONTENTS: EditableContent[] = [
  ...Object.entries(collections).map(([name, collection]) => ({ name, ...collection.loader.spec })),
  {
    name: "rateCard",
    label: "Rate card",
    entry: "rate card",
    file: "content/pricing/rate-card.json",
    single: true,
    schema: rateCardSchema,
  },
];
