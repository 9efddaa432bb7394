/**
 * A local stand-in of the WhatsApp Cloud API, for the tests and `npm run dev` (no real token, no real phone):
 *
 * - `POST /{version}/{phone-number-id}/messages` takes the same requests as the Cloud API, checks them against the
 *   documented shape (`templateRequestSchema`) and the bearer token, records them, and answers as the API does:
 *   `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid…" }] }`, or the Graph API's error
 *   object (`{ error: { message, type, code, error_data: { details }, fbtrace_id } }`) for a bad token (401, code 190),
 *   a body of the wrong shape (400, code 100), a number WhatsApp cannot deliver to (400, code 131026: numbers in
 *   `undeliverable`, and any ending in 0000), and the faults a test asks for (a throttle: 429, code 130429 with
 *   Retry-After; an outage: 503; a slow answer).
 * - It can post webhook calls back to the site, signed with the app secret as Meta signs them (`X-Hub-Signature-256`).
 * - `/__stand-in/…` lets a process that did not start it (a browser test) read what it received and post a webhook.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";

/** The documented shape of a template message request (Cloud API, POST /{phone-number-id}/messages). */
export const templateRequestSchema = z.object({
  messaging_product: z.literal("whatsapp"),
  recipient_type: z.literal("individual").optional(),
  to: z.string().regex(/^\+?\d{6,15}$/),
  type: z.literal("template"),
  template: z.object({
    name: z.string().regex(/^[a-z0-9_]{1,512}$/),
    language: z.object({ code: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/), policy: z.literal("deterministic").optional() }),
    components: z
      .array(
        z.object({
          type: z.enum(["header", "body", "button"]),
          parameters: z.array(
            z.object({
              type: z.literal("text"),
              text: z
                .string()
                .min(1)
                .max(1024)
                .regex(/^(?!.*[\n\t])(?!.* {5}).*$/s),
            }),
          ),
        }),
      )
      .optional(),
  }),
});
export type TemplateRequest = z.infer<typeof templateRequestSchema>;

export interface Received {
  phoneNumberId: string;
  body: TemplateRequest;
  id: string;
  at: string;
}

/** A fault the next requests meet: a throttle (429, code 130429) or an outage (5xx), with an optional Retry-After. */
export interface Fault {
  times: number;
  status: number;
  code?: number;
  retryAfter?: number;
}

export interface StandInOptions {
  port?: number;
  token?: string;
  /** The app secret webhook calls are signed with. */
  appSecret?: string;
  /** Where webhook calls go (the site's /api/whatsapp/webhook). */
  webhookUrl?: string;
  /** Numbers WhatsApp cannot deliver to, besides those ending in 0000. */
  undeliverable?: string[];
}

export interface WhatsAppStandIn {
  /** The base to set as WHATSAPP_API_BASE (a versioned path, as the real one). */
  base: string;
  token: string;
  appSecret: string;
  received: Received[];
  /** The next `times` requests meet this fault. */
  fail(fault: Fault): void;
  /** Every answer waits this long first (a slow API). */
  delay(ms: number): void;
  reset(): void;
  /** Posts a webhook call to the site, signed (or with the given signature); answers the site's response. */
  postWebhook(payload: unknown, options?: { signature?: string; url?: string }): Promise<Response>;
  stop(): Promise<void>;
}

