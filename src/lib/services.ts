/**
 * Every service a lead can ask about, by the id stored with the lead, in the order the forms offer them. The
 * catalogues (`forms.services` in src/i18n/*) give each its label in a language and are checked against this list.
 */
export const SERVICE_IDS = [
  "modular-kitchen",
  "false-ceiling-designs",
  "storage-wardrobe",
  "crockery-units",
  "space-saving-furniture",
  "study-tables",
  "tv-units",
  "bedroom-design",
  "living-room",
  "bathroom",
  "home-office",
  "full-home-design",
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];
