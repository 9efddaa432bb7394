/** The service dropdown of every lead form, in this order. */
export const SERVICE_OPTIONS = [
  { value: "modular-kitchen", label: "Modular Kitchen" },
  { value: "false-ceiling-designs", label: "False Ceiling Designs" },
  { value: "storage-wardrobe", label: "Storage & Wardrobe" },
  { value: "crockery-units", label: "Crockery Units" },
  { value: "space-saving-furniture", label: "Space Saving Furniture" },
  { value: "study-tables", label: "Study Tables" },
  { value: "tv-units", label: "TV Units" },
  { value: "bedroom-design", label: "Bedroom Design" },
  { value: "living-room", label: "Living Room" },
  { value: "bathroom", label: "Bathroom" },
  { value: "home-office", label: "Home Office" },
  { value: "full-home-design", label: "Full Home Design" },
] as const;

export type ServiceValue = (typeof SERVICE_OPTIONS)[number]["value"];

export function serviceLabel(value: string): string {
  return SERVICE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
