import { afterEach, describe, expect, it } from "vitest";
import { failureDelayMs, SIGN_IN_LIMITS } from "../../src/server/admin/sign-in-limits";
import { clientNetwork, limiterKey } from "../../src/server/limiter-keys";

describe("failureDelayMs", () => {
  it("is free for the first failures, then doubles up to its bound", () => {
    const delays = Array.from({ length: 12 }, (_, failures) => failureDelayMs(failures));
    expect(delays).toEqual([0, 0, 0, 0, 250, 500, 1000, 2000, 3000, 3000, 3000, 3000]);
    expect(failureDelayMs(1_000_000)).toBe(SIGN_IN_LIMITS.maxDelayMs);
  });
});

describe("clientNetwork", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["fe80::1%eth0", "fe80::/64"],
    ["not an address", "other:not an address"],
  ])("%s → %s", (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });
});

describe("limiterKey", () => {
  const saved = process.env.RATE_LIMIT_PEPPER;
  afterEach(() => {
    if (saved === undefined) delete process.env.RATE_LIMIT_PEPPER;
    else process.env.RATE_LIMIT_PEPPER = saved;
  });

  it("hashes the parts with the server's pepper", () => {
    process.env.RATE_LIMIT_PEPPER = "one secret";
    const first = limiterKey("login:", "priya", "203.0.113.7");
    expect(first).toMatch(/^login:[\w-]{43}$/);
    expect(limiterKey("login:", "priya", "203.0.113.7")).toBe(first);
    expect(limiterKey("login:", "priya", "203.0.113.8")).not.toBe(first);
    process.env.RATE_LIMIT_PEPPER = "another secret";
    expect(limiterKey("login:", "priya", "203.0.113.7")).not.toBe(first);
  });
});
