/**
 * Invoices added as training families: a plain Venezuelan A4 invoice, a Dominican fiscal-credit
 * invoice (NCF, ITBIS), a Guatemalan electronic invoice (FEL), a Puerto Rican bilingual invoice
 * (IVU) and a Honduran supermarket ticket (CAI, ISV).
 */
import {
  DOMINICAN_REPUBLIC,
  GUATEMALA,
  HONDURAS,
  PUERTO_RICO,
  VENEZUELA,
} from "../../content/countries/index.ts";
import { randomRif } from "../../content/invoice.ts";
import { numberToWords } from "../../content/words.ts";
import { barcode, qrLike, signature } from "../../render/decor.ts";
import { watermark } from "../../render/security.ts";
import { roundStamp } from "../../render/stamp.ts";
import { drawTable } from "../../render/table.ts";
import { facturaFamily, quantityText } from "../shared/factura.ts";
import {
  CLIENTS_DO,
  CLIENTS_GT,
  CLIENTS_PR,
  CLIENTS_VE_A4,
  ISSUERS_DO,
  ISSUERS_GT,
  ISSUERS_HN,
  ISSUERS_PR,
  ISSUERS_VE_A4,
  WARES_DO,
  WARES_GT,
  WARES_HN,
  WARES_PR,
  WARES_VE_A4,
} from "./commerce-americas.ts";
import { TRAIN_POOLS_VEN } from "./pools.ts";
import {
  TRAIN_POOLS_DOM,
  TRAIN_POOLS_GTM,
  TRAIN_POOLS_HND,
  TRAIN_POOLS_PRI,
} from "./pools-americas.ts";

const X = 170;
const HEX = "0123456789ABCDEF";
const hex = (rng: { pick<T>(items: readonly T[]): T }, n: number) =>
  Array.from({ length: n }, () => rng.pick([...HEX])).join("");

/**
 * A plain Venezuelan A4 invoice: FACTURA in large type at the top, the issuer's RIF under its
 * name, control number, a gridded item table, "IVA (16%)" and TOTAL, the authorised printer's
 * line at the foot. Black with one accent colour.
 */
