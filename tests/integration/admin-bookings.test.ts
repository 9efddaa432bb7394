import { expect } from "vitest";
import * as blocksFunction from "../../functions/admin-booking-blocks";
import * as bookingsAdmin from "../../functions/admin-bookings";
import leads from "../../functions/admin-leads";
import exportLeads from "../../functions/admin-leads-export";
import * as bookingsFunction from "../../functions/bookings";
import * as slotsFunction from "../../functions/slots";
import type { AdminBookingsPage } from "../../src/lib/admin/bookings";
import type { LeadPage } from "../../src/lib/admin/leads";
import type { Slot } from "../../src/lib/booking/slots";
import { indiaDay } from "../../src/lib/format";
import { adminRequest, signedInStaff } from "../support/admin";
import { describeEachDatabase } from "../support/databases";
import { callFunction, getRequest, jsonRequest, testContext } from "../support/requests";
import { uniqueKey, validConsultation } from "../support/leads";

describeEachDatabase("admin bookings", (target, it) => {
  it.smoke(
    "lists the week's bookings per centre, marks one attended, closes and opens times, and shows bookings in the inbox and CSV",
    async () => {
      const { cookie } = await signedInStaff(await target.db());
      const free = async (day: string) =>
        (
          (await (
            await callFunction(slotsFunction, getRequest(`/api/slots?kind=centre-visit&centre=anna-nagar&from=${day}&days=7`))
          ).json()) as { data: Slot[] }
        ).data;
      // A time with free times after it on its own day, whatever the hour the test runs at: the day is closed below.
      const open = await free(indiaDay(new Date()));
      const dayOf = (item: Slot) => indiaDay(new Date(item.start));
      const slot = open.find((item, index) => open.slice(index + 1).some((other) => dayOf(other) === dayOf(item)))!;
      const created = await callFunction(
        bookingsFunction,
        jsonRequest("/api/bookings", {
          ...validConsultation,
          fullName: "Meena Sundaram",
          kind: "centre-visit",
          centre: "anna-nagar",
          start: slot.start,
          idempotencyKey: uniqueKey(),
        }),
      );
      const { data: booked } = (await created.json()) as { data: { id: number } };

      const week = async (pool: string) =>
        (
          (await (
            await callFunction(
              bookingsAdmin,
              adminRequest("GET", `/api/admin/bookings?from=${indiaDay(new Date(slot.start))}&pool=${pool}`, { cookie }),
            )
          ).json()) as {
            data: AdminBookingsPage;
          }
        ).data;
      expect((await week("anna-nagar")).bookings.map((item) => [item.id, item.fullName, item.start])).toEqual([
        [booked.id, "Meena Sundaram", slot.start],
      ]);
      expect((await week("adyar")).bookings).toEqual([]);

      const marked = await callFunction(
        bookingsAdmin,
        adminRequest("PATCH", `/api/admin/bookings/${booked.id}`, { cookie, body: { status: "attended" } }),
      );
      expect(marked.status).toBe(200);
      expect((await week("anna-nagar")).bookings[0]!.status).toBe("attended");
      expect(
        (await callFunction(bookingsAdmin, adminRequest("PATCH", `/api/admin/bookings/${booked.id}`, { cookie, body: { status: "lost" } })))
          .status,
      ).toBe(400);

      // Close the rest of that day at the centre: its free slots disappear, and come back when opened again.
      const day = indiaDay(new Date(slot.start));
      const later = (await free(day)).filter((item) => indiaDay(new Date(item.start)) === day && item.start > slot.start);
      expect(later.length).toBeGreaterThan(0);
      // The slot's clock time in India (UTC+05:30).
      const clock = new Date(Date.parse(later[0]!.start) + 330 * 60_000).toISOString().slice(11, 16);
      const blocked = await callFunction(
        blocksFunction,
        adminRequest("POST", "/api/admin/booking-blocks", {
          cookie,
          body: { pool: "anna-nagar", day, from: clock, to: "18:00", reason: "Stock count" },
        }),
      );
      expect(blocked.status).toBe(201);
      const { data: block } = (await blocked.json()) as { data: { id: number } };
      expect((await free(day)).filter((item) => indiaDay(new Date(item.start)) === day && item.start >= later[0]!.start)).toEqual([]);
      expect((await week("anna-nagar")).blocks.map((item) => item.reason)).toEqual(["Stock count"]);
      expect((await callFunction(blocksFunction, adminRequest("DELETE", `/api/admin/booking-blocks/${block.id}`, { cookie }))).status).toBe(
        200,
      );
      expect((await free(day)).map((item) => item.start)).toContain(later[0]!.start);
      expect(
        (
          await callFunction(
            blocksFunction,
            adminRequest("POST", "/api/admin/booking-blocks", { cookie, body: { pool: "mars", day, from: "09:00", to: "10:00" } }),
          )
        ).status,
      ).toBe(400);

      const inbox = (
        (await (await leads(adminRequest("GET", "/api/admin/leads?kind=booking", { cookie }), testContext())).json()) as { data: LeadPage }
      ).data;
      expect(inbox.items.map((item) => [item.kind, item.name])).toEqual([["booking", "Meena Sundaram"]]);
      // Staff read the kind by its name and the time in India time, not the stored ids.
      expect(inbox.items[0]!.preview).toMatch(/^Centre visit · \d+ \w+ \d{4}, \d+:\d{2} [ap]m India time · attended/);
      const csv = await (await exportLeads(adminRequest("GET", "/api/admin/leads/export?kind=booking", { cookie }), testContext())).text();
      expect(csv).toContain("Meena Sundaram");
      expect((await callFunction(bookingsAdmin, adminRequest("GET", `/api/admin/bookings?from=${day}`))).status).toBe(401);
    },
  );
});
