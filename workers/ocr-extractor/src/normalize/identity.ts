import { DIGIT_FOR, LETTER_FOR } from "./lookalikes";

/** The control letters of Spain's DNI and NIE, indexed by the number modulo 23. */
const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

/** Digits OCR reads for a control letter's shape: the letter each can only be. */
const LETTER_LOOKALIKES: Record<string, string[]> = {
  "0": ["Q", "D"],
  "5": ["S"],
  "8": ["B"],
  "2": ["Z"],
  "7": ["Z", "T"],
};

/**
 * A Spanish DNI ("12.345.678-Z") or NIE ("X-1234567-L") whose control letter holds, written
 * without separators ("12345678Z"); undefined otherwise (a wrong letter is a misread digit).
 * Spaces OCR put between the digits and around the hyphen are dropped ("1 801 4246-W",
 * "641 1 3961 -N"), and a control letter read
 * as the digit of its shape ("71432703-0" for …-Q) is taken when that letter holds (not
 * after digits grouped by dots, as a Chilean RUN and its check digit are printed).
 */
export function parseSpanishId(raw: string): string | undefined {
  // "]" or ")" is how OCR often reads a J (the control letter checks it).
  const m =
    /(?<![\dA-Z])([XYZ]?)[\s.-]?(\d(?:[.\s]?\d){6,7})(?:\s?-\s?|\s)?([A-Z]|(?<=-\s?)[0258])(?![\dA-Z])/.exec(
      raw.toUpperCase().replace(/(?<=\d[\s-]?)[\])](?![\dA-Z])/g, "J"),
    );
  if (!m) return undefined;
  const prefix = m[1] as string;
  const digits = (m[2] as string).replace(/\D/g, "");
  if (prefix ? digits.length !== 7 : digits.length !== 8) return undefined;
  const number = Number(`${prefix ? "XYZ".indexOf(prefix) : ""}${digits}`);
  const letter = DNI_LETTERS[number % 23] as string;
  const printed = m[3] as string;
  // Not for digits grouped by dots: "12.345.678-5" is a Chilean RUN and its check digit.
  const lookalike = !/\./.test(m[2] as string) && LETTER_LOOKALIKES[printed]?.includes(letter);
  const holds = printed === letter || lookalike;
  return holds ? `${prefix}${digits}${letter}` : undefined;
}

/**
 * A DNI read with one digit too many ("760555462P": a stroke read twice, a speck read as a
 * digit): the nine digits less the one whose removal makes the control letter hold. The true
 * number always holds, so it is taken only when it is the one number that does (another
 * holding by chance, one time in 23, makes it undecidable).
 */
function dniWithDigitTooMany(upper: string): string | undefined {
  const m = /(?<![\dA-Z])(\d{9})\s?-?\s?([A-Z])(?![\dA-Z])/.exec(upper);
  if (!m) return undefined;
  const nine = m[1] as string;
  const printed = m[2] as string;
  const holding = new Set<string>();
  for (let i = 0; i < nine.length; i++) {
    const eight = nine.slice(0, i) + nine.slice(i + 1);
    if (DNI_LETTERS[Number(eight) % 23] === printed) holding.add(eight);
  }
  return holding.size === 1 ? `${[...holding][0]}${printed}` : undefined;
}

/**
 * A Spanish DNI or NIE whose control letter OCR read as the digit of its shape and joined to
 * the number ("591188697" for "59118869 Z"): taken only when that letter holds, so a longer
 * number of another scheme passes for a DNI one time in 23 at most, and only on a document
 * known to be Spain's.
 */
function gluedControlLetter(upper: string): IdNumber | undefined {
  const m = /(?<![\dA-Z])([XYZ]?)[\s.-]?(\d(?:[.\s]?\d){6,7})\s?(\d)(?![.\s]?\d)(?![A-Z])/.exec(
    upper,
  );
  if (!m) return undefined;
  const prefix = m[1] as string;
  const digits = (m[2] as string).replace(/\D/g, "");
  if (digits.length !== (prefix ? 7 : 8)) return undefined;
  const letter = DNI_LETTERS[
    Number(`${prefix ? "XYZ".indexOf(prefix) : ""}${digits}`) % 23
  ] as string;
  if (!LETTER_LOOKALIKES[m[3] as string]?.includes(letter)) return undefined;
  return {
    value: `${prefix}${digits}${letter}`,
    valid: true,
    scheme: "DNI/NIE (ES), control letter read as a digit",
  };
}

