import type { Messages } from "../catalogue";
import { chat } from "./chat";
import { estimator } from "./estimator";
import { layout } from "./layout";

/** The Tamil catalogue: the English catalogue's keys, written for Chennai readers. */
export const ta: Messages = { layout, estimator, chat };
