import { z } from "zod";
import { BHK_TYPES, PACKAGE_IDS } from "../pricing/rate-card";
import { roomCounts, unitIds } from "../pricing/saved";
import { fill } from "../../i18n/fill";
import { emailField, nameField, optionalText, phoneField, textField } from "./fields";
import { perLocale, type FormMessages } from "./messages";

/** The most of one room an estimate prices: more is a slip of the finger, not a home. */
const MAX_ROOMS = 20;

/** The contact step of the price estimator: what the visitor types. */
const buildContactStep = (m: FormMessages) =>
  z.strictObject({
    name: nameField(m, 3, 120, m.validation.nameTooShort),
    email: emailField(m),
    phone: phoneField(m),
    city: textField(m, 2, 80, m.validation.city, m.validation.labels.city),
    area: optionalText(m, 80, m.validation.labels.area),
  });

/** The whole request to POST /api/estimates: the contact step plus the wizard's answers. */
const buildEstimate = (m: FormMessages) =>
  buildContactStep(m).extend({
    bhkType: z.enum(BHK_TYPES, { error: m.validation.homeType }),
    /** Room ids and counts, unit ids: the server prices them from the rate card, never trusting a figure sent. */
    rooms: roomCounts(m.validation.rooms)
      .refine((rooms) => Object.values(rooms).some((count) => (count ?? 0) > 0), m.validation.rooms)
      .refine(
        (rooms) => Object.values(rooms).every((count) => (count ?? 0) <= MAX_ROOMS),
        fill(m.validation.tooManyRooms, { max: MAX_ROOMS }),
      ),
    units: unitIds(m.validation.rooms).default([]),
    package: z.enum(PACKAGE_IDS, { error: m.validation.package }),
    /**
     * The first step's refinements, which the price shown already includes. Any city is taken: one the card does not
     * list (an answer kept from an older site) is priced as Chennai, as the estimator prices it.
     */
    carpetSqft: z.number().positive().optional(),
    homeCity: z.string().trim().max(80).optional(),
    source: optionalText(m, 200, m.validation.labels.source),
  });

export const estimateContactSchemas = perLocale(buildContactStep);
export const estimateSchemas = perLocale(buildEstimate);
export const estimateContactSchema = estimateContactSchemas.en;
export const estimateSchema = estimateSchemas.en;

export type EstimateContactInput = z.infer<typeof estimateContactSchema>;
export type EstimateRequest = z.infer<typeof estimateSchema>;
