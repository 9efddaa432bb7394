/** Valid leads, and the details that keep one test's people apart from another's. */
import { randomBytes } from "node:crypto";

export const uniqueKey = () => randomBytes(12).toString("hex");

/** Contact details no other test uses: a booking is one per phone number and per e-mail address. */
export function uniquePerson(): { email: string; phone: string } {
  const digits = String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, "0");
  return { email: `visitor-${uniqueKey()}@example.com`, phone: `9${digits}` };
}

/**
 * How long a person takes over a form, as the page's script reports it (see src/server/bot-trap.ts); written as a
 * form post carries it, so the valid bodies below also post as forms.
 */
export const HUMAN_FILL_MS = "30000";

export const validConsultation = {
  fullName: "Priya Raghavan",
  email: "priya@example.com",
  phone: "+91 98400 11111",
  service: "modular-kitchen",
  message: "3 BHK in Adyar, kitchen and two wardrobes",
  fillMs: HUMAN_FILL_MS,
};

export const validContact = {
  name: "Karthik Subramanian",
  email: "karthik@example.com",
  phone: "98400 22222",
  subject: "Visiting the Anna Nagar centre",
  message: "Can I see the acrylic kitchen finishes on Saturday morning?",
  fillMs: HUMAN_FILL_MS,
};

/** The estimator's contact step with its answers: room ids and counts, unit ids. */
export const validEstimate = {
  name: "Anitha Krishnan",
  email: "anitha@example.com",
  phone: "9840033333",
  city: "Chennai",
  area: "Velachery",
  bhkType: "2 BHK",
  rooms: { kitchen: 1, bedroom: 2 },
  units: ["wardrobes"],
  package: "premium",
  fillMs: HUMAN_FILL_MS,
};
