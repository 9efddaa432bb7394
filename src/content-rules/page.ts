import { z } from "astro/zod";
import { site } from "../config/site";
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from "../lib/seo/limits";
import { pageTitle } from "../lib/seo/title";
import { text } from "./fields";

/**
 * The search-result title and description every page-like entry carries, held to the limits the SEO report checks:
 * the title the page gets from `metaTitle` must fit, and the brand is left to `pageTitle`.
 */
export const page = z.object({
  metaTitle: text({
    max: TITLE_LENGTH.max,
    label: "Title in Google",
    hint: `The page's title in search results and on the browser tab; "| ${site.brand}" is added when there is room.`,
    example: "Interior Designers in Adyar, Chennai",
  })
    .refine((title) => !title.includes(site.brand), `must leave out “${site.brand}” — the page title adds it when there is room`)
    .refine(
      (title) => pageTitle(title).length >= TITLE_LENGTH.min,
      `is too short — with the brand the title should be at least ${TITLE_LENGTH.min} characters, e.g. "Interior Designers in Adyar, Chennai"`,
    ),
  metaDescription: text({
    min: DESCRIPTION_LENGTH.min,
    max: DESCRIPTION_LENGTH.max,
    long: true,
    label: "Description in Google",
    hint: "The two lines under the title in search results: what the page offers and where.",
    example: "Kitchens, wardrobes and full-home interiors for Adyar homes. Free consultation at our experience centre.",
  }),
});
