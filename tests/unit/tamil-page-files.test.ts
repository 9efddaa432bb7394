import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addressesOfTamilFile, routeOfTamilFile } from "../../src/i18n/page-files";

const loadNothing = () => Promise.reject(new Error("a page without parameters is never loaded"));

describe("the Tamil page list, from src/pages/ta/", () => {
  it("reads a plain page file as its English address", async () => {
    expect(routeOfTamilFile("../pages/ta/index.astro")).toBe("/");
    expect(routeOfTamilFile("../pages/ta/contact.astro")).toBe("/contact");
    expect(routeOfTamilFile("../pages/ta/projects/index.astro")).toBe("/projects");
    expect(await addressesOfTamilFile("../pages/ta/price-estimator.astro", loadNothing)).toEqual(["/price-estimator"]);
  });

  it("reads a page with [parameters] from its getStaticPaths", async () => {
    const load = () =>
      Promise.resolve({ getStaticPaths: () => Promise.resolve([{ params: { step: "rooms" } }, { params: { step: "package" } }]) });
    expect(await addressesOfTamilFile("../pages/ta/price-estimator/[step].astro", load)).toEqual([
      "/price-estimator/rooms",
      "/price-estimator/package",
    ]);
    const places = () => Promise.resolve({ getStaticPaths: () => [{ params: { place: "adyar" } }] });
    expect(await addressesOfTamilFile("../pages/ta/interior-designers-[place].astro", places)).toEqual(["/interior-designers-adyar"]);
    await expect(addressesOfTamilFile("../pages/ta/[page].astro", () => Promise.resolve({}))).rejects.toThrow(/getStaticPaths/);
  });

  it("covers every file in src/pages/ta/: a new Tamil page needs no list updated", async () => {
    const dir = join(import.meta.dirname, "../../src/pages/ta");
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((name) => name.endsWith(".astro"));
    const plain = files.filter((name) => !name.includes("["));
    const addresses = await Promise.all(plain.map((name) => addressesOfTamilFile(`../pages/ta/${name}`, loadNothing)));
    expect(addresses.flat()).toContain("/contact");
    expect(addresses.flat()).toContain("/");
    expect(addresses.flat()).toHaveLength(plain.length);
  });
});
