import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "../../src/lib/admin/csv";
import { hashPassword, passwordProblem, scryptParams, verifyPassword } from "../../src/server/admin/passwords";

describe("csvCell", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+91 98400 11111", "'+91 98400 11111"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=cmd", "'\t=cmd"],
    ["Priya", "Priya"],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ["முருகன்", "முருகன்"],
  ])("%j → %j", (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it("leaves numbers, booleans and empty values alone", () => {
    expect(csvRow([-3, true, null, undefined, ""])).toBe("-3,true,,,\r\n");
  });
});

describe("passwords", () => {
  it("hash with a fresh salt and verify only the right password", async () => {
    const [a, b] = await Promise.all([hashPassword("jasmine-garland-7"), hashPassword("jasmine-garland-7")]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("jasmine-garland-7", a)).toBe(true);
    expect(await verifyPassword("jasmine-garland-8", a)).toBe(false);
    expect(await verifyPassword("jasmine-garland-7", "plain-text-from-an-old-system")).toBe(false);
  });

  it("cost N=2^15 unless ADMIN_SCRYPT_N sets another power of two, never below 2^10", async () => {
    expect(scryptParams({})).toEqual({ N: 32768, r: 8, p: 1 });
    expect(scryptParams({ ADMIN_SCRYPT_N: "1024" }).N).toBe(1024);
    for (const bad of ["1000", "512", "lots", "4294967296"]) {
      expect(() => scryptParams({ ADMIN_SCRYPT_N: bad }), bad).toThrow(/ADMIN_SCRYPT_N must be a power of two from 1024/);
    }
    // The suite runs with a low cost; the hash records it, so verifying never depends on the setting.
    const hash = await hashPassword("jasmine-garland-7");
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("jasmine-garland-7", hash)).toBe(true);
  });

  it("refuse short, username-containing, monotonous and common passwords", async () => {
    expect(await passwordProblem("short-one", "priya")).toBe("Use at least 12 characters.");
    expect(await passwordProblem("priya-the-designer", "priya")).toBe("The password must not contain the username.");
    expect(await passwordProblem("aaaaaaaaaaaaaaaa", "priya")).toBe("The password repeats too few characters.");
    expect(await passwordProblem("kolam-at-dawn-2026", "priya")).toBeNull();
    for (const common of ["password1234", "Password@1234", "qwertyuiop123", "123456789012", "iloveyou1234"])
      expect(await passwordProblem(common, "priya"), common).toMatch(/too common or too easy to guess/);
  });
});
