import { describe, expect, it } from "vitest";
import { driverFor, printableUrl } from "../../src/server/db/client";
import { isUnavailable } from "../../src/server/http";

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

describe("what counts as the database being unavailable", () => {
  it("finds connection failures anywhere in the cause chain, but not bad input", () => {
    const terminated = new Error("Failed query: insert into …", { cause: new Error("Connection terminated unexpectedly") });
    expect(isUnavailable(terminated)).toBe(true);
    expect(isUnavailable(Object.assign(new Error("connect"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isUnavailable(new Error("x", { cause: Object.assign(new Error("admin shutdown"), { code: "57P01" }) }))).toBe(true);
    expect(isUnavailable(Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }))).toBe(false);
  });
});

describe("a database's address in the logs", () => {
  it("is printed without its password", () => {
    expect(printableUrl("postgres://postgres:s3cret-Pa55@127.0.0.1:8898/pglite")).toBe("postgres://postgres:****@127.0.0.1:8898/pglite");
    expect(printableUrl("postgres://127.0.0.1:5432/site")).toBe("postgres://127.0.0.1:5432/site");
    expect(printableUrl(".data/pglite")).toBe(".data/pglite");
  });
});
