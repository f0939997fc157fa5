/** How a family draws and prints its holder: country, pools and printing choices. */
import { type Citizen, type Pools, randomCitizen } from "../../content/citizen.ts";
import type { Country } from "../../content/country.ts";
import type { DateStyle } from "../../content/dates.ts";
import type { PrintedValue } from "../../content/printed.ts";
import { type PersonField, type PrintOptions, printCitizen } from "../../render/person-print.ts";
import type { Rng } from "../../rng.ts";

/** The holder's choices a family fixes, each a list to draw from. */
export interface HolderStyle {
  country: Country;
  pools: Pools;
  dateStyles: readonly DateStyle[];
  letterCase: readonly PrintOptions["letterCase"][];
  nameOrder: readonly PrintOptions["nameOrder"][];
}

/** A drawn holder: the person, every person field printed, and the date style in use. */
export interface Holder {
  citizen: Citizen;
  p: Record<PersonField, PrintedValue<string>>;
  dateStyle: DateStyle;
  letterCase: PrintOptions["letterCase"];
}

/** Draws a holder and prints their fields by the style's choices. */
export function drawHolder(rng: Rng, style: HolderStyle): Holder {
  const citizen = randomCitizen(rng.fork("person"), style.country, style.pools);
  const dateStyle = rng.pick(style.dateStyles);
  const letterCase = rng.pick(style.letterCase);
  const p = printCitizen(rng, citizen, {
    letterCase,
    dateStyle,
    nameOrder: rng.pick(style.nameOrder),
  });
  return { citizen, p, dateStyle, letterCase };
}
