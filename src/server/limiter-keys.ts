import { createHmac } from "node:crypto";
import ipaddr from "ipaddr.js";

/**
 * The client an address stands for. An IPv4 address is one client (a mobile
 * carrier may put many people behind it; the limits leave room for that). An
 * IPv6 client gets a whole /64 from its provider and can change the rest at
 * will, so it is known by its /64. IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const trimmed = ip.trim();
  if (!ipaddr.isValid(trimmed)) return `other:${trimmed}`;
  const address = ipaddr.process(trimmed);
  if (address.kind() === "ipv4") return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}

/**
 * The secret mixed into every stored limiter key: RATE_LIMIT_PEPPER, else the database URL (which holds the
 * database's password in production), so a copy of the table alone cannot be reversed by hashing every IPv4
 * address.
 */
const pepper = () => process.env.RATE_LIMIT_PEPPER || `rate-limit:${process.env.DATABASE_URL ?? "local development"}`;

/** `prefix` and an HMAC-SHA-256 of the parts: the table holds no address or username in the clear. */
export function limiterKey(prefix: string, ...parts: string[]): string {
  return `${prefix}${createHmac("sha256", pepper()).update(parts.join("\n")).digest("base64url")}`;
}
