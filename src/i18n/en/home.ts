import { site } from "../../config/site";

/** The home page: hero, services, product lines, projects, the process. */
export const home = {
  description: `${site.brand} designs modular kitchens, bedrooms, living rooms and complete homes in Chennai, Tamil Nadu and Bangalore. Free consultation, 10-year warranty.`,
  hero: {
    label: "Featured interiors",
    heading: "Interior designers in Chennai · Modular kitchens & home interiors",
    slide: "{number} of {count}: {title}",
    services: "Explore Our Services",
    consultation: "Book Free Consultation",
    previous: "Previous slide",
    next: "Next slide",
    choose: "Choose slide",
    dot: "Slide {number}: {title}",
    pause: "Pause automatic slide show",
    play: "Start automatic slide show",
  },
  overview: {
    eyebrow: "What we do",
    heading: "Our Products and Services",
    tiles: [
      {
        title: "Design & Planning",
        description: "Meet a designer, share your floor plan and get 3D designs with an instant, itemised quote.",
      },
      { title: "Complete & Purchase", description: "Pick finishes from real samples, finalise the drawings and book your factory slot." },
      { title: "Setting up", description: "We measure, manufacture and install, then hand over a clean, finished home." },
    ],
    start: "Start Now",
  },
  grid: {
    eyebrow: "One studio, every room",
    heading: "Everything your home needs",
    /** The fifteen links of the grid, by the page they open (its slug). */
    items: {
      "modular-kitchen": "Modular Kitchen",
      "storage-wardrobe": "Storage & Wardrobe",
      "crockery-units": "Crockery Units",
      "space-saving-furniture": "Space Saving Furniture",
      "tv-units": "TV Units",
      "study-tables": "Study Tables",
      "false-ceiling-designs": "False Ceiling",
      lights: "Lights",
      wallpaper: "Wallpaper",
      "wall-paint": "Wall Paint",
      bathroom: "Bathroom",
      "pooja-unit": "Pooja Unit",
      "foyer-designs": "Foyer Designs",
      "movable-furniture": "Movable Furniture",
      "kids-bedroom": "Kids Bedroom",
    },
  },
  lines: {
    eyebrow: "Materials you can trust",
    heading: "Our Product Lines",
    warranty: "Every line carries the same flat 10-year warranty at zero depreciation and two free Annual Maintenance Contracts.",
    /** By rate-card package: the package's name comes from the rate card. */
    items: [
      {
        id: "essentials",
        summary: "Smart, durable interiors for new homes and rentals.",
        points: ["BWR plywood carcasses", "Laminate finishes in {laminates}+ shades", "Soft-close hinges and channels"],
      },
      {
        id: "premium",
        summary: "Our most chosen line for family homes.",
        points: ["BWP (boiling-water-proof) plywood", "Acrylic, PU or fluted finishes", "Tandem drawers and lift-up systems"],
      },
      {
        id: "luxe",
        summary: "Bespoke detailing for signature homes.",
        points: [
          "Marine plywood with veneer or lacquer",
          "Handle-less profiles and glass shutters",
          "Integrated lighting and designer hardware",
        ],
      },
    ],
    estimate: "Estimate your price",
  },
  projects: {
    eyebrow: "Recent work",
    heading: "Highlighted Projects",
    filter: "Filter projects",
    filters: { all: "All", kitchen: "Kitchen", bedroom: "Bedroom", living: "Living Room", bathroom: "Bathroom", home: "Full Home" },
    illustrated: "{title} · Illustration",
    all: "See All Projects",
  },
  process: {
    eyebrow: "How it works",
    heading: "From Design to Move-In",
    book: "Book a Consultation",
    carousel: {
      label: "From design to move-in, step by step",
      steps: "Steps",
      step: "Step {number}: {title}",
      slide: "{number} of {count}",
      eyebrow: "Step {number}",
      previous: "Previous step",
      next: "Next step",
      pause: "Pause autoplay",
      play: "Autoplay",
      progress: "Time until the next step",
    },
  },
};
