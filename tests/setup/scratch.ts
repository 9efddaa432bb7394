import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Development mail goes to files: the run's go to a folder of its own, removed when the run ends. */
export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), "site-test-mail-"));
  process.env.MAIL_DIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
