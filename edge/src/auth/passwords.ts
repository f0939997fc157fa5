import { fromBase64Url, timingSafeEqual, toBase64Url } from "../lib/encoding";

/** workerd refuses PBKDF2 above 100 000 iterations; `wrangler dev` does not, so never exceed it. */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

/** Why a password is refused, or undefined when it meets the policy. */
export function passwordPolicyViolation(password: string, email?: string): string | undefined {
  if (password.length < 10) return "must be at least 10 characters";
  if (password.length > 128) return "must be at most 128 characters";
  if (!/\p{L}/u.test(password) || !/[^\p{L}]/u.test(password))
    return "must mix letters with digits or symbols";
  const local = email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 4 && password.toLowerCase().includes(local))
    return "must not contain the email address";
  return undefined;
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** Hashes a password with a fresh salt: `pbkdf2-sha256$<iterations>$<salt>$<hash>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

/**
 * Checks a password against a stored hash in constant time, using the iteration count stored
 * with it. A malformed record never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, rawIterations, salt, hash] = stored.split("$");
  const iterations = Number(rawIterations);
  if (scheme !== "pbkdf2-sha256" || !salt || !hash) return false;
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS)
    return false;
  const actual = await derive(password, fromBase64Url(salt), iterations);
  return timingSafeEqual(actual, fromBase64Url(hash));
}

/** A hash of a random password: verifying against it costs what a real check costs. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}
