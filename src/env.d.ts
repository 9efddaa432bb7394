declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate after `delay` ms on the page or on exit intent (see src/directives/lead-intent.ts). */
    "client:lead-intent"?: boolean | { delay?: number };
    /** Hydrate when the visitor reaches for the island (see src/directives/interaction.ts). */
    "client:interaction"?: boolean | import("./directives/interaction").InteractionOptions;
  }
}

declare global {
  /** The privacy notice's version, worked out when the build starts (astro.config.mjs; src/lib/privacy/notice.ts). */
  const __NOTICE_VERSION__: string;
  interface ImportMetaEnv {
    /** Meta (Facebook) pixel id; unset: no pixel and no consent banner. */
    readonly PUBLIC_META_PIXEL_ID?: string;
  }
}

export {};
