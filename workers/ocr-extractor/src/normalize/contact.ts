import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * A phone number as E.164 through libphonenumber-js (full metadata), reading numbers without
 * a country code as `region`'s; undefined when it is not a valid number.
 */
export function parsePhone(raw: string, region: string): string | undefined {
  const cleaned = raw.replace(/[oO]/g, "0").replace(/[lI]/g, "1").replace(/%/g, "");
  const phone = parsePhoneNumberFromString(cleaned, region as CountryCode);
  if (phone?.isValid()) return phone.number;
  // A stray mark read as a digit before the trunk prefix ("6 0293 ..." for "(0293) ...").
  const trimmed = /^\D*\d(?=\s*\(?0)/.test(cleaned) ? cleaned.replace(/^\D*\d/, "") : undefined;
  const retry = trimmed ? parsePhoneNumberFromString(trimmed, region as CountryCode) : undefined;
  if (retry?.isValid()) return retry.number;
  // The trunk prefix's 0 read as an 8 ("8412 321 65 98" for 0412 321 65 98).
  const trunk = /^\D*8(?=\d)/.test(cleaned) ? cleaned.replace(/^(\D*)8/, "$10") : undefined;
  const zero = trunk ? parsePhoneNumberFromString(trunk, region as CountryCode) : undefined;
  return zero?.isValid() ? zero.number : undefined;
}

/**
 * A number written with its country code ("+57 349 866 6699") that libphonenumber finds of a
 * possible length for that country but not in an allocated range: E.164, to be reported as
 * read with a failing check. Undefined without an explicit country code or of the wrong length.
 */
export function possiblePhone(raw: string): string | undefined {
  const cleaned = raw.replace(/[oO]/g, "0").replace(/[lI]/g, "1").replace(/[()]/g, " ");
  if (!/^\W*\+\s?\d/.test(cleaned)) return undefined;
  const phone = parsePhoneNumberFromString(cleaned);
  return phone?.isPossible() ? phone.number : undefined;
}
