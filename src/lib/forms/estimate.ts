import { z } from "../zod";
import { BHK_TYPES, PACKAGE_IDS } from "../pricing/rate-card";
import { roomCounts, unitIds } from "../pricing/saved";
import { fill } from "../../i18n/fill";
import { routes } from "../routes";
import { leadForm, type FieldSpecs } from "./descriptor";
import { emailField, optionalText, textField } from "./fields";
import { personName, personPhone, whatsappReceipts } from "./person";

/** The most of one room an estimate prices: more is a slip of the finger, not a home. */
const MAX_ROOMS = 20;

/** The contact step of the price estimator: what the visitor types. */
const contactStep = {
  name: personName,
  phone: personPhone,
  email: { schema: emailField, input: "email", label: "email", autoComplete: "email", half: true, staff: "Email" },
  city: {
    schema: (m) => textField(m, 2, 80, m.validation.city, m.validation.labels.city),
    input: "text",
    label: "city",
    autoComplete: "address-level2",
    half: true,
    initial: "Chennai",
    staff: "City",
    // Estimates saved before the city was asked have none.
    column: "nullable",
  },
  area: { schema: (m) => optionalText(m, 80, m.validation.labels.area), input: "text", label: "area", placeholder: "area", staff: "Area" },
  whatsappReceipts,
} satisfies FieldSpecs;

export const estimateContactForm = leadForm(contactStep, { endpoint: routes.api.estimates(), draftKey: "lead:estimate" });

/** The whole request to POST /api/estimates: the contact step plus the wizard's answers, sent unseen. */
export const estimateForm = leadForm({
  ...contactStep,
  bhkType: { schema: (m) => z.enum(BHK_TYPES, { error: m.validation.homeType }), input: "hidden", column: "nullable" },
  /** Room ids and counts, unit ids: the server prices them from the rate card, never trusting a figure sent. */
  rooms: {
    schema: (m) =>
      roomCounts(m.validation.rooms)
        .refine((rooms) => Object.values(rooms).some((count) => (count ?? 0) > 0), m.validation.rooms)
        .refine(
          (rooms) => Object.values(rooms).every((count) => (count ?? 0) <= MAX_ROOMS),
          fill(m.validation.tooManyRooms, { max: MAX_ROOMS }),
        ),
    input: "hidden",
    column: false,
  },
  units: { schema: (m) => unitIds(m.validation.rooms).default([]), input: "hidden", carried: false, column: false },
  package: { schema: (m) => z.enum(PACKAGE_IDS, { error: m.validation.package }), input: "hidden", column: "nullable" },
  /**
   * The first step's refinements, which the price shown already includes. Any city is taken: one the card does not
   * list (an answer kept from an older site) is priced as Chennai, as the estimator prices it.
   */
  carpetSqft: { schema: () => z.number().positive().optional(), input: "hidden", carried: false, column: false },
  homeCity: { schema: () => z.string().trim().max(80).optional(), input: "hidden", carried: false, column: false },
  source: { schema: (m) => optionalText(m, 200, m.validation.labels.source), input: "hidden" },
});

export const estimateContactSchemas = estimateContactForm.schemas;
export const estimateSchemas = estimateForm.schemas;
export const estimateContactSchema = estimateContactSchemas.en;
export const estimateSchema = estimateSchemas.en;

export type EstimateContactInput = z.infer<typeof estimateContactSchema>;
export type EstimateRequest = z.infer<typeof estimateSchema>;
