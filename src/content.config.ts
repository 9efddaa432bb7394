import { defineCollection, reference } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { ARTWORK_KEYS } from "./config/artwork";
import { SERVICE_OPTIONS } from "./lib/forms/service-options";
import { BHK_TYPES, ROOM_IDS } from "./lib/pricing/rate-card";
import { HOME_TYPE_IDS, KITCHEN_LAYOUTS, PROJECT_STYLE_IDS } from "./lib/projects";
import { DESCRIPTION_LENGTH } from "./lib/seo/limits";
import { contentSeoFields } from "./lib/seo/title";

const SERVICE_VALUES = SERVICE_OPTIONS.map((option) => option.value);

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case words joined by hyphens, e.g. anna-nagar");
const artwork = z.enum(ARTWORK_KEYS);
const faq = z.object({ question: z.string().min(5), answer: z.string().min(5) });

/** The spec's states/cities/areas records share this shape. */
const placeBase = contentSeoFields.extend({
  name: z.string().min(2),
  slug,
  active: z.boolean().default(true),
  description: z.string().min(40),
  heroImage: artwork,
});

const services = defineCollection({
  loader: glob({ pattern: "*.md", base: "./content/services" }),
  schema: contentSeoFields.extend({
    title: z.string().min(3),
    slug,
    description: z.string().min(20),
    image: artwork,
    order: z.number().int(),
    faqs: z.array(faq).default([]),
  }),
});

const rupees = z.number().int().positive();
const month = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/, "Give the year and month, e.g. 2025-03");

/** What every case study carries; each kind of project adds its own fields below. */
const projectBase = z.object({
  title: z.string().min(3),
  slug,
  /** The locality as people say it ("Thoraipakkam, OMR, Chennai"). */
  location: z.string().min(3),
  /** The neighbourhood page it belongs to; projects outside the list of neighbourhoods name their city instead. */
  area: reference("areas").optional(),
  city: reference("cities").optional(),
  image: artwork,
  active: z.boolean().default(true),
  featured: z.boolean().default(false),
  /** Also the case study's description in search results. */
  summary: z.string().min(DESCRIPTION_LENGTH.min).max(DESCRIPTION_LENGTH.max),
  /** What the owners asked for, in a sentence or two. */
  brief: z.string().min(40),
  style: z.enum(PROJECT_STYLE_IDS),
  home: z.object({ type: z.enum(HOME_TYPE_IDS), bhk: z.enum(BHK_TYPES), sqft: z.number().int().min(200).max(20000) }),
  /** Whole rupees, GST included: the first estimate the owners signed off, and what they finally paid. */
  budget: z.object({ firstEstimate: rupees, finalCost: rupees }),
  weeks: z.object({ planned: z.number().positive().max(52), actual: z.number().positive().max(52) }),
  materials: z.object({ board: z.string().min(3), shutters: z.string().min(3), hardware: z.string().min(3) }),
  designer: reference("designers"),
  completed: month,
  /** At least three pictures; "before" pictures show the room as the owners had it. */
  gallery: z
    .array(z.object({ image: artwork, caption: z.string().min(10), stage: z.enum(["before", "after"]).default("after") }))
    .min(3)
    .max(12),
});

const projects = defineCollection({
  loader: glob({ pattern: "*.md", base: "./content/projects" }),
  schema: z
    .discriminatedUnion("category", [
      projectBase.extend({ category: z.literal("kitchen"), layout: z.enum(KITCHEN_LAYOUTS) }),
      projectBase.extend({ category: z.literal("full-home"), rooms: z.array(z.enum(ROOM_IDS)).min(2) }),
      projectBase.extend({ category: z.enum(["bedroom", "living-room", "bathroom"]) }),
    ])
    .refine((project) => project.area ?? project.city, { message: "Give the project's area, or its city when it has no area page" }),
});

/** The people who design the homes: shown on /about, on each case study and on their centre's page. */
const designers = defineCollection({
  loader: file("./content/designers.json"),
  schema: ({ image }) =>
    z.object({
      id: slug,
      name: z.string().min(2),
      role: z.string().min(3),
      /** Years designing homes. */
      years: z.number().int().min(0).max(60),
      specialities: z.array(z.string()).min(1),
      languages: z.array(z.string()).min(1),
      centre: reference("centres"),
      bio: z.string().min(40),
      /** A portrait in src/assets/designers/ (path from content/); initials stand in until there is one. */
      portrait: image().optional(),
    }),
});

const testimonials = defineCollection({
  loader: file("./content/testimonials.json"),
  schema: z.object({
    id: slug,
    name: z.string().min(2),
    location: z.string().min(2),
    rating: z.number().int().min(1).max(5),
    testimonial: z.string().min(20),
    avatarUrl: z.string().optional(),
    /** Where the review was given: "Google", "Direct" (to us), or the platform's name. */
    source: z.string().min(2),
    /** The review itself on that platform, when it has a public address. */
    sourceUrl: z.url().optional(),
    date: z.coerce.date(),
    project: reference("projects").optional(),
  }),
});

