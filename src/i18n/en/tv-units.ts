import { WIDTH_BANDS } from "../../lib/tv-units";

/** The TV unit catalogue on the TV unit pages. */
export const tvUnits = {
  heading: "TV unit catalogue",
  note: "Prices include carcass, finish, hardware and installation in Chennai. Sizes are in millimetres (width × height).",
  filter: "Filter by width",
  all: "All widths",
  /** The width filters, by the ids of WIDTH_BANDS in src/lib/tv-units.ts. */
  bands: Object.fromEntries(WIDTH_BANDS.map((band) => [band.id, band.label])) as Record<(typeof WIDTH_BANDS)[number]["id"], string>,
  backPanel: " · back panel",
  baseShelf: " · base shelf",
  carcass: "Carcass",
  finish: "Finish",
  installation: "Installation",
  day: "{days} day, {wall}",
  days: "{days} days, {wall}",
  shown: "{shown} TV units shown",
};
