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
 * A number that libphonenumber finds of a possible length but not in an allocated range:
 * E.164, to be reported as read with a failing check. Written with its country code ("+57 349
 * 866 6699"), or without one on a page whose country is known (`region`: "306 619 0384" on a
 * Colombian form) — a number in a range allocated since the metadata was published, or one
 * misread digit, is still that country's number. Undefined otherwise, or of the wrong length.
 */
export function possiblePhone(raw: string, region?: string): string | undefined {
  const cleaned = raw.replace(/[oO]/g, "0").replace(/[lI]/g, "1").replace(/[()]/g, " ");
  const international = /^\W*\+\s?\d/.test(cleaned);
  if (!international && !region) return undefined;
  // Only digits and the separators numbers are written with: no label or letters around it.
  if (!international && !/^[\d\s.-]+$/.test(cleaned.trim())) return undefined;
  const phone = international
    ? parsePhoneNumberFromString(cleaned)
    : parsePhoneNumberFromString(cleaned, region as CountryCode);
  return phone?.isPossible() ? phone.number : undefined;
}
