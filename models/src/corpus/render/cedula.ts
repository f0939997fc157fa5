/** Venezuelan identity card (ID-1, 85.6 × 54 mm) in three layout variants (training families). */
import { addTime, CORPUS_TODAY, dateBetween, formatDate, isoDate } from "../content/dates.ts";
import { randomPerson } from "../content/person.ts";
import type { PrintedValue } from "../content/printed.ts";
import { BODY_FONTS } from "../fonts.ts";
import type { Rng } from "../rng.ts";
import { inline, stacked } from "./blocks.ts";
import { guilloche, photoPlaceholder, rosette, signature } from "./decor.ts";
import { Fields, PALETTES, type Palette, type RenderedDocument } from "./document.ts";
import { Page } from "./page.ts";
import { type PersonField, printPerson } from "./person-print.ts";

const DPI = 300;
const W = 1011;
const H = 638;

type Printed = Record<PersonField | "fecha_expedicion" | "fecha_vencimiento", PrintedValue<string>>;

/** The three original cédula layouts. */
export const CEDULA_LAYOUTS = ["clasica", "moderna", "franja"] as const;

/** Renders a cédula de identidad in `layout` (drawn at random when not given). */
export function renderCedula(rng: Rng, layout?: (typeof CEDULA_LAYOUTS)[number]): RenderedDocument {
  const person = randomPerson(rng.fork("person"));
  const dateStyle = rng.pick(["dmy_slash", "dmy_dash_short", "dmon", "dmy_dot"] as const);
  const nameOrder = rng.pick(["given_first", "surname_comma", "surname_first"] as const);
  const base = printPerson(rng, person, { letterCase: "upper", dateStyle, nameOrder });
  const adult = addTime(person.birth, 18);
  const earliest = adult.year > CORPUS_TODAY.year - 10 ? adult : addTime(CORPUS_TODAY, -10);
  const issued = dateBetween(rng, earliest, CORPUS_TODAY);
  const expires = addTime(issued, 10);
  const printed: Printed = {
    ...base,
    fecha_expedicion: { printed: formatDate(issued, dateStyle), normalized: isoDate(issued) },
    fecha_vencimiento: { printed: formatDate(expires, dateStyle), normalized: isoDate(expires) },
  };
  const page = new Page(W, H, DPI, rng.pick(BODY_FONTS));
  const palette = rng.pick(PALETTES);
  // The draw is made even when the layout is given, so every later draw stays the same.
  const drawn = rng.pick(CEDULA_LAYOUTS);
  const chosen = layout ?? drawn;
  cardBackground(page, rng, palette);
  const draw = { clasica: drawClasica, moderna: drawModerna, franja: drawFranja }[chosen];
  draw(page, rng, palette, printed);
  const fields = new Fields();
  for (const name of FIELDS) {
    const value = printed[name];
    fields.set(name, value.printed, value.normalized);
  }
  return { page, layout: `${chosen}-${palette.name}`, fields: fields.values };
}

const FIELDS = [
  "nombres",
  "apellidos",
  "nombre_completo",
  "cedula_numero",
  "fecha_nacimiento",
  "estado_civil",
  "nacionalidad",
  "fecha_expedicion",
  "fecha_vencimiento",
] as const;

function cardBackground(page: Page, rng: Rng, palette: Palette): void {
  const { ctx } = page;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(0, 0, W, H, 38);
  ctx.clip();
  const grad = ctx.createLinearGradient(0, 0, W, H);
  grad.addColorStop(0, palette.light);
  grad.addColorStop(1, "#ffffff");
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, W, H);
  guilloche(ctx, { x: 0, y: 0, width: W, height: H }, rng, palette.pattern, 34);
  rosette(ctx, W * rng.float(0.3, 0.7), H * rng.float(0.45, 0.7), H * 0.32, rng, palette.pattern);
  ctx.restore();
}

const label = (palette: Palette) => ({ size: 19, bold: true, color: palette.accent });
const value = (maxWidth: number) => ({ size: 30, bold: true, color: "#141414", maxWidth });

function header(page: Page, x: number, align: "left" | "center", color: string): void {
  page.text("REPÚBLICA BOLIVARIANA DE VENEZUELA", x, 56, { size: 28, bold: true, color, align });
  page.text("CÉDULA DE IDENTIDAD", x, 100, { size: 34, bold: true, color, align });
}

function signatureBlock(
  page: Page,
  rng: Rng,
  x: number,
  y: number,
  width: number,
  name: string,
): void {
  signature(page.ctx, { x, y, width, height: 70 }, rng);
  page.line(x, y + 78, x + width, y + 78, "#444444", 1.5);
  page.text(name, x + width / 2, y + 104, {
    size: 19,
    color: "#222222",
    align: "center",
    maxWidth: width + 30,
  });
}

