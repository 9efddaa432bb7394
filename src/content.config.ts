/**
 * The content an editor changes, one schema per kind, built from the field builders in `src/content-rules/fields.ts`
 * (each with its message for editors). The table at the end says where each kind lives and what editors call it;
 * the web editor at /cms/ is generated from it (`src/cms/config.ts`), so a field added here appears there too.
 */
import { z } from "astro/zod";
import { defineCollections, tamilEdition, type CollectionSpec } from "./content-rules/collections";
import { artwork, choice, faq, flag, group, list, number, pinCode, ref, sitePath, slug, text } from "./content-rules/fields";
import { page } from "./content-rules/page";
import { SERVICE_OPTIONS } from "./lib/forms/service-options";
import { rateCard } from "./lib/pricing/card";
import { priceLines } from "./lib/pricing/lines";
import { BHK_TYPES, ROOM_IDS } from "./lib/pricing/rate-card";
import { HOME_TYPE_IDS, KITCHEN_LAYOUTS, PROJECT_CATEGORIES, PROJECT_STYLE_IDS } from "./lib/projects";
import { DESCRIPTION_LENGTH } from "./lib/seo/limits";
import { ZONES } from "./lib/zones";

const SERVICE_VALUES = SERVICE_OPTIONS.map((option) => option.value);
const PRICE_LINE_IDS = [...priceLines(rateCard).keys()] as [string, ...string[]];

/** States, cities and neighbourhoods share this shape. */
const place = page.extend({
  name: text({ min: 2, example: "Anna Nagar" }),
  slug: slug(),
  active: flag({ hint: "Untick to take the page off the site without deleting it." }).default(true),
  description: text({ min: 40, long: true, hint: "A sentence or two about the place, shown near the top of its page." }),
  heroImage: artwork({ label: "Picture at the top" }),
});

const services = page.extend({
  title: text({ min: 3, example: "Pooja Unit" }),
  slug: slug({ example: "pooja-unit" }),
  description: text({ min: 20, long: true }),
  image: artwork(),
  order: number({ whole: true, hint: "Position in the list of services: 1 comes first.", example: 3 }),
  faqs: list(faq).default([]),
});

const servicePages = page.extend({
  slug: slug({ example: "modular-kitchen" }),
  kind: choice(["service", "product", "showcase"], { hint: "Which group of the services menu the page is listed under." }),
  title: text({ min: 3, example: "Modular Kitchens" }),
  service: choice(SERVICE_VALUES, { hint: "The service the consultation form on this page asks about." }),
  heroImage: artwork({ label: "Picture at the top" }),
  intro: text({ min: 60, max: 400, long: true, hint: "The opening paragraph, under the page's heading." }),
  highlights: list(group({ title: text({ min: 3 }), text: text({ min: 20, long: true }) }), { min: 3, max: 6 }),
  priceLine: choice(PRICE_LINE_IDS, {
    label: "Price from (rate-card line)",
    hint: "The rate-card line whose lowest figure the page shows as its starting price (content/pricing/rate-card.json).",
  }).optional(),
  timeline: text({ example: "4–6 weeks" }).optional(),
  gallery: list(artwork(), { max: 6 }).default([]),
  catalogue: choice(["tv-units"], { hint: "Shows the TV unit catalogue on this page." }).optional(),
  related: list(sitePath(), { max: 6, hint: "Addresses of related pages on this site, e.g. /price-estimator." }).default([]),
  faqs: list(faq, { min: 3 }),
});

/** A month written year first: "2025-03". */
const month = (help: Parameters<typeof text>[0] = {}) =>
  text({ pattern: /^20\d{2}-(0[1-9]|1[0-2])$/, form: "a year and month", example: "2025-03", ...help });

