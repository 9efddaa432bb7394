/**
 * One CSV cell. Text a spreadsheet would run as a formula (starting with =, +,
 * -, @, or a tab or carriage return that hides one) gets a leading apostrophe;
 * then the usual quoting.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Excel reads a CSV as the local code page unless it starts with a UTF-8 byte-order mark: Tamil names need it. */
export const UTF8_BOM = "\uFEFF";
