/**
 * The English addresses a Tamil page file in src/pages/ta/ makes, read from its name and, for a file with
 * `[parameters]` in its name, from its `getStaticPaths`. Kept apart from editions.ts so it can be tested without Astro.
 */
export type PageModule = {
  getStaticPaths?: () =>
    | Iterable<{ params: Record<string, string | number | undefined> }>
    | Promise<Iterable<{ params: Record<string, string | number | undefined> }>>;
};

/** A Tamil page file's English address, as a pattern: "../pages/ta/price-estimator/[step].astro" is "/price-estimator/[step]". */
export function routeOfTamilFile(file: string): string {
  return (
    file
      .replace(/^.*\/pages\/ta/, "")
      .replace(/\.astro$/, "")
      .replace(/(^|\/)index$/, "") || "/"
  );
}

/** The English addresses a Tamil page file makes: itself, or one per set of `getStaticPaths` parameters. */
export async function addressesOfTamilFile(file: string, load: () => Promise<PageModule>): Promise<string[]> {
  const route = routeOfTamilFile(file);
  if (!route.includes("[")) return [route];
  const { getStaticPaths } = await load();
  if (!getStaticPaths) throw new Error(`${file}: a page with [parameters] in its name needs getStaticPaths`);
  return [...(await getStaticPaths())].map(({ params }) =>
    route.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => String(params[name])),
  );
}
