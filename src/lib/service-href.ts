/** Services that have their own top-level page; every other service card links to /services/{slug}. */
const TOP_LEVEL_SERVICES = new Set(["living-room", "modular-kitchen", "bedroom-design"]);

/** Where a service card links: a top-level route for the three flagship services, /services/{slug} for the rest. */
export function serviceHref(slug: string): string {
  return TOP_LEVEL_SERVICES.has(slug) ? `/${slug}` : `/services/${slug}`;
}
