/** Application forms added as training families: Colombian, Mexican and Spanish designs. */
import { COLOMBIA, MEXICO, SPAIN } from "../../content/countries/index.ts";
import { groupThousands } from "../../content/country.ts";
import { signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { checkboxRow, drawRows, section } from "../../render/form-rows.ts";
import { A4, formularioFamily, LETTER } from "../shared/a4.ts";
import { TRAIN_POOLS_COL, TRAIN_POOLS_ESP, TRAIN_POOLS_MEX } from "./pools.ts";

const X = 190;
const PALETTES: readonly Palette[] = [
  { name: "azul", primary: "#1d3557", accent: "#1d3557", light: "#e9eef5", pattern: "#cdd8e6" },
  { name: "teal", primary: "#0f766e", accent: "#115e59", light: "#e6f4f2", pattern: "#c4e4df" },
  { name: "gris", primary: "#374151", accent: "#374151", light: "#f1f2f4", pattern: "#d8dbe0" },
];

/** Colombian job application ("hoja de vida"): captions under fill-in lines, photo box. */
export const FORMULARIO_CO = formularioFamily({
  name: "formulario-co-empleo",
  split: "train",
  description: "Colombian job application",
  country: COLOMBIA,
  pools: TRAIN_POOLS_COL,
  fonts: ["Noto Sans", "Open Sans"],
  dateStyles: ["dmy_slash", "iso"],
  letterCase: ["upper", "title"],
  nameOrder: ["given_first", "surname_first"],
  size: LETTER,
  kinds: [{ tipo: "empleo", printed: "EMPLEO" }],
  draw(page, rng, p) {
    const W = page.width;
    const palette = rng.pick(PALETTES);
    const company = rng.pick([
      "SERVICIOS LOGÍSTICOS DEL PACÍFICO S.A.S.",
      "CONFECCIONES ANTIOQUIA S.A.S.",
      "GRUPO HOTELERO CARIBE S.A.",
    ]);
    page.text(company, X, 190, { size: 44, bold: true, color: palette.primary, maxWidth: 1700 });
    page.text(`FORMATO DE SOLICITUD DE ${p.tipo_solicitud.printed}`, X, 270, {
      size: 46,
      bold: true,
    });
    page.text(`Fecha de diligenciamiento: ${p.fecha.printed}`, X, 330, { size: 32 });
    page.rect(
      { x: W - X - 300, y: 130, width: 300, height: 380 },
      { stroke: "#444444", lineWidth: 3 },
    );
    page.text("FOTO", W - X - 150, 330, { size: 30, align: "center", color: "#777777" });
    let y = section(page, "1. DATOS PERSONALES", X, 560, W - 2 * X, palette, true);
    y = drawRows(
      page,
      [
        { label: "Nombres y apellidos", value: p.nombre_completo.printed },
        { label: "Cédula de ciudadanía", value: p.cedula_numero.printed, half: true },
        { label: "Fecha de nacimiento", value: p.fecha_nacimiento.printed, half: true },
        { label: "Estado civil", value: p.estado_civil.printed, half: true },
        { label: "Profesión u oficio", value: p.ocupacion.printed, half: true },
        { label: "Dirección de residencia", value: p.direccion.printed },
        { label: "Celular", value: p.telefono.printed, half: true },
        { label: "Correo electrónico", value: p.email.printed, half: true },
      ],
      y,
      { style: "bajo", palette, x: X, width: W - 2 * X, valueSize: 40 },
    );
    y = section(page, "2. INFORMACIÓN DEL CARGO", X, y + 20, W - 2 * X, palette, true);
    y = drawRows(
      page,
      [
        {
          label: "Cargo al que aspira",
          value: rng.pick([
            "Auxiliar de bodega",
            "Recepcionista",
            "Conductor",
            "Analista contable",
          ]),
          half: true,
        },
        {
          label: "Aspiración salarial",
          value: `$ ${groupThousands(String(rng.int(13, 45) * 100_000), ".")}`,
          half: true,
        },
      ],
      y,
      { style: "bajo", palette, x: X, width: W - 2 * X, valueSize: 40 },
    );
    const level = rng.pick(["Bachiller", "Técnico", "Tecnólogo", "Profesional"]);
    const a = checkboxRow(
      page,
      "Nivel educativo:",
      ["Bachiller", "Técnico", "Tecnólogo", "Profesional"].map((k) => [k, k === level] as const),
      X,
      y + 20,
      W - 2 * X,
      palette,
    );
    const travel = rng.chance(0.6);
    const b = checkboxRow(
      page,
      "Disponibilidad para viajar:",
      [
        ["Sí", travel],
        ["No", !travel],
      ],
      X,
      a.bottom + 10,
      W - 2 * X,
      palette,
    );
    const sy = Math.min(page.height - 260, b.bottom + 420);
    signature(page.ctx, { x: X + 100, y: sy - 150, width: 560, height: 130 }, rng);
    page.line(X, sy, X + 760, sy, "#333333", 3);
    page.text("Firma del aspirante", X + 380, sy + 50, { size: 32, align: "center" });
    return {
      variant: `formulario-co-empleo-${palette.name}`,
      checkboxes: { ...a.states, ...b.states },
    };
  },
});

/** Mexican credit application: bank header band, grid cells, income and housing boxes. */
export const FORMULARIO_MX = formularioFamily({
  name: "formulario-mx-credito",
  split: "train",
  description: "Mexican bank's credit application",
  country: MEXICO,
  pools: TRAIN_POOLS_MEX,
  fonts: ["Roboto Condensed", "Lato"],
  dateStyles: ["dmy_slash", "dmon_dash"],
  letterCase: ["upper"],
  nameOrder: ["surname_first", "given_first"],
  kinds: [
    { tipo: "crédito", printed: "CRÉDITO" },
    { tipo: "crédito personal", printed: "CRÉDITO PERSONAL" },
  ],
  draw(page, rng, p) {
    const [W, H] = A4;
    const palette = rng.pick(PALETTES);
    page.rect({ x: 0, y: 0, width: W, height: 240 }, { fill: palette.primary });
    page.text(
      rng.pick([
        "FINANCIERA DEL NORTE, S.A. DE C.V., SOFOM",
        "CAJA POPULAR SANTA MARÍA, S.C. DE A.P.",
      ]),
      X,
      140,
      {
        size: 46,
        bold: true,
        color: "#ffffff",
        maxWidth: W - 2 * X,
      },
    );
    page.text(`SOLICITUD DE ${p.tipo_solicitud.printed}`, X, 360, {
      size: 58,
      bold: true,
      color: palette.primary,
    });
    page.text(`Fecha: ${p.fecha.printed}`, W - X, 360, { size: 34, align: "right" });
    let y = section(page, "DATOS GENERALES DEL SOLICITANTE", X, 420, W - 2 * X, palette, false);
    y = drawRows(
      page,
      [
        { label: "NOMBRE COMPLETO", value: p.nombre_completo.printed },
        { label: "CURP", value: p.cedula_numero.printed, half: true },
        { label: "FECHA DE NACIMIENTO", value: p.fecha_nacimiento.printed, half: true },
        { label: "ESTADO CIVIL", value: p.estado_civil.printed, half: true },
        { label: "OCUPACIÓN", value: p.ocupacion.printed, half: true },
        { label: "DOMICILIO PARTICULAR", value: p.direccion.printed },
        { label: "TELÉFONO CELULAR", value: p.telefono.printed, half: true },
        { label: "CORREO ELECTRÓNICO", value: p.email.printed, half: true },
      ],
      y,
      { style: "celda", palette, x: X, width: W - 2 * X, valueSize: 38 },
    );
    y = section(page, "CRÉDITO SOLICITADO", X, y + 30, W - 2 * X, palette, false);
    y = drawRows(
      page,
      [
        { label: "MONTO", value: `$${rng.int(5, 150)},000.00`, half: true },
        { label: "PLAZO", value: `${rng.pick([12, 18, 24, 36, 48])} meses`, half: true },
      ],
      y,
      { style: "celda", palette, x: X, width: W - 2 * X, valueSize: 38 },
    );
    const home = rng.pick(["Propia", "Rentada", "Familiar", "Hipotecada"]);
    const a = checkboxRow(
      page,
      "Vivienda:",
      ["Propia", "Rentada", "Familiar", "Hipotecada"].map((k) => [k, k === home] as const),
      X,
      y + 20,
      W - 2 * X,
      palette,
    );
    const income = rng.pick(["Nómina", "Negocio propio", "Honorarios", "Pensión"]);
    const b = checkboxRow(
      page,
      "Fuente de ingresos:",
      ["Nómina", "Negocio propio", "Honorarios", "Pensión"].map((k) => [k, k === income] as const),
      X,
      a.bottom + 10,
      W - 2 * X,
      palette,
    );
    const sy = Math.min(H - 300, b.bottom + 420);
    signature(page.ctx, { x: W / 2 - 280, y: sy - 150, width: 560, height: 130 }, rng);
    page.line(W / 2 - 400, sy, W / 2 + 400, sy, "#333333", 3);
    page.text("Firma del solicitante", W / 2, sy + 50, { size: 32, align: "center" });
    return {
      variant: `formulario-mx-credito-${palette.name}`,
      checkboxes: { ...a.states, ...b.states },
    };
  },
});

/** Spanish enrolment form of a municipal sports or music school: dotted leaders, course boxes. */
export const FORMULARIO_ES = formularioFamily({
  name: "formulario-es-inscripcion",
  split: "train",
  description: "Spanish municipal school's enrolment form",
  country: SPAIN,
  pools: TRAIN_POOLS_ESP,
  fonts: ["Libre Baskerville", "Source Sans 3", "Open Sans"],
  dateStyles: ["dmy_slash", "long"],
  letterCase: ["title", "upper"],
  nameOrder: ["surname_comma", "given_first"],
  kinds: [
    { tipo: "inscripción", printed: "INSCRIPCIÓN" },
    { tipo: "matrícula", printed: "MATRÍCULA" },
  ],
  draw(page, rng, p, holder) {
    const [W, H] = A4;
    const palette = rng.pick(PALETTES);
    const school = rng.pick([
      "ESCUELA MUNICIPAL DE MÚSICA",
      "PATRONATO MUNICIPAL DE DEPORTES",
      "UNIVERSIDAD POPULAR",
    ]);
    page.text(`AYUNTAMIENTO DE ${holder.citizen.place.name.toLocaleUpperCase("es")}`, W / 2, 180, {
      size: 42,
      bold: true,
      align: "center",
    });
    page.text(school, W / 2, 240, { size: 36, align: "center", color: palette.primary });
    page.text(`SOLICITUD DE ${p.tipo_solicitud.printed}`, W / 2, 380, {
      size: 60,
      bold: true,
      align: "center",
    });
    page.text(`Curso ${2025 - rng.int(0, 1)}/${2026 - rng.int(0, 1)}`, W / 2, 440, {
      size: 34,
      align: "center",
    });
    const y = drawRows(
      page,
      [
        { label: "Apellidos y nombre", value: p.nombre_completo.printed },
        { label: "DNI/NIE", value: p.cedula_numero.printed, half: true },
        { label: "Fecha de nacimiento", value: p.fecha_nacimiento.printed, half: true },
        { label: "Estado civil", value: p.estado_civil.printed, half: true },
        { label: "Profesión", value: p.ocupacion.printed, half: true },
        { label: "Domicilio", value: p.direccion.printed },
        { label: "Teléfono", value: p.telefono.printed, half: true },
        { label: "Correo electrónico", value: p.email.printed, half: true },
      ],
      520,
      { style: "puntos", palette, x: X, width: W - 2 * X, valueSize: 40 },
    );
    const activities = ["Natación", "Guitarra", "Inglés", "Pilates", "Informática"];
    const chosen = new Set(rng.sample(activities, rng.int(1, 2)));
    const a = checkboxRow(
      page,
      "Actividad:",
      activities.map((k) => [k, chosen.has(k)] as const),
      X,
      y + 30,
      W - 2 * X,
      palette,
    );
    const morning = rng.chance(0.5);
    const b = checkboxRow(
      page,
      "Horario:",
      [
        ["Mañana", morning],
        ["Tarde", !morning],
      ],
      X,
      a.bottom + 10,
      W - 2 * X,
      palette,
    );
    page.text(`En ${holder.citizen.place.name}, a ${p.fecha.printed}`, X, b.bottom + 120, {
      size: 36,
    });
    const sy = Math.min(H - 260, b.bottom + 460);
    signature(page.ctx, { x: W - X - 700, y: sy - 150, width: 560, height: 130 }, rng);
    page.line(W - X - 760, sy, W - X, sy, "#333333", 3);
    page.text("Firma del solicitante", W - X - 380, sy + 50, { size: 32, align: "center" });
    return {
      variant: `formulario-es-inscripcion-${palette.name}`,
      checkboxes: { ...a.states, ...b.states },
    };
  },
});
