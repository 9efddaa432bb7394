/* Kept apart from the catalogues, so an island that fills its own words does not ship both languages' catalogues. */

/**
 * A message with its placeholders filled: `fill("Talk to a designer about your {service}", { service })`.
 * Messages stay plain strings so an island can receive its part of the catalogue as a prop.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The placeholders a message uses, in order of first use: both languages must use the same ones. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];
}

/**
 * A message split at its placeholders, each replaced by its value as given: for a message whose value is marked up
 * (`fillParts("Signed in as {username}", { username: <strong>…</strong> })`). Empty text between them is left out.
 */
export function fillParts<T>(template: string, values: Record<string, T>): (string | T)[] {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 0 ? part : part in values ? values[part]! : `{${part}}`))
    .filter((part) => part !== "");
}
