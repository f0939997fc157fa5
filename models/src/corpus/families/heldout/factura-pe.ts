/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Peruvian electronic invoice printout: RUC box, "Op. gravada / IGV / Importe total", amount in words. */
import { PERU } from "../../content/countries/index.ts";
import { numberToWords } from "../../content/words.ts";
import { emblem, qrLike } from "../../render/decor.ts";
import { drawTable } from "../../render/table.ts";
import { facturaFamily, quantityText } from "../shared/factura.ts";
import { CLIENTS_PER, ISSUERS_PER, pricedIn } from "./content/commerce.ts";
import { POOLS_PER } from "./content/pools.ts";

const X = 150;
const BLUE = "#1e3a8a";

export const FACTURA_PE = facturaFamily({
  name: "factura-pe-electronica",
  split: "heldout",
  description: "Peruvian electronic invoice printout",
  country: PERU,
  fonts: ["IBM Plex Sans"],
  dateStyles: ["dmy_slash", "iso"],
  issuers: ISSUERS_PER,
  wares: pricedIn(3.7),
  clientCompanies: CLIENTS_PER,
  clientPools: POOLS_PER,
  numero: (rng) =>
    `F${String(rng.int(1, 9)).padStart(3, "0")}-${String(rng.int(1, 99_999)).padStart(8, "0")}`,
  draw(page, rng, sale, f, money) {
    const W = page.width;
    emblem(page.ctx, X + 110, 250, 100, BLUE);
    page.text(f.emisor.printed as string, X + 250, 220, {
      size: 46,
      bold: true,
      color: BLUE,
      maxWidth: 1050,
    });
    page.text(
      `${rng.pick(["Av.", "Jr.", "Calle"])} ${rng.pick(["Los Laureles", "Bolognesi", "San Martín", "Pardo"])} ${rng.int(100, 999)} - ${rng.pick(["Trujillo", "Arequipa", "Lima", "Piura"])}`,
      X + 250,
      280,
      { size: 28 },
    );
    page.text(`Telf.: (0${rng.int(41, 84)}) ${rng.int(200_000, 299_999)}`, X + 250, 326, {
      size: 28,
    });
    const bx = W - X - 720;
    page.rect(
      { x: bx, y: 130, width: 720, height: 290 },
      { stroke: BLUE, lineWidth: 4, radius: 20 },
    );
    page.text(`RUC N° ${f.rif.printed}`, bx + 360, 210, { size: 38, bold: true, align: "center" });
    page.rect({ x: bx + 4, y: 240, width: 712, height: 80 }, { fill: BLUE });
    page.text("FACTURA ELECTRÓNICA", bx + 360, 296, {
      size: 40,
      bold: true,
      color: "#ffffff",
      align: "center",
    });
    page.text(f.numero.printed as string, bx + 360, 384, { size: 40, bold: true, align: "center" });
    let y = 500;
    const info: [string, string][] = [
      ["Fecha de emisión", f.fecha.printed as string],
      ["Señor(es)", f.cliente.printed as string],
      [sale.clienteId.length === 11 ? "RUC" : "DNI", sale.clienteId],
      ["Moneda", "SOLES"],
      ["Forma de pago", rng.pick(["Contado", "Crédito a 30 días"])],
    ];
    for (const [label, value] of info) {
      page.text(label, X, y, { size: 30, bold: true });
      page.text(":", X + 330, y, { size: 30, bold: true });
      page.text(value, X + 360, y, { size: 30, maxWidth: W - 2 * X - 360 });
      y += 52;
    }
    y = drawTable(
      page,
      [
        { title: "CANT.", share: 0.08, align: "center" },
        { title: "UNIDAD", share: 0.1, align: "center" },
        { title: "CÓDIGO", share: 0.1, align: "left" },
        { title: "DESCRIPCIÓN", share: 0.42, align: "left" },
        { title: "P. UNIT.", share: 0.14, align: "right" },
        { title: "IMPORTE", share: 0.16, align: "right" },
      ],
      sale.items.map((item) => [
        quantityText(item.quantityTenths, PERU),
        rng.pick(["NIU", "UND", "ZZ"]),
        `P${rng.int(1000, 9999)}`,
        item.description,
        money(item.unitCents),
        money(item.amountCents),
      ]),
      {
        x: X,
        y: y + 30,
        width: W - 2 * X,
        rowHeight: 78,
        header: { fill: "#dbeafe", color: BLUE, size: 28 },
        body: { size: 29 },
        grid: "outer",
        lineColor: BLUE,
      },
    );
    const sol = Math.floor(sale.totalCents / 100);
    page.paragraph(
      `SON: ${numberToWords(sol)} CON ${String(sale.totalCents % 100).padStart(2, "0")}/100 SOLES`,
      X,
      y + 70,
      1250,
      46,
      { size: 28, bold: true },
    );
    const rows: [string, string][] = [
      ["OP. GRAVADA", money(sale.subtotalCents)],
      ["OP. EXONERADA", "0.00"],
      ["I.G.V. 18%", money(sale.ivaCents)],
      ["IMPORTE TOTAL", money(sale.totalCents)],
    ];
    rows.forEach(([label, value], i) => {
      const ty = y + 70 + i * 62;
      page.text(label, W - X - 620, ty, { size: 30, bold: i === 3 });
      page.text(`S/ ${value}`, W - X, ty, { size: 31, bold: i === 3, align: "right" });
    });
    qrLike(page.ctx, X, page.height - 620, 380, rng);
    page.text("Representación impresa de la Factura Electrónica.", X + 440, page.height - 520, {
      size: 28,
    });
    page.text("Consulte su validez en el portal de SUNAT.", X + 440, page.height - 474, {
      size: 28,
    });
    page.text(
      `Resumen: ${Array.from({ length: 28 }, () => rng.pick([..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/"])).join("")}=`,
      X + 440,
      page.height - 428,
      { size: 24, color: "#555555" },
    );
    return undefined;
  },
});
