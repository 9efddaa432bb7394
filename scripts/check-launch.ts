/**
 * Lists what the business still has to fill in before going live. Informational by default (the tests run on the
 * placeholders); `--strict` exits with an error while any is left, for a production build to use.
 */
import { site } from "../src/config/site";
import { launchPlaceholders } from "./lib/launch-check";

const strict = process.argv.includes("--strict");
const left = launchPlaceholders(site, process.env);
if (!left.length) {
  console.log("Ready to launch: no placeholder left in the site's configuration.");
} else {
  console.log(`${left.length} placeholder(s) left before launch:\n${left.map((p) => `- ${p.what}: ${p.fix}`).join("\n")}`);
  if (strict) process.exit(1);
}
