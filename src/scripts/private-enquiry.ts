/**
 * The private enquiry page asks for its enquiry as soon as the page has been read, while the island's code is still
 * on its way: the answer then arrives with the code rather than after it, and the enquiry shows a round trip sooner.
 */
import { apiRequest } from "../lib/api";
import { routes } from "../lib/routes";

const EARLY = "__privateEnquiry";
type WithEarly = { [EARLY]?: Promise<Response> };

/** The token from the page's address (`?t=`), read in the browser only: the page itself is the same for everyone. */
export const enquiryToken = () => new URLSearchParams(window.location.search).get("t") ?? "";

const ask = () => apiRequest("GET", `${routes.api.enquiry()}?token=${encodeURIComponent(enquiryToken())}`);

/** Starts the request; its answer, or its failure, is the island's to show. */
export function askEarly(): void {
  const early = ask();
  early.catch(() => undefined);
  (window as WithEarly)[EARLY] = early;
}

/** The enquiry asked for early, taken once; asked now when it was not (or was taken already). */
export function askForEnquiry(): Promise<Response> {
  const early = (window as WithEarly)[EARLY];
  delete (window as WithEarly)[EARLY];
  return early ?? ask();
}
