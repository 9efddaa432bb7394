import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { whatsapp as words } from "../../i18n/en/whatsapp";
import { fill } from "../../i18n/fill";
import type { VisitSource } from "../../lib/leads/visit-source";
import type { Database } from "../db/client";
import { enquiries, outbox, users, whatsappMessages } from "../db/schema";
import { attachToEnquiry } from "../enquiries/attach";
import { HttpError, json, readRaw } from "../http";
import { staffEmail } from "../lead-kinds";
import { queueMessages } from "../notify/outbox";
import { whatsappWebhook } from "./config";
import { DELIVERY_STATES } from "./kinds";
import { optOut } from "./queue";
import { alertOwnerOnWhatsApp, staffValues } from "./staff-alerts";

/** Meta's calls carry a few messages or statuses; anything near this is not one of them. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/** A string of at most `max` characters, without NUL (which PostgreSQL's text cannot hold). */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.replaceAll("\u0000", ""));

const referralSchema = z.object({
  source_url: text(2000).optional(),
  source_id: text(200).optional(),
  source_type: text(50).optional(),
  headline: text(500).optional(),
  body: text(2000).optional(),
  ctwa_clid: text(500).optional(),
});

const messageSchema = z.object({
  from: z.string().regex(/^\d{6,15}$/),
  id: text(300),
  timestamp: text(20),
  type: text(30),
  text: z.object({ body: text(4096) }).optional(),
  button: z.object({ text: text(1000) }).optional(),
  referral: referralSchema.optional(),
});

const statusSchema = z.object({
  id: text(300),
  status: text(30),
  timestamp: text(20),
  recipient_id: text(30).optional(),
  errors: z
    .array(
      z.object({
        code: z.number(),
        title: text(500).optional(),
        message: text(1000).optional(),
        error_data: z.object({ details: text(1000).optional() }).optional(),
      }),
    )
    .max(10)
    .optional(),
});

