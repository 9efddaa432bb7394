import { ZONES, type Zone } from "../../lib/zones";
import { HOME_TYPES } from "../../lib/projects";

/** Cities, neighbourhoods, city guides and the lists of places and projects on them. */
export const places = {
  designersIn: "Interior Designers in {place}",
  locations: "Locations",
  /** /location/:id, the record page of a state, city or neighbourhood. */
  record: {
    kinds: { state: "State", city: "City", area: "Neighbourhood" },
    designers: "Interior designers in {place}",
    pincode: "PIN code",
    zone: "Zone",
    city: "City",
    cities: "Cities in {place}",
    areas: "Neighbourhoods in {place}",
  },
  area: {
    eyebrow: "{zone} · PIN {pincode}",
    atAGlance: "{place} at a glance",
    homes: "Typical homes",
    centre: "Nearest experience centre",
    distance: "about {km} km",
    landmarks: "Landmarks we work around",
    timelines: "Timelines",
    timelineValues: "Kitchen 4–6 weeks · Full home 8–12 weeks",
    nearby: "We also design homes near {place}",
    nearbyLink: "Interior designers in {place}",
    faqs: "Questions from home owners in {place}",
    consult: "Book a free design consultation in {place}",
  },
  city: {
    eyebrow: "{state}",
    why: "Why home owners in {place} choose us",
    areas: "Neighbourhoods we serve in {place}",
    projects: "Projects in {place}",
  },
  nearbyProjects: {
    around: "Our work in and around {place}",
    nearest: "Our projects nearest to {place}",
    in: "In {place}",
    underOneKm: "under 1 km away",
    kmAway: "{km} km away",
    awayIn: "{distance}, in {place}",
    details: "{cost} · {weeks} weeks · designed by {designer}",
  },
  seeAllProjects: "See all projects",
  /** Zones of Chennai as the neighbourhood directory groups them. */
  zones: Object.fromEntries(ZONES.map((zone) => [zone, zone])) as Record<Zone, string>,
  homeTypes: Object.fromEntries(Object.entries(HOME_TYPES).map(([id, words]) => [id, words.many])) as Record<
    keyof typeof HOME_TYPES,
    string
  >,
};
