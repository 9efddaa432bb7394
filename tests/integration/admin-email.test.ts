import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, expect } from "vitest";
import overview from "../../functions/admin-email";
import * as retryFunction from "../../functions/admin-email-retry";
import sendTest from "../../functions/admin-email-test";
import type { EmailOverview, SendResult } from "../../src/lib/admin/email";
import { TEST_EMAIL_LIMIT } from "../../src/server/admin/email";
import { outbox } from "../../src/server/db/schema";
import { adminRequest, signedInStaff } from "../support/admin";
import { describeEachDatabase } from "../support/databases";
import { inFreshLimiterWindow } from "../support/limiter-window";
import { scratchFolder } from "../support/scratch";
import { testContext, callFunction } from "../support/requests";

/** A port nothing listens on: connecting is refused at once. */
const DEAD_SMTP = "smtp://mailer:s3cret-smtp-pass@127.0.0.1:9";

describeEachDatabase("admin email test", (target, it) => {
  let cookie = "";
  let mailDir = "";
  // The run's own mailbox, put back after a test points the development transport at a folder of its own.
  const runMailDir = process.env.MAIL_DIR;
  beforeAll(async () => {
    ({ cookie } = await signedInStaff(await target.db()));
  });
  afterEach(() => {
    delete process.env.SMTP_URL;
    process.env.MAIL_DIR = runMailDir;
  });
  const useFileTransport = () => {
    mailDir = scratchFolder("admin-mail-");
    process.env.MAIL_DIR = mailDir;
  };
  const read = async <T>(response: Response) => ((await response.json()) as { data: T }).data;

  it.smoke("shows the transport without its password, and the outbox", async () => {
    process.env.SMTP_URL = DEAD_SMTP;
    const response = await overview(adminRequest("GET", "/api/admin/email", { cookie }), testContext());
    const text = await response.clone().text();
    expect(text).not.toContain("s3cret-smtp-pass");
    expect(text).not.toContain("mailer:");
    const data = await read<EmailOverview>(response);
    expect(data.transport).toMatchObject({ kind: "smtp", host: "127.0.0.1" });
    expect(data.counts).toEqual({ pending: 0, sent: 0, failed: 0 });
  });

  it("sends a test message through the development transport and says where it went", async () => {
    useFileTransport();
    const response = await sendTest(
      adminRequest("POST", "/api/admin/email/test", { cookie, body: { to: "owner@example.com" } }),
      testContext(),
    );
    const result = await read<SendResult>(response);
    expect(result.ok).toBe(true);
    expect(result.message).toMatch(/^Sent to owner@example.com: the mail transport answered "written to .*\.eml"\.$/);
    const [file] = readdirSync(mailDir);
    const eml = readFileSync(join(mailDir, file!), "utf8");
    expect(eml).toContain("To: owner@example.com");
    expect(eml).toMatch(/Subject: Test email from the .* website/);
  });

  it("stops a staff member's test emails at 20 an hour with 429 and Retry-After", async () => {
    useFileTransport();
    // A staff member of its own, so the other tests' emails do not count against this one's hour.
    const own = await signedInStaff(await target.db());
    inFreshLimiterWindow(TEST_EMAIL_LIMIT.windowSeconds);
    const send = () =>
      sendTest(adminRequest("POST", "/api/admin/email/test", { cookie: own.cookie, body: { to: "owner@example.com" } }), testContext());
    for (let i = 0; i < 20; i++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.stringify(await refused.json())).toMatch(/That is a lot of test emails: please wait \d+ minutes/);
  });

  it("explains a failing mail server in plain words, and refuses a bad address with 400", async () => {
    process.env.SMTP_URL = DEAD_SMTP;
    const result = await read<SendResult>(
      await sendTest(adminRequest("POST", "/api/admin/email/test", { cookie, body: { to: "owner@example.com" } }), testContext()),
    );
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(
      /^(The mail server refused the connection|Could not connect to the mail server): check the host and port in SMTP_URL\. \(/,
    );
    expect(result.message).not.toContain("s3cret-smtp-pass");

    const bad = await sendTest(adminRequest("POST", "/api/admin/email/test", { cookie, body: { to: "not an address" } }), testContext());
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({ to: "Please enter a valid email address" });
  });

  it("retries a failed notification on request, and only a failed one", async () => {
    const db = await target.db();
    const [failed] = await db
      .insert(outbox)
      .values({
        kind: "contact",
        leadId: 1,
        subject: "New contact: Lakshmi",
        body: "…",
        status: "failed",
        attempts: 3,
        lastError: "connect ECONNREFUSED",
      })
      .returning();
    const before = await read<EmailOverview>(await overview(adminRequest("GET", "/api/admin/email", { cookie }), testContext()));
    expect(before.counts.failed).toBe(1);
    expect(before.outbox[0]).toMatchObject({ id: failed!.id, status: "failed", lastError: "connect ECONNREFUSED" });

    process.env.SMTP_URL = DEAD_SMTP;
    const path = `/api/admin/email/outbox/${failed!.id}/retry`;
    const again = await read<SendResult>(await callFunction(retryFunction, adminRequest("POST", path, { cookie })));
    expect(again).toMatchObject({ ok: false, message: expect.stringMatching(/^It failed again: /) });

    delete process.env.SMTP_URL;
    useFileTransport();
    const sent = await read<SendResult>(await callFunction(retryFunction, adminRequest("POST", path, { cookie })));
    expect(sent.ok).toBe(true);
    const [row] = await db.select().from(outbox).where(eq(outbox.id, failed!.id));
    expect(row).toMatchObject({ status: "sent", lastError: null, attempts: 5 });
    expect(readdirSync(mailDir)).toHaveLength(1);

    const twice = await callFunction(retryFunction, adminRequest("POST", path, { cookie }));
    expect(twice.status).toBe(409);
    expect((await callFunction(retryFunction, adminRequest("POST", "/api/admin/email/outbox/999999/retry", { cookie }))).status).toBe(404);
  });
});