/** The X-Hub-Signature-256 header Meta sends with a raw body. */
export const hubSignature = (secret: string, raw: string) => `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;

const graphError = (message: string, code: number, details: string, type = "OAuthException") => ({
  error: { message, type, code, error_data: { messaging_product: "whatsapp", details }, fbtrace_id: randomBytes(9).toString("base64url") },
});

const wamid = () => `wamid.${randomBytes(24).toString("base64url")}`;

/** The envelope every webhook call shares: one entry, one change of the `messages` field. */
export function webhookEnvelope(value: Record<string, unknown>, phoneNumberId = "100000000000001") {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "200000000000002",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "919444056781", phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A person's text message to the studio, with the ad it came from when given. */
export function inboundMessage(input: { from: string; text: string; name?: string; referral?: Record<string, string>; id?: string }) {
  return webhookEnvelope({
    contacts: [{ profile: { name: input.name ?? "Kavitha" }, wa_id: input.from }],
    messages: [
      {
        from: input.from,
        id: input.id ?? wamid(),
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: "text",
        text: { body: input.text },
        ...(input.referral ? { referral: input.referral } : {}),
      },
    ],
  });
}

/** A status update of a message the site sent. */
export function statusUpdate(input: {
  id: string;
  status: string;
  recipient: string;
  error?: { code: number; title: string; details?: string };
}) {
  return webhookEnvelope({
    statuses: [
      {
        id: input.id,
        status: input.status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: input.recipient,
        ...(input.error
          ? {
              errors: [
                {
                  code: input.error.code,
                  title: input.error.title,
                  message: input.error.title,
                  error_data: { details: input.error.details ?? "" },
                },
              ],
            }
          : {}),
      },
    ],
  });
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

export async function startWhatsAppStandIn(options: StandInOptions = {}): Promise<WhatsAppStandIn> {
  const token = options.token ?? `stand-in-${randomBytes(8).toString("hex")}`;
  const appSecret = options.appSecret ?? randomBytes(16).toString("hex");
  const undeliverable = new Set(options.undeliverable ?? []);
  const received: Received[] = [];
  const faults: Fault[] = [];
  let wait = 0;

  const postWebhook: WhatsAppStandIn["postWebhook"] = async (payload, extra = {}) => {
    const url = extra.url ?? options.webhookUrl;
    if (!url) throw new Error("The stand-in has no webhook address to post to");
    const raw = JSON.stringify(payload);
    return fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": extra.signature ?? hubSignature(appSecret, raw) },
      body: raw,
    });
  };

  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({ status, body, headers });

  async function messages(req: IncomingMessage, phoneNumberId: string) {
    if (req.headers.authorization !== `Bearer ${token}`)
      return answer(401, graphError("Invalid OAuth access token - Cannot parse access token", 190, "The access token is not valid"));
    const raw = await readBody(req);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return answer(400, graphError("(#100) Invalid parameter", 100, "The request body is not JSON"));
    }
    const parsed = templateRequestSchema.safeParse(json);
    if (!parsed.success) return answer(400, graphError("(#100) Invalid parameter", 100, z.prettifyError(parsed.error)));
    const fault = faults[0];
    if (fault) {
      fault.times -= 1;
      if (fault.times <= 0) faults.shift();
      const throttled = fault.status === 429;
      return answer(
        fault.status,
        graphError(
          throttled ? "(#130429) Rate limit hit" : "(#131016) Service unavailable",
          fault.code ?? (throttled ? 130429 : 131016),
          throttled ? "Cloud API message throughput has been reached." : "A service is temporarily unavailable.",
        ),
        fault.retryAfter === undefined ? {} : { "retry-after": String(fault.retryAfter) },
      );
    }
    const to = parsed.data.to.replace(/^\+/, "");
    if (undeliverable.has(to) || to.endsWith("0000"))
      return answer(
        400,
        graphError("(#131026) Message undeliverable", 131026, "The recipient is not a WhatsApp user or cannot receive this message."),
      );
    const id = wamid();
    received.push({ phoneNumberId, body: parsed.data, id, at: new Date().toISOString() });
    return answer(200, {
      messaging_product: "whatsapp",
      contacts: [{ input: parsed.data.to, wa_id: to }],
      messages: [{ id, message_status: "accepted" }],
    });
  }

  async function control(req: IncomingMessage, path: string) {
    if (path === "/__stand-in/received" && req.method === "GET") return answer(200, { received });
    if (path === "/__stand-in/received" && req.method === "DELETE") {
      received.length = 0;
      return answer(204, null);
    }
    if (path === "/__stand-in/fail" && req.method === "POST") {
      faults.push(JSON.parse(await readBody(req)) as Fault);
      return answer(204, null);
    }
    if (path === "/__stand-in/webhook" && req.method === "POST") {
      const response = await postWebhook(JSON.parse(await readBody(req)));
      return answer(200, { status: response.status });
    }
    return null;
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? "/", "http://stand-in").pathname;
      const route = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(path);
      const result =
        route && req.method === "POST"
          ? await (async () => {
              if (wait) await sleep(wait);
              return messages(req, decodeURIComponent(route[1]!));
            })()
          : ((await control(req, path)) ?? answer(404, graphError("Unknown path components", 2500, path)));
      res.writeHead(result.status, { ...(result.body === null ? {} : { "content-type": "application/json" }), ...result.headers });
      res.end(result.body === null ? undefined : JSON.stringify(result.body));
    })().catch((error: unknown) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify(graphError(String(error), 1, "stand-in fault")));
    });
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };

  return {
    base: `http://127.0.0.1:${port}/v26.0`,
    token,
    appSecret,
    received,
    fail: (fault) => void faults.push({ ...fault }),
    delay: (ms) => void (wait = ms),
    reset: () => {
      received.length = 0;
      faults.length = 0;
      wait = 0;
    },
    postWebhook,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** The environment that points the site's WhatsApp settings at a stand-in. */
export const standInEnv = (standIn: WhatsAppStandIn, verifyToken = "stand-in-verify") => ({
  WHATSAPP_API_BASE: standIn.base,
  WHATSAPP_ACCESS_TOKEN: standIn.token,
  WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
  WHATSAPP_APP_SECRET: standIn.appSecret,
  WHATSAPP_VERIFY_TOKEN: verifyToken,
});
