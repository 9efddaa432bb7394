import { landing } from "./landing";
import { layout } from "./layout";
import { legal } from "./legal";
import { pages } from "./pages";

/** The English catalogue: every visible string of the site's pages, components and islands. */
export const en = { layout, pages, legal, landing };
