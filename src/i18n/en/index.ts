import { home } from "./home";
import { layout } from "./layout";
import { places } from "./places";
import { sections } from "./sections";
import { services } from "./services";

/** The English catalogue: every visible string of the site's pages, components and islands. */
export const en = { home, layout, places, sections, services };
