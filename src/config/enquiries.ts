/**
 * The studio's rules for working an enquiry once a lead arrives: when a silent enquiry is offered for closing, when
 * the promise's alerts go out, and how near its deadline an enquiry counts as due soon. The promise itself (24 hours,
 * inside `site.hours`) is `src/lib/leads/promise.ts`.
 */
export const enquiryRules = {
  /** After this many attempts without reaching the person, spread over at least this many days, staff are offered to close it as not reachable. */
  notReachable: { attempts: 5, days: 7 },
  /** Business minutes after a lead opens the wait: the owner is alerted again, then every admin. */
  alerts: { ownerAgainMinutes: 15, adminsMinutes: 60 },
  /** An enquiry whose deadline (the promise while it waits, else its next action) is this near is due soon. */
  dueSoonMinutes: 120,
};
