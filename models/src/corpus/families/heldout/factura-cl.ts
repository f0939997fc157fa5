/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Chilean electronic invoice: red RUT box, client grid, SII stamp barcode. */
import { CHILE } from "../../content/countries/index.ts";
import { barcode } from "../../render/decor.ts";
import { drawTable } from "../../render/table.ts";
import { facturaFamily, quantityText } from "../shared/factura.ts";
import { CLIENTS_CHL, ISSUERS_CHL, pricedIn } from "./content/commerce.ts";
import { POOLS_CHL } from "./content/pools.ts";

const X = 150;
const RED = "#c1121f";

export const FACTURA_CL = facturaFamily({
  name: "factura-cl-electronica",
  split: "heldout",
  description: "Chilean electronic invoice",
  country: CHILE,
  fonts: ["Barlow"],
  dateStyles: ["long", "dmy_dash"],
  issuers: ISSUERS_CHL,
  wares: pricedIn(930),
  clientCompanies: CLIENTS_CHL,
  clientPools: POOLS_CHL,
  numero: (rng) => String(rng.int(100, 999_999)),
  draw(page, rng, sale, f, money) {
    const W = page.width;
    const giro =
      {
        materiales: "Venta al por menor de artículos de ferretería",
        tecnologia: "Servicios de asesoría informática",
        frutas: "Venta al por mayor de frutas y verduras",
        papeleria: "Venta al por menor de libros y artículos de oficina",
      }[sale.category] ?? "Comercio";
    page.text(f.emisor.printed as string, X, 200, { size: 50, bold: true, maxWidth: 1300 });
    page.text(`Giro: ${giro}`, X, 262, { size: 28, maxWidth: 1300 });
    page.text(
      `Casa matriz: ${rng.pick(["Av. Vicuña Mackenna", "Los Carrera", "Av. Alemania"])} ${rng.int(100, 9999)}, ${rng.pick(["Santiago", "Temuco", "Talca"])}`,
      X,
      308,
      { size: 28 },
    );
    page.text(`Fono: +56 2 ${rng.int(2000, 2999)} ${rng.int(1000, 9999)}`, X, 354, { size: 28 });
    const bx = W - X - 700;
    page.rect({ x: bx, y: 120, width: 700, height: 300 }, { stroke: RED, lineWidth: 6 });
    page.text(`R.U.T.: ${f.rif.printed}`, bx + 350, 200, {
      size: 40,
      bold: true,
      color: RED,
      align: "center",
    });
    page.text("FACTURA ELECTRÓNICA", bx + 350, 280, {
      size: 44,
      bold: true,
      color: RED,
      align: "center",
    });
    page.text(`N° ${f.numero.printed}`, bx + 350, 360, {
      size: 40,
      bold: true,
      color: RED,
      align: "center",
    });
    page.text(
      `S.I.I. - ${rng.pick(["SANTIAGO CENTRO", "TEMUCO", "TALCA", "PROVIDENCIA"])}`,
      bx + 350,
      470,
      { size: 30, bold: true, color: RED, align: "center" },
    );
    let y = 540;
    page.rect({ x: X, y, width: W - 2 * X, height: 330 }, { stroke: "#333333", lineWidth: 2 });
    const info: [string, string][] = [
      ["SEÑOR(ES):", f.cliente.printed as string],
      ["R.U.T.:", sale.clienteId],
      [
        "GIRO:",
        rng.pick(["Construcción", "Servicios de salud", "Administración pública", "Agricultura"]),
      ],
      ["FECHA EMISIÓN:", f.fecha.printed as string],
      ["CONDICIÓN DE VENTA:", rng.pick(["Contado", "30 días"])],
    ];
    info.forEach(([label, value], i) => {
      page.text(label, X + 30, y + 60 + i * 60, { size: 28, bold: true });
      page.text(value, X + 420, y + 60 + i * 60, { size: 30, maxWidth: W - 2 * X - 460 });
    });
    y = drawTable(
      page,
      [
        { title: "Código", share: 0.1, align: "left" },
        { title: "Descripción", share: 0.44, align: "left" },
        { title: "Cantidad", share: 0.1, align: "right" },
        { title: "Precio", share: 0.13, align: "right" },
        { title: "%Desc.", share: 0.08, align: "right" },
        { title: "Valor", share: 0.15, align: "right" },
      ],
      sale.items.map((item) => [
        String(rng.int(1000, 9999)),
        item.description,
        quantityText(item.quantityTenths, CHILE),
        money(item.unitCents),
        "0",
        money(item.amountCents),
      ]),
      {
        x: X,
        y: y + 380,
        width: W - 2 * X,
        rowHeight: 76,
        header: { color: "#111111", size: 28, rule: "#111111" },
        body: { size: 29 },
        grid: "full",
        lineColor: "#777777",
      },
    );
    const rows: [string, number][] = [
      ["MONTO NETO", sale.subtotalCents],
      ["I.V.A. 19%", sale.ivaCents],
      ["TOTAL", sale.totalCents],
    ];
    const top = y + 60;
    page.rect(
      { x: W - X - 760, y: top, width: 760, height: 240 },
      { stroke: "#333333", lineWidth: 2 },
    );
    rows.forEach(([label, cents], i) => {
      const ty = top + 70 + i * 66;
      page.text(label, W - X - 730, ty, { size: 32, bold: true });
      page.text(`$ ${money(cents)}`, W - X - 30, ty, { size: 34, bold: i === 2, align: "right" });
    });
    const sy = page.height - 700;
    barcode(page.ctx, { x: X, y: sy, width: 900, height: 300 }, rng);
    page.text("Timbre Electrónico SII", X + 450, sy + 350, { size: 28, align: "center" });
    page.text("Res. 80 de 2014 - Verifique documento en el sitio del SII", X + 450, sy + 394, {
      size: 24,
      align: "center",
    });
    return undefined;
  },
});
