import { execFile } from "node:child_process";
import { cp, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
let site: string;

/** A copy of the site whose content an editor has just broken. */
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), "site-content-"));
  for (const entry of ["node_modules", "src", "astro.config.mjs", "package.json", "tsconfig.json", "scripts"]) {
    await symlink(join(root, entry), join(site, entry));
  }
  await cp(join(root, "content"), join(site, "content"), { recursive: true });
});

afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

async function sync(): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(root, "node_modules/astro/bin/astro.mjs"), "sync"], {
      cwd: site,
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr };
  }
}

it("rejects a neighbourhood file with a bad PIN code, naming the file and the field", async () => {
  await writeFile(
    join(site, "content/areas/broken-nagar.md"),
    [
      "---",
      "name: Broken Nagar",
      "slug: broken-nagar",
      "city: chennai",
      'pincode: "12"',
      "zone: South Chennai",
      "description: A neighbourhood whose PIN code an editor mistyped while adding it.",
      "metaTitle: Interior Designers in Broken Nagar",
      "metaDescription: A page that must never be built because its PIN code is wrong, which the schema should catch.",
      "heroImage: hero-living",
      "homeTypes: [apartment]",
      "nearby: [adyar, besant-nagar]",
      "centre: adyar",
      "distanceKm: 3",
      "landmarks: [Somewhere]",
      "faqs:",
      "  - question: Is this a test?",
      "    answer: Yes, it is a test.",
      "  - question: Will it build?",
      "    answer: No, it will not.",
      "---",
      "Body.",
    ].join("\n"),
  );
  const { ok, output } = await sync();
  expect(ok).toBe(false);
  expect(output).toMatch(/broken-nagar/);
  expect(output).toMatch(/pincode/);
  expect(output).toMatch(/6-digit PIN code/);
}, 120_000);
