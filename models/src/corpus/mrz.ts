/** ICAO 9303 machine-readable zone for TD3 (passport) documents. */

const LINE_LENGTH = 44;

/** ICAO 9303 check digit: characters valued 0–9, A–Z = 10–35, "<" = 0, weights 7, 3, 1. */
export function mrzCheckDigit(field: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const ch = field.charCodeAt(i);
    const value = ch >= 48 && ch <= 57 ? ch - 48 : ch >= 65 && ch <= 90 ? ch - 55 : 0;
    sum += value * (weights[i % 3] ?? 0);
  }
  return String(sum % 10);
}

/** Transliterates to the MRZ alphabet: accents dropped (Ñ→N, Á→A), spaces and hyphens → "<". */
export function mrzText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/['’.,]/g, "")
    .replace(/[\s-]+/g, "<")
    .replace(/[^A-Z0-9<]/g, "");
}

function fit(text: string, length: number): string {
  return text.slice(0, length).padEnd(length, "<");
}

/** Data encoded in a TD3 MRZ. Dates as YYMMDD. */
export interface Td3Data {
  documentCode: string;
  issuingState: string;
  surnames: string;
  givenNames: string;
  documentNumber: string;
  nationality: string;
  birthDate: string;
  sex: "M" | "F" | "<";
  expiryDate: string;
  /** Optional data, e.g. the holder's national ID number (up to 14 characters). */
  optionalData: string;
}

/** The two 44-character TD3 lines with every check digit (number, birth, expiry, optional, composite). */
export function td3(data: Td3Data): [string, string] {
  const name = `${mrzText(data.surnames)}<<${mrzText(data.givenNames)}`;
  const line1 = fit(
    `${fit(data.documentCode, 2)}${data.issuingState}${fit(name, 39)}`,
    LINE_LENGTH,
  );
  const number = fit(mrzText(data.documentNumber), 9);
  const optional = fit(mrzText(data.optionalData), 14);
  const parts = {
    number: number + mrzCheckDigit(number),
    birth: data.birthDate + mrzCheckDigit(data.birthDate),
    expiry: data.expiryDate + mrzCheckDigit(data.expiryDate),
    optional: optional + (/^<+$/.test(optional) ? "<" : mrzCheckDigit(optional)),
  };
  const composite = mrzCheckDigit(parts.number + parts.birth + parts.expiry + parts.optional);
  const line2 = `${parts.number}${data.nationality}${parts.birth}${data.sex}${parts.expiry}${parts.optional}${composite}`;
  return [line1, line2];
}

/** YYMMDD from an ISO date. */
export function mrzDate(iso: string): string {
  return iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
}
