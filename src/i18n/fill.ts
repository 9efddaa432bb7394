/**
 * A message with its placeholders filled: `fill("Talk to a designer about your {service}", { service })`.
 * Messages stay plain strings so an island can receive its part of the catalogue as a prop. On its own module so
 * an island (or shared code such as the payment stages) can fill a message without importing every catalogue.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
