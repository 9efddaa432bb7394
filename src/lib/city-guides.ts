/** Cities with an /interior-design-{city} guide page (spec §2). */
export const CITY_GUIDES = ["chennai", "coimbatore", "madurai", "salem"] as const;
