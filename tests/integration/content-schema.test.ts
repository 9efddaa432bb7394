import { execFile } from "node:child_process";
import { cp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { astroBin, copySite, root, type SiteCopy } from "../support/site-copy";
import { DESCRIPTION_LENGTH } from "../../src/lib/seo/limits";
import { ZONES } from "../../src/lib/zones";

/**
 * An editor's mistakes, each test's in files or fields of its own (or the same mistake where two tests share one), made
 * together on a copy of the site: one `astro sync` reports them all, as it would an editor's many mistakes, and each
 * test reads its part of the report. A sync of the whole content takes 10 to 20 s, and a sync per test made six. Two
 * rounds, because a sync that meets a file it cannot read (or a price token it cannot place) reports those first,
 * with the other problems of the same files, and the rest of the content's only once they are mended.
 */
type Round = "fields" | "reading";
const mistakes: Record<Round, (() => Promise<void>)[]> = { fields: [], reading: [] };
const reports = {} as Record<Round, { ok: boolean; output: string }>;
let copy: SiteCopy;
let site: string;

beforeAll(async () => {
  copy = await copySite();
  site = copy.dir;
  for (const round of ["fields", "reading"] as const) {
    await rm(join(site, "content"), { recursive: true, force: true });
    await cp(join(root, "content"), join(site, "content"), { recursive: true });
    for (const make of mistakes[round]) await make();
    reports[round] = await sync();
  }
}, 240_000);

afterAll(async () => {
  await copy.remove();
});

/** Edits a file of the copy as an editor would. */
async function edit(file: string, change: (text: string) => string): Promise<void> {
  const path = join(site, file);
  const before = await readFile(path, "utf8");
  const after = change(before);
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
  await writeFile(path, after);
}

async function sync(): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [astroBin, "sync"], {
      cwd: site,
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    // eslint-disable-next-line no-control-regex
    return { ok: false, output: (stdout + stderr).replace(/\x1b\[[0-9;]*m/g, "") };
  }
}

mistakes.fields.push(async () => {
  await edit("content/areas/adyar.md", (text) => text.replace(/^zone: .*\n/m, ""));
  await edit("content/areas/besant-nagar.md", (text) => text.replace(/^metaDescription: .*\n/m, ""));
  await edit("content/areas/anna-nagar.md", (text) => text.replace(/^pincode: .*$/m, "pincode: 110001"));
  await edit("content/areas/guindy.md", (text) => text.replace(/^pincode: .*$/m, 'pincode: "12"'));
  // Unquoted, and a Bengaluru PIN code: both fine.
  await edit("content/areas/mylapore.md", (text) => text.replace(/^pincode: "(\d+)"$/m, "pincode: $1"));
  await edit("content/areas/t-nagar.md", (text) => text.replace(/^pincode: .*$/m, 'pincode: "560099"'));
  await edit("content/areas/velachery.md", (text) => text.replace(/^metaTitle:/m, "metaTitel:"));
});

it("fails on every mistake at once, each in plain words with its file and field", () => {
  const { ok, output } = reports.fields;
  expect(ok).toBe(false);
  expect(output).toContain(`content/areas/adyar.md: "zone" is missing — choose one of: ${ZONES.join(", ")}`);
  expect(output).toContain(
    `content/areas/besant-nagar.md: "metaDescription" is missing — write ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max} characters of text`,
  );
  expect(output).toMatch(/content\/areas\/anna-nagar\.md, line \d+: "pincode" is 110001, which is not a Tamil Nadu or Karnataka PIN code/);
  expect(output).toMatch(/content\/areas\/guindy\.md, line \d+: "pincode" must be a PIN code of 6 digits, e\.g\. 600020 — you wrote "12"/);
  expect(output).toMatch(/content\/areas\/velachery\.md: "metaTitle" is missing .*\(the file has "metaTitel": is that it, misspelt\?\)/);
  expect(output).not.toMatch(/areas\/(mylapore|t-nagar)\.md/);
  // Astro's own wording for programmers is gone.
  expect(output).not.toMatch(/Invalid option|Required|\*\*/);
});

mistakes.fields.push(async () => {
  await edit("content/areas/adyar.md", (text) => text.replace(/^nearby: \[indira-nagar/m, "nearby: [indra-nagar"));
  await edit("content/areas/anna-nagar.md", (text) => text.replace(/^centre: .*$/m, "centre: ana-nagar"));
  await edit("content/areas/guindy.md", (text) => text.replace(/^city: .*$/m, "city: chenai"));
  await edit("content/projects/designer-kitchen.md", (text) => text.replace(/^area: .*$/m, 'area: "velacheri"'));
  await edit("content/cities.json", (text) => text.replace('"state": "tamil-nadu"', '"state": "tamilnadu"'));
});

it("fails on a link to an entry that does not exist, naming the closest slug", () => {
  const { ok, output } = reports.fields;
  expect(ok).toBe(false);
  expect(output).toMatch(
    /content\/areas\/adyar\.md, line \d+: "nearby" → item 1 points to the neighbourhood "indra-nagar", but there is no content\/areas\/indra-nagar\.md — did you mean "indira-nagar"\?/,
  );
  expect(output).toMatch(
    /content\/areas\/anna-nagar\.md, line \d+: "centre" points to the experience centre "ana-nagar", .* did you mean "anna-nagar"\?/,
  );
  expect(output).toMatch(/content\/areas\/guindy\.md, line \d+: "city" points to the city "chenai", .* did you mean "chennai"\?/);
  expect(output).toMatch(
    /content\/projects\/designer-kitchen\.md, line \d+: "area" points to the neighbourhood "velacheri", .* did you mean "velachery"\?/,
  );
  expect(output).toMatch(
    /content\/cities\.json, entry "chennai", line \d+: "state" points to the state "tamilnadu", .* did you mean "tamil-nadu"\?/,
  );
});

mistakes.reading.push(async () => {
  await edit("content/faqs.json", (text) => text.replace('"topic": "general",', '"topic": "general"'));
  await edit("content/areas/alwarpet.md", (text) => text.replace(/^metaTitle: .*$/m, "metaTitle: Alwarpet interiors: kitchens and more"));
});

it("fails on a file that no longer reads, saying where", () => {
  const { ok, output } = reports.reading;
  expect(ok).toBe(false);
  expect(output).toMatch(/content\/faqs\.json: the file is not valid JSON near line \d+, column \d+/);
  expect(output).toMatch(
    /content\/areas\/alwarpet\.md, line \d+: the settings between the --- lines cannot be read .* must be in double quotes/,
  );
});

mistakes.fields.push(() => edit("content/areas/egmore.md", (text) => text.replace(/^slug: egmore$/m, "slug: egmor")));

it("keeps a neighbourhood's slug and file name the same", () => {
  const { ok, output } = reports.fields;
  expect(ok).toBe(false);
  expect(output).toMatch(
    /content\/areas\/egmore\.md, line \d+: "slug" is "egmor", but the file is called egmore\.md — they must be the same/,
  );
});

mistakes.fields.push(async () => {
  await rename(join(site, "content/ta/areas/adyar.md"), join(site, "content/ta/areas/adyr.md"));
  await edit("content/ta/cities.json", (text) => text.replace('"id": "chennai"', '"id": "chenai"'));
});

it("fails on a Tamil page that translates no English page, naming the closest English name", () => {
  const { ok, output } = reports.fields;
  expect(ok).toBe(false);
  expect(output).toMatch(
    /content\/ta\/areas\/adyr\.md: translates the neighbourhood "adyr", but there is no content\/areas\/adyr\.md — did you mean "adyar"\?/,
  );
  expect(output).toMatch(
    /content\/ta\/cities\.json, entry "chenai": translates the city "chenai", but content\/cities\.json has no entry with the id "chenai" — did you mean "chennai"\?/,
  );
});

mistakes.reading.push(async () => {
  await edit("content/areas/adyar.md", (text) =>
    text
      .replace(/^zone: .*\n/m, "")
      .replace(/^nearby: \[indira-nagar/m, "nearby: [indra-nagar")
      .replace(
        "## A neighbourhood with every kind of home",
        "Kitchens here cost ₹1.9 lakh, from {price:kitchn:low}.\n\n## A neighbourhood with every kind of home",
      ),
  );
  await edit("content/service-pages/modular-kitchen.md", (text) =>
    text.replace(/^timeline: .*$/m, "timeline: {price: kitchen-esentials} in 4 weeks"),
  );
});

it("reports a file's price, field and link problems in one round, with the price line meant", () => {
  const { ok, output } = reports.reading;
  expect(ok).toBe(false);
  expect(output).toContain('content/areas/adyar.md: "zone" is missing');
  expect(output).toMatch(
    /content\/areas\/adyar\.md, line \d+: "nearby" → item 1 points to the neighbourhood "indra-nagar", .* did you mean "indira-nagar"\?/,
  );
  expect(output).toMatch(/content\/areas\/adyar\.md, line \d+: the page text: "₹1\.9 lakh" is a price typed by hand/);
  expect(output).toMatch(
    /content\/areas\/adyar\.md, line \d+: the page text: \{price:kitchn:low\}: there is no price line .* did you mean \{price:kitchen:low\}\?/,
  );
  expect(output).toMatch(
    /content\/service-pages\/modular-kitchen\.md, line \d+: the token "\{price: kitchen-esentials\}" stops this line from being read — .*did you mean \{price:kitchen-essentials\}\?/,
  );
});
