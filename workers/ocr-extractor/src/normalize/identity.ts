/** The control letters of Spain's DNI and NIE, indexed by the number modulo 23. */
const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

/**
 * A Spanish DNI ("12.345.678-Z") or NIE ("X-1234567-L") whose control letter holds, written
 * without separators ("12345678Z"); undefined otherwise (a wrong letter is a misread digit).
 */
export function parseSpanishId(raw: string): string | undefined {
  const m =
    /(?<![\dA-Z])([XYZ]?)[\s.-]?(\d{1,2}[.\s]?\d{3}[.\s]?\d{3}|\d{7,8})[\s-]?([A-Z])(?![\dA-Z])/.exec(
      raw.toUpperCase(),
    );
  if (!m) return undefined;
  const prefix = m[1] as string;
  const digits = (m[2] as string).replace(/\D/g, "");
  if (prefix ? digits.length !== 7 : digits.length !== 8) return undefined;
  const number = Number(`${prefix ? "XYZ".indexOf(prefix) : ""}${digits}`);
  return DNI_LETTERS[number % 23] === m[3] ? `${prefix}${digits}${m[3]}` : undefined;
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
  const m = /\b([VEY])[VE]?\s*[-.:]?\s*(\d{1,3}(?:[.\s]?\d{3}){1,2})\b/.exec(text);
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