const faqs = defineCollection({
  loader: file("./content/faqs.json"),
  schema: faq.extend({ id: slug, topic: z.enum(["general", "pricing", "warranty", "timeline"]) }),
});

/** Experience centres: where visitors see material samples; neighbourhood pages measure distance to one. */
const centres = defineCollection({
  loader: file("./content/centres.json"),
  schema: z.object({
    id: slug,
    name: z.string(),
    street: z.string(),
    locality: z.string(),
    city: z.string(),
    postalCode: z.string().regex(/^\d{6}$/),
    phone: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    /** The nearest landmark a visitor will recognise. */
    landmark: z.string().min(5),
    /** What a visitor can see and handle there. */
    display: z.array(z.string().min(5)).min(3),
    parking: z.string().min(10),
    directions: z.string().min(20),
  }),
});

const states = defineCollection({
  loader: file("./content/states.json"),
  schema: placeBase.extend({ id: slug, code: z.string().regex(/^[A-Z]{2}$/) }),
});

const cities = defineCollection({
  loader: file("./content/cities.json"),
  schema: placeBase.extend({
    id: slug,
    state: reference("states"),
    tier: z.number().int().min(1).max(3),
    intro: z.string().min(80),
    highlights: z.array(z.string()).min(3),
  }),
});

const areas = defineCollection({
  loader: glob({ pattern: "*.md", base: "./content/areas" }),
  schema: placeBase.extend({
    city: reference("cities"),
    pincode: z.string().regex(/^6\d{5}$/, "Give the 6-digit PIN code, e.g. 600020"),
    zone: z.enum(["Central Chennai", "North Chennai", "South Chennai", "West Chennai", "OMR & ECR", "Suburbs"]),
    homeTypes: z.array(z.enum(HOME_TYPE_IDS)).min(1),
    nearby: z.array(reference("areas")).min(2),
    centre: reference("centres"),
    distanceKm: z.number().positive().max(80),
    /** The neighbourhood's centre, for the distance to nearby projects. */
    latitude: z.number().min(8).max(20),
    longitude: z.number().min(76).max(81),
    landmarks: z.array(z.string()).min(1),
    faqs: z.array(faq).min(2),
  }),
});

/**
 * Top-level service, product and showcase pages (/modular-kitchen,
 * /tv-units, /luxury-kitchen-design, ...): one Markdown file each.
 */
const servicePages = defineCollection({
  loader: glob({ pattern: "*.md", base: "./content/service-pages" }),
  schema: contentSeoFields.extend({
    slug,
    kind: z.enum(["service", "product", "showcase"]),
    title: z.string().min(3),
    /** The consultation dropdown value this page leads to. */
    service: z.enum(SERVICE_VALUES),
    heroImage: artwork,
    intro: z.string().min(60).max(400),
    highlights: z
      .array(z.object({ title: z.string().min(3), text: z.string().min(20) }))
      .min(3)
      .max(6),
    priceFrom: z.number().int().positive().optional(),
    timeline: z.string().optional(),
    gallery: z.array(artwork).max(6).default([]),
    /** Shows the TV unit catalogue on this page. */
    catalogue: z.enum(["tv-units"]).optional(),
    related: z
      .array(z.string().regex(/^\/[a-z0-9/-]*$/))
      .max(6)
      .default([]),
    faqs: z.array(faq).min(3),
  }),
});

/** TV units (spec's tv_units record): dimensions in mm, price in whole rupees. */
const tvUnits = defineCollection({
  loader: file("./content/tv-units.json"),
  schema: z.object({
    id: slug,
    title: z.string().min(3),
    width_mm: z.number().int().min(600).max(6000),
    height_mm: z.number().int().min(300).max(3500),
    price_inr: z.number().int().min(1000),
    description: z.string().min(40),
    benefits: z.array(z.string()).min(2),
    installation: z.object({ days: z.number().positive(), wallType: z.string(), notes: z.string() }),
    modularBenefits: z.array(z.string()).min(2),
    specs: z.object({ carcass: z.string(), finish: z.string(), hardware: z.string(), lighting: z.string().optional() }),
    images: z.array(artwork).min(1),
    hasBackPanel: z.boolean().default(true),
    hasBaseShelf: z.boolean().default(true),
    active: z.boolean().default(true),
  }),
});

/** Home page hero slides (spec: id, image, title, description). */
const heroSlides = defineCollection({
  loader: file("./content/home/hero-slides.json"),
  schema: z.object({
    id: slug,
    order: z.number().int(),
    title: z.string().min(3),
    description: z.string().min(20),
    image: artwork,
    alt: z.string().min(10),
  }),
});

/** "From Design to Move-In": the six steps of the process carousel. */
const processSteps = defineCollection({
  loader: file("./content/home/process-steps.json"),
  schema: z.object({ id: z.number().int().min(1).max(6), title: z.string().min(3), description: z.string().min(20), image: artwork }),
});

export const collections = {
  services,
  servicePages,
  tvUnits,
  projects,
  designers,
  testimonials,
  faqs,
  centres,
  states,
  cities,
  areas,
  heroSlides,
  processSteps,
};
