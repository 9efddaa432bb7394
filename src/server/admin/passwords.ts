import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * scrypt at N=2^15, r=8: about 50 ms a guess here, and 32 MiB of memory each, which is what makes it costly on GPUs.
 * ADMIN_SCRYPT_N lowers N where hashing speed matters more than strength (the test suites); production leaves it unset.
 */
const DEFAULT_N = 2 ** 15;
const MIN_N = 2 ** 10;
const MAX_N = 2 ** 20;
const KEY_LENGTH = 32;

interface Params {
  N: number;
  r: number;
  p: number;
}

export function scryptParams(env: NodeJS.ProcessEnv = process.env): Params {
  const N = env.ADMIN_SCRYPT_N ? Number(env.ADMIN_SCRYPT_N) : DEFAULT_N;
  // scrypt needs a power of two; the floor keeps a stray setting from making hashes cheap to guess.
  if (!Number.isInteger(N) || N < MIN_N || N > MAX_N || (N & (N - 1)) !== 0) {
    throw new Error(`ADMIN_SCRYPT_N must be a power of two from ${MIN_N} to ${MAX_N} (it is "${env.ADMIN_SCRYPT_N}").`);
  }
  return { N, r: 8, p: 1 };
}

export const MIN_PASSWORD_LENGTH = 12;

function derive(password: string, salt: Buffer, { N, r, p }: Params): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** A self-describing hash, `scrypt$N$r$p$salt$key`, so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = scryptParams();
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * zxcvbn's estimate, against its list of common passwords, names and words (with l33t and keyboard patterns): a
 * score of 3 ("safely unguessable: moderate protection from an offline attack") at least, so `password1234` fails.
 */
const MIN_STRENGTH = 3;
let estimator: Promise<ZxcvbnFactory> | undefined;
/** Loaded on first use: its word lists are megabytes, which signing in (in the same function) never needs. */
async function strength(password: string, userInputs: string[]): Promise<number> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }]) =>
      new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, useLevenshteinDistance: true }),
  );
  return (await estimator).check(password, userInputs).score;
}

/** Why a new password is refused, or null when it is acceptable. */
export async function passwordProblem(password: string, username: string): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.toLowerCase().includes(username.toLowerCase())) return "The password must not contain the username.";
  if (new Set(password).size < 5) return "The password repeats too few characters.";
  if ((await strength(password, [username, "aalayam", "interiors", "admin", "staff"])) < MIN_STRENGTH)
    return "This password is too common or too easy to guess: use a few unrelated words, or a password manager's.";
  return null;
}
