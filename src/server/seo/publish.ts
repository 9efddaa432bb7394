import type { SeoPublishResult } from "../../lib/admin/seo";
import { HttpError } from "../http";

const HOOK_TIMEOUT_MS = 10_000;

/**
 * Asks Netlify to rebuild the site (NETLIFY_BUILD_HOOK_URL), which is when
 * saved overrides reach the pages. The hook's address is a secret, so it never
 * appears in a message.
 */
export async function publishSite(requestedBy: string): Promise<SeoPublishResult> {
  const hook = process.env.NETLIFY_BUILD_HOOK_URL;
  if (!hook) {
    return {
      published: false,
      message:
        "Publishing is not set up on this site (there is no NETLIFY_BUILD_HOOK_URL), so nothing was started. Your overrides will appear on the site with the next deploy.",
    };
  }
  const url = new URL(hook);
  url.searchParams.set("trigger_title", `SEO changes published by ${requestedBy}`);
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", signal: AbortSignal.timeout(HOOK_TIMEOUT_MS), redirect: "error" });
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError";
    throw new HttpError(
      502,
      timedOut
        ? "Netlify did not answer within 10 seconds, so the rebuild may not have started. Please try again in a minute."
        : "Netlify's build hook could not be reached, so the rebuild was not started. Please try again in a minute.",
    );
  }
  if (!response.ok) {
    throw new HttpError(
      502,
      `Netlify refused to start the rebuild (it answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}). The build hook may have been deleted: check NETLIFY_BUILD_HOOK_URL.`,
    );
  }
  return {
    published: true,
    message: "The build has started: the site is being rebuilt with your overrides, usually live in a few minutes.",
  };
}
