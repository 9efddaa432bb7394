import { routes } from "../../lib/routes";
import { staff } from "../../i18n/en/staff";

export interface AdminSectionEntry {
  /** The address under /admin ("" for the overview). */
  path: string;
  /** The link in the navigation. */
  label: string;
  /** The page's title. */
  title: string;
  /** The screen's card on the overview (the overview has none of its own). */
  tool?: { title: string; text: string };
}

const registry = <Name extends string>(sections: Record<Name, AdminSectionEntry>) => sections;

/**
 * Every staff screen: its address under /admin, its place in the navigation,
 * its page title, and its card on the overview. The static route, the
 * navigation and the shell are all drawn from this list: a new screen is a new entry here and its code in ./screens.ts.
 */
export const ADMIN_SECTIONS = registry({
  home: { path: "", label: "Overview", title: "Overview" },
  enquiries: {
    path: "enquiries",
    label: staff.nav.enquiries,
    title: staff.board.title,
    tool: { title: staff.board.title, text: staff.tools.enquiries },
  },
  leads: { path: "leads", label: "Leads", title: "Leads", tool: { title: "All leads", text: "Search, filter and export every enquiry." } },
  bookings: {
    path: "bookings",
    label: "Bookings",
    title: "Bookings",
    tool: { title: "Bookings", text: "Today's and the week's appointments per centre; close times, mark attended or no-show." },
  },
  reports: {
    path: "reports",
    label: staff.nav.reports,
    title: staff.reports.title,
    tool: { title: staff.reports.title, text: staff.tools.reports },
  },
  staff: {
    path: "staff",
    label: staff.nav.staff,
    title: staff.accounts.title,
    tool: { title: staff.accounts.title, text: staff.tools.staff },
  },
  "test-email": {
    path: "test-email",
    label: "Email",
    title: "Email test",
    tool: { title: "Email", text: "Check that lead notifications are being delivered, and retry failed ones." },
  },
  seo: {
    path: "seo",
    label: "SEO",
    title: "SEO management",
    tool: { title: "SEO", text: "Titles, descriptions and other search settings of the site's pages." },
  },
});

export type AdminSection = keyof typeof ADMIN_SECTIONS;

export const ADMIN_SECTION_NAMES = Object.keys(ADMIN_SECTIONS) as AdminSection[];

export function sectionHref(section: AdminSection): string {
  const { path } = ADMIN_SECTIONS[section];
  return routes.admin(path);
}
