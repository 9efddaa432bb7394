import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { astroBin, root } from "../support/site-copy";

/**
 * The go-live guard in a real `astro build`, of a one-page site that uses the site's own guard, configuration and
 * experience centres: the same hook and the same placeholders as the site's build, in seconds rather than a minute.
 */
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "launch-guard-"));
  await mkdir(join(dir, "src/pages"), { recursive: true });
  await mkdir(join(dir, "content"));
  await cp(join(root, "content/centres.json"), join(dir, "content/centres.json"));
  await symlink(join(root, "node_modules"), join(dir, "node_modules"));
  await writeFile(join(dir, "package.json"), JSON.stringify({ type: "module" }));
  await writeFile(join(dir, "src/pages/index.astro"), "<p>One page</p>\n");
  await writeFile(
    join(dir, "astro.config.mjs"),
    `import { defineConfig } from "astro/config";\nimport { launchGuard } from ${JSON.stringify(join(root, "src/integrations/launch-guard.ts"))};\nexport default defineConfig({ integrations: [launchGuard()] });\n`,
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function build(context: string | undefined): Promise<{ ok: boolean; output: string }> {
  const { CONTEXT: _context, SITE_URL: _url, ...rest } = process.env;
  const env = { ...rest, ...(context && { CONTEXT: context }), ASTRO_TELEMETRY_DISABLED: "1" };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [astroBin, "build"], { cwd: dir, env });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    // eslint-disable-next-line no-control-regex
    return { ok: false, output: (stdout + stderr).replace(/\x1b\[[0-9;]*m/g, "") };
  }
}

it("stops a production build while placeholders are left, listing them", async () => {
  const { ok, output } = await build("production");
  expect(ok).toBe(false);
  expect(output).toContain("The site cannot go live yet");
  expect(output).toContain("the email address is on the example domain (hello@example-interiors.in)");
  expect(output).toContain("contact.phone is a sample number (+91 98400 12345)");
  expect(output).toContain("the omr centre's phone is a sample number (+91 98400 12347)");
  expect(output).toContain('the EMI lender is the template\'s made-up "Chennai Home Finance"');
  // Optional items are no reason to stop.
  expect(output).not.toContain("no advertising pixel id");
}, 120_000);

it("builds a deploy preview and a local build with the placeholders, warning about them", async () => {
  for (const context of ["deploy-preview", undefined]) {
    const { ok, output } = await build(context);
    expect(ok, output).toBe(true);
    expect(output).toMatch(/placeholder\(s\) left before going live; a production deploy stops on them/);
  }
}, 120_000);
