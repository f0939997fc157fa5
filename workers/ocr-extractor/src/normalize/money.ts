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
