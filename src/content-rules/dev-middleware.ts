import { defineMiddleware } from "astro:middleware";
import { pageCheckWarnings } from "../../scripts/lib/page-checks";
import { currentContentError, publishPageWarnings } from "./dev-problems";

/**
 * In `astro dev`, every page answers with the content problems while there are any, so they appear in Astro's
 * error overlay in the browser instead of only in the terminal. The web editor keeps working, to fix them with.
 * A page that renders is read as the build's page checks read it; what they find is shown over it as a warning.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const error = context.url.pathname.startsWith("/cms") ? undefined : currentContentError();
  if (error) throw error;
  const response = await next();
  // What the build's page checks would fail on, as a warning over the page (src/integrations/content-problems.ts).
  if (!response.headers.get("content-type")?.includes("text/html") || /^\/(?:cms|admin)/.test(context.url.pathname)) return response;
  const html = await response.text();
  publishPageWarnings(context.url.pathname, pageCheckWarnings(context.url.pathname, html));
  return new Response(html, response);
});
