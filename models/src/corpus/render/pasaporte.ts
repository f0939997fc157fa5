/** Passport data page (ID-3, 125 × 88 mm) with a valid ICAO 9303 TD3 MRZ, in three layouts. */
import { addTime, CORPUS_TODAY, dateBetween, formatDate, isoDate } from "../content/dates.ts";
import { upper } from "../content/names.ts";
import { type Person, randomPerson } from "../content/person.ts";
import { BODY_FONTS, MONO_FONTS } from "../fonts.ts";
import { mrzDate, td3 } from "../mrz.ts";
import type { Rng } from "../rng.ts";
import { stacked } from "./blocks.ts";
import { emblem, guilloche, photoPlaceholder, rosette, signature } from "./decor.ts";
import { Fields, PALETTES, type Palette, type RenderedDocument } from "./document.ts";
import { Page } from "./page.ts";

const DPI = 300;
const W = 1476;
const H = 1039;
const MRZ_TOP = 850;

/** Passport field name → [printed, normalised]. */
type Printed = Record<(typeof FIELDS)[number], [string, string]>;

const FIELDS = [
  "tipo",
  "codigo_pais",
  "numero_pasaporte",
  "apellidos",
  "nombres",
  "nombre_completo",
  "nacionalidad",
  "fecha_nacimiento",
  "sexo",
  "lugar_nacimiento",
  "fecha_expedicion",
  "fecha_vencimiento",
] as const;

function passportNumber(rng: Rng, code: string): string {
  if (code === "VEN") return String(rng.int(100_000_000, 199_999_999));
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  return `${rng.pick([...letters])}${rng.pick([...letters])}${String(rng.int(0, 9_999_999)).padStart(7, "0")}`;
}

function printedFields(rng: Rng, person: Person): { p: Printed; mrz: [string, string] } {
  const nat = person.nationality;
  const dateStyle = rng.pick(["dmon", "dmon_bilingual", "dmy_slash", "dmy_dot"] as const);
  const issued = dateBetween(rng, addTime(CORPUS_TODAY, -9), CORPUS_TODAY);
  const expires = addTime(issued, rng.pick([5, 10]), -1);
  const number = passportNumber(rng, nat.code);
  const surnames = upper(person.name.surnames);
  const given = upper(person.name.given);
  const demonym = upper(person.name.sex === "M" ? nat.male : nat.female);
  const place = upper(person.birthPlace);
  const date = (d: typeof issued): [string, string] => [formatDate(d, dateStyle), isoDate(d)];
  const p: Printed = {
    tipo: ["P", "P"],
    codigo_pais: [nat.code, nat.code],
    numero_pasaporte: [number, number],
    apellidos: [surnames, surnames],
    nombres: [given, given],
    nombre_completo: [
      rng.chance(0.5) ? `${surnames} ${given}` : `${given} ${surnames}`,
      `${given} ${surnames}`,
    ],
    nacionalidad: [rng.chance(0.8) ? demonym : nat.code, nat.code],
    fecha_nacimiento: date(person.birth),
    sexo: [person.name.sex, person.name.sex],
    lugar_nacimiento: [rng.chance(0.5) ? `${place}, ${nat.code}` : place, person.birthPlace],
    fecha_expedicion: date(issued),
    fecha_vencimiento: date(expires),
  };
  const mrz = td3({
    documentCode: "P",
    issuingState: nat.code,
    surnames: person.name.surnames,
    givenNames: person.name.given,
    documentNumber: number,
    nationality: nat.code,
    birthDate: mrzDate(isoDate(person.birth)),
    sex: person.name.sex,
    expiryDate: mrzDate(isoDate(expires)),
    optionalData: `${person.cedula.letter}${person.cedula.digits}`,
  });
  return { p, mrz };
}

/** The three original passport layouts. */
export const PASAPORTE_LAYOUTS = ["clasica", "compacta", "banda"] as const;

/** Renders a passport data page in `layout` (drawn at random when not given). */
export function renderPasaporte(
  rng: Rng,
  layout?: (typeof PASAPORTE_LAYOUTS)[number],
): RenderedDocument {
  const person = randomPerson(rng.fork("person"));
  const { p, mrz } = printedFields(rng, person);
  const page = new Page(W, H, DPI, rng.pick(BODY_FONTS));
  const palette = rng.pick(PALETTES);
  // The draw is made even when the layout is given, so every later draw stays the same.
  const drawn = rng.pick(PASAPORTE_LAYOUTS);
  const chosen = layout ?? drawn;
  background(page, rng, palette);
  const draw = { clasica: drawClasica, compacta: drawCompacta, banda: drawBanda }[chosen];
  draw(page, rng, palette, p, person);
  drawMrz(page, rng, mrz);
  const fields = new Fields();
  for (const name of FIELDS) fields.set(name, p[name][0], p[name][1]);
  return { page, layout: `${chosen}-${palette.name}`, fields: fields.values, mrz };
}

function background(page: Page, rng: Rng, palette: Palette): void {
  const { ctx } = page;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(0, 0, W, H, 24);
  ctx.clip();
  ctx.fillStyle = palette.light;
  ctx.fillRect(0, 0, W, H);
  guilloche(ctx, { x: 0, y: 0, width: W, height: MRZ_TOP }, rng, palette.pattern, 40);
  rosette(ctx, W * 0.62, H * 0.45, H * 0.3, rng, palette.pattern);
  ctx.fillStyle = "#fbfbf8";
  ctx.fillRect(0, MRZ_TOP, W, H - MRZ_TOP);
  ctx.restore();
}

