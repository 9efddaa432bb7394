import { closeDb, getDb } from "../src/server/db/client";
import { retentionPass } from "../src/server/privacy/retention";

// The scheduled retention pass, run by hand on the database DATABASE_URL names (PGlite without it): counts only.
const result = await retentionPass(await getDb());
await closeDb();
console.log(`Warned ${result.warned} people; erased ${result.erased} enquiries past the retention limit.`);
for (const [kind, count] of Object.entries(result.unattached)) console.log(`Erased ${count} ${kind} leads that had no enquiry.`);
