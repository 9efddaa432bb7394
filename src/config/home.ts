/** The home page's six fixed project cards (the featured projects, by their English title), in this order. */
export const FEATURED_ORDER: readonly string[] = [
  "Luxury Kitchen Design",
  "Elegant Living Room",
  "Modern Home Interior",
  "Luxurious Bathroom",
  "Designer Kitchen",
  "Minimalist Bedroom",
];