export const FACTURA_VE_A4 = facturaFamily({
  name: "factura-ve-simple",
  split: "train",
  description: "Venezuelan plain A4 invoice",
  country: VENEZUELA,
  fonts: ["PT Sans", "Montserrat", "PT Serif"],
  dateStyles: ["dmy_slash", "dmy_dash"],
  issuers: ISSUERS_VE_A4,
  wares: WARES_VE_A4,
  clientCompanies: CLIENTS_VE_A4,
  clientPools: TRAIN_POOLS_VEN,
  numero: (rng) => String(rng.int(1, 9999)).padStart(rng.pick([6, 8]), "0"),
  draw(page, rng, sale, f, money) {
    const W = page.width;
    const accent = rng.pick(["#111111", "#0b3d91", "#7b1113"]);
    const centred = rng.chance(0.5);
    page.text("FACTURA", centred ? W / 2 : X, 250, {
      size: 120,
      bold: true,
      color: accent,
      align: centred ? "center" : "left",
    });
    let y = 360;
    const head = (text: string, size: number, bold = false) => {
      page.text(text, centred ? W / 2 : X, y, {
        size,
        bold,
        align: centred ? "center" : "left",
        maxWidth: W - 2 * X,
      });
      y += size * 1.5;
    };
    head(f.emisor.printed as string, 44, true);
    head(`RIF: ${f.rif.printed}`, 36);
    head(
      `Domicilio fiscal: Av. ${rng.pick(["Libertador", "Bolívar", "Principal de Los Ruices", "Francisco de Miranda"])}, ${rng.pick(["Caracas", "Valencia", "Puerto Ordaz", "Barquisimeto"])}`,
      28,
    );
    head(
      `Teléfono: 0${rng.pick(["212", "241", "286", "251"])}-${rng.int(2_000_000, 9_999_999)}`,
      28,
    );
    y += 30;
    // Number, control number and date in a box at the right.
    const bx = W - X - 720;
    page.rect({ x: bx, y, width: 720, height: 230 }, { stroke: "#222222", lineWidth: 3 });
    page.text(`N° de Factura: ${f.numero.printed}`, bx + 30, y + 64, { size: 34, bold: true });
    page.text(
      `N° de Control: 00-${String(rng.int(1, 99_999)).padStart(6, "0")}`,
      bx + 30,
      y + 130,
      { size: 32 },
    );
    page.text(`Fecha de emisión: ${f.fecha.printed}`, bx + 30, y + 196, { size: 32 });
    page.text("Nombre o Razón Social:", X, y + 64, { size: 30, bold: true, color: accent });
    page.text(f.cliente.printed as string, X, y + 114, { size: 34, maxWidth: bx - X - 40 });
    page.text(`RIF/C.I.: ${sale.clienteId}`, X, y + 170, { size: 30 });
    page.text(
      `Condición de pago: ${rng.pick(["Contado", "Crédito 15 días", "Crédito 30 días"])}`,
      X,
      y + 222,
      { size: 28 },
    );
    y = drawTable(
      page,
      [
        { title: "CANT.", share: 0.1, align: "center" },
        { title: "DESCRIPCIÓN", share: 0.5, align: "left" },
        { title: "PRECIO UNIT.", share: 0.2, align: "right" },
        { title: "TOTAL", share: 0.2, align: "right" },
      ],
      sale.items.map((item) => [
        quantityText(item.quantityTenths, VENEZUELA),
        item.description,
        money(item.unitCents),
        money(item.amountCents),
      ]),
      {
        x: X,
        y: y + 300,
        width: W - 2 * X,
        rowHeight: 78,
        header: {
          color: accent === "#111111" ? "#111111" : "#ffffff",
          size: 30,
          ...(accent === "#111111" ? { rule: "#111111" } : { fill: accent }),
        },
        body: { size: 31 },
        grid: "full",
        lineColor: "#444444",
      },
    );
    const rows: [string, number][] = [
      ["SUBTOTAL", sale.subtotalCents],
      ["IVA (16%)", sale.ivaCents],
      ["TOTAL", sale.totalCents],
    ];
    const tx = W - X - 740;
    page.rect({ x: tx, y: y + 30, width: 740, height: 250 }, { stroke: "#222222", lineWidth: 3 });
    rows.forEach(([label, cents], i) => {
      const ty = y + 100 + i * 76;
      page.text(`${label}${i === 2 ? " Bs." : ""}`, tx + 30, ty, { size: 36, bold: i === 2 });
      page.text(money(cents), W - X - 30, ty, { size: 38, bold: i === 2, align: "right" });
    });
    page.text(`Base imponible: Bs. ${money(sale.subtotalCents)}`, X, y + 100, {
      size: 28,
      color: "#444444",
    });
    page.text("Alícuota general 16%", X, y + 146, { size: 28, color: "#444444" });
    signature(page.ctx, { x: X + 40, y: y + 380, width: 440, height: 120 }, rng);
    page.line(X, y + 520, X + 560, y + 520, "#333333", 2);
    page.text("Recibido conforme", X + 280, y + 566, { size: 28, align: "center" });
    const printer = randomRif(rng, "J").printed;
    page.paragraph(
      `Imprenta Gráficas ${rng.pick(["Ávila", "Mérida", "Guayana"])}, C.A. RIF ${printer}. Providencia SENIAT N° SNAT/2011/00${rng.int(10, 99)}. N° de Control desde 00-000001 hasta 00-00${rng.int(1000, 9999)}. Fecha de elaboración: ${rng.int(1, 28)}/${rng.int(1, 12)}/${2022 + rng.int(0, 2)}. ORIGINAL: CLIENTE`,
      X,
      page.height - 260,
      W - 2 * X,
      38,
      { size: 24, color: "#555555" },
    );
    return `factura-ve-simple-${centred ? "centrada" : "izquierda"}`;
  },
});

