/**
 * Lists what the business still has to fill in before going live. Informational by default (the tests run on the
 * placeholders); `--strict` exits with an error while any placeholder is left (notes on optional items never fail).
 * A production build on Netlify runs the same check itself (src/integrations/launch-guard.ts).
 */
import { resolve } from "node:path";
import { site } from "../src/config/site";
import { launchPlaceholders, readCentres } from "./lib/launch-check";

const strict = process.argv.includes("--strict");
const all = launchPlaceholders(site, process.env, readCentres(resolve(import.meta.dirname, "..")));
const left = all.filter((placeholder) => !placeholder.optional);
const notes = all.filter((placeholder) => placeholder.optional);
const list = (items: typeof all) => items.map((p) => `- ${p.what}: ${p.fix}`).join("\n");
if (notes.length) console.log(`Optional, may stay as they are:\n${list(notes)}`);
if (!left.length) {
  console.log("Ready to launch: no placeholder left in the site's configuration.");
} else {
  console.log(`${left.length} placeholder(s) left before launch:\n${list(left)}`);
  if (strict) process.exit(1);
}
