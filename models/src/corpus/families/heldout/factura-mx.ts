/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Mexican CFDI printout: issuer block, fiscal box, SAT codes in the item grid, amount in words, seals. */
import { MEXICO } from "../../content/countries/index.ts";
import { isoDate } from "../../content/dates.ts";
import { numberToWords } from "../../content/words.ts";
import { qrLike } from "../../render/decor.ts";
import { drawTable } from "../../render/table.ts";
import { facturaFamily, quantityText } from "../shared/factura.ts";
import { CLIENTS_MEX, ISSUERS_MEX, pricedIn } from "./content/commerce.ts";
import { POOLS_MEX } from "./content/pools.ts";

const X = 150;
const GREEN = "#14532d";
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

export const FACTURA_MX = facturaFamily({
  name: "factura-mx-cfdi",
  split: "heldout",
  description: "Mexican CFDI invoice printout",
  country: MEXICO,
  fonts: ["Arimo"],
  dateStyles: ["iso"],
  issuers: ISSUERS_MEX,
  wares: pricedIn(18),
  clientCompanies: CLIENTS_MEX,
  clientPools: POOLS_MEX,
  numero: (rng) => String(rng.int(100, 99_999)),
  draw(page, rng, sale, f, money) {
    const W = page.width;
    page.text(f.emisor.printed as string, X, 200, {
      size: 56,
      bold: true,
      color: GREEN,
      maxWidth: 1300,
    });
    page.text(`RFC: ${f.rif.printed}`, X, 270, { size: 34 });
    page.text("Régimen fiscal: 601 - General de Ley Personas Morales", X, 320, {
      size: 30,
      color: "#333333",
    });
    page.text(`Lugar de expedición: ${String(rng.int(1000, 99999)).padStart(5, "0")}`, X, 366, {
      size: 30,
      color: "#333333",
    });
    const bx = W - X - 820;
    page.rect({ x: bx, y: 130, width: 820, height: 330 }, { stroke: GREEN, lineWidth: 3 });
    page.rect({ x: bx, y: 130, width: 820, height: 70 }, { fill: GREEN });
    page.text("FACTURA", bx + 410, 182, {
      size: 42,
      bold: true,
      color: "#ffffff",
      align: "center",
    });
    page.text(`Serie: A    Folio: ${f.numero.printed}`, bx + 30, 250, { size: 32, bold: true });
    const uuid = [8, 4, 4, 4, 12]
      .map((n) => Array.from({ length: n }, () => rng.pick([..."0123456789ABCDEF"])).join(""))
      .join("-");
    page.text("Folio fiscal:", bx + 30, 300, { size: 26, color: "#444444" });
    page.text(uuid, bx + 30, 338, { size: 26, maxWidth: 760 });
    const time = `${String(rng.int(8, 19)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`;
    page.text(`Fecha de emisión: ${f.fecha.printed}T${time}`, bx + 30, 388, { size: 28 });
    page.text("Tipo de comprobante: I - Ingreso", bx + 30, 434, { size: 26, color: "#444444" });
    let y = 530;
    page.rect({ x: X, y, width: W - 2 * X, height: 210 }, { fill: "#f0f7f2" });
    const rfc =
      sale.clienteId.length === 18
        ? `${sale.clienteId.slice(0, 10)}${rng.pick([..."ABC123"])}${rng.pick([..."XYZ456"])}${rng.int(0, 9)}`
        : sale.clienteId;
    page.text("Receptor:", X + 30, y + 60, { size: 30, bold: true, color: GREEN });
    page.text(f.cliente.printed as string, X + 220, y + 60, {
      size: 34,
      maxWidth: W - 2 * X - 260,
    });
    page.text(`RFC: ${rfc}`, X + 30, y + 120, { size: 30 });
    page.text("Uso CFDI: G03 - Gastos en general", X + 700, y + 120, { size: 30 });
    page.text("Método de pago: PUE - Pago en una sola exhibición", X + 30, y + 176, {
      size: 28,
      color: "#333333",
    });
    page.text(
      `Forma de pago: ${rng.pick(["01 - Efectivo", "03 - Transferencia electrónica", "04 - Tarjeta de crédito"])}`,
      X + 1150,
      y + 176,
      { size: 28, color: "#333333" },
    );
    y = drawTable(
      page,
      [
        { title: "Clave SAT", share: 0.12, align: "left" },
        { title: "Cant.", share: 0.07, align: "center" },
        { title: "Unidad", share: 0.09, align: "center" },
        { title: "Descripción", share: 0.4, align: "left" },
        { title: "Valor unitario", share: 0.15, align: "right" },
        { title: "Importe", share: 0.17, align: "right" },
      ],
      sale.items.map((item) => [
        String(rng.int(10_000_000, 99_999_999)),
        quantityText(item.quantityTenths, MEXICO),
        rng.pick(["H87", "E48", "KGM", "XBX"]),
        item.description,
        money(item.unitCents),
        money(item.amountCents),
      ]),
      {
        x: X,
        y: y + 260,
        width: W - 2 * X,
        rowHeight: 80,
        header: { fill: GREEN, color: "#ffffff", size: 28 },
        body: { size: 30 },
        grid: "rows",
        lineColor: "#9ca3af",
      },
    );
    const lx = W - X - 820;
    const rows: [string, number][] = [
      ["Subtotal", sale.subtotalCents],
      ["IVA Trasladado 16%", sale.ivaCents],
      ["Total", sale.totalCents],
    ];
    rows.forEach(([label, cents], i) => {
      const ty = y + 90 + i * 66;
      page.text(label, lx, ty, { size: 34, bold: i === 2 });
      page.text(`$ ${money(cents)}`, W - X, ty, { size: 36, bold: i === 2, align: "right" });
    });
    const pesos = Math.floor(sale.totalCents / 100);
    page.paragraph(
      `Importe con letra: ${numberToWords(pesos)} PESOS ${String(sale.totalCents % 100).padStart(2, "0")}/100 M.N.`,
      X,
      y + 330,
      W - 2 * X,
      48,
      { size: 30 },
    );
    qrLike(page.ctx, X, page.height - 760, 440, rng);
    const seal = (n: number) => Array.from({ length: n }, () => rng.pick([...B64])).join("");
    let sy = page.height - 740;
    for (const label of ["Sello digital del CFDI:", "Sello del SAT:"]) {
      page.text(label, X + 500, sy, { size: 24, bold: true, color: "#444444" });
      for (let k = 0; k < 3; k++)
        page.text(seal(110), X + 500, sy + 36 + k * 32, {
          size: 18,
          color: "#555555",
          maxWidth: W - 2 * X - 500,
        });
      sy += 170;
    }
    page.text(`Fecha de certificación: ${isoDate(sale.date)}T${time}`, X + 500, sy + 10, {
      size: 24,
      color: "#444444",
    });
    page.text(
      "Este documento es una representación impresa de un CFDI.",
      W / 2,
      page.height - 160,
      { size: 28, color: "#444444", align: "center" },
    );
    return undefined;
  },
});
