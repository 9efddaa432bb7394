import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import { site } from "../../config/site";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A calendar invitation (.ics text); its METHOD line says whether it adds, updates or cancels the event. */
  calendar?: string | null;
}

/** The message as nodemailer takes it: a calendar invitation goes as its text/calendar part. */
function mailOptions({ calendar, ...message }: MailMessage) {
  const method = calendar?.match(/^METHOD:(\w+)/m)?.[1] ?? "PUBLISH";
  return calendar ? { ...message, icalEvent: { filename: "invitation.ics", method, content: calendar } } : message;
}

export interface MailTransport {
  /** What staff may see about the transport: never the password. */
  description: { kind: "smtp" | "file"; host?: string; from: string; folder?: string };
  send(message: MailMessage): Promise<string>;
}

export const mailFrom = () => process.env.MAIL_FROM ?? `${site.brand} <no-reply@${new URL(site.url).hostname.replace(/^www\./, "")}>`;
export const staffEmail = () => process.env.STAFF_EMAIL ?? site.contact.email;

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under MAIL_DIR (default .mail/). */
export function mailTransport(): MailTransport {
  const from = mailFrom();
  const smtpUrl = process.env.SMTP_URL;
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      description: { kind: "smtp", host: new URL(smtpUrl).hostname, from },
      async send(message) {
        const info = await transporter.sendMail({ from, ...mailOptions(message) });
        return `accepted by ${new URL(smtpUrl).hostname}: ${info.response ?? info.messageId}`;
      },
    };
  }
  const folder = resolve(process.env.MAIL_DIR ?? ".mail");
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: { kind: "file", from, folder },
    async send(message) {
      const info = await writer.sendMail({ from, ...mailOptions(message) });
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${Date.now()}-${info.messageId.replace(/[^A-Za-z0-9.-]/g, "")}.eml`);
      await writeFile(file, info.message as Buffer);
      console.log(`mail written to ${file}`);
      return `written to ${file}`;
    },
  };
}