/**
 * A Spanish DNI or NIE on a document known to be Spain's whose control letter OCR lost or
 * misread ("67047497-", "01208790 We.", "18556556 k"): the letter is a function of the number
 * (its remainder modulo 23), so it is written from the number. `valid` is null when no letter
 * was read (nothing to check) and false when another letter was: then a digit may be the
 * misread character, and the field is read again as any failing one is. Undefined without
 * eight digits (seven after X, Y or Z).
 */
function spanishIdFromNumber(raw: string): IdNumber | undefined {
  const glued = gluedControlLetter(raw.toUpperCase());
  if (glued) return glued;
  const m = /(?<![\dA-Z])([XYZ]?)[\s.-]?(\d(?:[.\s]?\d){6,7})(?![.\s]?\d)(?:\s?-?\s?([A-Z]))?/.exec(
    raw.toUpperCase(),
  );
  if (!m) return undefined;
  const prefix = m[1] as string;
  const digits = (m[2] as string).replace(/\D/g, "");
  if (digits.length !== (prefix ? 7 : 8)) return undefined;
  const letter = DNI_LETTERS[Number(`${prefix ? "XYZ".indexOf(prefix) : ""}${digits}`) % 23];
  const printed = m[3];
  return {
    value: `${prefix}${digits}${letter}`,
    valid: printed === undefined ? null : printed === letter,
    scheme: "DNI/NIE (ES), control letter from the number",
  };
}

/**
 * A Venezuelan-style identity number as letter + digits ("V-12.345.678" → "V12345678").
 * The letter is V (national) or E (foreign), then six to eight digits; a Spanish DNI or NIE
 * with its control letter verified is taken too ("12345678Z"); undefined when the shape is
 * wrong.
 */
export function parseCedula(raw: string): string | undefined {
  const dni = parseSpanishId(raw);
  if (dni) return dni;
  const text = raw.toUpperCase().replace(/[oO]/g, "0");
  // OCR sometimes doubles the letter ("VV-8916735") and reads a small V as "y".
  // An underscore is a hyphen read low ("V_ 14959364"); a comma, a thousands point ("V 23.383,245").
  const m = /\b([VEY])[VE]?\s*[-.:_]?\s*(\d{1,3}(?:[.,\s]?\d{3}){1,2})\b/.exec(text);
  if (!m) return undefined;
  const digits = (m[2] as string).replace(/\D/g, "");
  const letter = m[1] === "Y" ? "V" : m[1];
  // Cédula numbers run to eight digits (V up to ~35 million, E from 80 million): a ninth is a
  // misread one ("V 252519169" for V-25.251.916).
  return digits.length >= 6 && digits.length <= 8 ? `${letter}${digits}` : undefined;
}

const RIF_LETTERS: Record<string, number> = { V: 1, E: 2, J: 3, P: 4, G: 5, C: 3 };
const RIF_WEIGHTS = [4, 3, 2, 7, 6, 5, 4, 3, 2];

/**
 * A Venezuelan RIF ("J-12345678-9" → "J123456789") with its check digit verified (SENIAT
 * modulus-11 over the letter value and eight digits).
 */
export function parseRif(raw: string): Rif | undefined {
  const text = raw.toUpperCase().replace(/O/g, "0");
  // The dash before the check digit is sometimes read as a period ("G-43611397.0").
  const m = /\b([VEJPGC])\s*-?\s*(\d{8})\s*[-.]?\s*(\d)\b/.exec(text);
  if (!m) return recoverRifLetter(text);
  const letter = m[1] as string;
  const value = `${letter}${m[2]}${m[3]}`;
  return rifHolds(value)
    ? { value, valid: true }
    : (correctRifDigit(value) ?? { value, valid: false });
}

/** A RIF: letter, eight digits and check digit, and whether the check digit holds. */
export interface Rif {
  value: string;
  valid: boolean;
  /** The digit changed to make the check digit hold, when one was ("5 read for 3"). */
  corrected?: string;
}

function rifHolds(value: string): boolean {
  const digits = [
    RIF_LETTERS[value[0] as string] as number,
    ...value.slice(1, 9).split("").map(Number),
  ];
  const sum = digits.reduce((acc, d, i) => acc + d * (RIF_WEIGHTS[i] as number), 0);
  const rest = 11 - (sum % 11);
  return (rest >= 10 ? 0 : rest) === Number(value[9]);
}

