import type { Messages } from "../catalogue";
import { forms } from "./forms";
import { layout } from "./layout";

/** The Tamil catalogue: the English catalogue's keys, written for Chennai readers. */
export const ta: Messages = { layout, forms };