const bilingual = (palette: Palette) => ({
  label: { size: 19, color: palette.accent },
  value: { size: 31, bold: true, color: "#151515", maxWidth: 560 },
  gap: 36,
});

function header(page: Page, person: Person, x: number, color: string): void {
  emblem(page.ctx, x - 70, 78, 48, color);
  page.text(person.nationality.state, x, 66, { size: 30, bold: true, color });
  page.text("PASAPORTE / PASSPORT", x, 112, { size: 30, bold: true, color });
}

function topRow(page: Page, palette: Palette, p: Printed, x: number, y: number): void {
  const s = { ...bilingual(palette), value: { ...bilingual(palette).value, maxWidth: 300 } };
  stacked(page, "Tipo / Type", p.tipo[0], x, y, s);
  stacked(page, "Código del país / Country code", p.codigo_pais[0], x + 170, y, s);
  stacked(page, "Pasaporte N° / Passport No.", p.numero_pasaporte[0], x + 560, y, s);
}

function dateRows(
  page: Page,
  palette: Palette,
  p: Printed,
  x: number,
  y: number,
  step: number,
): void {
  const s = bilingual(palette);
  const half = { ...s, value: { ...s.value, maxWidth: 360 } };
  stacked(page, "Fecha de nacimiento / Date of birth", p.fecha_nacimiento[0], x, y, half);
  stacked(page, "Sexo / Sex", p.sexo[0], x + 450, y, half);
  stacked(page, "Lugar de nacimiento / Place of birth", p.lugar_nacimiento[0], x, y + step, s);
  stacked(
    page,
    "Fecha de expedición / Date of issue",
    p.fecha_expedicion[0],
    x,
    y + 2 * step,
    half,
  );
  stacked(
    page,
    "Fecha de vencimiento / Date of expiry",
    p.fecha_vencimiento[0],
    x + 450,
    y + 2 * step,
    half,
  );
}

function holderSignature(
  page: Page,
  rng: Rng,
  x: number,
  y: number,
  width: number,
  name: string,
): void {
  signature(page.ctx, { x, y, width, height: 60 }, rng);
  page.line(x, y + 68, x + width, y + 68, "#555555", 1.5);
  page.text(name, x, y + 96, { size: 19, color: "#222222", maxWidth: width });
}

function drawClasica(page: Page, rng: Rng, palette: Palette, p: Printed, person: Person): void {
  header(page, person, 200, palette.primary);
  photoPlaceholder(page.ctx, { x: 50, y: 170, width: 300, height: 390 }, rng);
  topRow(page, palette, p, 400, 170);
  const s = bilingual(palette);
  stacked(page, "Apellidos / Surname", p.apellidos[0], 400, 258, s);
  stacked(page, "Nombres / Given names", p.nombres[0], 400, 340, s);
  stacked(page, "Nacionalidad / Nationality", p.nacionalidad[0], 400, 422, s);
  dateRows(page, palette, p, 400, 504, 82);
  holderSignature(page, rng, 50, 600, 320, p.nombre_completo[0]);
}

function drawCompacta(page: Page, rng: Rng, palette: Palette, p: Printed, person: Person): void {
  header(page, person, 200, palette.primary);
  photoPlaceholder(page.ctx, { x: W - 350, y: 160, width: 300, height: 390 }, rng);
  signature(page.ctx, { x: W - 350, y: 620, width: 300, height: 90 }, rng);
  topRow(page, palette, p, 60, 170);
  const s = bilingual(palette);
  stacked(page, "Nombre / Name", p.nombre_completo[0], 60, 258, {
    ...s,
    value: { ...s.value, maxWidth: 980 },
  });
  stacked(page, "Nacionalidad / Nationality", p.nacionalidad[0], 60, 340, s);
  dateRows(page, palette, p, 60, 422, 82);
  page.text("Firma del titular / Holder's signature", W - 350, 740, {
    size: 19,
    color: palette.accent,
  });
}

function drawBanda(page: Page, rng: Rng, palette: Palette, p: Printed, person: Person): void {
  page.ctx.fillStyle = palette.primary;
  page.ctx.fillRect(0, 0, W, 140);
  header(page, person, 200, "#ffffff");
  photoPlaceholder(page.ctx, { x: 50, y: 180, width: 290, height: 370 }, rng);
  topRow(page, palette, p, 390, 180);
  const s = bilingual(palette);
  stacked(page, "APELLIDOS / SURNAME", p.apellidos[0], 390, 266, s);
  stacked(page, "NOMBRES / GIVEN NAMES", p.nombres[0], 390, 346, s);
  stacked(page, "NACIONALIDAD / NATIONALITY", p.nacionalidad[0], 390, 426, s);
  dateRows(page, palette, p, 390, 506, 80);
  holderSignature(page, rng, 50, 598, 300, p.nombre_completo[0]);
}

function drawMrz(page: Page, rng: Rng, mrz: [string, string]): void {
  const family = rng.pick(MONO_FONTS);
  const width = W - 100;
  for (const [i, line] of mrz.entries()) {
    page.text(line, 50, MRZ_TOP + 80 + i * 72, {
      size: 56,
      family,
      color: "#101010",
      maxWidth: width,
    });
  }
}
