/** Phone numbers and e-mail addresses, printed in local styles and normalised. */
import type { Rng } from "../rng.ts";
import { asciiSlug } from "./names.ts";
import type { PrintedValue } from "./printed.ts";

const MOBILE = ["412", "414", "416", "424", "426"];
const DOMAINS = ["gmail.com", "hotmail.com", "yahoo.es", "outlook.com", "cantv.net", "gmail.com"];

/** A mobile or landline number; normalised to E.164 (+58...). */
export function randomPhone(rng: Rng, areaCode: string): PrintedValue<string> {
  const code = rng.chance(0.7) ? rng.pick(MOBILE) : areaCode;
  const n = String(rng.int(2_000_000, 9_999_999));
  const [a, b, c] = [n.slice(0, 3), n.slice(3, 5), n.slice(5)];
  const printed = rng.pick([
    `0${code}-${n}`,
    `0${code} ${a} ${b} ${c}`,
    `(0${code}) ${a}-${b}${c}`,
    `+58 ${code} ${a} ${b}${c}`,
    `+58-${code}-${n}`,
    `0${code}.${a}.${b}.${c}`,
  ]);
  return { printed, normalized: `+58${code}${n}` };
}

/** An e-mail derived from the person's name; sometimes printed with capitals, always normalised to lower case. */
export function randomEmail(
  rng: Rng,
  given: string,
  surnames: string,
  domains: readonly string[] = DOMAINS,
): PrintedValue<string> {
  const first = asciiSlug(given.split(" ")[0] ?? "");
  const last = asciiSlug(surnames.split(" ")[0] ?? "");
  const local = rng.pick([
    `${first}.${last}`,
    `${first}${last}${rng.int(1, 99)}`,
    `${first[0] ?? "x"}${last}`,
    `${first}_${last}${rng.int(60, 99)}`,
  ]);
  const email = `${local}@${rng.pick(domains)}`;
  const printed = rng.weighted<string>([
    [email, 6],
    [email.toUpperCase(), 1],
    [email.replace(/^./, (ch) => ch.toUpperCase()), 1],
  ]);
  return { printed, normalized: email };
}
