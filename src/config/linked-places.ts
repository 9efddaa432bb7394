/** The places the location link block on every page names, cities first, in the order it shows them. */
export const LINKED_PLACES = {
  cities: ["chennai", "coimbatore", "madurai", "salem", "trichy", "bengaluru"],
  areas: [
    "abiramapuram",
    "adyar",
    "anna-nagar",
    "t-nagar",
    "besant-nagar",
    "mylapore",
    "nungambakkam",
    "velachery",
    "kilpauk",
    "alwarpet",
    "royapettah",
    "kodambakkam",
  ],
} as const;
