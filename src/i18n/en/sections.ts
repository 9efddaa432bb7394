/** Blocks shared by many pages: the page hero, FAQs, the consultation block, reviews, pictures, consent. */
export const sections = {
  hero: {
    consultation: "Book Free Consultation",
    estimate: "Get a Price Estimate",
  },
  faqs: "Frequently asked questions",
  related: {
    heading: "You may also like",
    estimator: "Price Estimator",
    projects: "Our Projects",
  },
  consultation: {
    eyebrow: "Free consultation",
    heading: "Book Your Free Design Consultation",
    intro: "Meet a designer at your home or our experience centre, share your floor plan and get 3D designs with an instant quote.",
    benefits: [
      "Design solutions catered to your requirements",
      "Open pricing with no concealed expenses",
      "Project management from start to finish",
      "Expert craftsmanship and good materials",
    ],
    /** The heading of a service page's consultation block. */
    plan: "Plan your {service} with a designer",
    talk: "Talk to a designer about your {service}",
    /** The choice beside the form: book a time yourself, or ask for a call (a request, never an appointment). */
    pickTitle: "Pick a time now",
    pickText:
      "Choose the day and time of a visit to an experience centre, a video call or a measurement at your home. The appointment is confirmed at once, and by email.",
    pickAction: "See free times",
    callTitle: "Or ask us to call you back",
    callText: "This form sends a request, not an appointment: a designer calls you within 24 hours to agree a time with you.",
  },
  closing: {
    heading: "Ready for a home you love coming back to?",
    promise: "Free consultation · 10-year warranty · Kitchens in 4–6 weeks, full homes in 8–12 weeks",
    action: "SCHEDULE A CONSULTATION",
  },
  testimonials: {
    eyebrow: "Home owners on working with us",
    heading: "What Our Clients Say",
    rated: "Rated {rating} out of 5",
    source: "{source} review",
    /** The studio's rating on its public review page (site.reviews), above the reviews. */
    summary: "Rated {rating} out of 5 from {count} reviews on {site}.",
    summaryLink: "Read them all on {site}",
    /** A review without a public address (given to us directly, or not linked yet): said plainly. */
    noLink: "no public link to this review",
    /** A review given to the studio itself rather than on a platform (its source is "Direct"). */
    direct: "Direct review",
    /** Beside a review shown on a page in another language than the review's. */
    ownWords: "In the reviewer's own words, in English",
  },
  pictures: {
    illustration: "Illustration",
    enlarge: "Enlarge image: {alt}",
    dialog: "Enlarged image",
    unavailable: "Image unavailable",
    previous: "Previous picture",
    next: "Next picture",
    close: "Close image",
  },
  scrollTop: "Scroll to top",
  designer: { years: "{years} years", specialities: "Specialities:", speaks: "Speaks:" },
  consent: {
    label: "Advertising cookies",
    question: "May we use a Meta advertising pixel to measure our ads? It records the pages you visit here. See our",
    policy: "privacy policy",
    allow: "Allow",
    deny: "No thanks",
  },
  services: {
    explore: "Explore {service} →",
  },
};
