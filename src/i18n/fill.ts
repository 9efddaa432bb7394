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
