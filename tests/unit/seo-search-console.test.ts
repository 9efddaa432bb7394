import { describe, expect, it } from "vitest";
import { HttpError } from "../../src/server/http";
import { csvRecords, parseSearchConsoleCsv } from "../../src/server/seo/search-console";

describe("csvRecords", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, numbering records by their first line", () => {
    expect(csvRecords('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\r\nlines",z\n\n,\nlast,row')).toEqual({
      records: [
        { line: 1, fields: ["a", "b"] },
        { line: 2, fields: ["x, y", 'say "hi"'] },
        { line: 3, fields: ["two\nlines", "z"] },
        { line: 7, fields: ["last", "row"] },
      ],
      invalid: null,
    });
  });

  it("stops at the first record that is not CSV, with its line and the value it broke off in", () => {
    expect(csvRecords('a,b\n1,2\n3,"open\n4,5')).toEqual({
      records: [
        { line: 1, fields: ["a", "b"] },
        { line: 2, fields: ["1", "2"] },
      ],
      invalid: { line: 3, field: 1, message: 'a value opens a quote (") that is never closed.' },
    });
    expect(csvRecords(`a,b\n1,${"x".repeat(20_000)}\n3,4`).invalid).toEqual({
      line: 2,
      field: 1,
      message: "the line is over 10,000 bytes long, far longer than any line of a Search Console export.",
    });
  });
});

describe("parseSearchConsoleCsv", () => {
  it("reads the columns in any order and case, percent or fraction CTRs, URLs or paths", () => {
    const csv = [
      "Query,PAGE,Date,Clicks,Impressions,CTR,Position",
      'modular kitchen chennai,https://www.example-interiors.in/about,2026-01-15,"1,204",20000,6.02%,3.4',
      ",/about.html,2026-01-16,3,100,0.03,",
    ].join("\n");
    const { rows, errors } = parseSearchConsoleCsv(csv);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        date: new Date("2026-01-15T00:00:00Z"),
        path: "/about",
        query: "modular kitchen chennai",
        clicks: 1204,
        impressions: 20000,
        ctr: expect.closeTo(0.0602, 6),
        position: 3.4,
      },
      {
        line: 3,
        date: new Date("2026-01-16T00:00:00Z"),
        path: "/about",
        query: null,
        clicks: 3,
        impressions: 100,
        ctr: 0.03,
        position: null,
      },
    ]);
  });

  it("works out the CTR when the export has none", () => {
    const { rows } = parseSearchConsoleCsv("date,page,clicks,impressions,position\n2026-01-15,/,5,200,2");
    expect(rows[0]).toMatchObject({ ctr: 0.025, query: null });
  });

  it("reports each row that cannot be stored by its line and column", () => {
    const csv = [
      "date,page,query,clicks,impressions,ctr,position",
      "15/01/2026,/about,q,1,10,0.1,2",
      "2026-02-30,/about,q,1,10,0.1,2",
      "2026-01-15,mailto:x@y.in,q,1,10,0.1,2",
      "2026-01-15,/about,q,one,10,0.1,2",
      "2026-01-15,/about,q,1,-10,0.1,2",
      "2026-01-15,/about,q,1,10,250%,2",
      "2026-01-15,/about,q,1,10,0.1,first",
      "2026-01-15,/about,q,1",
      "2026-01-15,/about,fine,1,10,0.1,2",
      "1999-12-31,/about,q,1,10,0.1,2",
      "2026-11-24,/about,q,1,10,0.1,2",
      "2026-01-15,/about,q\u0000x,1,10,0.1,2",
      "2026-01-15,/about,q,2147483648,3000000000,0.1,2",
      "2026-01-15,/about,q,1,2147483648,0.1,2",
      "2026-01-15,/about,q,1,10,0.1,0",
      `2026-01-15,/about,q,1,10,0.1,${"9".repeat(400)}`,
      `2026-01-15,/about,${"q".repeat(501)},1,10,0.1,2`,
      `2026-01-15,/${"a".repeat(2001)},q,1,10,0.1,2`,
      "2026-01-15,/about,q,1,10,0.1,2,extra",
      "2026-01-15,/about\ud800,q,1,10,0.1,2",
      "2026-01-15,/about,q,11,10,,2",
    ].join("\n");
    const { rows, errors } = parseSearchConsoleCsv(csv, new Date("2026-11-22T13:00:00Z"));
    expect(rows.map((row) => row.line)).toEqual([10]);
    expect(errors.map(({ line, column, message }) => [line, column, message])).toEqual([
      [2, "date", "Line 2, column “date”: “15/01/2026” is not a day like 2026-01-31."],
      [3, "date", "Line 3, column “date”: “2026-02-30” is not a day like 2026-01-31."],
      [4, "page", "Line 4, column “page”: “mailto:x@y.in” is not an address like https://www.example.in/about or /about."],
      [5, "clicks", "Line 5, column “clicks”: “one” is not a whole number."],
      [6, "impressions", "Line 6, column “impressions”: “-10” is not a whole number."],
      [7, "ctr", "Line 7, column “ctr”: “250%” is not a rate like 0.032 or 3.2%."],
      [8, "position", "Line 8, column “position”: “first” is not a number."],
      [9, "impressions", "Line 9, column “impressions”: the line has 4 values; the header has 7."],
      [11, "date", "Line 11, column “date”: “1999-12-31” is older than any search data."],
      [12, "date", "Line 12, column “date”: “2026-11-24” is in the future."],
      [13, "query", "Line 13, column “query”: the value holds a NUL or a broken character, which no export has; the file may be damaged."],
      [14, "clicks", "Line 14, column “clicks”: “2147483648” is more than 2,14,74,83,647."],
      [15, "impressions", "Line 15, column “impressions”: “2147483648” is more than 2,14,74,83,647."],
      [16, "position", "Line 16, column “position”: “0” is not a position from 1 to 10,000."],
      [17, "position", `Line 17, column “position”: “${"9".repeat(60)}…” is not a position from 1 to 10,000.`],
      [18, "query", "Line 18, column “query”: the query is longer than 500 characters."],
      [19, "page", "Line 19, column “page”: the address is longer than 2,000 characters."],
      [20, "column 8", "Line 20, column “column 8”: the line has 8 values, more than the header's 7."],
      [21, "page", "Line 21, column “page”: the value holds a NUL or a broken character, which no export has; the file may be damaged."],
      [22, "clicks", "Line 22, column “clicks”: 11 clicks are more than the row's 10 impressions."],
    ]);
  });

  it("accepts the day after today (UTC), for exports made in time zones ahead of it", () => {
    const { rows, errors } = parseSearchConsoleCsv("date,page,clicks,impressions\n2026-11-23,/,1,2", new Date("2026-11-22T23:00:00Z"));
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(1);
  });

  it("names the column of a value that breaks the CSV, by its heading", () => {
    const { errors } = parseSearchConsoleCsv('date,page,query,clicks,impressions\n2026-01-15,/about,"open,1,2\n');
    expect(errors).toEqual([
      { line: 2, column: "query", message: 'Line 2, column “query”: a value opens a quote (") that is never closed.' },
    ]);
  });

  it("refuses a file without the required columns, naming them", () => {
    expect(() => parseSearchConsoleCsv("Top queries,Clicks,Impressions,CTR,Position\nq,1,2,50%,1")).toThrow(
      expect.objectContaining({
        status: 400,
        message:
          "The file has no “date” or “page” column. A Search Console export has the columns date, page, query, clicks, impressions, ctr, position.",
      }) as HttpError,
    );
    expect(() => parseSearchConsoleCsv("\n\n")).toThrow(/The file is empty/);
  });
});
