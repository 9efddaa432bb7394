import { z } from "zod";
import { BHK_TYPES, PACKAGE_IDS } from "../pricing/rate-card";
import { fill } from "../../i18n/fill";
import { emailField, optionalText, phoneField, textField } from "./fields";
import { perLocale, type FormMessages } from "./messages";

const MAX_ROOMS = 20;

/** The contact step of the price estimator: what the visitor types. */
const buildContactStep = (m: FormMessages) =>
  z.strictObject({
    name: textField(m, 3, 120, m.validation.nameTooShort, m.validation.labels.name),
    email: emailField(m),
    phone: phoneField(m),
    city: textField(m, 2, 80, m.validation.city, m.validation.labels.city),
    area: optionalText(m, 80, m.validation.labels.area),
  });

/** The whole request to POST /api/estimates: the contact step plus the wizard's answers. */
const buildEstimate = (m: FormMessages) =>
  buildContactStep(m).extend({
    bhkType: z.enum(BHK_TYPES, { error: m.validation.homeType }),
    rooms: z
      .array(z.string().trim().min(1).max(60), { error: m.validation.rooms })
      .min(1, m.validation.rooms)
      .max(MAX_ROOMS, fill(m.validation.tooManyRooms, { max: MAX_ROOMS })),
    package: z.enum(PACKAGE_IDS, { error: m.validation.package }),
    source: optionalText(m, 200, m.validation.labels.source),
  });

export const estimateContactSchemas = perLocale(buildContactStep);
export const estimateSchemas = perLocale(buildEstimate);
export const estimateContactSchema = estimateContactSchemas.en;
export const estimateSchema = estimateSchemas.en;

export type EstimateContactInput = z.infer<typeof estimateContactSchema>;
export type EstimateRequest = z.infer<typeof estimateSchema>;
