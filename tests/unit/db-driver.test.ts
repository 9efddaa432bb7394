import { describe, expect, it } from "vitest";
import { driverFor } from "../../src/server/db/client";

describe("database factory driver choice", () => {
  it.each([
    [undefined, "pglite"],
    ["memory://", "pglite"],
    [".data/pglite", "pglite"],
    ["postgres://user:pw@ep-cool-name-123.ap-southeast-1.aws.neon.tech/neondb?sslmode=require", "neon"],
    ["postgresql://postgres@127.0.0.1:5432/site", "pg"],
  ])("%s → %s", (url, driver) => {
    expect(driverFor(url)).toBe(driver);
  });

  it("refuses a URL that is not Postgres", () => {
    expect(() => driverFor("mysql://localhost/db")).toThrow(/postgres:\/\//);
  });
});
