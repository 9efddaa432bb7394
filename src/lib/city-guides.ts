/** Cities with an /interior-design-{city} guide page. */
export const CITY_GUIDES = ["chennai", "coimbatore", "madurai", "salem"] as const;

/** The guide pages /interior-design-{city} of the given cities. */
export const cityGuidePaths = (cities: readonly string[]) => cities.map((city) => ({ params: { city }, props: { city } }));