/**
 * Dominican fiscal-credit invoice: issuer band, NCF box with its expiry, RNC of both parties,
 * a table with the ITBIS of each line, totals in RD$.
 */
export const FACTURA_DO = facturaFamily({
  name: "factura-do-ncf",
  split: "train",
  description: "Dominican fiscal-credit invoice (NCF)",
  country: DOMINICAN_REPUBLIC,
  fonts: ["Work Sans", "Roboto", "Lato"],
  dateStyles: ["dmy_slash", "dmy_dash"],
  issuers: ISSUERS_DO,
  wares: WARES_DO,
  clientCompanies: CLIENTS_DO,
  clientPools: TRAIN_POOLS_DOM,
  numero: (rng) => `B01${String(rng.int(1, 99_999)).padStart(8, "0")}`,
  draw(page, rng, sale, f, money) {
    const W = page.width;
    const color = rng.pick(["#0b4f6c", "#5a189a", "#2b2d42"]);
    page.rect({ x: 0, y: 0, width: W, height: 330 }, { fill: color });
    page.text(f.emisor.printed as string, X, 150, {
      size: 52,
      bold: true,
      color: "#ffffff",
      maxWidth: 1300,
    });
    page.text(`RNC: ${f.rif.printed}`, X, 220, { size: 34, color: "#ffffff" });
    page.text(
      `${rng.pick(["Av. 27 de Febrero", "C/ El Sol", "Av. Máximo Gómez"])} #${rng.int(1, 300)}, ${rng.pick(["Santo Domingo", "Santiago", "La Vega"])} · Tel. 809-${rng.int(200, 999)}-${rng.int(1000, 9999)}`,
      X,
      276,
      { size: 26, color: "#e5e5e5", maxWidth: 1300 },
    );
    const bx = W - X - 700;
    page.rect(
      { x: bx, y: 400, width: 700, height: 300 },
      { stroke: color, lineWidth: 4, radius: 12 },
    );
    page.text("FACTURA DE CRÉDITO FISCAL", bx + 350, 460, {
      size: 32,
      bold: true,
      color,
      align: "center",
    });
    page.text(`NCF: ${f.numero.printed}`, bx + 350, 530, { size: 38, bold: true, align: "center" });
    page.text(`Válido hasta: 31/12/${2025 + rng.int(0, 1)}`, bx + 350, 590, {
      size: 28,
      align: "center",
    });
    page.text(`Fecha: ${f.fecha.printed}`, bx + 350, 660, { size: 32, align: "center" });
    page.text("Cliente:", X, 460, { size: 30, color: "#555555" });
    page.text(f.cliente.printed as string, X, 516, { size: 36, bold: true, maxWidth: bx - X - 60 });
    page.text(`RNC/Cédula: ${sale.clienteId}`, X, 576, { size: 30 });
    page.text(`Condición: ${rng.pick(["Contado", "Crédito 30 días"])}`, X, 628, { size: 30 });
    const itbis = (cents: number) => Math.round(cents * 0.18);
    const y = drawTable(
      page,
      [
        { title: "Cant.", share: 0.09, align: "right" },
        { title: "Descripción", share: 0.43, align: "left" },
        { title: "Precio", share: 0.16, align: "right" },
        { title: "ITBIS", share: 0.14, align: "right" },
        { title: "Valor", share: 0.18, align: "right" },
      ],
      sale.items.map((item) => [
        quantityText(item.quantityTenths, DOMINICAN_REPUBLIC),
        item.description,
        money(item.unitCents),
        money(itbis(item.amountCents)),
        money(item.amountCents),
      ]),
      {
        x: X,
        y: 780,
        width: W - 2 * X,
        rowHeight: 80,
        header: { color, size: 30, rule: color },
        body: { size: 30 },
        grid: "rows",
        zebra: "#f4f4f6",
        lineColor: "#cccccc",
      },
    );
    const rows: [string, number][] = [
      ["Subtotal", sale.subtotalCents],
      ["ITBIS 18%", sale.ivaCents],
      ["Total RD$", sale.totalCents],
    ];
    rows.forEach(([label, cents], i) => {
      const ty = y + 100 + i * 72;
      if (i === 2)
        page.rect({ x: W - X - 760, y: ty - 52, width: 760, height: 74 }, { fill: "#eeeeee" });
      page.text(label, W - X - 730, ty, { size: 36, bold: i === 2 });
      page.text(money(cents), W - X - 20, ty, { size: 38, bold: i === 2, align: "right" });
    });
    roundStamp(
      page.ctx,
      X + 260,
      y + 420,
      150,
      `${(f.emisor.printed as string).toUpperCase().slice(0, 30)} · RNC ${f.rif.printed}`,
      rng,
      { centre: "PAGADO" },
    );
    page.line(W - X - 700, y + 560, W - X, y + 560, "#333333", 2);
    page.text("Despachado por", W - X - 350, y + 604, { size: 28, align: "center" });
    return undefined;
  },
});

