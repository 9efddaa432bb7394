import { z } from "zod";
import { BHK_TYPES, PACKAGE_IDS } from "../pricing/rate-card";
import { emailField, optionalText, phoneField, textField } from "./fields";

/** The contact step of the price estimator: what the visitor types. */
export const estimateContactSchema = z.strictObject({
  name: textField(3, 120, "Name must be at least 3 characters", "Name"),
  email: emailField,
  phone: phoneField,
  city: textField(2, 80, "Please enter your city", "City"),
  area: optionalText(80, "Area"),
});

/** The whole request to POST /api/estimates: the contact step plus the wizard's answers. */
export const estimateSchema = estimateContactSchema.extend({
  bhkType: z.enum(BHK_TYPES, { error: "Please choose your home type" }),
  rooms: z
    .array(z.string().trim().min(1).max(60), { error: "Please choose at least one room" })
    .min(1, "Please choose at least one room")
    .max(20, "Please choose at most 20 rooms"),
  package: z.enum(PACKAGE_IDS, { error: "Please choose a package" }),
  source: optionalText(200, "Source"),
});

export type EstimateContactInput = z.infer<typeof estimateContactSchema>;
export type EstimateRequest = z.infer<typeof estimateSchema>;
