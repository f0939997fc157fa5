/**
 * What a country's documents print the way that country prints it: identity and tax numbers,
 * phone numbers, money and its value-added tax. These are real conventions, shared by every
 * family of the country; the names, places and words a family draws come from its own pools.
 */
import type { Rng } from "../rng.ts";
import type { CivilDate } from "./dates.ts";
import type { Nationality } from "./identity.ts";
import type { PrintedValue } from "./printed.ts";

/** A city with its state (province, department) and the phone area code of its landlines. */
export interface Place {
  name: string;
  state: string;
  areaCode: string;
}

/** Money as a country prints it. */
export interface MoneyStyle {
  /** Currency sign or code printed before (or after, with `after`) amounts where a family shows it. */
  symbol: string;
  after?: boolean;
  /** 0 where the currency is used without cents (Chilean and Colombian pesos). */
  decimals: 0 | 2;
  /** Thousands and decimal separators: "1.234,56" or "1,234.56". */
  separators: "dot_comma" | "comma_dot";
}

/** A country's printing conventions. */
export interface Country {
  nationality: Nationality;
  /** International dialling code without "+". */
  dial: string;
  /** A phone number in one of the country's printed forms, normalised to E.164. */
  phone(rng: Rng, place: Place): PrintedValue<string>;
  /**
   * The national identity number of someone born in `birthYear` (on `birth`, for the countries
   * whose numbers encode the date of birth), in one printed form.
   */
  nationalId(rng: Rng, birthYear: number, birth?: CivilDate): PrintedValue<string>;
  /** The name documents give that number, as a title (e.g. "Cédula de ciudadanía"). */
  idName: string;
  /** A company's tax identification number, in one printed form. */
  companyTaxId(rng: Rng): PrintedValue<string>;
  /** The tax number's usual label (RIF, NIT, CIF, RFC, RUC, CUIT, RUT). */
  taxIdLabel: string;
  money: MoneyStyle;
  /** Value-added tax: rate in percent and the name printed on invoices (IVA, IGV). */
  vat: { rate: number; label: string };
}

/** Inserts `sep` every three digits from the right: 1234567 → 1.234.567. */
export function groupThousands(digits: string, sep: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** The normalised form of an identity or tax number: letters and digits, upper case. */
export function idNormalized(printed: string): string {
  return printed.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
}

/** A number printed in one of `forms`; normalised by {@link idNormalized}. */
export function printedId(rng: Rng, forms: readonly string[]): PrintedValue<string> {
  const printed = rng.pick(forms);
  return { printed, normalized: idNormalized(printed) };
}

/** Prints cents in the country's style, without the currency sign: 1234,56 or 1,234.56 or 1.235. */
export function formatAmount(cents: number, money: MoneyStyle): string {
  const [thousands, decimal] = money.separators === "dot_comma" ? [".", ","] : [",", "."];
  if (money.decimals === 0) return groupThousands(String(Math.round(cents / 100)), thousands);
  const whole = groupThousands(String(Math.floor(cents / 100)), thousands);
  return `${whole}${decimal}${String(cents % 100).padStart(2, "0")}`;
}

/** An amount with the currency sign where the money style puts it. */
export function withCurrency(amount: string, money: MoneyStyle): string {
  return money.after ? `${amount} ${money.symbol}` : `${money.symbol} ${amount}`;
}

/** A random run of `count` digits, the first not zero. */
export function digits(rng: Rng, count: number): string {
  let out = String(rng.int(1, 9));
  while (out.length < count) out += String(rng.int(0, 9));
  return out;
}

/** Modulo-11 check digit with the given weights (left to right); 10 and 11 map through `map`. */
export function mod11(
  body: string,
  weights: readonly number[],
  map: (rest: number) => string,
): string {
  const sum = body.split("").reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  return map(11 - (sum % 11));
}
