/** Cities with an /interior-design-{city} guide page. */
export const CITY_GUIDES = ["chennai", "coimbatore", "madurai", "salem"] as const;
