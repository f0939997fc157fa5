import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * A phone number as E.164 through libphonenumber-js (full metadata), reading numbers without
 * a country code as `region`'s; undefined when it is not a valid number.
 */
export function parsePhone(raw: string, region: string): string | undefined {
  const cleaned = raw.replace(/[oO]/g, "0").replace(/[lI]/g, "1");
  const phone = parsePhoneNumberFromString(cleaned, region as CountryCode);
  return phone?.isValid() ? phone.number : undefined;
}