/**
 * Digits OCR reads in place of others in printed RIFs: a 5 for a 3 or a 6 (four of the ten
 * failing RIFs of the development photos; no other misreading came twice).
 */
const DIGIT_LOOKALIKES: Record<string, string> = { "5": "36" };

/**
 * A RIF whose check digit fails, corrected when exactly one change of a look-alike digit makes
 * it hold (J-48585073-4 → J-48385073-4). With two or more such changes possible, none is made.
 */
function correctRifDigit(value: string): Rif | undefined {
  const fits: Rif[] = [];
  for (let i = 1; i < value.length; i++) {
    const read = value[i] as string;
    for (const digit of DIGIT_LOOKALIKES[read] ?? "") {
      const candidate = `${value.slice(0, i)}${digit}${value.slice(i + 1)}`;
      if (rifHolds(candidate))
        fits.push({ value: candidate, valid: true, corrected: `${read} read for ${digit}` });
    }
  }
  return fits.length === 1 ? fits[0] : undefined;
}

/** Glyphs OCR reads in place of a RIF letter. */
const LOOKALIKES: Record<string, string> = {
  Y: "V",
  "6": "G",
  "1": "J",
  "]": "J",
  "|": "J",
  ")": "J",
  "0": "C",
};

/**
 * A RIF whose letter OCR misread as a digit, symbol or Y ("6-16112416-0" for G-16112416-0,
 * "1499935578" for J-49993557-8) or lost ("-48187946-8", "256696958"): the letter is the only one of V, E,
 * J, P, G whose check digit holds, if exactly one does (J and C share a value; C, for
 * communes, is the rarer, so it is taken only when no other letter fits).
 */
function recoverRifLetter(text: string): Rif | undefined {
  const m =
    /(?:^|[\s:])([\dY\]|)])\s*-\s*(\d{8})\s*-?\s*(\d)\b/.exec(text) ??
    /^\W*([\dY\]|)])(\d{8})(\d)\W*$/.exec(text) ??
    /^\W*()(\d{8})\s*-?\s*(\d)\W*$/.exec(text);
  if (!m) return undefined;
  const lookalike = LOOKALIKES[m[1] as string];
  const guess = lookalike ? parseRif(`${lookalike}-${m[2]}-${m[3]}`) : undefined;
  if (guess?.valid && !guess.corrected) return guess;
  const fitting = (letters: string[]) =>
    letters
      .map((letter) => parseRif(`${letter}-${m[2]}-${m[3]}`))
      .filter((r): r is Rif => r?.valid === true && !r.corrected);
  const fits = fitting(["V", "E", "J", "P", "G"]);
  if (fits.length === 1) return fits[0];
  const communes = fits.length === 0 ? fitting(["C"]) : [];
  return communes.length === 1 ? communes[0] : undefined;
}

const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** A Colombian NIT ("900.123.456-7" → "900123456-7") with its DIAN check digit verified. */
export function parseNit(raw: string): { value: string; valid: boolean } | undefined {
  const m = /\b(\d{1,3}(?:[.\s]?\d{3}){2,3})\s*-\s*(\d)\b/.exec(raw.replace(/[oO]/g, "0"));
  if (!m) return undefined;
  const digits = (m[1] as string).replace(/\D/g, "");
  const sum = digits
    .split("")
    .reverse()
    .reduce((acc, d, i) => acc + Number(d) * (NIT_WEIGHTS[i] as number), 0);
  const rest = sum % 11;
  const check = rest > 1 ? 11 - rest : rest;
  return { value: `${digits}-${m[2]}`, valid: check === Number(m[2]) };
}

/**
 * ISO 3166 alpha-2 codes of the countries whose identity and tax numbers iris checks; the
 * country a document comes from (see documentCountry) picks among schemes of the same shape.
 */
export type IdCountry =
  | "VE"
  | "CO"
  | "ES"
  | "MX"
  | "AR"
  | "CL"
  | "PE"
  | "EC"
  | "BO"
  | "PY"
  | "UY"
  | "CR"
  | "PA"
  | "GT"
  | "HN"
  | "SV"
  | "NI"
  | "DO"
  | "CU"
  | "PR"
  | "US";