function drawClasica(page: Page, rng: Rng, palette: Palette, p: Printed): void {
  page.ctx.fillStyle = palette.primary;
  page.ctx.fillRect(0, 0, W, 122);
  header(page, W / 2, "center", "#ffffff");
  photoPlaceholder(page.ctx, { x: 752, y: 150, width: 214, height: 272 }, rng);
  page.text(p.cedula_numero.printed, 40, 188, { size: 44, bold: true, color: "#8b0000" });
  const s = { label: label(palette), value: value(680), gap: 33 };
  stacked(page, "APELLIDOS", p.apellidos.printed, 40, 232, s);
  stacked(page, "NOMBRES", p.nombres.printed, 40, 300, s);
  const half = { ...s, value: value(300) };
  stacked(page, "F. NACIMIENTO", p.fecha_nacimiento.printed, 40, 368, half);
  stacked(page, "EDO. CIVIL", p.estado_civil.printed, 380, 368, half);
  stacked(page, "F. EXPEDICIÓN", p.fecha_expedicion.printed, 40, 436, half);
  stacked(page, "F. VENCIMIENTO", p.fecha_vencimiento.printed, 380, 436, half);
  stacked(page, "NACIONALIDAD", p.nacionalidad.printed, 40, 504, half);
  signatureBlock(page, rng, 730, 446, 260, p.nombre_completo.printed);
}

function drawModerna(page: Page, rng: Rng, palette: Palette, p: Printed): void {
  page.ctx.fillStyle = palette.primary;
  page.ctx.fillRect(0, 0, 64, H);
  header(page, 96, "left", palette.primary);
  page.line(96, 118, W - 40, 118, palette.accent, 3);
  photoPlaceholder(page.ctx, { x: 96, y: 146, width: 226, height: 286 }, rng);
  page.text(p.cedula_numero.printed, 209, 486, {
    size: 38,
    bold: true,
    align: "center",
    maxWidth: 280,
  });
  const s = { label: label(palette), value: value(620), gap: 33 };
  stacked(page, "APELLIDOS Y NOMBRES", p.nombre_completo.printed, 350, 170, s);
  const half = { ...s, value: value(290) };
  stacked(page, "FECHA DE NACIMIENTO", p.fecha_nacimiento.printed, 350, 246, half);
  stacked(page, "NACIONALIDAD", p.nacionalidad.printed, 670, 246, half);
  stacked(page, "ESTADO CIVIL", p.estado_civil.printed, 350, 322, half);
  stacked(page, "EXPEDICIÓN", p.fecha_expedicion.printed, 350, 398, half);
  stacked(page, "VENCIMIENTO", p.fecha_vencimiento.printed, 670, 398, half);
  signature(page.ctx, { x: 560, y: 470, width: 300, height: 80 }, rng);
  page.line(540, 556, 900, 556, "#444444", 1.5);
  page.text("FIRMA DEL TITULAR", 720, 584, { size: 19, color: palette.accent, align: "center" });
}

function drawFranja(page: Page, rng: Rng, palette: Palette, p: Printed): void {
  header(page, W / 2, "center", palette.primary);
  photoPlaceholder(page.ctx, { x: 762, y: 136, width: 204, height: 258 }, rng);
  const s = { label: label(palette), value: { ...value(0), size: 28 }, maxRight: 730 };
  inline(page, "APELLIDOS:", p.apellidos.printed, 40, 170, s);
  inline(page, "NOMBRES:", p.nombres.printed, 40, 222, s);
  inline(page, "FECHA NAC.:", p.fecha_nacimiento.printed, 40, 274, s);
  inline(page, "EDO. CIVIL:", p.estado_civil.printed, 40, 326, s);
  inline(page, "NACIONALIDAD:", p.nacionalidad.printed, 40, 378, s);
  signatureBlock(page, rng, 40, 392, 420, p.nombre_completo.printed);
  page.ctx.fillStyle = palette.primary;
  page.ctx.fillRect(0, 522, W, H - 522);
  const white = { size: 19, bold: true, color: "#ffffff" };
  page.text(p.cedula_numero.printed, 40, 590, {
    size: 42,
    bold: true,
    color: "#ffffff",
    maxWidth: 380,
  });
  const dates = {
    label: white,
    value: { size: 26, bold: true, color: "#ffffff", maxWidth: 250 },
    gap: 32,
  };
  stacked(page, "EXPEDICIÓN", p.fecha_expedicion.printed, 470, 560, dates);
  stacked(page, "VENCIMIENTO", p.fecha_vencimiento.printed, 740, 560, dates);
}
