/** Money in integer cents and its Spanish printed form (1.234,56). */

/** Formats cents Spanish style: thousands with ".", decimals with ",": 123456 → "1.234,56". */
export function formatMoney(cents: number): string {
  const whole = Math.floor(cents / 100);
  const frac = String(cents % 100).padStart(2, "0");
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${frac}`;
}

/** Cents to a number of currency units, e.g. 123456 → 1234.56. */
export function toUnits(cents: number): number {
  return Math.round(cents) / 100;
}
