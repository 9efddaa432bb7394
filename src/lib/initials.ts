/** The first letters of the first two words of a name, for a portrait's stand-in: "Priya Raman" → "PR". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}
