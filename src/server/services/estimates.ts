import { estimateSchema, estimateSchemas } from "../../lib/forms/estimate";
import { priceEstimator } from "../db/schema";
import type { LeadKind } from "../leads";
import { routes } from "../../lib/routes";

export const estimateLead: LeadKind<typeof estimateSchema, typeof priceEstimator> = {
  kind: "estimate",
  schemas: estimateSchemas,
  table: priceEstimator,
  toRow: (input) => ({ ...input, area: input.area || null, source: input.source || null }),
  notification: (row) => ({
    subject: `New price estimate: ${row.name} – ${row.bhkType}, ${row.package}`,
    body: [
      `A visitor priced their home with the estimator and left their details.`,
      ``,
      `Name:     ${row.name}`,
      `Phone:    ${row.phone}`,
      `Email:    ${row.email}`,
      `Home:     ${row.bhkType}, ${row.city}${row.area ? ` (${row.area})` : ""}`,
      `Rooms:    ${(row.rooms ?? []).join(", ")}`,
      `Package:  ${row.package}`,
      `Source:   ${row.source ?? "-"}`,
      ``,
      `Received at ${row.createdAt.toISOString()} (estimate #${row.id}).`,
    ].join("\n"),
  }),
  thankYouPath: routes.thankYou(),
  formPath: routes.estimator("contact"),
};