/** The Luhn check (modulus 10, every second digit doubled from the right): the Dominican cédula's. */
export function luhnHolds(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A company's Dominican RNC: nine digits, the last a check over weights 7,9,8,6,5,4,3,2,
 * modulus 11 (DGII's rule: 0 → 2, 1 → 1, else 11 minus the remainder).
 */
function rncHolds(digits: string): boolean {
  const sum = [...digits.slice(0, 8)].reduce(
    (acc, d, i) => acc + Number(d) * ([7, 9, 8, 6, 5, 4, 3, 2][i] ?? 0),
    0,
  );
  return ((10 - (sum % 11)) % 9) + 1 === Number(digits[8]);
}

/** El Salvador's DUI: eight digits and a check digit over weights 9..2, modulus 10. */
function duiHolds(digits: string): boolean {
  const sum = [...digits.slice(0, 8)].reduce((acc, d, i) => acc + Number(d) * (9 - i), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[8]);
}

/** Uruguay's cédula: up to seven digits and a check digit over weights 2,9,8,7,6,3,4, modulus 10. */
function uruguayHolds(digits: string): boolean {
  const body = digits.slice(0, -1).padStart(7, "0");
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * ([2, 9, 8, 7, 6, 3, 4][i] ?? 0), 0);
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/**
 * Identity numbers that countries print in groups of fixed lengths, with the check where the
 * scheme has one: Honduras' DNI (4-4-5), Guatemala's DPI/CUI (4-5-4), the Dominican cédula
 * (3-7-1, Luhn), Costa Rica's cédula (1-4-4), Nicaragua's cédula (3-6-4 and a letter), El
 * Salvador's DUI (8-1), Uruguay's cédula (1.234.567-8), Panama's cédula (province or letters,
 * folio, seat: 8-123-4567, PE-12-345) and the United States' Social Security number (3-2-4,
 * Puerto Rico's too). `alone` marks shapes no other scheme prints, read even when the
 * document's country is unknown. The value is the printed letters and digits.
 */
const GROUPED_IDS: {
  countries: IdCountry[];
  re: RegExp;
  scheme: string;
  alone?: boolean;
  check?: (digits: string) => boolean;
}[] = [
  {
    countries: ["HN"],
    // Also printed without its separators ("No. 0801199012345, es vecino").
    re: /(?<!\d)\d{4}[\s-]?\d{4}[\s-]?\d{5}(?!\d)/,
    scheme: "DNI (HN)",
    alone: true,
  },
  {
    countries: ["GT"],
    re: /(?<!\d)\d{4}\s?-?\s?\d{5}\s?-?\s?\d{4}(?!\d)/,
    scheme: "DPI (GT)",
    alone: true,
  },
  {
    countries: ["DO"],
    re: /(?<!\d)\d{3}[\s-]?\d{7}[\s-]?\d(?!\d)/,
    scheme: "cédula (DO)",
    check: luhnHolds,
  },
  {
    countries: ["NI"],
    re: /(?<![\dA-Z])\d{3}[\s-]?\d{6}[\s-]?\d{4}\s?[A-Z](?![\dA-Z])/,
    scheme: "cédula (NI)",
    alone: true,
  },
  { countries: ["CR"], re: /(?<!\d)0?\d[\s-]\d{3,4}[\s-]\d{3,4}(?!\d)/, scheme: "cédula (CR)" },
  { countries: ["SV"], re: /(?<!\d)\d{8}\s?-\s?\d(?!\d)/, scheme: "DUI (SV)", check: duiHolds },
  {
    countries: ["UY"],
    re: /(?<!\d)\d[.,]?\d{3}[.,]?\d{3}\s?-\s?\d(?!\d)/,
    scheme: "cédula (UY)",
    check: uruguayHolds,
  },
  {
    countries: ["PA"],
    re: /(?<![\dA-Z])(?:PE|[ENP]|1[0-3]|[1-9])(?:AV|PI)?\s?-\s?\d{1,4}\s?-\s?\d{1,6}(?!\d)/,
    scheme: "cédula (PA)",
  },
  { countries: ["US", "PR"], re: /(?<!\d)\d{3}[\s-]\d{2}[\s-]\d{4}(?!\d)/, scheme: "SSN (US)" },
];

/**
 * Bolivia's departments as its identity cards print them after the number ("4287122 LP"); the
 * department ends the number, so digits OCR spaced apart before it are one ("115 24620 LP").
 */
const BOLIVIA_ID =
  /(?<![\dA-Z])(\d{1,3}(?:[.,]\d{3}){1,2}|\d(?:\s?\d){4,8})(?:\s?-\s?(\d[A-Z]))?[\s-]*(L\.?\s?P|C\.?\s?B|S\.?\s?C|O\.?\s?R|P\.?\s?T|C\.?\s?H|T\.?\s?J|B\.?\s?N|P\.?\s?D)\.?(?![A-Z])/;

/** A number of the grouped schemes: of `country`'s, or any unmistakable one when unknown. */
function groupedId(upper: string, country?: string): IdNumber | undefined {
  for (const scheme of GROUPED_IDS) {
    const mine = country !== undefined && scheme.countries.includes(country as IdCountry);
    if (!mine && (country !== undefined || !scheme.alone)) continue;
    const m = scheme.re.exec(upper);
    if (!m) continue;
    const value = m[0].replace(/[^\dA-Z]/g, "");
    return {
      value,
      valid: scheme.check ? scheme.check(value.replace(/\D/g, "")) : null,
      scheme: scheme.scheme,
    };
  }
  if (country === undefined || country === "BO") {
    const bo = BOLIVIA_ID.exec(upper);
    if (bo)
      return {
        value: `${(bo[1] as string).replace(/\D/g, "")}${bo[2] ?? ""}${(bo[3] as string).replace(/[^A-Z]/g, "")}`,
        valid: null,
        scheme: "CI (BO)",
      };
  }
  return undefined;
}

/** An identity or tax number: the printed letters and digits, and whether its check holds. */
export interface IdNumber {
  /** Upper-case letters and digits as printed, separators dropped (a check digit kept). */
  value: string;
  /** true: a check digit or control letter holds; false: it fails; null: none to check. */
  valid: boolean | null;
  /** The scheme recognised ("RUT", "cédula (VE)", "CURP"...). */
  scheme: string;
}

/** Chile's RUN/RUT check digit (modulus 11, weights 2..7 from the right; 10 is K). */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? "0" : rest === 10 ? "K" : String(rest);
}

/** Ecuador's cédula: province 01–24 (30 abroad), third digit under 6, modulus-10 check. */
export function ecuadorCedulaHolds(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const province = Number(digits.slice(0, 2));
  if (!((province >= 1 && province <= 24) || province === 30) || Number(digits[2]) >= 6)
    return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const d = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[9]);
}