/** What every case study carries; a kitchen adds its layout, a complete home the rooms done. */
const projectFields = z.object({
  title: text({ min: 3, example: "Designer Kitchen" }),
  slug: slug({ example: "designer-kitchen" }),
  location: text({ min: 3, hint: "The locality as people say it.", example: "Thoraipakkam, OMR, Chennai" }),
  area: ref("areas", {
    label: "Neighbourhood",
    hint: "Shows the project on that neighbourhood's page.",
    example: "velachery",
  }).optional(),
  city: ref("cities", { hint: "For a project outside the neighbourhood pages: its city.", example: "coimbatore" }).optional(),
  category: choice(PROJECT_CATEGORIES),
  layout: choice(KITCHEN_LAYOUTS, { hint: "Kitchens only: the kitchen's layout." }).optional(),
  rooms: list(choice(ROOM_IDS), { hint: "Complete homes only: the rooms done, at least two." }).optional(),
  image: artwork(),
  active: flag().default(true),
  featured: flag({ hint: "Featured projects come first." }).default(false),
  summary: text({
    min: DESCRIPTION_LENGTH.min,
    max: DESCRIPTION_LENGTH.max,
    long: true,
    hint: "Also the case study's description in search results.",
  }),
  brief: text({ min: 40, long: true, hint: "What the owners asked for, in a sentence or two." }),
  style: choice(PROJECT_STYLE_IDS),
  home: group({
    type: choice(HOME_TYPE_IDS),
    bhk: choice(BHK_TYPES),
    sqft: number({ whole: true, min: 200, max: 20000, label: "Size (sq ft)", example: 1250 }),
  }),
  budget: group(
    {
      firstEstimate: number({ whole: true, positive: true, label: "First estimate (₹)", example: 640000 }),
      finalCost: number({ whole: true, positive: true, label: "Final cost (₹)", example: 672000 }),
    },
    { hint: "Whole rupees, GST included: the estimate the owners signed off, and what they finally paid." },
  ),
  weeks: group({
    planned: number({ positive: true, max: 52, example: 6 }),
    actual: number({ positive: true, max: 52, example: 7 }),
  }),
  materials: group({
    board: text({ min: 3, example: "BWP plywood" }),
    shutters: text({ min: 3, example: "Acrylic, high gloss" }),
    hardware: text({ min: 3, example: "Hettich soft-close" }),
  }),
  designer: ref("designers", { example: "priya-raman" }),
  completed: month({ label: "Month completed" }),
  gallery: list(
    group({
      image: artwork(),
      caption: text({ min: 10, hint: "What the picture shows." }),
      stage: choice(["before", "after"], { hint: "Before: the room as the owners had it." }).default("after"),
    }),
    { min: 3, max: 12, label: "Pictures" },
  ),
});
const projects = projectFields
  .refine((project) => project.area ?? project.city, {
    message: "needs its neighbourhood (area), or its city when it has no neighbourhood page",
    path: ["area"],
  })
  .refine((project) => project.category !== "kitchen" || project.layout, {
    message: "is missing — a kitchen names its layout",
    path: ["layout"],
  })
  .refine((project) => project.category !== "full-home" || (project.rooms?.length ?? 0) >= 2, {
    message: "needs at least two rooms for a complete home",
    path: ["rooms"],
  });

/** The people who design the homes: shown on /about, on each case study and on their centre's page. */
const designers = z.object({
  id: slug({ example: "priya-raman" }),
  name: text({ min: 2, example: "Priya Raman" }),
  role: text({ min: 3, example: "Senior interior designer" }),
  years: number({ whole: true, min: 0, max: 60, label: "Years designing homes" }),
  specialities: list(text(), { min: 1 }),
  languages: list(text(), { min: 1, example: "Tamil" }),
  centre: ref("centres", { example: "adyar" }),
  bio: text({ min: 40, long: true }),
  portrait: text({
    pattern: /^[a-z0-9-]+\.(jpg|jpeg|png|webp)$/,
    form: "a file name in src/assets/designers/",
    hint: "The portrait's file in src/assets/designers/; initials stand in until there is one.",
    example: "priya-raman.jpg",
  }).optional(),
});

const testimonials = z.object({
  id: slug({ example: "lakshmi-narayanan-adyar", hint: "The client's name and area in lower-case words joined by hyphens." }),
  name: text({ min: 2, example: "Lakshmi Narayanan" }),
  location: text({ min: 2, example: "Adyar, Chennai" }),
  rating: number({ whole: true, min: 1, max: 5, hint: "Stars, from 1 to 5.", example: 5 }),
  testimonial: text({ min: 20, long: true }),
  avatarUrl: text({ label: "Photo address" }).optional(),
  source: text({ min: 2, hint: "Where the review was given: Google, Direct (to us), or the platform's name.", example: "Google" }),
  sourceUrl: text({
    pattern: /^https:\/\/\S+$/,
    form: "a web address starting with https://",
    hint: "The review itself on that platform, when it has a public address.",
  }).optional(),
  date: text({ pattern: /^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, form: "a date written year first", example: "2025-03-14" }),
  project: ref("projects", { example: "designer-kitchen" }).optional(),
});

const faqs = faq.extend({
  id: slug({ example: "how-long-does-a-kitchen-take", hint: "A few words of the question, lower-case and joined by hyphens." }),
  topic: choice(["general", "pricing", "warranty", "timeline"]),
});

