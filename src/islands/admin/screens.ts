import { lazy, type ComponentType } from "react";
import type { AdminSection } from "./sections";

export interface AdminScreen {
  Screen: ComponentType;
  /** Starts downloading the screen's code (while the session is checked). */
  preload: () => Promise<unknown>;
}

/** A screen's code, loaded only on its own page. */
function screen(load: () => Promise<ComponentType>): AdminScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((Component) => ({ default: Component })));
  return { Screen: lazy(preload), preload };
}

/**
 * Each staff screen's code, by section (./sections.ts lists the sections). Kept apart from that list because the
 * screens themselves read it (the overview's cards, the navigation): the list never imports a screen.
 */
export const ADMIN_SCREENS: Record<AdminSection, AdminScreen> = {
  home: screen(() => import("./AdminHome").then((module) => module.AdminHome)),
  enquiries: screen(() => import("./enquiries/EnquiryBoard").then((module) => module.EnquiryBoard)),
  leads: screen(() => import("./LeadsMonitor").then((module) => module.LeadsMonitor)),
  bookings: screen(() => import("./BookingsScreen").then((module) => module.BookingsScreen)),
  reports: screen(() => import("./ReportsScreen").then((module) => module.ReportsScreen)),
  staff: screen(() => import("./StaffScreen").then((module) => module.StaffScreen)),
  "test-email": screen(() => import("./EmailTest").then((module) => module.EmailTest)),
  seo: screen(() => import("./SeoManager").then((module) => module.SeoManager)),
};
