import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";

/**
 * A phone number as E.164 through libphonenumber-js (full metadata), reading numbers without
 * a country code as `region`'s; undefined when it is not a valid number.
 */
export function parsePhone(raw: string, region: string): string | undefined {
  const cleaned = raw.replace(/[oO]/g, "0").replace(/[lI]/g, "1");
  const phone = parsePhoneNumberFromString(cleaned, region as CountryCode);
  return phone?.isValid() ? phone.number : undefined;
}

const emailSchema = z.email();

/**
 * An e-mail address validated and lower-cased. OCR spacing around "@" and dots is removed
 * first; undefined when what is left is not an address.
 */
export function parseEmail(raw: string): string | undefined {
  let text = raw.trim();
  // "@" is often read as "(O", "(0", "©" or "®" when the address has no "@" at all.
  if (!text.includes("@")) text = text.replace(/\s*(?:\(\s*[O0o]|[©®]|\(a\)|\(at\))\s*/, "@");
  const cleaned = text
    .replace(/\s*@\s*/g, "@")
    .replace(/\s*\.\s*/g, ".")
    .replace(/[,;]$/, "")
    .split(/\s+/)[0]
    ?.toLowerCase();
  return cleaned && emailSchema.safeParse(cleaned).success ? cleaned : undefined;
}