/**
 * An 11-digit tax number with a modulus-11 check digit over weights 5,4,3,2,7,6,5,4,3,2:
 * Argentina's CUIT/CUIL (11 − r; 11 → 0, 10 → 9) and Peru's RUC (11 − r; 10 → 0, 11 → 1)
 * share the weights and differ only in the two edge cases; either holding is a pass.
 */
export function mod11Weighted54Holds(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const rest = 11 - (sum % 11);
  const cuit = rest === 11 ? 0 : rest === 10 ? 9 : rest;
  const ruc = rest === 10 ? 0 : rest === 11 ? 1 : rest;
  const check = Number(digits[10]);
  return check === cuit || check === ruc;
}

/** Mexico's CURP: 4 letters, birth date YYMMDD, H/M, state, 3 consonants, 2 characters. */
const CURP = /(?<![A-Z0-9])([A-Z]{4})\s?(\d{6})\s?([HMX])\s?([A-Z]{5})\s?([A-Z0-9]\d)(?![A-Z0-9])/;
/** What each of a CURP's 18 places holds: L letter, D digit, S sex (H, M, X), A either. */
const CURP_PLACES = "LLLLDDDDDDSLLLLLAD";
/** The CURP's check digit (RENAPO): its 17 characters weighted 18 down to 2, modulus 10. */
export function curpCheckDigit(first17: string): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ";
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += alphabet.indexOf(first17[i] as string) * (18 - i);
  return String((10 - (sum % 10)) % 10);
}

/**
 * A CURP that OCR read with letters and digits swapped ("XY1Q500824…", "FYMUS8O105…"): each
 * place takes the class the key prescribes, at most three places repaired, and the birth
 * date must be a date. Where a letter stands for more than one digit (S for 5 or 8), the
 * reading whose check digit holds is taken, else the likeliest.
 */
