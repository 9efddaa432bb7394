import { forms } from "./forms";
import { layout } from "./layout";

/** The English catalogue: every visible string of the site's pages, components and islands. */
export const en = { layout, forms };
