import { chat } from "./chat";
import { estimator } from "./estimator";
import { layout } from "./layout";

/** The English catalogue: every visible string of the site's pages, components and islands. */
export const en = { layout, estimator, chat };
