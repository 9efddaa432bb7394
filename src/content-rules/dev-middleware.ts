import { defineMiddleware } from "astro:middleware";
import { currentContentError } from "./dev-problems";

/**
 * In `astro dev`, every page answers with the content problems while there are any, so they appear in Astro's
 * error overlay in the browser instead of only in the terminal. The web editor keeps working, to fix them with.
 */
export const onRequest = defineMiddleware((context, next) => {
  const error = context.url.pathname.startsWith("/cms") ? undefined : currentContentError();
  if (error) throw error;
  return next();
});
