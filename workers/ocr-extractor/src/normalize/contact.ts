import {
  type CountryCode,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from "libphonenumber-js/max";

/**
 * A phone number as E.164 through libphonenumber-js (full metadata), reading numbers without
 * a country code as `region`'s; undefined when it is not a valid number. Where the number as
 * read is not valid, OCR's usual damage is undone one repair at a time, and the first valid
 * reading is taken.
 */
export function parsePhone(raw: string, region: string): string | undefined {
  const cleaned = raw.replace(/[oO]/g, "0").replace(/[lI]/g, "1").replace(/%/g, "");
  for (const reading of phoneReadings(cleaned, region)) {
    const phone = parsePhoneNumberFromString(reading, region as CountryCode);
    if (phone?.isValid()) return phone.number;
  }
  return undefined;
}

function* phoneReadings(cleaned: string, region: string): Generator<string> {
  yield cleaned;
  // A stray mark read as a digit before the trunk prefix ("6 0293 ..." for "(0293) ...").
  if (/^\D*\d(?=\s*\(?0)/.test(cleaned)) yield cleaned.replace(/^\D*\d/, "");
  // The trunk prefix's 0 read as an 8 ("8412 321 65 98" for 0412 321 65 98).
  if (/^\D*8(?=\d)/.test(cleaned)) yield cleaned.replace(/^(\D*)8/, "$10");
  // A 5 read as S, an 8 as B, beside a digit ("1-829-769-216S").
  if (/(?<=\d)[SB]|[SB](?=\d)/.test(cleaned))
    yield cleaned.replace(/(?<=\d)[SB]|[SB](?=\d)/g, (c) => (c === "S" ? "5" : "8"));
  // A 1 read as a bracket or a bar beside a digit ("829-722-118]").
  if (/(?<=\d)[\]|!]|[\]|!](?=\d)/.test(cleaned))
    yield cleaned.replace(/(?<=\d)[\]|!]|[\]|!](?=\d)/g, "1");
  // The country's calling code written without its "+" ("(503) 7917 6984" in El Salvador,
  // "58 414 …"): only the region's own code, and only where the national reading failed.
  const code = regionCallingCode(region);
  if (code && /^\D*\d/.test(cleaned) && cleaned.replace(/\D/g, "").startsWith(code))
    yield `+${cleaned.replace(/\D/g, "")}`;
  // A value read with words or marks around it (a neighbouring cell's "Obrera", a box's edge
  // read as "L"): each run written as phones are, digits and their separators, on its own.
  for (const [run] of cleaned.matchAll(PHONE_RUN))
    if (run.trim() !== cleaned.trim()) yield* phoneReadings(run, region);
}

/** Digits as a phone is written: a "+" or bracket before, spaces, dots, hyphens, brackets. */
const PHONE_RUN = /(?:\+\s?)?\(?\d[\d\s().-]{5,}\d/g;

function regionCallingCode(region: string): string | undefined {
  try {
    return getCountryCallingCode(region as CountryCode);
  } catch {
    return undefined;
  }
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
  // Only digits and the separators numbers are written with: no label or letters around it,
  // unless a single run of them stands apart from the words (see phoneReadings).
  if (!international && !/^[\d\s.-]+$/.test(cleaned.trim())) {
    const runs = [...cleaned.matchAll(PHONE_RUN)].map((m) => m[0]);
    return runs.length === 1 && /^[\d\s.-]+$/.test((runs[0] as string).trim())
      ? possiblePhone(runs[0] as string, region)
      : undefined;
  }
  const phone = international
    ? parsePhoneNumberFromString(cleaned)
    : parsePhoneNumberFromString(cleaned, region as CountryCode);
  return phone?.isPossible() ? phone.number : undefined;
}
