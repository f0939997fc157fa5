/** Application forms added as training families: Colombian, Mexican and Spanish designs. */
import { COLOMBIA, MEXICO, SPAIN, VENEZUELA } from "../../content/countries/index.ts";
import { groupThousands } from "../../content/country.ts";
import { barcode, signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { checkboxRow, drawRows, section } from "../../render/form-rows.ts";
import { drawTable } from "../../render/table.ts";
import { A4, formularioFamily, LETTER } from "../shared/a4.ts";
import { TRAIN_POOLS_COL, TRAIN_POOLS_ESP, TRAIN_POOLS_MEX, TRAIN_POOLS_VEN } from "./pools.ts";

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

/**
 * Venezuelan municipal procedure form ("planilla única"): form code and barcode in the corner,
 * numbered grey section bands, fill-in lines in two columns, a "marque con una X" grid, and a
 * boxed office-use area under a cut line.
 */
export const FORMULARIO_VE_PLANILLA = formularioFamily({
  name: "formulario-ve-planilla",
  split: "train",
  description: "Venezuelan municipal procedure form",
  country: VENEZUELA,
  pools: TRAIN_POOLS_VEN,
  fonts: ["Roboto Mono", "Lato", "Noto Sans"],
  dateStyles: ["dmy_slash", "dmy_dash_short"],
  letterCase: ["upper"],
  nameOrder: ["surname_first", "given_first"],
  kinds: [
    { tipo: "permiso", printed: "PERMISO" },
    { tipo: "licencia", printed: "LICENCIA" },
  ],
  draw(page, rng, p, holder) {
    const [W, H] = A4;
    const palette = rng.pick(PALETTES);
    const grey: Palette = { ...palette, primary: "#4b5563", light: "#eceef1" };
    page.text(
      `ALCALDÍA DEL MUNICIPIO ${holder.citizen.place.name.toLocaleUpperCase("es")}`,
      X,
      180,
      {
        size: 40,
        bold: true,
        maxWidth: 1500,
      },
    );
    page.text("DIRECCIÓN DE ATENCIÓN AL CIUDADANO", X, 232, { size: 30 });
    page.text(`FORMA ${rng.pick(["DAC", "SAT", "DIC"])}-${rng.int(1, 99)}`, W - X, 160, {
      size: 30,
      bold: true,
      align: "right",
    });
    barcode(page.ctx, { x: W - X - 420, y: 185, width: 420, height: 90 }, rng);
    page.rect({ x: X, y: 300, width: W - 2 * X, height: 120 }, { stroke: "#222222", lineWidth: 4 });
    page.text(`PLANILLA ÚNICA DE SOLICITUD DE ${p.tipo_solicitud.printed}`, W / 2, 380, {
      size: 52,
      bold: true,
      align: "center",
      maxWidth: W - 2 * X - 40,
    });
    page.paragraph(
      "INSTRUCCIONES: Llene la planilla con letra de molde, sin tachaduras ni enmiendas. Marque con una X la opción que corresponda. Anexe copia de la cédula de identidad.",
      X,
      490,
      W - 2 * X,
      46,
      { size: 30 },
    );
    let y = section(page, "1. DATOS DEL SOLICITANTE", X, 600, W - 2 * X, grey, true);
    y = drawRows(
      page,
      [
        { label: "Apellidos y nombres", value: p.nombre_completo.printed },
        { label: "C.I. N°", value: p.cedula_numero.printed, half: true },
        { label: "Fecha de nac.", value: p.fecha_nacimiento.printed, half: true },
        { label: "Edo. civil", value: p.estado_civil.printed, half: true },
        { label: "Ocupación", value: p.ocupacion.printed, half: true },
      ],
      y,
      { style: "lineas", palette, x: X, width: W - 2 * X, valueSize: 38 },
    );
    y = section(page, "2. DATOS DE CONTACTO", X, y + 20, W - 2 * X, grey, true);
    y = drawRows(
      page,
      [
        { label: "Dirección", value: p.direccion.printed },
        { label: "Teléfono", value: p.telefono.printed, half: true },
        { label: "Correo", value: p.email.printed, half: true },
      ],
      y,
      { style: "lineas", palette, x: X, width: W - 2 * X, valueSize: 38 },
    );
    y = section(page, "3. DATOS DEL TRÁMITE", X, y + 20, W - 2 * X, grey, true);
    const use = rng.pick(["Residencial", "Comercial", "Industrial"]);
    const a = checkboxRow(
      page,
      "Uso:",
      ["Residencial", "Comercial", "Industrial"].map((k) => [k, k === use] as const),
      X,
      y,
      W - 2 * X,
      palette,
    );
    const first = rng.chance(0.5);
    const b = checkboxRow(
      page,
      "Trámite:",
      [
        ["Primera vez", first],
        ["Renovación", !first],
      ],
      X,
      a.bottom + 10,
      W - 2 * X,
      palette,
    );
    y = drawRows(
      page,
      [{ label: "Fecha de la solicitud", value: p.fecha.printed, half: true }],
      b.bottom + 20,
      { style: "lineas", palette, x: X, width: W - 2 * X, valueSize: 38 },
    );
    const sy = y + 300;
    signature(page.ctx, { x: X + 100, y: sy - 150, width: 520, height: 120 }, rng);
    page.line(X, sy, X + 720, sy, "#333333", 3);
    page.text("Firma del solicitante", X + 360, sy + 50, { size: 30, align: "center" });
    page.rect(
      { x: W - X - 360, y: sy - 300, width: 300, height: 340 },
      { stroke: "#444444", lineWidth: 3 },
    );
    page.text("Huella dactilar", W - X - 210, sy + 80, { size: 28, align: "center" });
    const cut = Math.min(H - 420, sy + 160);
    for (let dx = X; dx < W - X; dx += 36) page.line(dx, cut, dx + 18, cut, "#555555", 3);
    page.rect(
      { x: X, y: cut + 40, width: W - 2 * X, height: 260 },
      { stroke: "#222222", lineWidth: 3 },
    );
    page.text("PARA USO EXCLUSIVO DE LA OFICINA", X + 30, cut + 100, { size: 32, bold: true });
    page.text(
      "Recibido por: ______________________   Fecha: ___/___/______   N° de expediente: ________",
      X + 30,
      cut + 200,
      {
        size: 28,
        maxWidth: W - 2 * X - 60,
      },
    );
    return {
      variant: `formulario-ve-planilla-${palette.name}`,
      checkboxes: { ...a.states, ...b.states },
    };
  },
});

/**
 * Spanish insurer's application with bilingual labels ("Nombre y apellidos / Full name"):
 * a coloured header with the policy kind, two page columns of boxed answers, a beneficiaries
 * table, consent boxes and small-print data-protection text.
 */
export const FORMULARIO_ES_SEGURO = formularioFamily({
  name: "formulario-es-seguro",
  split: "train",
  description: "Spanish insurer's bilingual application",
  country: SPAIN,
  pools: TRAIN_POOLS_ESP,
  fonts: ["Open Sans", "Roboto", "PT Serif"],
  dateStyles: ["dmy_slash", "iso"],
  letterCase: ["upper", "title"],
  nameOrder: ["given_first", "surname_comma"],
  kinds: [
    { tipo: "seguro de salud", printed: "SEGURO DE SALUD" },
    { tipo: "seguro de hogar", printed: "SEGURO DE HOGAR" },
  ],
  draw(page, rng, p) {
    const [W, H] = A4;
    const palette = rng.pick(PALETTES);
    page.rect({ x: 0, y: 0, width: W, height: 380 }, { fill: palette.light });
    page.rect({ x: 0, y: 360, width: W, height: 20 }, { fill: palette.primary });
    page.text(
      rng.pick(["MUTUA IBÉRICA DE SEGUROS", "ASEGURADORA DEL MEDITERRÁNEO, S.A."]),
      X,
      150,
      {
        size: 44,
        bold: true,
        color: palette.primary,
      },
    );
    page.text(`SOLICITUD DE ${p.tipo_solicitud.printed}`, X, 250, { size: 54, bold: true });
    page.text("APPLICATION FORM", X, 310, { size: 34, color: "#555555" });
    page.text(`Fecha / Date: ${p.fecha.printed}`, W - X, 310, { size: 32, align: "right" });
    const colW = (W - 2 * X - 60) / 2;
    const left = drawRows(
      page,
      [
        { label: "Nombre y apellidos / Full name", value: p.nombre_completo.printed },
        { label: "DNI/NIE / ID number", value: p.cedula_numero.printed },
        { label: "Fecha de nacimiento / Date of birth", value: p.fecha_nacimiento.printed },
        { label: "Estado civil / Marital status", value: p.estado_civil.printed },
        { label: "Profesión / Occupation", value: p.ocupacion.printed },
      ],
      460,
      { style: "casillas", palette, x: X, width: colW, valueSize: 34 },
    );
    const right = drawRows(
      page,
      [
        { label: "Domicilio / Address", value: p.direccion.printed },
        { label: "Teléfono / Phone", value: p.telefono.printed },
        { label: "Correo electrónico / E-mail", value: p.email.printed },
      ],
      460,
      { style: "casillas", palette, x: X + colW + 60, width: colW, valueSize: 34 },
    );
    let y = section(
      page,
      "BENEFICIARIOS / BENEFICIARIES",
      X,
      Math.max(left, right) + 20,
      W - 2 * X,
      palette,
      false,
    );
    y = drawTable(
      page,
      [
        { title: "Nombre / Name", share: 4, align: "left" },
        { title: "Parentesco / Relationship", share: 3, align: "left" },
        { title: "%", share: 1, align: "right" },
      ],
      rng.chance(0.5)
        ? [
            ["", "", ""],
            ["", "", ""],
          ]
        : [[rng.pick(["Cónyuge", "Herederos legales"]), rng.pick(["Cónyuge", "Hijos"]), "100"]],
      {
        x: X,
        y,
        width: W - 2 * X,
        rowHeight: 80,
        header: { fill: palette.primary, color: "#ffffff", size: 30, bold: true },
        body: { size: 30 },
        grid: "full",
        lineColor: "#777777",
      },
    );
    const pay = rng.int(0, 2);
    const a = checkboxRow(
      page,
      "Forma de pago / Payment:",
      ["Mensual", "Trimestral", "Anual"].map((k, i) => [k, i === pay] as const),
      X,
      y + 30,
      W - 2 * X,
      palette,
    );
    y = page.paragraph(
      "Protección de datos: los datos personales facilitados serán tratados por la entidad aseguradora para la gestión de la póliza, conforme al Reglamento (UE) 2016/679. Puede ejercer sus derechos de acceso, rectificación y supresión dirigiéndose a la entidad.",
      X,
      a.bottom + 90,
      W - 2 * X,
      40,
      { size: 26, color: "#444444" },
    );
    const consent = rng.chance(0.7);
    const b = checkboxRow(
      page,
      "Acepto / I agree:",
      [
        ["Sí", consent],
        ["No", !consent],
      ],
      X,
      y,
      W - 2 * X,
      palette,
    );
    const sy = Math.min(H - 260, b.bottom + 380);
    signature(page.ctx, { x: W - X - 680, y: sy - 150, width: 540, height: 130 }, rng);
    page.line(W - X - 760, sy, W - X, sy, "#333333", 3);
    page.text("Firma del solicitante / Signature", W - X - 380, sy + 50, {
      size: 30,
      align: "center",
    });
    return {
      variant: `formulario-es-seguro-${palette.name}`,
      checkboxes: { ...a.states, ...b.states },
    };
  },
});