/** Experience centres: where visitors see material samples; neighbourhood pages measure distance to one. */
const centres = z.object({
  id: slug({ example: "adyar" }),
  name: text(),
  street: text(),
  locality: text(),
  city: text(),
  postalCode: pinCode(),
  phone: text({ example: "+91 98400 12345" }),
  latitude: number({ example: 13.0012 }),
  longitude: number({ example: 80.2565 }),
  landmark: text({ min: 5, hint: "The nearest landmark a visitor will recognise." }),
  display: list(text({ min: 5 }), { min: 3, hint: "What a visitor can see and handle there." }),
  parking: text({ min: 10, long: true }),
  directions: text({ min: 20, long: true }),
});

/** Days the studio is closed (India time): no consultation can be booked on them. */
const holidays = z.object({
  id: slug({ example: "pongal-2027", hint: "The holiday's name and year in lower-case words joined by hyphens." }),
  date: text({ pattern: /^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, form: "a date written year first", example: "2027-01-15" }),
  name: text({ min: 2, example: "Pongal" }),
});

const states = place.extend({
  id: slug({ example: "tamil-nadu" }),
  code: text({ pattern: /^[A-Z]{2}$/, form: "two capital letters", example: "TN" }),
});

const cities = place.extend({
  id: slug({ example: "chennai" }),
  state: ref("states", { example: "tamil-nadu" }),
  tier: number({ whole: true, min: 1, max: 3, hint: "1 for the largest cities, 3 for the smallest." }),
  intro: text({ min: 80, long: true }),
  highlights: list(text(), { min: 3 }),
});

const areas = place.extend({
  city: ref("cities", { example: "chennai" }),
  pincode: pinCode({ label: "PIN code" }),
  zone: choice(ZONES),
  homeTypes: list(choice(HOME_TYPE_IDS), { min: 1, label: "Kinds of homes" }),
  nearby: list(ref("areas", { example: "besant-nagar" }), {
    min: 2,
    label: "Nearby neighbourhoods",
    hint: "At least two; each must be the slug of an existing neighbourhood page.",
  }),
  centre: ref("centres", { label: "Nearest experience centre", example: "adyar" }),
  distanceKm: number({ positive: true, max: 80, label: "Distance to the centre (km)", example: 3.5 }),
  landmarks: list(text(), { min: 1 }),
  faqs: list(faq, { min: 2 }),
  latitude: number({ min: 8, max: 20, hint: "The neighbourhood's centre, for distances to nearby projects.", example: 13.0067 }),
  longitude: number({ min: 76, max: 81, example: 80.2574 }),
});

/** TV units: dimensions in mm, price in whole rupees. */
const tvUnits = z.object({
  id: slug({ example: "floating-oak-console" }),
  title: text({ min: 3 }),
  width_mm: number({ whole: true, min: 600, max: 6000, label: "Width (mm)" }),
  height_mm: number({ whole: true, min: 300, max: 3500, label: "Height (mm)" }),
  price_inr: number({ whole: true, min: 1000, label: "Price (₹)" }),
  description: text({ min: 40, long: true }),
  benefits: list(text(), { min: 2 }),
  installation: group({ days: number({ positive: true }), wallType: text(), notes: text({ long: true }) }),
  modularBenefits: list(text(), { min: 2 }),
  specs: group({ carcass: text(), finish: text(), hardware: text(), lighting: text().optional() }),
  images: list(artwork(), { min: 1 }),
  hasBackPanel: flag().default(true),
  hasBaseShelf: flag().default(true),
  active: flag().default(true),
});

/** Home page hero slides. */
const heroSlides = z.object({
  id: slug({ example: "living-room" }),
  order: number({ whole: true }),
  title: text({ min: 3 }),
  description: text({ min: 20, long: true }),
  image: artwork(),
  alt: text({ min: 10, label: "Picture description", hint: "What the picture shows, for people who cannot see it." }),
});

/** "From Design to Move-In": the six steps of the process carousel. */
const processSteps = z.object({
  id: number({ whole: true, min: 1, max: 6, hint: "The step's number, 1 to 6." }),
  title: text({ min: 3 }),
  description: text({ min: 20, long: true }),
  image: artwork(),
});

/**
 * The Tamil edition of an entry holds only what a reader sees, in Tamil, under the same name in content/ta/;
 * everything else (prices, places, pictures, links) comes from the English entry, so the editions cannot disagree.
 */
