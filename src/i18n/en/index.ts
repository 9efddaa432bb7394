import { chat } from "./chat";
import { enquiries } from "./enquiries";
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
import { staff } from "./staff";

/** The English catalogue: every visible string of the site's pages, components and islands. */
export const en = { chat, enquiries, estimator, forms, home, landing, layout, legal, pages, places, sections, services, staff };
