import { expect } from "vitest";
import listProjects from "../../functions/projects";
import listServices from "../../functions/services";
import listTestimonials from "../../functions/testimonials";
import listTvUnits from "../../functions/tv-units";
import { seedCatalogue } from "../../src/server/seed";
import { jsonEntries, markdownFiles } from "../support/content";
import { describeEachDatabase } from "../support/databases";
import { getRequest, jsonRequest, testContext } from "../support/requests";

describeEachDatabase("catalogue functions", (target, it) => {
  it.smoke("answer an empty list before seeding", async () => {
    const response = await listServices(getRequest("/api/services"), testContext());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [] });
  });

  it("serve what the seed loaded from content/, and seeding twice changes nothing", async () => {
    const db = await target.db();
    await seedCatalogue(db);
    await seedCatalogue(db);
    const [services, projects, testimonials] = [markdownFiles("services"), markdownFiles("projects"), jsonEntries("testimonials.json")];

    const servicesBody = (await (await listServices(getRequest("/api/services"), testContext())).json()) as {
      data: { slug: string; imageUrl: string }[];
    };
    expect(servicesBody.data).toHaveLength(services.length);
    expect(servicesBody.data.slice(0, 3).map((s) => s.slug)).toEqual(["modular-kitchen", "bedroom-design", "living-room"]);
    expect(servicesBody.data[0]!.imageUrl).toMatch(/^\/artwork\/[a-z0-9-]+\.jpg$/);

    const projectsResponse = await listProjects(getRequest("/api/projects"), testContext());
    expect(((await projectsResponse.json()) as { data: unknown[] }).data).toHaveLength(projects.length);

    const testimonialsResponse = await listTestimonials(getRequest("/api/testimonials"), testContext());
    const testimonialRows = ((await testimonialsResponse.json()) as { data: { rating: number }[] }).data;
    expect(testimonialRows).toHaveLength(testimonials.length);
    expect(testimonialRows.every((row) => row.rating >= 1 && row.rating <= 5)).toBe(true);
  });

  it("serve the TV unit catalogue from content/, narrowest first, with the catalogue's sizes, prices and pictures", async () => {
    const db = await target.db();
    await seedCatalogue(db);
    await seedCatalogue(db);
    const units = jsonEntries<{ id: string; width_mm: number; price_inr: number; images: string[]; active?: boolean }>(
      "tv-units.json",
    ).filter((unit) => unit.active !== false);
    const response = await listTvUnits(getRequest("/api/tv-units"), testContext());
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { slug: string; widthMm: number; priceInr: number; images: string[] }[] };
    expect(data).toHaveLength(units.length);
    expect(data.map((row) => row.widthMm)).toEqual([...data.map((row) => row.widthMm)].sort((a, b) => a - b));
    for (const unit of units) {
      const row = data.find((candidate) => candidate.slug === unit.id);
      expect(row, unit.id).toMatchObject({ widthMm: unit.width_mm, priceInr: unit.price_inr });
      expect(row!.images).toEqual(unit.images.map((image) => `/artwork/${image}.jpg`));
    }
  });

  it("mark JSON as nosniff and refuse other methods with 405", async () => {
    const ok = await listServices(getRequest("/api/services"), testContext());
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    const wrong = await listServices(jsonRequest("/api/services", {}), testContext());
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET");
  });
});
