import { closeDb, getDb } from "../src/server/db/client";
import { affectedCsv, affectedPeople } from "../src/server/privacy/breach";

// `npm run privacy:breach-list -- [--since YYYY-MM-DD] > affected.csv`: whom to inform after a breach (docs/privacy.md).
const at = process.argv.indexOf("--since");
const since = at > 0 ? new Date(`${process.argv[at + 1]}T00:00:00+05:30`) : undefined;
if (since && Number.isNaN(since.getTime())) {
  console.error("Usage: npm run privacy:breach-list -- [--since YYYY-MM-DD] > affected.csv");
  process.exit(2);
}
const people = await affectedPeople(await getDb(), since);
await closeDb();
process.stdout.write(affectedCsv(people));
console.error(`${people.length} people to inform.`);
