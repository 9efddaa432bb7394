import { CsvError, parse, type Info } from "csv-parse/sync";
import type { SeoImportProblem } from "../../lib/admin/seo";
import { sitePath } from "../../lib/seo/report";
import { HttpError } from "../http";

export interface SearchConsoleRow {
  line: number;
  /** Midnight UTC of the row's day. */
  date: Date;
  path: string;
  query: string | null;
  clicks: number;
  impressions: number;
  /** A fraction: 0.032 for 3.2 %. */
  ctr: number;
  position: number | null;
}

export interface ParsedCsv {
  rows: SearchConsoleRow[];
  errors: SeoImportProblem[];
}

type Column = "date" | "page" | "query" | "clicks" | "impressions" | "ctr" | "position";

/** Header names Search Console and the spreadsheets made from its exports use. */
const HEADERS: Record<Column, string[]> = {
  date: ["date", "day"],
  page: ["page", "pages", "top pages", "url", "landing page"],
  query: ["query", "queries", "top queries", "search query", "keyword"],
  clicks: ["clicks", "url clicks"],
  impressions: ["impressions"],
  ctr: ["ctr", "url ctr"],
  position: ["position", "average position", "avg. position"],
};
const REQUIRED: Column[] = ["date", "page", "clicks", "impressions"];
const EXPECTED = "date, page, query, clicks, impressions, ctr, position";

/** A line of an export is a few hundred bytes (as UTF-8); one far longer is not an export. */
const MAX_LINE = 10_000;
const MAX_QUERY = 500;
const MAX_ADDRESS = 2_000;
/** The largest count `seo_analytics` stores (a Postgres integer). */
const MAX_COUNT = 2_147_483_647;
/** Search Console ranks from position 1; an average far beyond the first pages of results is not a real one. */
const POSITION = { min: 1, max: 10_000 };
/** No search data is older than this day, and none is dated after tomorrow (UTC). */
const FIRST_DAY = "2000-01-01";

interface CsvSyntaxProblem {
  line: number;
  /** The position of the value the error broke off in. */
  field: number;
  message: string;
}

export interface CsvRecord {
  /** The line the record starts on (a quoted value may span lines). */
  line: number;
  fields: string[];
}

const quoted = (value: string) => `“${value.length > 60 ? `${value.slice(0, 60)}…` : value}”`;
const lineBreaks = (fields: string[]) => fields.reduce((sum, field) => sum + (field.match(/\n/g)?.length ?? 0), 0);

/** What a CSV syntax error means, for a person who exported a file. */
function syntaxMessage(error: CsvError): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return 'a value opens a quote (") that is never closed.';
    case "CSV_INVALID_CLOSING_QUOTE":
      return 'a quoted value goes on after its closing quote; write a quote inside a quoted value as two ("").';
    case "CSV_MAX_RECORD_SIZE":
      return `the line is over ${MAX_LINE.toLocaleString("en-IN")} bytes long, far longer than any line of a Search Console export.`;
    default:
      return `the file cannot be read as CSV (${error.message}).`;
  }
}

/**
 * The file's records (RFC 4180: quoted values may hold commas, doubled quotes
 * and line breaks; blank lines are skipped) up to the first one that is not
 * valid CSV, which is returned as `invalid` with its line and the position of
 * the value it broke off in.
 */
export function csvRecords(text: string): { records: CsvRecord[]; invalid: CsvSyntaxProblem | null } {
  const invalid: CsvSyntaxProblem[] = [];
  let lastLine = 0;
  // The parser reads UTF-8, which has no lone surrogates: mark them NUL, so the rows' check reports them by line and column.
  const source = text.replace(/\r\n?/g, "\n").replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\0");
  const parsed = parse(source, {
    bom: true,
    info: true,
    record_delimiter: "\n",
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: MAX_LINE,
    skip_records_with_error: true,
    on_skip: (error) => {
      if (!error) return;
      // An unclosed quote is noticed at the end of the file; it opened on the line after the last good record.
      const line = error.code === "CSV_QUOTE_NOT_CLOSED" ? lastLine + 1 : Number(error.lines);
      invalid.push({ line, field: Number(error.column) || 0, message: syntaxMessage(error) });
    },
    on_record: (record, { lines }) => {
      lastLine = lines;
      return record;
    },
  });
  const first = invalid[0] ?? null;
  // With `info`, each record comes with its line count, which csv-parse's types leave out.
  const records = (parsed as unknown as { record: string[]; info: Info }[])
    .map(({ record, info }) => ({ line: info.lines - lineBreaks(record), fields: record }))
    .filter((record) => !first || record.line < first.line);
  return { records, invalid: first };
}

function count(value: string): number | null {
  const text = value.trim().replace(/^(\d{1,3})((?:,\d{3})+)$/, (_whole, head: string, tail: string) => head + tail.replace(/,/g, ""));
  return /^\d+$/.test(text) ? Number(text) : null;
}

function decimal(value: string): number | null {
  const text = value.trim();
  return /^\d+(?:\.\d+)?$|^\.\d+$/.test(text) ? Number(text) : null;
}

