import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestOrigin, toRequest } from "../../scripts/lib/function-router";

const SERVER = "http://127.0.0.1:8888";
const incoming = (host: string | undefined) =>
  ({ method: "GET", headers: host === undefined ? {} : { host }, url: "/api/admin/session" }) as IncomingMessage;

describe("the local server's request origin", () => {
  it.each([
    ["localhost:8888", "http://localhost:8888"],
    ["LOCALHOST:8888", "http://localhost:8888"],
    ["127.0.0.1:8888", "http://127.0.0.1:8888"],
    ["[::1]:8888", "http://[::1]:8888"],
    ["localhost", "http://localhost"],
  ])("is the address the browser asked for at %s", (host, origin) => {
    expect(requestOrigin(incoming(host), SERVER)).toBe(origin);
    expect(new URL(toRequest(incoming(host), requestOrigin(incoming(host), SERVER)).url).origin).toBe(origin);
  });

  it.each([["evil.example:8888"], ["localhost.evil.example"], ["192.168.1.5:8888"], ["localhost:8888@evil.example"], [undefined]])(
    "is the server's own for any other Host (%s)",
    (host) => {
      expect(requestOrigin(incoming(host), SERVER)).toBe(SERVER);
    },
  );
});
