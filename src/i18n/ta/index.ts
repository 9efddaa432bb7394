import type { Messages } from "../catalogue";
import { home } from "./home";
import { layout } from "./layout";
import { places } from "./places";
import { sections } from "./sections";
import { services } from "./services";

/** The Tamil catalogue: the English catalogue's keys, written for Chennai readers. */
export const ta: Messages = { home, layout, places, sections, services };
