/** The frame every invoice family shares: issuer, client, items with exact arithmetic, totals. */
import type { Pools } from "../../content/citizen.ts";
import { type Country, formatAmount } from "../../content/country.ts";
import {
  addTime,
  type CivilDate,
  CORPUS_TODAY,
  type DateStyle,
  dateBetween,
  formatDate,
  isoDate,
} from "../../content/dates.ts";
import { type InvoiceItem, itemsTruth } from "../../content/invoice.ts";
import { toUnits } from "../../content/money.ts";
import type { PrintedValue } from "../../content/printed.ts";
import { FIELD_NAMES } from "../../fields.ts";
import type { FontFamily } from "../../fonts.ts";
import type { PhotoOptions } from "../../photo/index.ts";
import { Fields, type RenderedDocument } from "../../render/document.ts";
import { Page } from "../../render/page.ts";
import type { Rng } from "../../rng.ts";
import type { Family, Split } from "../family.ts";

/** An item a business sells: description and unit-price range in currency units. */
export type Ware = readonly [description: string, low: number, high: number];

/** One invoice's content; money in cents (whole units for currencies without cents). */
export interface Sale {
  country: Country;
  emisor: string;
  emisorTaxId: PrintedValue<string>;
  /** The business's category, as given in the design's issuer list. */
  category: string;
  numero: string;
  date: CivilDate;
  cliente: string;
  clienteId: string;
  items: InvoiceItem[];
  subtotalCents: number;
  ivaCents: number;
  totalCents: number;
}

/** The printed value of every factura field. */
export type FacturaPrint = Record<
  (typeof FIELD_NAMES)["factura"][number],
  PrintedValue<string | number>
>;

/** An invoice design. */
export interface FacturaDesign {
  name: string;
  split: Split;
  description: string;
  country: Country;
  fonts: readonly FontFamily[];
  dateStyles: readonly DateStyle[];
  /** Businesses that issue it: [name, category]; categories key `wares`. */
  issuers: readonly (readonly [string, string])[];
  wares: Readonly<Record<string, readonly Ware[]>>;
  /** Client companies; people come from `clientPools`. */
  clientCompanies: readonly string[];
  clientPools: Pools;
  /** The invoice number as printed (and normalised: numero is kept as printed). */
  numero(rng: Rng): string;
  /** Items per invoice (default 2–8). */
  itemCount?: [number, number];
  /** Page size in pixels at 300 dpi (default A4), or one that depends on the sale (receipt rolls). */
  size?: [number, number] | ((sale: Sale) => [number, number]);
  /** Draws the invoice; `money` prints cents in the country's style without a currency sign. */
  draw(
    page: Page,
    rng: Rng,
    sale: Sale,
    f: FacturaPrint,
    money: (cents: number) => string,
  ): string | undefined;
  photo?: PhotoOptions;
}

/** Quantity in tenths as the country prints it: "3", "2,5" or "2.5". */
export function quantityText(tenths: number, country: Country): string {
  if (tenths % 10 === 0) return String(tenths / 10);
  const sep = country.money.separators === "dot_comma" ? "," : ".";
  return `${Math.floor(tenths / 10)}${sep}${tenths % 10}`;
}

function drawSale(rng: Rng, design: FacturaDesign): Sale {
  const country = design.country;
  const [emisor, category] = rng.pick(design.issuers);
  const wares = design.wares[category] ?? [];
  const [lo, hi] = design.itemCount ?? [2, 8];
  const whole = country.money.decimals === 0;
  const items = rng
    .sample(wares, rng.int(lo, Math.min(hi, wares.length)))
    .map(([description, low, high]) => {
      const quantityTenths = !whole && rng.chance(0.15) ? rng.int(5, 95) : rng.int(1, 12) * 10;
      const unitCents = whole ? rng.int(low, high) * 100 : rng.int(low * 100, high * 100);
      const amountCents = Math.round((quantityTenths * unitCents) / 10);
      return { description, quantityTenths, unitCents, amountCents };
    });
  const subtotalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  const exact = (subtotalCents * country.vat.rate) / 100;
  const ivaCents = whole ? Math.round(exact / 100) * 100 : Math.round(exact);
  const person = rng.chance(0.5);
  const given = rng.pick(rng.chance(0.5) ? design.clientPools.male : design.clientPools.female);
  const [s1, s2] = rng.sample(design.clientPools.surnames, 2);
  const personName = `${given} ${s1} ${s2}`;
  return {
    country,
    emisor,
    category,
    emisorTaxId: country.companyTaxId(rng),
    numero: design.numero(rng),
    date: dateBetween(rng, addTime(CORPUS_TODAY, -3), CORPUS_TODAY),
    cliente: person
      ? rng.chance(0.6)
        ? personName.toLocaleUpperCase("es")
        : personName
      : rng.pick(design.clientCompanies),
    clienteId: person ? country.nationalId(rng, 1980).printed : country.companyTaxId(rng).printed,
    items,
    subtotalCents,
    ivaCents,
    totalCents: subtotalCents + ivaCents,
  };
}

/** Makes a family from an invoice design. */
export function facturaFamily(design: FacturaDesign): Family {
  return {
    name: design.name,
    type: "factura",
    split: design.split,
    description: design.description,
    ...(design.photo ? { photo: design.photo } : {}),
    render(rng: Rng): RenderedDocument {
      const sale = drawSale(rng.fork("sale"), design);
      const money = (cents: number) => formatAmount(cents, design.country.money);
      const amount = (cents: number): PrintedValue<number> => ({
        printed: money(cents),
        normalized: toUnits(cents),
      });
      const f: FacturaPrint = {
        numero: { printed: sale.numero, normalized: sale.numero },
        fecha: {
          printed: formatDate(sale.date, rng.pick(design.dateStyles)),
          normalized: isoDate(sale.date),
        },
        emisor: { printed: sale.emisor, normalized: sale.emisor },
        rif: sale.emisorTaxId,
        cliente: { printed: sale.cliente, normalized: sale.cliente },
        subtotal: amount(sale.subtotalCents),
        iva: amount(sale.ivaCents),
        total: amount(sale.totalCents),
      };
      const size = design.size ?? [2480, 3508];
      const [w, h] = typeof size === "function" ? size(sale) : size;
      const page = new Page(w, h, 300, rng.pick(design.fonts));
      page.rect({ x: 0, y: 0, width: w, height: h }, { fill: "#ffffff" });
      const variant = design.draw(page, rng, sale, f, money);
      const fields = new Fields();
      for (const name of FIELD_NAMES.factura) fields.set(name, f[name].printed, f[name].normalized);
      return {
        page,
        layout: variant ?? design.name,
        fields: fields.values,
        line_items: itemsTruth(sale.items),
      };
    },
  };
}
