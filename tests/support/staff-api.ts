import { expect, type APIRequestContext } from "@playwright/test";
import type { LeadDetail, LeadPage } from "../../src/lib/admin/leads";
import type { LeadKind } from "../../src/lib/leads/kinds";

/** A lead as staff open it, found by its name through the admin API of the site under test (signed in as the e2e staff). */
export async function staffLead(request: APIRequestContext, baseURL: string, kind: LeadKind, name: string): Promise<LeadDetail> {
  const signIn = await request.post("/api/admin/login", {
    data: { username: "e2e-admin", password: process.env.E2E_ADMIN_PASSWORD },
    headers: { Origin: baseURL },
  });
  expect(signIn.status()).toBe(200);
  const inbox = await request.get(`/api/admin/leads?kind=${kind}&q=${encodeURIComponent(name)}`);
  const { items } = ((await inbox.json()) as { data: LeadPage }).data;
  expect(items.map((item) => item.name)).toEqual([name]);
  return ((await (await request.get(`/api/admin/leads/${kind}/${items[0]!.id}`)).json()) as { data: LeadDetail }).data;
}
