import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { AstroError } from "astro/errors";
import { checkBuiltPages, describeReport } from "../../scripts/lib/page-checks";

/**
 * After the build: the checks of the built pages (prices, copy, pictures). A problem fails the build, so a bad price
 * published in the web editor never goes live; Netlify's deploy log shows the message, in plain words.
 */
export function pageChecks(): AstroIntegration {
  let root = "";
  return {
    name: "site:page-checks",
    hooks: {
      "astro:config:setup": ({ config }) => {
        root = fileURLToPath(config.root);
      },
      "astro:build:done": ({ dir, logger }) => {
        const started = performance.now();
        const report = checkBuiltPages(root, fileURLToPath(dir));
        const problems = describeReport(report);
        if (problems) {
          const error = new AstroError(`The built pages need fixing before they go live.\n\n${problems}`);
          Object.assign(error, { name: "PageCheckError", title: "Pages need fixing" });
          error.stack = "";
          throw error;
        }
        logger.info(`${report.pages} pages checked (prices, copy, pictures) in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
