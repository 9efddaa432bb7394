/**
 * Search results show about this many characters of a page's title and of its
 * description and cut the rest. One home for both limits: the content schemas,
 * the page-title builder, the SEO analysis and the override editor use them.
 */
export const TITLE_LENGTH = { min: 30, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;