function repairedCurp(upper: string): string | undefined {
  for (const [token] of upper.matchAll(/(?<![A-Z0-9])[A-Z0-9]{18}(?![A-Z0-9])/g)) {
    let options: string[] = [""];
    let repairs = 0;
    for (let i = 0; i < 18 && options.length > 0; i++) {
      const c = token[i] as string;
      const place = CURP_PLACES[i];
      const fits =
        place === "D"
          ? /\d/.test(c)
          : place === "S"
            ? /[HMX]/.test(c)
            : place === "L"
              ? /[A-Z]/.test(c)
              : true;
      const readings = fits
        ? [c]
        : place === "D"
          ? (DIGIT_FOR[c] ?? [])
          : place === "L" && LETTER_FOR[c]
            ? [LETTER_FOR[c]]
            : [];
      if (!fits) repairs++;
      options = options.flatMap((o) => readings.map((r) => o + r));
    }
    if (repairs === 0 || repairs > 3) continue;
    const dated = options.filter((o) => {
      const month = Number(o.slice(6, 8));
      const day = Number(o.slice(8, 10));
      return month >= 1 && month <= 12 && day >= 1 && day <= 31;
    });
    const best = dated.find((o) => curpCheckDigit(o) === o[17]) ?? dated[0];
    if (best) return best;
  }
  return undefined;
}

/** Mexico's RFC: 3 (company) or 4 (person) letters, YYMMDD, a 3-character homoclave. */
const RFC = /(?<![A-Z0-9])([A-ZÑ&]{3,4})[\s-]?(\d{6})[\s-]?([A-Z0-9]{3})(?![A-Z0-9])/;
/** Spain's CIF: an entity letter, 7 digits and a control digit or letter. */
const CIF =
  /(?<![A-Z0-9])([ABCDEFGHJNPQRSUVW])[\s.-]?(\d{2}[\s.]?\d{3}[\s.]?\d{2})[\s.-]?([0-9A-J])(?![A-Z0-9])/;

function cifHolds(letter: string, digits: string, control: string): boolean {
  let even = 0;
  let odd = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 1) even += d;
    else odd += Math.floor((d * 2) / 10) + ((d * 2) % 10);
  }
  const unit = (10 - ((even + odd) % 10)) % 10;
  const asLetter = "JABCDEFGHI"[unit];
  if (/[PQRSW]/.test(letter) || digits.startsWith("00")) return control === asLetter;
  if (/[ABEH]/.test(letter)) return control === String(unit);
  return control === String(unit) || control === asLetter;
}

/**
 * A run of digits as printed in a number: grouped by dots, commas or spaces
 * ("1.020.304.050", "12 345 678") or bare, with a check digit or K after a hyphen
 * ("12.345.678-K", "20-12345678-3").
 */
const DIGIT_ID =
  /(?<![\dA-Za-z])(\d{1,3}(?:[.,\s]\d{3}){1,3}|\d{2}-\d{7,8}|\d{5,13})(?:\s?-\s?([\dkK]))?(?![\d])/;

/**
 * An identity number's text with the digits OCR read as letters between digits restored, and
 * a speck read as a period or comma before a space between groups dropped ("1601 1974. 83127":
 * a thousands separator has no space after it).
 */
function digitsRead(upper: string): string {
  return upper
    .replace(/(?<=\d)[oO](?=\d)|(?<=\d[.,])[oO]/g, "0")
    .replace(/(?<=\d)[.,]\s+(?=\d)/g, " ");
}

/**
 * A person's national identity number as documents print it, from the schemes of
 * Spanish-speaking countries: a Venezuelan V/E cédula, a Spanish DNI/NIE (control letter),
 * a Mexican CURP, a Chilean RUN (modulus-11 digit or K), an Ecuadorian cédula (modulus 10),
 * and the plain digit numbers of Argentina's and Peru's DNI and Colombia's cédula (no check).
 * `country` (alpha-2), when known, decides between schemes of the same shape. The value is
 * the printed letters and digits without separators; undefined when no such number is there.
 */
