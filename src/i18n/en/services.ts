import { site } from "../../config/site";

/** The services list, the service pages and the city guides. */
export const services = {
  list: {
    title: "Interior Design Services in Chennai",
    description: `Modular kitchens, wardrobes, bedrooms, living rooms, false ceilings and complete home interiors by ${site.brand}, with a 10-year warranty.`,
    heading: "Interior design services",
    intro:
      "One studio for every room: we design in 3D, manufacture in our own factory and install with our own team across Chennai, Tamil Nadu and Bangalore.",
    products: "Products and specialist services",
  },
  page: {
    showcase: "Design showcase",
    eyebrow: "Chennai · Tamil Nadu · Bangalore",
    projects: "Projects",
    services: "Services",
    highlights: "Highlights",
    gallery: "Gallery",
    from: "Starting from {price}.",
    timeline: "Typical timeline: {timeline}.",
  },
  guide: {
    crumb: "Interior design in {city}",
    title: "Interior Design in {city}: Costs, Services & Timelines",
    description: `Plan home interiors in {city}: typical costs from {from} for a modular kitchen, what is included, timelines and a free consultation with ${site.brand}.`,
    eyebrow: "City guide",
    heading: "Interior design in {city}",
    intro:
      "{description} Here is what home interiors cost in {city}, what is included and how a project runs from the first meeting to handover.",
    costs: "What interiors cost in {city}",
    costsNote:
      "One range per package, worked out from our rate card the way the price estimator does it. What moves the price within a package: the number of rooms, measured sizes and the add-ons you choose (wardrobes, TV unit, false ceiling).",
    scope: "Scope",
    kitchen: "Modular kitchen (about {sqft} sq ft of cabinet front)",
    home: "{bhk}, complete interiors",
    estimate: "Estimate your home in 2 minutes",
    services: "Services in {city}",
    steps: "How a project runs",
    designers: "Meet our designers in {city}",
    consult: "Book a free consultation in {city}",
  },
};
