import { ensureServerContent } from "../../scripts/lib/server-content";

/** The functions import what the build generates from content/: generate it when missing or out of date. */
export default async function setup(): Promise<void> {
  await ensureServerContent();
}