export function parseNationalId(raw: string, country?: string): IdNumber | undefined {
  const upper = raw.toUpperCase();
  const dni = parseSpanishId(upper);
  if (dni) return { value: dni, valid: true, scheme: "DNI/NIE (ES)" };
  const longer = dniWithDigitTooMany(upper);
  if (longer) return { value: longer, valid: true, scheme: "DNI (ES), a digit too many" };
  if (country === "ES") {
    const spanish = spanishIdFromNumber(upper);
    if (spanish) return spanish;
  }
  const curp = CURP.exec(upper.replace(/(?<=[A-Z]{4}\s?\d{0,5})O(?=\d)/g, "0"));
  if (curp) return { value: curp.slice(1).join(""), valid: true, scheme: "CURP (MX)" };
  const repaired = repairedCurp(upper);
  if (repaired) return { value: repaired, valid: true, scheme: "CURP (MX)" };
  // A known country's own grouped number comes before the Venezuelan shape: on a Bolivian
  // card "E 9712574 OR" is the number and its department, the E a speck.
  const known = country && country !== "VE" ? groupedId(digitsRead(upper), country) : undefined;
  if (known) return known;
  const ve = /(?<![A-Z])[VEY][VE]?\s*[-.:_]?\s*\d/.test(upper) ? parseCedula(upper) : undefined;
  if (ve) return { value: ve, valid: true, scheme: "cédula (VE)" };
  // A V or E before the number that does not make a Venezuelan cédula ("V-3.,847.002") is a
  // misreading, failed so that it is read again, not taken as a bare number.
  const prefixed = /^\W*([VE])\s*[-.:]?\s*(\d[\d.,\s]*)$/.exec(upper.trim());
  if (prefixed)
    return {
      value: `${prefixed[1]}${(prefixed[2] as string).replace(/\D/g, "")}`,
      valid: false,
      scheme: "cédula (VE)",
    };
  const grouped = groupedId(digitsRead(upper), country);
  if (grouped) return grouped;
  const m = DIGIT_ID.exec(digitsRead(upper));
  if (!m) return undefined;
  const body = (m[1] as string).replace(/\D/g, "");
  const check = m[2]?.toUpperCase();
  if (body.length < 6 || body.length > 13) return undefined;
  if (check !== undefined) {
    // A check digit after a hyphen: Chile's RUN (any country printing one is checked as such).
    const value = `${body}${check}`;
    if (body.length >= 7 && body.length <= 8) {
      const holds = rutCheckDigit(body) === check;
      return {
        value,
        valid: holds || (country !== undefined && country !== "CL" ? null : false),
        scheme: "RUN (CL)",
      };
    }
    return { value, valid: null, scheme: "number with check digit" };
  }
  // The check digit printed without its hyphen (a RUN read as nine digits).
  if (country === "CL" && (body.length === 8 || body.length === 9))
    return {
      value: body,
      valid: rutCheckDigit(body.slice(0, -1)) === body.slice(-1),
      scheme: "RUN (CL)",
    };
  if (body.length === 10 && (country === "EC" || (!country && ecuadorCedulaHolds(body))))
    return { value: body, valid: ecuadorCedulaHolds(body), scheme: "cédula (EC)" };
  // Cuba's carné (11 digits from the birth date) and the Dominican cédula run to 11 digits.
  if (body.length === 11 && (country === "CU" || country === "DO"))
    return {
      value: body,
      valid: country === "DO" ? luhnHolds(body) : null,
      scheme: `identity number (${country})`,
    };
  // Eleven digits with no country known: the Dominican cédula's when its Luhn digit holds (the
  // page's heading may be what OCR garbled: "REF MINICANA").
  if (body.length === 11 && country === undefined && luhnHolds(body))
    return { value: body, valid: true, scheme: "identity number (DO)" };
  if (body.length > 10) return undefined;
  return { value: body, valid: null, scheme: "identity number (digits)" };
}

/**
 * A company's tax identification number as invoices print it, with its check where the
 * scheme has one: Venezuela's RIF, Colombia's NIT (DIAN), Argentina's CUIT and Peru's RUC
 * (modulus 11), Chile's RUT (modulus 11, K), Ecuador's RUC (13 digits ending 001), Mexico's
 * RFC and Spain's CIF/NIF. The value is the printed letters and digits without separators.
 */
