// Records in package-lock.json the optional platform binaries (darwin, win32,
// android … builds of native packages) that the registry mirror used here does
// not serve. npm leaves them out of the lockfile when it cannot fetch them, and
// `npm ci` then rejects the lockfile; on a machine of another platform npm
// fetches them as usual. Run after changing dependencies: npm run lock:complete.
import { readFileSync, writeFileSync } from "node:fs";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const packages = lock.packages;

const OS = ["darwin", "linux", "win32", "android", "freebsd", "openbsd", "sunos", "aix"];
const CPU = { arm64: "arm64", x64: "x64", ia32: "ia32", arm: "arm", wasm32: "wasm32", riscv64: "riscv64", s390x: "s390x", ppc64: "ppc64" };

/** Platform fields from a binary package's name, e.g. oxide-linux-arm-gnueabihf → linux / arm. */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  const entry = {};
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (parts.includes("musl")) entry.libc = ["musl"];
  else if (parts.includes("gnu") || parts.includes("gnueabihf")) entry.libc = ["glibc"];
  return entry;
}

/** The entry node would load for `name` from the package at `from`, walking up its node_modules folders. */
function resolve(from, name) {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return packages[candidate];
    if (!dir) return undefined;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut === -1 ? "" : dir.slice(0, cut);
  }
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const found = resolve(path, name);
    if (found && (found.version === version || !/^\d+\.\d+\.\d+$/.test(version))) continue;
    // Beside the package that wants it, or inside that package when another version already sits there.
    const folder = path.slice(0, path.lastIndexOf("node_modules/") + "node_modules/".length);
    const target = found ? `${path}/node_modules/${name}` : `${folder}${name}`;
    if (packages[target]) continue;
    packages[target] = { version, optional: true, ...platformOf(name) };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: recorded ${added} optional platform packages`);