/** "3.2%" and 3.2 are percentages; 0.032 is already a fraction. */
function ctrValue(value: string): number | null {
  const text = value.trim();
  const percent = text.endsWith("%");
  const number = decimal(percent ? text.slice(0, -1) : text);
  if (number === null) return null;
  const fraction = percent || number > 1 ? number / 100 : number;
  return fraction <= 1 ? fraction : null;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function pathValue(value: string): string | null {
  const text = value.trim();
  if (/^\/(?!\/)/.test(text)) return sitePath(text);
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? sitePath(url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * Reads a Search Console export: a header row naming the columns (any order,
 * any case), then one row per day, page and query. Each row that cannot be
 * stored as it is is reported by its line and column; the header must name at
 * least the required columns.
 */
export function parseSearchConsoleCsv(text: string, today = new Date()): ParsedCsv {
  const { records, invalid } = csvRecords(text);
  const [header, ...rowsToRead] = records;
  if (!header && !invalid) throw new HttpError(400, `The file is empty. A Search Console export has the columns ${EXPECTED}.`);
  const names = header?.fields.map((name) => name.trim().toLowerCase()) ?? [];
  const index = Object.fromEntries(
    (Object.keys(HEADERS) as Column[]).map((column) => [column, names.findIndex((name) => HEADERS[column].includes(name))]),
  ) as Record<Column, number>;
  const missing = REQUIRED.filter((column) => index[column] === -1);
  if (header && missing.length) {
    throw new HttpError(
      400,
      `The file has no ${new Intl.ListFormat("en", { type: "disjunction" }).format(missing.map((column) => `“${column}”`))} column. A Search Console export has the columns ${EXPECTED}.`,
    );
  }
  /** The column at a position, by the name this import knows it by, else the file's own heading. */
  const columnAt = (position: number) =>
    (Object.keys(index) as Column[]).find((column) => index[column] === position) ??
    (header?.fields[position]?.trim() || `column ${position + 1}`);
  const latest = isoDay(new Date(today.getTime() + 24 * 60 * 60 * 1000));

  const rows: SearchConsoleRow[] = [];
  const errors: SeoImportProblem[] = [];
  for (const { line, fields } of rowsToRead) {
    const cell = (column: Column) => (index[column] === -1 ? "" : (fields[index[column]] ?? ""));
    const problem = (column: string, message: string) =>
      errors.push({ line, column, message: `Line ${line}, column “${column}”: ${message}` });
    if (fields.length !== header!.fields.length) {
      const short = fields.length < header!.fields.length;
      problem(
        columnAt(Math.min(fields.length, header!.fields.length)),
        short
          ? `the line has ${fields.length} values; the header has ${header!.fields.length}.`
          : `the line has ${fields.length} values, more than the header's ${header!.fields.length}.`,
      );
      continue;
    }
    // Postgres text cannot hold NUL (lone surrogates arrive here as NUL too).
    const damaged = fields.findIndex((value) => value.includes("\0"));
    if (damaged !== -1) {
      problem(columnAt(damaged), "the value holds a NUL or a broken character, which no export has; the file may be damaged.");
      continue;
    }
    const [date, page, clicks, impressions, ctr, position, query] = [
      cell("date").trim(),
      cell("page").trim(),
      count(cell("clicks")),
      count(cell("impressions")),
      cell("ctr").trim(),
      cell("position").trim(),
      cell("query").trim(),
    ];
    const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
    const path = page.length > MAX_ADDRESS ? null : pathValue(page);
    const rate = ctr === "" ? (impressions ? (clicks ?? 0) / impressions : 0) : ctrValue(ctr);
    const rank = position === "" ? null : decimal(position);
    if (!day || Number.isNaN(day.getTime()) || isoDay(day) !== date) problem("date", `${quoted(date)} is not a day like 2026-01-31.`);
    else if (date < FIRST_DAY || date > latest)
      problem("date", `${quoted(date)} is ${date < FIRST_DAY ? "older than any search data" : "in the future"}.`);
    else if (page.length > MAX_ADDRESS) problem("page", `the address is longer than ${MAX_ADDRESS.toLocaleString("en-IN")} characters.`);
    else if (!path) problem("page", `${quoted(page)} is not an address like https://www.example.in/about or /about.`);
    else if (clicks === null) problem("clicks", `${quoted(cell("clicks").trim())} is not a whole number.`);
    else if (clicks > MAX_COUNT) problem("clicks", `${quoted(cell("clicks").trim())} is more than ${MAX_COUNT.toLocaleString("en-IN")}.`);
    else if (impressions === null) problem("impressions", `${quoted(cell("impressions").trim())} is not a whole number.`);
    else if (impressions > MAX_COUNT)
      problem("impressions", `${quoted(cell("impressions").trim())} is more than ${MAX_COUNT.toLocaleString("en-IN")}.`);
    else if (clicks > impressions) problem("clicks", `${clicks} clicks are more than the row's ${impressions} impressions.`);
    else if (rate === null) problem("ctr", `${quoted(ctr)} is not a rate like 0.032 or 3.2%.`);
    else if (position !== "" && rank === null) problem("position", `${quoted(position)} is not a number.`);
    else if (rank !== null && (rank < POSITION.min || rank > POSITION.max))
      problem("position", `${quoted(position)} is not a position from ${POSITION.min} to ${POSITION.max.toLocaleString("en-IN")}.`);
    else if (query.length > MAX_QUERY) problem("query", `the query is longer than ${MAX_QUERY} characters.`);
    else rows.push({ line, date: day, path, query: query || null, clicks, impressions, ctr: rate, position: rank });
  }
  if (invalid) {
    const { line, field, message } = invalid;
    const column = line === 1 ? `column ${field + 1}` : columnAt(field);
    errors.push({ line, column, message: `Line ${line}, column “${column}”: ${message}` });
  }
  return { rows, errors };
}