export function parseTaxId(raw: string, country?: string): IdNumber | undefined {
  const upper = raw.toUpperCase();
  const rif = /[VEJPGC]\s*-?\s*\d/.test(upper) || country === "VE" ? parseRif(upper) : undefined;
  if (rif) return { value: rif.value, valid: rif.valid, scheme: "RIF (VE)" };
  const rfc = RFC.exec(upper);
  if (rfc && /[A-Z]/.test(rfc[1] as string))
    return { value: rfc.slice(1).join(""), valid: null, scheme: "RFC (MX)" };
  const cif = CIF.exec(upper);
  if (cif) {
    const digits = (cif[2] as string).replace(/\D/g, "");
    return {
      value: `${cif[1]}${digits}${cif[3]}`,
      valid: cifHolds(cif[1] as string, digits, cif[3] as string),
      scheme: "CIF (ES)",
    };
  }
  const nif = parseSpanishId(upper);
  if (nif) return { value: nif, valid: true, scheme: "NIF (ES)" };
  // The EIN of the United States and Puerto Rico (12-3456789).
  const ein = /(?<![\dA-Z-])(\d{2})\s?-\s?(\d{7})(?![\d-])/.exec(upper);
  if (ein && (country === undefined || country === "US" || country === "PR"))
    return { value: `${ein[1]}${ein[2]}`, valid: null, scheme: "EIN (US)" };
  // Numbers printed in several hyphenated groups: the Dominican RNC (1-31-86425-2), Honduras'
  // RTN (0801-1990-123456), Costa Rica's cédula jurídica (3-101-123456).
  // Not a phone written after its caption ("Tel. 809-811-2458").
  const grouped =
    /(?<!(?:TEL[EÉ]?F?(?:ONO)?|FAX|CEL(?:ULAR)?|M[OÓ]VIL|WHATSAPP)\.?:?\s*)(?<![\dA-Z])\d{1,4}(?:\s?-\s?\d{1,6}){2,4}(?![\d])/.exec(
      upper,
    );
  if (grouped) {
    const digits = grouped[0].replace(/\D/g, "");
    if (
      digits.length >= 9 &&
      digits.length <= 14 &&
      !/^\d{2}-\d{8}-\d$/.test(grouped[0].replace(/\s/g, ""))
    )
      return {
        value: digits,
        valid: digits.length === 11 && country === "DO" ? luhnHolds(digits) : null,
        scheme:
          country === "DO" ? "RNC (DO)" : country === "HN" ? "RTN (HN)" : "tax number (grouped)",
      };
  }
  const m =
    /(?<![\dA-Z])(\d{2})\s?-\s?(\d{8})\s?-\s?(\d)(?!\d)/.exec(upper) ??
    /(?<![\dA-Z])(\d{1,3}(?:[.,\s]\d{3}){1,3}|\d{7,13})(?:\s?-\s?([\dK]))?(?!\d)/.exec(upper);
  if (!m) return undefined;
  if (m.length === 4 && m[3] !== undefined && (m[1] as string).length === 2) {
    const digits = `${m[1]}${m[2]}${m[3]}`;
    return { value: digits, valid: mod11Weighted54Holds(digits), scheme: "CUIT (AR)" };
  }
  const body = (m[1] as string).replace(/\D/g, "");
  const check = m[2]?.toUpperCase();
  if (check !== undefined) {
    const value = `${body}${check}`;
    if (body.length >= 7 && body.length <= 8 && country !== "CO")
      return { value, valid: rutCheckDigit(body) === check, scheme: "RUT (CL)" };
    if (body.length === 9 || country === "CO") {
      const nit = parseNit(`${body}-${check}`);
      return { value, valid: nit?.valid ?? false, scheme: "NIT (CO)" };
    }
    return { value, valid: null, scheme: "tax number with check digit" };
  }
  if (body.length === 9 && country === "DO")
    return { value: body, valid: rncHolds(body), scheme: "RNC (DO)" };
  if (body.length === 11)
    return {
      value: body,
      valid: mod11Weighted54Holds(body),
      scheme: country === "AR" ? "CUIT (AR)" : "RUC (PE)",
    };
  if (body.length === 13 && body.endsWith("001"))
    return {
      value: body,
      valid: ecuadorCedulaHolds(body.slice(0, 10)) || null,
      scheme: "RUC (EC)",
    };
  if (country === "CL" && (body.length === 8 || body.length === 9))
    return {
      value: body,
      valid: rutCheckDigit(body.slice(0, -1)) === body.slice(-1),
      scheme: "RUT (CL)",
    };
  return undefined;
}
