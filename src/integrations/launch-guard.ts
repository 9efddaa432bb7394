import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { AstroError } from "astro/errors";
import { launchPlaceholders, readCentres } from "../../scripts/lib/launch-check";
import { site } from "../config/site";

/**
 * The go-live guard: on Netlify's production context (`CONTEXT=production`) the build stops before any page is
 * built while the site still carries a placeholder of `npm run check:launch`, listing what is left; deploy previews
 * and local builds build, with a warning. Optional items (a social profile, the pixel) never stop it.
 */
export function launchGuard(env: Record<string, string | undefined> = process.env): AstroIntegration {
  // Read when the build starts, not when the config loads: Netlify sets CONTEXT for the whole build.
  let root = "";
  return {
    name: "site:launch-guard",
    hooks: {
      "astro:config:setup": ({ config }) => {
        root = fileURLToPath(config.root);
      },
      "astro:build:start": ({ logger }) => {
        const left = launchPlaceholders(site, env, readCentres(root)).filter((placeholder) => !placeholder.optional);
        if (!left.length) return;
        const list = left.map((placeholder) => `  - ${placeholder.what}: ${placeholder.fix}`).join("\n");
        if (env.CONTEXT === "production") {
          const error = new AstroError(
            `The site cannot go live yet: ${left.length} placeholder(s) of the template are left.\n${list}`,
            "Fill them in (npm run check:launch lists them), then deploy again. Deploy previews still build with them.",
          );
          Object.assign(error, { name: "LaunchGuardError", title: "Placeholders left before going live" });
          error.stack = "";
          throw error;
        }
        logger.warn(`${left.length} placeholder(s) left before going live; a production deploy stops on them:\n${list}`);
      },
    },
  };
}
