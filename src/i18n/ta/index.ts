import type { Messages } from "../messages";
import { booking } from "./booking";
import { centres } from "./centres";
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
import { projects } from "./projects";
import { sections } from "./sections";
import { services } from "./services";
import { sitemap } from "./sitemap";
import { staff } from "./staff";
import { tvUnits } from "./tv-units";
import { whatsapp } from "./whatsapp";

/** The Tamil catalogue: the English catalogue's keys, written for Chennai readers. */
export const ta: Messages = {
  booking,
  centres,
  chat,
  enquiries,
  estimator,
  forms,
  home,
  landing,
  layout,
  legal,
  pages,
  places,
  projects,
  sections,
  services,
  sitemap,
  staff,
  tvUnits,
  whatsapp,
};