/** A webhook call of the WhatsApp Business Account object, as Meta documents it; other fields of a change are ignored. */
export const webhookSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z
    .array(
      z.object({
        id: text(100),
        changes: z
          .array(
            z.object({
              field: text(100),
              value: z.object({
                messaging_product: z.literal("whatsapp").optional(),
                contacts: z
                  .array(z.object({ wa_id: text(30), profile: z.object({ name: text(300).optional() }).optional() }))
                  .max(100)
                  .optional(),
                messages: z.array(messageSchema).max(100).optional(),
                statuses: z.array(statusSchema).max(100).optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type WebhookCall = z.infer<typeof webhookSchema>;

/** Equal strings, compared in constant time (a digest of each, so lengths leak nothing either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHmac("sha256", "compare").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether `X-Hub-Signature-256` is the HMAC-SHA256 of the raw body under the app secret, compared in constant time. */
export function validSignature(appSecret: string, raw: Buffer, header: string | null): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = createHmac("sha256", appSecret).update(raw).digest();
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The subscription check: `hub.challenge` back, only for the right verify token. */
export function subscriptionCheck(url: URL): Response {
  const { verifyToken } = whatsappWebhook();
  const mode = url.searchParams.get("hub.mode");
  const token = url.searchParams.get("hub.verify_token") ?? "";
  const challenge = url.searchParams.get("hub.challenge") ?? "";
  if (!verifyToken || mode !== "subscribe" || !challenge || !sameSecret(token, verifyToken))
    return json(403, { error: "The verify token does not match." });
  return new Response(challenge, { status: 200, headers: { "content-type": "text/plain; charset=utf-8" } });
}

/**
 * A signed webhook call, checked and read: 401 unless the signature matches the raw body (nothing is read before),
 * 400 for a body that is not the documented shape.
 */
export async function readWebhook(req: Request): Promise<WebhookCall> {
  const { appSecret } = whatsappWebhook();
  const raw = await readRaw(req, MAX_WEBHOOK_BYTES);
  if (!appSecret || !validSignature(appSecret, raw, req.headers.get("x-hub-signature-256")))
    throw new HttpError(401, "The signature (X-Hub-Signature-256) does not match this body.");
  let data: unknown;
  try {
    data = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new HttpError(400, "The body is not JSON.");
  }
  const parsed = webhookSchema.safeParse(data);
  if (!parsed.success) throw new HttpError(400, "The body is not a WhatsApp Business Account webhook call.");
  return parsed.data;
}

/** Minutes after a person's message within which their next one is stored but not alerted again. */
const QUIET_MINUTES = 10;

/** Words that end a person's receipts: "stop" as WhatsApp's own opt-out wording, and its Tamil. */
const STOP = /^\s*(stop|unsubscribe|நிறுத்து|நிறுத்துங்கள்)\s*[.!]?\s*$/iu;

/** Where a chat came from, in the words of every other lead's source: the ad's campaign when it came from one. */
function chatSource(referral: z.infer<typeof referralSchema> | undefined): VisitSource {
  let host: string | undefined;
  try {
    host = referral?.source_url ? new URL(referral.source_url).hostname : undefined;
  } catch {
    host = undefined;
  }
  const clean = (value: string | undefined) => value?.replace(/[\p{Cc}\p{Cf}]/gu, " ").slice(0, 150);
  return {
    first: {
      utm_source: "whatsapp",
      utm_medium: referral ? "click-to-whatsapp" : "chat",
      ...(referral?.headline ? { utm_campaign: clean(referral.headline) } : {}),
      ...(referral?.source_id ? { utm_content: clean(referral.source_id) } : {}),
      ...(host && /^[a-z0-9.-]+$/i.test(host) ? { referrer: host } : {}),
    },
  };
}

/** The order of a message's states: an update never moves it backwards (a late "delivered" after "read"). */
const RANK = sql.raw(`case "delivery" ${DELIVERY_STATES.map((state, i) => `when '${state}' then ${i}`).join(" ")} else -1 end`);

async function applyStatus(db: Database, status: z.infer<typeof statusSchema>): Promise<void> {
  const state = DELIVERY_STATES.find((known) => known === status.status);
  if (!state) return;
  const rank = DELIVERY_STATES.indexOf(state);
  const error = status.errors?.[0];
  const reason = error
    ? `WhatsApp could not deliver it (code ${error.code}): ${error.title ?? error.message ?? ""}${error.error_data?.details ? ` – ${error.error_data.details}` : ""}`
    : null;
  await db
    .update(outbox)
    .set(
      state === "failed"
        ? {
            delivery: state,
            status: "failed",
            lastError: reason?.slice(0, 1000) ?? "WhatsApp could not deliver it",
            givenUpAt: sql`coalesce("givenUpAt", now())`,
          }
        : { delivery: state },
    )
    .where(sql`${outbox.providerId} = ${status.id} and ${RANK} < ${rank} and ${outbox.delivery} is distinct from 'failed'`);
}

/** One message from a person, in one transaction: stored once (by WhatsApp's id), then joined to their enquiry. */
async function receiveMessage(db: Database, message: z.infer<typeof messageSchema>, profileName: string | undefined): Promise<void> {
  const body = message.text?.body ?? message.button?.text ?? `[${message.type}]`;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [row] = await tx
      .insert(whatsappMessages)
      .values({
        messageId: message.id,
        phone: message.from,
        name: profileName ?? null,
        text: body,
        referral: message.referral ?? null,
        visitSource: chatSource(message.referral),
      })
      .onConflictDoNothing({ target: whatsappMessages.messageId })
      .returning();
    // A call WhatsApp delivered again: its message is already stored and alerted.
    if (!row) return;
    if (STOP.test(body)) {
      await optOut(tx, message.from);
      return;
    }
    const attached = await attachToEnquiry(tx, "whatsapp", row);
    // A person writing several messages in a row is one alert: the next one alerts again after a quiet spell.
    const [recent] = await tx
      .select({ id: whatsappMessages.id })
      .from(whatsappMessages)
      .where(
        sql`${whatsappMessages.phone} = ${message.from} and ${whatsappMessages.id} <> ${row.id}
          and ${whatsappMessages.createdAt} > now() - make_interval(mins => ${QUIET_MINUTES})`,
      )
      .limit(1);
    if (recent) return;
    const [enquiry] = attached
      ? await tx
          .select({
            id: enquiries.id,
            name: enquiries.name,
            service: enquiries.service,
            area: enquiries.area,
            city: enquiries.city,
            ownerEmail: users.email,
          })
          .from(enquiries)
          .leftJoin(users, eq(users.id, enquiries.ownerId))
          .where(eq(enquiries.id, attached.enquiryId))
      : [];
    // A new person's message is a lead like any other: the studio's address is told (and the new owner, by attachLead).
    // A message on an enquiry that has an owner goes to that owner.
    if (!enquiry?.ownerEmail || attached?.created) {
      const subject = fill(words.messageSubject, { name: profileName ?? `+${message.from}` });
      await queueMessages(tx, "whatsapp", row.id, [{ subject, body: staffEmail("whatsapp", row, words.newChat) }]);
    }
    if (!enquiry || attached?.created) return;
    const values = staffValues(enquiry);
    if (enquiry.ownerEmail)
      await queueMessages(tx, "enquiry", enquiry.id, [
        { recipient: enquiry.ownerEmail, subject: fill(words.messageSubject, values), body: fill(words.messageBody, values) },
      ]);
    await alertOwnerOnWhatsApp(tx, enquiry.id, "staff_whatsapp_message");
  });
}

/** Applies a checked call: status updates to their outbox rows, each message to its enquiry. A replayed call changes nothing. */
export async function handleWebhook(db: Database, call: WebhookCall): Promise<void> {
  for (const entry of call.entry)
    for (const change of entry.changes) {
      if (change.field !== "messages") continue;
      const { value } = change;
      for (const status of value.statuses ?? []) await applyStatus(db, status);
      for (const message of value.messages ?? []) {
        const profile = value.contacts?.find((contact) => contact.wa_id === message.from)?.profile?.name;
        await receiveMessage(db, message, profile);
      }
    }
}