/**
 * Guatemalan electronic invoice (FEL): DTE series and number, authorisation UUID, NIT of issuer
 * and buyer, "Monto gravable / IVA (12%) / Gran total", total in words, certifier at the foot.
 */
export const FACTURA_GT = facturaFamily({
  name: "factura-gt-fel",
  split: "train",
  description: "Guatemalan electronic invoice (FEL)",
  country: GUATEMALA,
  fonts: ["Roboto Condensed", "PT Sans", "Noto Sans"],
  dateStyles: ["dmy_slash", "iso"],
  issuers: ISSUERS_GT,
  wares: WARES_GT,
  clientCompanies: CLIENTS_GT,
  clientPools: TRAIN_POOLS_GTM,
  numero: (rng) => String(rng.int(100_000_000, 4_294_967_295)),
  size: [2550, 3300],
  draw(page, rng, sale, f, money) {
    const W = page.width;
    page.text(f.emisor.printed as string, W / 2, 200, {
      size: 46,
      bold: true,
      align: "center",
      maxWidth: W - 2 * X,
    });
    page.text(`NIT Emisor: ${f.rif.printed}`, W / 2, 262, { size: 32, align: "center" });
    page.text(
      `${rng.int(1, 18)}a. Avenida ${rng.int(1, 30)}-${rng.int(10, 99)} Zona ${rng.int(1, 21)}, ${rng.pick(["Guatemala", "Quetzaltenango", "Cobán"])}`,
      W / 2,
      310,
      { size: 28, align: "center", color: "#444444" },
    );
    page.rect({ x: X, y: 370, width: W - 2 * X, height: 100 }, { fill: "#e8e8e8" });
    page.text("FACTURA", W / 2, 416, { size: 44, bold: true, align: "center" });
    page.text("DOCUMENTO TRIBUTARIO ELECTRÓNICO", W / 2, 456, { size: 26, align: "center" });
    const serie = hex(rng, 8);
    const uuid = `${serie}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`;
    let y = 540;
    const kv = (k: string, v: string, x: number, yy: number) => {
      const b = page.text(k, x, yy, { size: 28, bold: true });
      page.text(v, b.x + b.width + 14, yy, { size: 28, maxWidth: W / 2 - 200 });
    };
    kv("Serie:", serie, X, y);
    kv("Número de DTE:", f.numero.printed as string, W / 2, y);
    y += 50;
    kv("Fecha de emisión:", f.fecha.printed as string, X, y);
    kv("Moneda:", "GTQ", W / 2, y);
    y += 50;
    page.text(`Número de autorización: ${uuid}`, X, y, { size: 26 });
    y += 70;
    page.line(X, y - 30, W - X, y - 30, "#999999", 2);
    kv("NIT Receptor:", f.cliente.printed === "Consumidor Final" ? "CF" : sale.clienteId, X, y);
    y += 50;
    kv("Nombre Receptor:", f.cliente.printed as string, X, y);
    y += 50;
    kv("Dirección:", "Ciudad", X, y);
    y = drawTable(
      page,
      [
        { title: "#", share: 0.05, align: "center" },
        { title: "B/S", share: 0.06, align: "center" },
        { title: "Cantidad", share: 0.1, align: "right" },
        { title: "Descripción", share: 0.43, align: "left" },
        { title: "P. Unitario (Q)", share: 0.17, align: "right" },
        { title: "Total (Q)", share: 0.19, align: "right" },
      ],
      sale.items.map((item, i) => [
        String(i + 1),
        sale.category === "taller" ? "S" : "B",
        quantityText(item.quantityTenths, GUATEMALA),
        item.description,
        money(item.unitCents),
        money(item.amountCents),
      ]),
      {
        x: X,
        y: y + 60,
        width: W - 2 * X,
        rowHeight: 70,
        header: { fill: "#333333", color: "#ffffff", size: 26 },
        body: { size: 28 },
        grid: "outer",
        lineColor: "#333333",
      },
    );
    const rows: [string, number][] = [
      ["Monto gravable", sale.subtotalCents],
      ["IVA (12%)", sale.ivaCents],
      ["Gran total", sale.totalCents],
    ];
    rows.forEach(([label, cents], i) => {
      const ty = y + 80 + i * 62;
      page.text(label, W - X - 700, ty, { size: 32, bold: i === 2 });
      page.text(`Q ${money(cents)}`, W - X, ty, { size: 32, bold: i === 2, align: "right" });
    });
    const whole = Math.floor(sale.totalCents / 100);
    page.paragraph(
      `TOTAL EN LETRAS: ${numberToWords(whole).toUpperCase()} QUETZALES CON ${String(sale.totalCents % 100).padStart(2, "0")}/100`,
      X,
      y + 300,
      W - 2 * X,
      40,
      { size: 26 },
    );
    page.text("Sujeto a pagos trimestrales ISR", X, y + 400, { size: 26, color: "#444444" });
    qrLike(page.ctx, W - X - 300, page.height - 520, 300, rng);
    page.text(
      `Datos del certificador: ${rng.pick(["CERTIFICADORA DIGITAL CENTROAMERICANA, S.A.", "FIRMAS Y DOCUMENTOS GT, S.A."])}`,
      X,
      page.height - 380,
      { size: 24, color: "#444444" },
    );
    page.text(`NIT certificador: ${GUATEMALA.companyTaxId(rng).printed}`, X, page.height - 340, {
      size: 24,
      color: "#444444",
    });
    return undefined;
  },
});

