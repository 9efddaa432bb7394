import type { Config } from "@netlify/functions";
import { preferencesSchema, tokenBody } from "../src/lib/privacy/private-link";
import { getDb } from "../src/server/db/client";
import { HttpError, handler, json, readJson, validate } from "../src/server/http";
import { eraseEnquiry } from "../src/server/privacy/erase";
import { exportData, linkedEnquiry, notFound, privateView, setPreferences, withdraw } from "../src/server/privacy/links";
import { guardPrivateLink } from "../src/server/privacy/link-limit";

/**
 * The private link of an enquiry: GET `?token=` shows it; POST `preferences`, `withdraw`, `download` (the person's data
 * as a JSON file) and `erase`, each with `{ "token": … }`. Unknown and revoked tokens get the same 404.
 */
export default handler(["GET", "POST"], async (req, context) => {
  const db = await getDb();
  await guardPrivateLink(db, context.ip);
  const action = context.params.action;
  const noStore = { "Cache-Control": "no-store" };
  if (action === undefined) {
    if (req.method !== "GET") throw new HttpError(405, "Use GET for this address.");
    const enquiry = await linkedEnquiry(db, new URL(req.url).searchParams.get("token"));
    return json(200, { data: await privateView(db, enquiry) }, noStore);
  }
  if (req.method !== "POST") throw new HttpError(405, "Use POST for this address.");
  const body = await readJson(req);
  if (action === "preferences") {
    const input = validate(preferencesSchema, body);
    return json(200, { data: await setPreferences(db, input.token, input) }, noStore);
  }
  const { token } = validate(tokenBody, body);
  if (action === "withdraw") return json(200, { data: await withdraw(db, token) }, noStore);
  if (action === "download") {
    const data = await exportData(db, await linkedEnquiry(db, token));
    return json(200, data, { ...noStore, "Content-Disposition": 'attachment; filename="my-enquiry.json"' });
  }
  if (action === "erase") {
    const enquiry = await linkedEnquiry(db, token);
    await eraseEnquiry(db, enquiry.id, { by: "person" });
    return json(200, { data: { erased: true } }, noStore);
  }
  throw notFound();
});

// Literals: Netlify reads the paths from the source without running it.
export const config: Config = { path: ["/api/enquiry", "/api/enquiry/:action"] };
