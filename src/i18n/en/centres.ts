/** An experience centre's page (/experience-centres/{id}). */
export const centres = {
  title: "Experience Centre in {locality}, {city}",
  description: "Visit our {locality} experience centre: kitchens, wardrobes and finishes on display, open {hours}, with parking.",
  crumb: "{locality} centre",
  eyebrow: "Experience centre",
  address: "Address",
  map: "Open in maps",
  hours: "Opening hours",
  walkIn: "Walk in, or book so a designer is free to sit with you.",
  parking: "Parking",
  display: "What you can see and touch",
  directions: "How to get here",
  designers: "Designers at this centre",
  work: "Their recent work:",
  served: "Neighbourhoods this centre serves",
  distance: "{place} · {km} km",
  consult: "Book a visit or a free consultation at {locality}",
};
