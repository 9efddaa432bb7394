declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate after `delay` ms on the page or on exit intent (see src/directives/lead-intent.ts). */
    "client:lead-intent"?: boolean | { delay?: number };
  }
}

export {};
