/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Argentine "Factura A": split header with the letter box, CAE footer. */
import { ARGENTINA } from "../../content/countries/index.ts";
import { addTime, formatDate } from "../../content/dates.ts";
import { drawTable } from "../../render/table.ts";
import { facturaFamily, quantityText } from "../shared/factura.ts";
import { CLIENTS_ARG, ISSUERS_ARG, pricedIn } from "./content/commerce.ts";
import { POOLS_ARG } from "./content/pools.ts";

const X = 140;

export const FACTURA_AR = facturaFamily({
  name: "factura-ar-a",
  split: "heldout",
  description: "Argentine type-A invoice",
  country: ARGENTINA,
  fonts: ["Fira Sans"],
  dateStyles: ["dmy_slash"],
  issuers: ISSUERS_ARG,
  wares: pricedIn(1000),
  clientCompanies: CLIENTS_ARG,
  clientPools: POOLS_ARG,
  numero: (rng) => String(rng.int(1, 99_999)).padStart(8, "0"),
  draw(page, rng, sale, f, money) {
    const W = page.width;
    const mid = W / 2;
    page.rect({ x: X, y: 120, width: W - 2 * X, height: 560 }, { stroke: "#222222", lineWidth: 3 });
    page.line(mid, 220, mid, 680, "#222222", 3);
    page.rect(
      { x: mid - 70, y: 120, width: 140, height: 140 },
      { fill: "#ffffff", stroke: "#222222", lineWidth: 3 },
    );
    page.text("A", mid, 220, { size: 96, bold: true, align: "center" });
    page.text("COD. 01", mid, 250, { size: 20, bold: true, align: "center" });
    page.text(f.emisor.printed as string, X + 40, 330, {
      size: 46,
      bold: true,
      maxWidth: mid - X - 110,
    });
    page.text(`Razón social: ${f.emisor.printed}`, X + 40, 400, {
      size: 26,
      maxWidth: mid - X - 110,
    });
    page.text(
      `Domicilio comercial: ${rng.pick(["Av. San Martín", "Belgrano", "Mitre"])} ${rng.int(100, 3000)}`,
      X + 40,
      446,
      { size: 26 },
    );
    page.text("Condición frente al IVA: IVA Responsable Inscripto", X + 40, 492, { size: 26 });
    page.text("FACTURA", mid + 110, 330, { size: 60, bold: true });
    const pv = String(rng.int(1, 20)).padStart(5, "0");
    page.text(`Punto de Venta: ${pv}    Comp. Nro: ${f.numero.printed}`, mid + 110, 400, {
      size: 30,
      bold: true,
    });
    page.text(`Fecha de Emisión: ${f.fecha.printed}`, mid + 110, 450, { size: 30, bold: true });
    page.text(`CUIT: ${f.rif.printed}`, mid + 110, 510, { size: 28 });
    page.text(`Ingresos Brutos: ${rng.int(100_000, 999_999)}-${rng.int(10, 99)}`, mid + 110, 556, {
      size: 28,
    });
    page.text(
      `Fecha de Inicio de Actividades: ${formatDate({ year: rng.int(1995, 2018), month: rng.int(1, 12), day: rng.int(1, 28) }, "dmy_slash")}`,
      mid + 110,
      602,
      { size: 26 },
    );
    let y = 720;
    page.rect({ x: X, y, width: W - 2 * X, height: 240 }, { stroke: "#222222", lineWidth: 3 });
    page.text(`CUIT: ${sale.clienteId}`, X + 40, y + 60, { size: 30 });
    page.text(`Apellido y Nombre / Razón Social: ${f.cliente.printed}`, X + 700, y + 60, {
      size: 30,
      maxWidth: W - 2 * X - 740,
    });
    page.text(
      `Condición frente al IVA: ${rng.pick(["IVA Responsable Inscripto", "Monotributista", "Consumidor Final"])}`,
      X + 40,
      y + 130,
      { size: 28 },
    );
    page.text("Condición de venta: Contado", X + 40, y + 196, { size: 28 });
    y = drawTable(
      page,
      [
        { title: "Código", share: 0.09, align: "left" },
        { title: "Producto / Servicio", share: 0.37, align: "left" },
        { title: "Cantidad", share: 0.1, align: "right" },
        { title: "U. Medida", share: 0.1, align: "center" },
        { title: "Precio Unit.", share: 0.13, align: "right" },
        { title: "% Bonif", share: 0.07, align: "right" },
        { title: "Subtotal", share: 0.14, align: "right" },
      ],
      sale.items.map((item, i) => [
        String(i + 1).padStart(3, "0"),
        item.description,
        quantityText(item.quantityTenths, ARGENTINA),
        "unidades",
        money(item.unitCents),
        "0,00",
        money(item.amountCents),
      ]),
      {
        x: X,
        y: y + 280,
        width: W - 2 * X,
        rowHeight: 76,
        header: { fill: "#d9d9d9", color: "#111111", size: 26 },
        body: { size: 28 },
        grid: "none",
      },
    );
    const top = Math.max(y + 80, page.height - 900);
    page.rect({ x: X, y: top, width: W - 2 * X, height: 360 }, { stroke: "#222222", lineWidth: 3 });
    const rows: [string, string][] = [
      ["Importe Neto Gravado: $", money(sale.subtotalCents)],
      [`IVA 21%: $`, money(sale.ivaCents)],
      ["Importe Otros Tributos: $", "0,00"],
      ["Importe Total: $", money(sale.totalCents)],
    ];
    rows.forEach(([label, value], i) => {
      const ty = top + 80 + i * 76;
      page.text(label, W - X - 420, ty, { size: 32, bold: i === 3, align: "right" });
      page.text(value, W - X - 40, ty, { size: 34, bold: i === 3, align: "right" });
    });
    const cae = String(rng.int(10_000_000, 99_999_999)) + String(rng.int(100_000, 999_999));
    page.text(`CAE N°: ${cae}`, W - X, page.height - 420, { size: 30, bold: true, align: "right" });
    page.text(
      `Fecha de Vto. de CAE: ${formatDate(addTime(sale.date, 0, 10), "dmy_slash")}`,
      W - X,
      page.height - 370,
      { size: 30, bold: true, align: "right" },
    );
    page.text("Comprobante Autorizado", X, page.height - 420, { size: 34, bold: true });
    page.text(
      "Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación",
      X,
      page.height - 370,
      { size: 20, color: "#444444", maxWidth: 1300 },
    );
    page.text("ORIGINAL", W / 2, 100, { size: 30, bold: true, align: "center" });
    return undefined;
  },
});
