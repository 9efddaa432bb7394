import type { Messages } from "../catalogue";
import { landing } from "./landing";
import { layout } from "./layout";
import { legal } from "./legal";
import { pages } from "./pages";

/** The Tamil catalogue: the English catalogue's keys, written for Chennai readers. */
export const ta: Messages = { layout, pages, legal, landing };