/**
 * Puerto Rican bilingual invoice on US letter: "INVOICE / FACTURA", bilingual column titles,
 * "IVU (11.5%)", a PAID watermark now and then, remittance footer.
 */
export const FACTURA_PR = facturaFamily({
  name: "factura-pr-bilingue",
  split: "train",
  description: "Puerto Rican bilingual invoice",
  country: PUERTO_RICO,
  fonts: ["Montserrat", "Open Sans", "Source Sans 3"],
  dateStyles: ["mdy_slash", "iso"],
  issuers: ISSUERS_PR,
  wares: WARES_PR,
  clientCompanies: CLIENTS_PR,
  clientPools: TRAIN_POOLS_PRI,
  numero: (rng) => `INV-${rng.int(1000, 99_999)}`,
  size: [2550, 3300],
  draw(page, rng, sale, f, money) {
    const W = page.width;
    const color = rng.pick(["#0f4c81", "#b22234", "#1f6f50"]);
    page.rect({ x: X, y: 150, width: 26, height: 200 }, { fill: color });
    page.text(f.emisor.printed as string, X + 60, 210, {
      size: 48,
      bold: true,
      color,
      maxWidth: 1200,
    });
    page.text(`Registro de Comerciante / EIN: ${f.rif.printed}`, X + 60, 268, { size: 28 });
    page.text(
      `${rng.int(100, 999)} Calle ${rng.pick(["Loíza", "Fortaleza", "Comercio", "Méndez Vigo"])}, ${rng.pick(["San Juan", "Ponce", "Mayagüez"])}, PR 00${rng.int(600, 988)}`,
      X + 60,
      314,
      { size: 26, color: "#444444" },
    );
    page.text("INVOICE", W - X, 220, { size: 80, bold: true, color, align: "right" });
    page.text("FACTURA", W - X, 290, { size: 44, color: "#555555", align: "right" });
    const meta: [string, string][] = [
      ["Invoice No. / Núm. de factura:", f.numero.printed as string],
      ["Date / Fecha:", f.fecha.printed as string],
      ["Terms / Términos:", rng.pick(["Net 30", "Due on receipt / Al recibo"])],
    ];
    meta.forEach(([k, v], i) => {
      page.text(k, W - X - 520, 420 + i * 52, { size: 28, color: "#555555", align: "right" });
      page.text(v, W - X, 420 + i * 52, { size: 30, bold: true, align: "right", maxWidth: 500 });
    });
    page.text("BILL TO / FACTURAR A", X, 420, { size: 28, bold: true, color });
    page.text(f.cliente.printed as string, X, 476, { size: 34, maxWidth: 1100 });
    page.text(`ID: ${sale.clienteId}`, X, 528, { size: 28, color: "#444444" });
    const y = drawTable(
      page,
      [
        { title: "Qty / Cant.", share: 0.12, align: "right" },
        { title: "Description / Descripción", share: 0.5, align: "left" },
        { title: "Unit price / Precio", share: 0.18, align: "right" },
        { title: "Amount / Importe", share: 0.2, align: "right" },
      ],
      sale.items.map((item) => [
        quantityText(item.quantityTenths, PUERTO_RICO),
        item.description,
        `$${money(item.unitCents)}`,
        `$${money(item.amountCents)}`,
      ]),
      {
        x: X,
        y: 680,
        width: W - 2 * X,
        rowHeight: 76,
        header: { fill: color, color: "#ffffff", size: 26 },
        body: { size: 29 },
        grid: "rows",
        lineColor: "#d0d0d0",
      },
    );
    const rows: [string, number][] = [
      ["Subtotal", sale.subtotalCents],
      ["IVU (11.5%)", sale.ivaCents],
      ["TOTAL", sale.totalCents],
    ];
    rows.forEach(([label, cents], i) => {
      const ty = y + 90 + i * 66;
      page.text(label, W - X - 640, ty, {
        size: 34,
        bold: i === 2,
        color: i === 2 ? color : "#111111",
      });
      page.text(`$${money(cents)}`, W - X, ty, { size: 36, bold: i === 2, align: "right" });
    });
    if (rng.chance(0.35))
      watermark(page.ctx, "PAID / PAGADO", W / 2, y + 600, {
        size: 180,
        color: "rgba(20,140,60,0.16)",
        angle: -15,
      });
    page.text("Thank you for your business! / ¡Gracias por su compra!", W / 2, page.height - 320, {
      size: 30,
      align: "center",
      color: "#444444",
    });
    page.text(
      "Make checks payable to / Cheques a nombre de: the company above",
      W / 2,
      page.height - 270,
      { size: 24, align: "center", color: "#666666" },
    );
    return undefined;
  },
});

