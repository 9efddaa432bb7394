import type { Messages } from "../messages";
import { chat } from "./chat";
import { estimator } from "./estimator";
import { forms } from "./forms";
import { home } from "./home";
import { landing } from "./landing";
import { layout } from "./layout";
import { legal } from "./legal";
import { pages } from "./pages";
import { places } from "./places";
import { sections } from "./sections";
import { services } from "./services";

/** The Tamil catalogue: the English catalogue's keys, written for Chennai readers. */
export const ta: Messages = { chat, estimator, forms, home, landing, layout, legal, pages, places, sections, services };
