import { defineCollection, reference } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { ARTWORK_KEYS } from "./config/artwork";
import { SERVICE_OPTIONS } from "./lib/forms/service-options";
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

const projects = defineCollection({
  loader: glob({ pattern: "*.md", base: "./content/projects" }),
  schema: z.object({
    title: z.string().min(3),
    slug,
    location: z.string().min(3),
    area: reference("areas").optional(),
    category: z.enum(["kitchen", "bedroom", "living-room", "bathroom", "full-home"]),
    image: artwork,
    active: z.boolean().default(true),
    featured: z.boolean().default(false),
    summary: z.string().min(20),
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
    homeTypes: z.array(z.enum(["apartment", "villa", "independent-house", "gated-community", "row-house"])).min(1),
    nearby: z.array(reference("areas")).min(2),
    centre: reference("centres"),
    distanceKm: z.number().positive().max(80),
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
  testimonials,
  faqs,
  centres,
  states,
  cities,
  areas,
  heroSlides,
  processSteps,
};