/**
 * Honduran supermarket ticket on a paper roll: RTN, CAI, authorised range and deadline,
 * "ISV 15%", total in lempiras, the buyer's RTN or "CONSUMIDOR FINAL".
 */
export const FACTURA_HN = facturaFamily({
  name: "factura-hn-ticket",
  split: "train",
  description: "Honduran supermarket ticket (CAI)",
  country: HONDURAS,
  fonts: ["IBM Plex Mono", "Courier Prime"],
  dateStyles: ["dmy_slash", "dmy_dash"],
  issuers: ISSUERS_HN,
  wares: WARES_HN,
  clientCompanies: ["CONSUMIDOR FINAL", "INVERSIONES CATRACHAS S. DE R.L."],
  clientPools: TRAIN_POOLS_HND,
  itemCount: [2, 7],
  numero: (rng) => `000-001-01-${String(rng.int(1, 99_999_999)).padStart(8, "0")}`,
  size: (sale) => [900, 1150 + sale.items.length * 75],
  draw(page, rng, sale, f, money) {
    const W = page.width;
    const m = 36;
    let y = 80;
    const line = (
      text: string,
      opts: { align?: "left" | "center" | "right"; bold?: boolean; size?: number } = {},
    ) => {
      const x = opts.align === "center" ? W / 2 : opts.align === "right" ? W - m : m;
      page.text(text, x, y, {
        size: opts.size ?? 24,
        bold: opts.bold,
        align: opts.align ?? "left",
        maxWidth: W - 2 * m,
      });
      y += (opts.size ?? 24) * 1.45;
    };
    line(f.emisor.printed as string, { align: "center", bold: true, size: 28 });
    line(`RTN: ${f.rif.printed}`, { align: "center" });
    line(
      `${rng.pick(["Blvd. Morazán", "Col. Kennedy", "Barrio El Centro"])}, ${rng.pick(["Tegucigalpa", "San Pedro Sula", "La Ceiba"])}`,
      { align: "center", size: 22 },
    );
    line(`Tel. ${rng.pick(["2232", "2556", "2443"])}-${rng.int(1000, 9999)}`, {
      align: "center",
      size: 22,
    });
    y += 10;
    line("FACTURA", { align: "center", bold: true, size: 30 });
    line(`No. ${f.numero.printed}`, { size: 22 });
    line(
      `Fecha: ${f.fecha.printed}  ${String(rng.int(7, 21)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`,
      { size: 22 },
    );
    line(`Cliente: ${f.cliente.printed}`, { size: 22 });
    line(`RTN Cliente: ${f.cliente.printed === "CONSUMIDOR FINAL" ? "N/A" : sale.clienteId}`, {
      size: 22,
    });
    line(`Cajero: ${rng.int(1, 40)}  Caja: ${rng.int(1, 12)}`, { size: 22 });
    page.line(m, y - 16, W - m, y - 16, "#333333", 2);
    y += 10;
    for (const item of sale.items) {
      page.text(item.description, m, y, { size: 22, maxWidth: W - 2 * m });
      y += 32;
      page.text(
        `  ${quantityText(item.quantityTenths, HONDURAS)} x ${money(item.unitCents)}`,
        m,
        y,
        { size: 22 },
      );
      page.text(money(item.amountCents), W - m, y, { size: 22, align: "right" });
      y += 40;
    }
    page.line(m, y - 16, W - m, y - 16, "#333333", 2);
    y += 14;
    const row = (label: string, value: string, bold = false) => {
      page.text(label, m, y, { size: 24, bold });
      page.text(value, W - m, y, { size: 24, bold, align: "right" });
      y += 38;
    };
    row("IMPORTE EXENTO", "0.00");
    row("IMPORTE GRAVADO 15%", money(sale.subtotalCents));
    row("SUB-TOTAL", money(sale.subtotalCents));
    row("ISV 15%", money(sale.ivaCents));
    row("TOTAL A PAGAR L.", money(sale.totalCents), true);
    y += 16;
    line(
      `CAI: ${hex(rng, 6)}-${hex(rng, 6)}-${hex(rng, 6)}-${hex(rng, 6)}-${hex(rng, 6)}-${hex(rng, 2)}`,
      { size: 20 },
    );
    line("Rango autorizado:", { size: 20 });
    line("000-001-01-00000001 al 000-001-01-00500000", { size: 20 });
    line(`Fecha límite de emisión: ${rng.int(1, 28)}/${rng.int(1, 12)}/2026`, { size: 20 });
    line("LA FACTURA ES BENEFICIO DE TODOS. EXÍJALA", { align: "center", size: 20 });
    barcode(page.ctx, { x: m + 80, y: y + 10, width: W - 2 * m - 160, height: 80 }, rng);
    return undefined;
  },
});
