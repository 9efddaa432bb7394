import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { areas, cities, states } from "../../src/server/db/schema";
import { syncPlaces } from "../../src/server/seed";
import { jsonEntries, markdownFiles } from "../support/content";
import { describeEachDatabase } from "../support/databases";

describeEachDatabase("syncPlaces", (target, it) => {
  it.smoke("mirrors states, cities and areas from content/, idempotently, with working foreign keys", async () => {
    const db = await target.db();
    const first = await syncPlaces(db);
    const second = await syncPlaces(db);
    expect(second).toEqual(first);
    expect(first.areas).toBe(markdownFiles("areas").length);
    expect(first.cities).toBe(jsonEntries("cities.json").length);

    expect(await db.select().from(areas)).toHaveLength(first.areas);
    const [adyar] = await db
      .select({ pincode: areas.pincode, city: cities.slug, state: states.code })
      .from(areas)
      .innerJoin(cities, eq(areas.cityId, cities.id))
      .innerJoin(states, eq(cities.stateId, states.id))
      .where(eq(areas.slug, "adyar"));
    expect(adyar).toEqual({ pincode: "600020", city: "chennai", state: "TN" });
  });

  it("deactivates a place that is no longer in content", async () => {
    const db = await target.db();
    const [chennai] = await db.select().from(cities).where(eq(cities.slug, "chennai"));
    await db.insert(areas).values({ name: "Removed Nagar", slug: "removed-nagar", cityId: chennai!.id });
    await syncPlaces(db);
    const [removed] = await db.select().from(areas).where(eq(areas.slug, "removed-nagar"));
    expect(removed!.active).toBe(false);
  });
});
