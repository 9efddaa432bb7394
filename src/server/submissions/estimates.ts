import { estimateForm, estimateSchema } from "../../lib/forms/estimate";
import { rateCard } from "../../lib/pricing/card";
import { saveEstimate } from "../../lib/pricing/saved";
import { priceEstimator } from "../db/schema";
import { staffEmail } from "../lead-kinds";
import type { LeadIntake } from "../leads";
import { routes } from "../../lib/routes";

export const estimateLead: LeadIntake<typeof estimateSchema, typeof priceEstimator> = {
  kind: "estimate",
  form: estimateForm,
  table: priceEstimator,
  // The price is worked out here from the rate card, as the estimator did in the browser: a figure sent is never trusted.
  toRow: (input) => ({
    ...estimateForm.row(input),
    estimate: saveEstimate(
      {
        bhkType: input.bhkType,
        packageId: input.package,
        rooms: input.rooms,
        units: input.units,
        carpetSqft: input.carpetSqft,
        city: input.homeCity,
      },
      rateCard,
    ),
  }),
  notification: (row) => ({
    subject: `New price estimate: ${row.name} – ${row.bhkType}, ${row.package}`,
    body: staffEmail("estimate", row, "A visitor priced their home with the estimator and left their details."),
  }),
  thankYouPath: routes.thankYou(),
  formPath: routes.estimator("contact"),
};