const areasTa = areas.pick({ name: true, description: true, metaTitle: true, metaDescription: true, landmarks: true, faqs: true });
const citiesTa = cities.pick({
  id: true,
  name: true,
  description: true,
  metaTitle: true,
  metaDescription: true,
  intro: true,
  highlights: true,
});
const statesTa = states.pick({ id: true, name: true, description: true });
const centresTa = centres
  .pick({ id: true, name: true, locality: true })
  .extend(centres.pick({ street: true, city: true, landmark: true, display: true, parking: true, directions: true }).partial().shape);
const servicePagesTa = servicePages.pick({
  title: true,
  metaTitle: true,
  metaDescription: true,
  intro: true,
  highlights: true,
  timeline: true,
  faqs: true,
});
const servicesTa = services
  .pick({ title: true, description: true })
  .extend(services.pick({ metaTitle: true, metaDescription: true }).partial().shape)
  .extend({ faqs: list(faq).optional() });
const projectsTa = projectFields.pick({ title: true, location: true, summary: true, brief: true }).extend({
  materials: projectFields.shape.materials.optional(),
  captions: list(text({ min: 10 }), {
    max: 12,
    label: "Picture captions",
    hint: "What each picture shows, in the order of the English entry's pictures.",
  }).optional(),
});
/** A TV unit's words in Tamil; its sizes, price, pictures and installation days stay the English entry's. */
const tvUnitsTa = tvUnits.pick({ id: true, title: true, description: true, benefits: true }).extend({
  carcass: text({ label: "Carcass (specs)" }),
  finish: text({ label: "Finish (specs)" }),
  wallType: text({ label: "Wall type (installation)" }),
});
const designersTa = designers.pick({ id: true, name: true, role: true, specialities: true, languages: true, bio: true });
const faqsTa = faqs.pick({ id: true, question: true, answer: true });
const heroSlidesTa = heroSlides.pick({ id: true, title: true, description: true, alt: true });
const processStepsTa = processSteps.pick({ id: true, title: true, description: true });

/** The English collections: where each kind of content lives and what editors call it. */
const english = {
  areas: { folder: "content/areas", label: "Neighbourhoods", entry: "neighbourhood", schema: areas },
  servicePages: { folder: "content/service-pages", label: "Service pages", entry: "service page", schema: servicePages },
  services: { folder: "content/services", label: "Services (sub-pages)", entry: "service", schema: services },
  projects: { folder: "content/projects", label: "Projects", entry: "project", schema: projects },
  designers: { file: "content/designers.json", label: "Designers", entry: "designer", schema: designers },
  testimonials: { file: "content/testimonials.json", label: "Testimonials", entry: "testimonial", schema: testimonials },
  faqs: { file: "content/faqs.json", label: "FAQs", entry: "FAQ", schema: faqs },
  tvUnits: { file: "content/tv-units.json", label: "TV units", entry: "TV unit", schema: tvUnits },
  centres: { file: "content/centres.json", label: "Experience centres", entry: "experience centre", schema: centres },
  holidays: { file: "content/holidays.json", label: "Holidays", entry: "holiday", schema: holidays },
  cities: { file: "content/cities.json", label: "Cities", entry: "city", schema: cities },
  states: { file: "content/states.json", label: "States", entry: "state", schema: states },
  heroSlides: { file: "content/home/hero-slides.json", label: "Home page slides", entry: "slide", schema: heroSlides },
  processSteps: { file: "content/home/process-steps.json", label: "Home page process steps", entry: "process step", schema: processSteps },
} satisfies Record<string, CollectionSpec>;

export const collections = defineCollections({
  ...english,
  areasTa: tamilEdition(english, "areas", areasTa),
  citiesTa: tamilEdition(english, "cities", citiesTa),
  statesTa: tamilEdition(english, "states", statesTa),
  centresTa: tamilEdition(english, "centres", centresTa),
  servicePagesTa: tamilEdition(english, "servicePages", servicePagesTa),
  servicesTa: tamilEdition(english, "services", servicesTa),
  projectsTa: tamilEdition(english, "projects", projectsTa),
  designersTa: tamilEdition(english, "designers", designersTa),
  tvUnitsTa: tamilEdition(english, "tvUnits", tvUnitsTa),
  faqsTa: tamilEdition(english, "faqs", faqsTa),
  heroSlidesTa: tamilEdition(english, "heroSlides", heroSlidesTa),
  processStepsTa: tamilEdition(english, "processSteps", processStepsTa),
});
