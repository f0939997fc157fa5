/**
 * An amount as a number: "1.234,56", "1,234.56", "Bs. 12.500,00", "$ 99.90", "1 234,5".
 * The last separator followed by one or two digits is the decimal mark; others group
 * thousands. Undefined when no number is there.
 */
export function parseMoney(raw: string): number | undefined {
  const m = /-?\d[\d.,\s']*/.exec(raw.replace(/[oO](?=[\d.,])|(?<=[\d.,])[oO]/g, "0"));
  if (!m) return undefined;
  let digits = m[0].replace(/[\s']/g, "").replace(/[.,]+$/, "");
  const negative = digits.startsWith("-");
  digits = digits.replace(/^-/, "");
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  let value: number;
  if (decimal) {
    const whole = digits.slice(0, decimal.index).replace(/[.,]/g, "");
    value = Number(`${whole}.${decimal[1]}`);
  } else {
    value = Number(digits.replace(/[.,]/g, ""));
  }
  if (!Number.isFinite(value)) return undefined;
  return negative ? -value : value;
}

/** Rounds to cents. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** An amount found inside a longer text: its value and where it was written. */
export interface AmountHit {
  value: number;
  start: number;
  end: number;
}

/**
 * Amounts as printed on invoices and receipts: a currency mark before them (RM, $, €, Bs.,
 * S/, MYR, USD…) or two decimals ("1.234,56", "1,234.56", "7.42"). A bare integer, a
 * percentage ("GST @6%") or a number run into letters is no amount.
 */
const AMOUNT =
  /(?<![\p{L}\d.,])(?:(?:RM|MYR|USD|EUR|COP|MXN|ARS|VES|Bs\.?[SF]?|S\/|US\$|\$|€|£)\s*(-?\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\uE000?\d{1,2})?|-?\d+(?:[.,]\uE000?\d{1,2})?|[.,]\d{2})|(-?\d{1,3}(?:[.,]\d{3})*[.,]\d{2}|-?\d+[.,]\d{2}))(?![\d%]|[.,]\d)/gu;

/** Every amount written in `text`, in order (see AMOUNT). */
export function findAmounts(text: string): AmountHit[] {
  const out: AmountHit[] = [];
  // An O read for a zero beside digits ("RMO.00"), a space OCR put after the decimal
  // separator of an amount with its currency ("RM53. 60"), and a decimal point it read as a
  // space there ("RM8 60": a currency's cents are two digits, a thousands group three); one
  // character for one, so the offsets stay those of `text`.
  const read = text
    .replace(/(?<=[\d.,]|RM|\$)[oO]|[oO](?=[.,]\d)/g, "0")
    .replace(/(?<=(?:RM|\$|€)\s?\d{1,6}[.,]) (?=\d{2}(?!\d))/g, "\uE000")
    .replace(/(?<=(?:RM|\$|€)\s?\d{1,6}) (?=\d{2}(?![\d.,]))/g, ".");
  for (const m of read.matchAll(AMOUNT)) {
    const text = ((m[1] ?? m[2]) as string).replace("\uE000", "");
    // "RM .01": the cents alone after a currency mark.
    const value = /^[.,]/.test(text) ? Number(`0.${text.slice(1)}`) : parseMoney(text);
    if (value === undefined) continue;
    const start = m.index ?? 0;
    out.push({ value, start, end: start + m[0].length });
  }
  return out;
}
