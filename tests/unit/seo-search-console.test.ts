import { describe, expect, it } from "vitest";
import { HttpError } from "../../src/server/http";
import { csvRecords, parseSearchConsoleCsv } from "../../src/server/seo/analytics";

describe("csvRecords", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, numbering records by their first line", () => {
    expect(csvRecords('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\n,\nlast,row')).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x, y", 'say "hi"'] },
      { line: 3, fields: ["two\nlines", "z"] },
      { line: 7, fields: ["last", "row"] },
    ]);
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

  it("reports each unreadable row by its line and keeps the rest", () => {
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
    ].join("\n");
    const { rows, errors } = parseSearchConsoleCsv(csv);
    expect(rows.map((row) => row.line)).toEqual([10]);
    expect(errors).toEqual([
      { line: 2, message: "Line 2: the date “15/01/2026” is not a day like 2026-01-31." },
      { line: 3, message: "Line 3: the date “2026-02-30” is not a day like 2026-01-31." },
      { line: 4, message: "Line 4: the page “mailto:x@y.in” is not an address like https://www.example.in/about or /about." },
      { line: 5, message: "Line 5: clicks “one” is not a whole number." },
      { line: 6, message: "Line 6: impressions “-10” is not a whole number." },
      { line: 7, message: "Line 7: the CTR “250%” is not a rate like 0.032 or 3.2%." },
      { line: 8, message: "Line 8: the position “first” is not a number." },
      { line: 9, message: "Line 9 has 4 values; the header has 7." },
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
