import { getDb, type Database } from "../db/client";
import { HttpError, handler, type FunctionContext } from "../http";
import { requireStaff, type Staff } from "./session";

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** The origins the admin screens are served from: this request's own, and the site's public addresses. */
function trustedOrigins(req: Request): Set<string> {
  const origins = new Set([new URL(req.url).origin]);
  for (const value of [process.env.URL, process.env.DEPLOY_PRIME_URL, process.env.SITE_URL]) {
    if (value) origins.add(new URL(value).origin);
  }
  return origins;
}

/**
 * Refuses requests another site's page could have sent (CSRF): a foreign
 * Origin always, and a missing one on state-changing methods, where browsers
 * always send it. (Same-origin GETs and downloads carry no Origin.)
 */
export function assertSameOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  if (origin ? trustedOrigins(req).has(origin) : SAFE_METHODS.has(req.method)) return;
  throw new HttpError(403, "This request did not come from the admin screens of this site, so it was refused.");
}

export interface AdminContext {
  db: Database;
  staff: Staff;
  context: FunctionContext;
}

/** Every `/api/admin/*` function: checks the origin of writes, then the session, then runs the body. */
export function adminHandler(methods: string[], body: (req: Request, admin: AdminContext) => Promise<Response>) {
  return handler(methods, async (req, context) => {
    assertSameOrigin(req);
    const db = await getDb();
    const staff = await requireStaff(db, req);
    return body(req, { db, staff, context });
  });
}
