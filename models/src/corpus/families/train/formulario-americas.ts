/**
 * Application forms added as training families: a US state agency's bilingual benefits
 * application, a Salvadoran savings cooperative's membership form filled in by hand, a Catalan
 * town hall's (Catalan/Spanish) and the Basque Government's (Basque/Spanish) forms, and a
 * Bolivian border office's Spanish/Portuguese application.
 */
import { BOLIVIA, EL_SALVADOR, SPAIN, UNITED_STATES } from "../../content/countries/index.ts";
import { barcode, fingerprint, signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { checkboxRow, drawRows, section } from "../../render/form-rows.ts";
import { roundStamp } from "../../render/stamp.ts";
import { drawTable } from "../../render/table.ts";
import { A4, formularioFamily, LETTER } from "../shared/a4.ts";
import {
  TRAIN_POOLS_BOL,
  TRAIN_POOLS_CAT,
  TRAIN_POOLS_EUS,
  TRAIN_POOLS_SLV,
  TRAIN_POOLS_USA,
} from "./pools-americas.ts";

const X = 190;
const PALETTES: readonly Palette[] = [
  { name: "marino", primary: "#13315c", accent: "#13315c", light: "#e8edf4", pattern: "#c9d3e2" },
  { name: "vino", primary: "#7a1e2c", accent: "#7a1e2c", light: "#f6e9eb", pattern: "#e6c9ce" },
  { name: "oliva", primary: "#3f5a1e", accent: "#3f5a1e", light: "#eef3e6", pattern: "#d3dfc0" },
];

/**
 * US state agency's bilingual application for assistance on US letter: English labels with the
 * Spanish after a slash in table cells, typed or typewriter values, month-first dates, programme
 * boxes, a penalty-of-perjury statement and a caseworker's box.
 */
export const FORMULARIO_US = formularioFamily({
  name: "formulario-us-beneficios",
  split: "train",
  description: "US state agency's bilingual benefits application",
  country: UNITED_STATES,
  pools: TRAIN_POOLS_USA,
  fonts: ["Open Sans", "Source Sans 3", "Roboto"],
  dateStyles: ["mdy_slash"],
  letterCase: ["upper", "title"],
  nameOrder: ["given_first", "surname_comma"],
  size: LETTER,
  kinds: [
    { tipo: "asistencia", printed: "ASISTENCIA" },
    { tipo: "beneficios", printed: "BENEFICIOS" },
  ],
  draw(page, rng, p, holder, kind) {
    const [W, H] = LETTER;
    const palette = rng.pick(PALETTES);
    const typed = rng.chance(0.5) ? ("Courier Prime" as const) : undefined;
    const state = holder.citizen.place.state;
    page.text(
      `STATE OF ${{ CA: "CALIFORNIA", TX: "TEXAS", FL: "FLORIDA", IL: "ILLINOIS", AZ: "ARIZONA" }[state] ?? state}`,
      X,
      150,
      { size: 30, bold: true, color: palette.primary },
    );
    page.text("Department of Human Services / Departamento de Servicios Humanos", X, 196, {
      size: 28,
      color: palette.primary,
    });
    page.text(`Form ${rng.pick(["H1010", "DHS-2000", "ABC 100"])}-S`, W - X, 150, {
      size: 26,
      align: "right",
    });
    barcode(page.ctx, { x: W - X - 360, y: 172, width: 360, height: 56 }, rng);
    page.line(X, 250, W - X, 250, palette.primary, 5);
    const english =
      kind.tipo === "asistencia" ? "APPLICATION FOR ASSISTANCE" : "APPLICATION FOR BENEFITS";
    page.text(english, W / 2, 350, { size: 54, bold: true, align: "center" });
    page.text(`SOLICITUD DE ${p.tipo_solicitud.printed}`, W / 2, 420, {
      size: 44,
      align: "center",
      color: "#444444",
    });
    let y = section(
      page,
      "Section 1. About you / Sección 1. Sus datos",
      X,
      470,
      W - 2 * X,
      palette,
      true,
    );
    y = drawRows(
      page,
      [
        { label: "Full name / Nombre completo", value: p.nombre_completo.printed },
        { label: "SSN / Núm. de Seguro Social", value: p.cedula_numero.printed },
        { label: "Date of birth / Fecha de nac.", value: p.fecha_nacimiento.printed },
        { label: "Marital status / Estado civil", value: p.estado_civil.printed },
        { label: "Occupation / Ocupación", value: p.ocupacion.printed },
        { label: "Address / Dirección", value: p.direccion.printed },
        { label: "Phone / Teléfono", value: p.telefono.printed },
        { label: "E-mail / Correo electrónico", value: p.email.printed },
      ],
      y,
      {
        style: "tabla",
        palette,
        x: X,
        width: W - 2 * X,
        valueSize: 34,
        ...(typed ? { valueFamily: typed } : {}),
      },
    );
    y = section(
      page,
      "Section 2. Programs / Sección 2. Programas",
      X,
      y + 30,
      W - 2 * X,
      palette,
      true,
    );
    const chosen = new Set(
      rng.sample(
        ["SNAP", "Cash / Efectivo", "Medicaid", "Child care / Cuidado infantil"],
        rng.int(1, 2),
      ),
    );
    const a = checkboxRow(
      page,
      "Apply for / Solicito:",
      ["SNAP", "Cash / Efectivo", "Medicaid", "Child care / Cuidado infantil"].map(
        (k) => [k, chosen.has(k)] as const,
      ),
      X,
      y,
      W - 2 * X,
      palette,
    );
    const interpreter = rng.chance(0.4);
    const b = checkboxRow(
      page,
      "Need an interpreter? / ¿Necesita intérprete?",
      [
        ["Yes / Sí", interpreter],
        ["No", !interpreter],
      ],
      X,
      a.bottom + 10,
      W - 2 * X,
      palette,
    );
    y = page.paragraph(
      "I declare under penalty of perjury that the information on this form is true. / Declaro bajo pena de perjurio que la información de este formulario es verdadera.",
      X,
      b.bottom + 80,
      W - 2 * X,
      42,
      { size: 28, color: "#333333" },
    );
    const sy = Math.min(H - 420, y + 200);
    signature(page.ctx, { x: X + 60, y: sy - 140, width: 520, height: 120 }, rng);
    page.line(X, sy, X + 1000, sy, "#333333", 3);
    page.text("Signature / Firma", X, sy + 44, { size: 28 });
    page.text(p.fecha.printed, W - X - 300, sy - 16, {
      size: 36,
      align: "center",
      ...(typed ? { family: typed } : {}),
    });
    page.line(W - X - 600, sy, W - X, sy, "#333333", 3);
    page.text("Date / Fecha", W - X - 600, sy + 44, { size: 28 });
    page.rect(
      { x: X, y: sy + 110, width: W - 2 * X, height: 200 },
      { fill: "#f0f0f0", stroke: "#888888", lineWidth: 2 },
    );
    page.text("FOR OFFICE USE ONLY / PARA USO DE LA OFICINA", X + 30, sy + 170, {
      size: 26,
      bold: true,
      color: "#555555",
    });
    page.text(
      "Case No. ____________   Worker ____________   Date received ____________",
      X + 30,
      sy + 250,
      { size: 26, color: "#555555" },
    );
    return {
      variant: `formulario-us-beneficios-${palette.name}`,
      checkboxes: { ...a.states, ...b.states },
    };
  },
});

/**
 * Salvadoran savings cooperative's membership application, filled in by hand: labelled boxes in
 * two columns, a beneficiaries table, member-type boxes, thumbprint and signature, the
 * cooperative's seal.
 */
export const FORMULARIO_SV = formularioFamily({
  name: "formulario-sv-afiliacion",
  split: "train",
  description: "Salvadoran savings cooperative's membership application",
  country: EL_SALVADOR,
  pools: TRAIN_POOLS_SLV,
  fonts: ["Work Sans", "PT Sans", "Lato"],
  dateStyles: ["dmy_slash", "dmy_dash"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  kinds: [
    { tipo: "afiliación", printed: "AFILIACIÓN" },
    { tipo: "ingreso", printed: "INGRESO" },
  ],
  draw(page, rng, p, holder) {
    const [W, H] = A4;
    const palette = rng.pick(PALETTES);
    const hand = rng.pick(["Caveat", "Kalam"] as const);
    const ink = rng.pick(["#1f3b99", "#0d1b4c"]);
    const coop = rng.pick([
      "ASOCIACIÓN COOPERATIVA DE AHORRO Y CRÉDITO SAN MIGUEL DE R.L.",
      "COOPERATIVA FINANCIERA LOS IZALCOS DE R.L.",
      "ACACU DE R.L. — COOPERATIVA DE USULUTÁN",
    ]);
    page.rect({ x: X, y: 120, width: 220, height: 220 }, { fill: palette.primary, radius: 110 });
    page.text("COOP", X + 110, 246, { size: 52, bold: true, color: "#ffffff", align: "center" });
    page.text(coop, X + 260, 200, {
      size: 38,
      bold: true,
      color: palette.primary,
      maxWidth: W - 2 * X - 260,
    });
    page.text(
      `Personería jurídica N° ${rng.int(100, 999)} · ${holder.citizen.place.name}, El Salvador`,
      X + 260,
      256,
      { size: 28 },
    );
    page.text(`SOLICITUD DE ${p.tipo_solicitud.printed} DE ASOCIADO(A)`, W / 2, 440, {
      size: 50,
      bold: true,
      align: "center",
      maxWidth: W - 2 * X,
    });
    page.text(`Fecha: ${p.fecha.printed}`, W - X, 510, { size: 34, align: "right" });
    page.text(`Asociado N° ${rng.int(10_000, 99_999)}`, X, 510, { size: 30 });
    const colW = (W - 2 * X - 50) / 2;
    const rows = {
      style: "casillas" as const,
      palette,
      width: colW,
      valueSize: 46,
      valueFamily: hand,
      valueColor: ink,
    };
    let y = section(page, "I. DATOS PERSONALES", X, 560, W - 2 * X, palette, true);
    const left = drawRows(
      page,
      [
        { label: "Nombre completo", value: p.nombre_completo.printed },
        { label: "DUI", value: p.cedula_numero.printed },
        { label: "Fecha de nacimiento", value: p.fecha_nacimiento.printed },
        { label: "Estado familiar", value: p.estado_civil.printed },
      ],
      y,
      { ...rows, x: X },
    );
    const right = drawRows(
      page,
      [
        { label: "Profesión u oficio", value: p.ocupacion.printed },
        { label: "Teléfono", value: p.telefono.printed },
        { label: "Correo electrónico", value: p.email.printed },
      ],
      y,
      { ...rows, x: X + colW + 50 },
    );
    y = drawRows(
      page,
      [{ label: "Dirección de residencia", value: p.direccion.printed }],
      Math.max(left, right),
      {
        ...rows,
        x: X,
        width: W - 2 * X,
      },
    );
    y = section(page, "II. BENEFICIARIOS", X, y + 10, W - 2 * X, palette, true);
    y = drawTable(
      page,
      [
        { title: "Nombre", share: 5, align: "left" },
        { title: "Parentesco", share: 3, align: "left" },
        { title: "%", share: 1, align: "right" },
      ],
      [
        [
          rng.pick(["Rosa Ayala", "Carlos Rivas", "Ana Portillo"]),
          rng.pick(["Madre", "Hijo(a)", "Esposo(a)"]),
          "100",
        ],
        ["", "", ""],
      ],
      {
        x: X,
        y,
        width: W - 2 * X,
        rowHeight: 76,
        header: { fill: palette.light, color: palette.primary, size: 30 },
        body: { size: 40, family: hand, color: ink },
        grid: "full",
        lineColor: "#666666",
      },
    );
    const type = rng.int(0, 2);
    const a = checkboxRow(
      page,
      "Tipo de asociado:",
      ["Asalariado", "Independiente", "Pensionado"].map((k, i) => [k, i === type] as const),
      X,
      y + 20,
      W - 2 * X,
      palette,
    );
    const sy = Math.min(H - 300, a.bottom + 400);
    fingerprint(page.ctx, { x: W - X - 260, y: sy - 300, width: 200, height: 240 }, rng);
    page.rect(
      { x: W - X - 300, y: sy - 320, width: 300, height: 340 },
      { stroke: "#444444", lineWidth: 2 },
    );
    page.text("Huella", W - X - 150, sy + 60, { size: 28, align: "center" });
    signature(page.ctx, { x: X + 80, y: sy - 150, width: 520, height: 130 }, rng, ink);
    page.line(X, sy, X + 760, sy, "#333333", 3);
    page.text("Firma del solicitante", X + 380, sy + 50, { size: 30, align: "center" });
    roundStamp(page.ctx, X + 1100, sy - 90, 140, `${coop.slice(0, 34)} · RECIBIDO`, rng);
    return { variant: `formulario-sv-afiliacion-${palette.name}`, checkboxes: a.states };
  },
});

/**
 * Catalan town hall's enrolment form, Catalan first and Spanish after it: a red stripe down the
 * left, entry-register box, captions under fill-in lines, notification-language boxes, data
 * protection note.
 */
export const FORMULARIO_CAT = formularioFamily({
  name: "formulario-cat-inscripcio",
  split: "train",
  description: "Catalan town hall's bilingual enrolment form",
  country: SPAIN,
  pools: TRAIN_POOLS_CAT,
  fonts: ["Montserrat", "PT Sans", "Open Sans"],
  dateStyles: ["dmy_slash", "dmy_dot"],
  letterCase: ["title", "upper"],
  nameOrder: ["given_first", "surname_comma"],
  kinds: [
    { tipo: "inscripción", printed: "INSCRIPCIÓN" },
    { tipo: "ayuda", printed: "AYUDA" },
  ],
  draw(page, rng, p, holder, kind) {
    const [W, H] = A4;
    const palette = rng.pick(PALETTES);
    const red = "#c8102e";
    page.rect({ x: 0, y: 0, width: 60, height: H }, { fill: red });
    const town = holder.citizen.place.name;
    page.text(`Ajuntament de ${town}`, X, 170, { size: 48, bold: true });
    page.text(`Ayuntamiento de ${town}`, X, 226, { size: 30, color: "#555555" });
    page.rect(
      { x: W - X - 620, y: 110, width: 620, height: 200 },
      { stroke: "#333333", lineWidth: 2 },
    );
    page.text("Registre d'entrada / Registro de entrada", W - X - 600, 150, {
      size: 22,
      color: "#555555",
    });
    page.text(`Núm. ${rng.int(1000, 99_999)}/${2024 + rng.int(0, 1)}`, W - X - 600, 220, {
      size: 32,
      bold: true,
    });
    const catalan = kind.tipo === "inscripción" ? "SOL·LICITUD D'INSCRIPCIÓ" : "SOL·LICITUD D'AJUT";
    page.text(catalan, X, 420, { size: 54, bold: true, color: red });
    page.text(`SOLICITUD DE ${p.tipo_solicitud.printed}`, X, 484, { size: 38, color: "#444444" });
    page.text(
      `${rng.pick(["Casal d'estiu", "Escola de música", "Activitats esportives", "Ajuts de menjador"])} · Curs ${2025}-${2026}`,
      X,
      540,
      { size: 30 },
    );
    let y = section(
      page,
      "1. Dades de la persona sol·licitant / Datos del solicitante",
      X,
      600,
      W - 2 * X,
      palette,
      false,
    );
    y = drawRows(
      page,
      [
        { label: "Nom i cognoms / Nombre y apellidos", value: p.nombre_completo.printed },
        { label: "DNI/NIE", value: p.cedula_numero.printed, half: true },
        {
          label: "Data de naixement / Fecha de nacimiento",
          value: p.fecha_nacimiento.printed,
          half: true,
        },
        { label: "Estat civil / Estado civil", value: p.estado_civil.printed, half: true },
        { label: "Professió / Profesión", value: p.ocupacion.printed, half: true },
        { label: "Adreça / Dirección", value: p.direccion.printed },
        { label: "Telèfon / Teléfono", value: p.telefono.printed, half: true },
        { label: "Correu electrònic / Correo electrónico", value: p.email.printed, half: true },
      ],
      y,
      { style: "bajo", palette, x: X, width: W - 2 * X, valueSize: 40 },
    );
    const catalanNotices = rng.chance(0.6);
    const a = checkboxRow(
      page,
      "Idioma de les notificacions:",
      [
        ["Català", catalanNotices],
        ["Castellano", !catalanNotices],
      ],
      X,
      y + 20,
      W - 2 * X,
      palette,
    );
    const paper = rng.chance(0.3);
    const b = checkboxRow(
      page,
      "Notificació / Notificación:",
      [
        ["Electrònica", !paper],
        ["En paper", paper],
      ],
      X,
      a.bottom + 10,
      W - 2 * X,
      palette,
    );
    page.text(`${town}, ${p.fecha.printed}`, X, b.bottom + 120, { size: 36 });
    const sy = Math.min(H - 420, b.bottom + 420);
    signature(page.ctx, { x: W - X - 680, y: sy - 150, width: 540, height: 130 }, rng);
    page.line(W - X - 760, sy, W - X, sy, "#333333", 3);
    page.text("Signatura / Firma", W - X - 380, sy + 50, { size: 30, align: "center" });
    page.paragraph(
      "Protecció de dades: l'Ajuntament tractarà les vostres dades per gestionar aquesta sol·licitud (RGPD 2016/679). / Protección de datos: el Ayuntamiento tratará sus datos para gestionar esta solicitud.",
      X,
      H - 260,
      W - 2 * X,
      38,
      { size: 24, color: "#555555" },
    );
    return {
      variant: `formulario-cat-inscripcio-${palette.name}`,
      checkboxes: { ...a.states, ...b.states },
    };
  },
});

/**
 * Basque Government's application in Basque and Spanish: every label "Basque / Spanish", a
 * green band, a tabbed two-column layout, the procedure's code and a consent block.
 */
export const FORMULARIO_EUS = formularioFamily({
  name: "formulario-eus-eskabidea",
  split: "train",
  description: "Basque public administration's bilingual application",
  country: SPAIN,
  pools: TRAIN_POOLS_EUS,
  fonts: ["Work Sans", "Roboto", "Source Sans 3"],
  dateStyles: ["ymd_slash", "dmy_slash"],
  letterCase: ["upper", "title"],
  nameOrder: ["given_first", "surname_first"],
  kinds: [
    { tipo: "subvención", printed: "SUBVENCIÓN" },
    { tipo: "ayuda", printed: "AYUDA" },
  ],
  draw(page, rng, p, _holder, kind) {
    const [W, H] = A4;
    const palette = rng.pick(PALETTES);
    const green = "#00843d";
    page.rect({ x: 0, y: 0, width: W, height: 40 }, { fill: green });
    page.text("EUSKO JAURLARITZA", X, 170, { size: 40, bold: true });
    page.text("GOBIERNO VASCO", X, 222, { size: 34, color: "#444444" });
    page.text(
      `${rng.pick(["KULTURA ETA HIZKUNTZA POLITIKA SAILA", "LAN ETA ENPLEGU SAILA", "ETXEBIZITZA SAILA"])}`,
      W - X,
      170,
      { size: 24, align: "right", color: "#444444" },
    );
    page.text(`Prozedura / Procedimiento: ${rng.int(1000, 9999)}`, W - X, 222, {
      size: 24,
      align: "right",
      color: "#444444",
    });
    const basque = kind.tipo === "ayuda" ? "LAGUNTZA ESKABIDEA" : "DIRU-LAGUNTZA ESKABIDEA";
    page.text(basque, W / 2, 380, { size: 54, bold: true, align: "center", color: green });
    page.text(`SOLICITUD DE ${p.tipo_solicitud.printed}`, W / 2, 450, {
      size: 42,
      align: "center",
    });
    let y = section(page, "1. ESKATZAILEA / SOLICITANTE", X, 520, W - 2 * X, palette, true);
    y = drawRows(
      page,
      [
        { label: "Izen-abizenak / Nombre y apellidos", value: p.nombre_completo.printed },
        { label: "NAN/AIZ / DNI/NIE", value: p.cedula_numero.printed },
        { label: "Jaiotze-data / Fecha de nacimiento", value: p.fecha_nacimiento.printed },
        { label: "Egoera zibila / Estado civil", value: p.estado_civil.printed },
        { label: "Lanbidea / Profesión", value: p.ocupacion.printed },
        { label: "Helbidea / Domicilio", value: p.direccion.printed },
        { label: "Telefonoa / Teléfono", value: p.telefono.printed },
        { label: "Helbide elektronikoa / Correo electrónico", value: p.email.printed },
      ],
      y + 10,
      { style: "lado", palette, x: X, width: W - 2 * X, valueSize: 36, colon: false },
    );
    const basqueNotices = rng.chance(0.5);
    const a = checkboxRow(
      page,
      "Hizkuntza / Idioma:",
      [
        ["Euskara", basqueNotices],
        ["Castellano", !basqueNotices],
      ],
      X,
      y + 30,
      W - 2 * X,
      palette,
    );
    const consent = rng.chance(0.8);
    const b = checkboxRow(
      page,
      "Baimena / Autorizo la consulta de datos:",
      [
        ["Bai / Sí", consent],
        ["Ez / No", !consent],
      ],
      X,
      a.bottom + 10,
      W - 2 * X,
      palette,
    );
    page.text(`Data / Fecha: ${p.fecha.printed}`, X, b.bottom + 120, { size: 36 });
    const sy = Math.min(H - 420, b.bottom + 420);
    signature(page.ctx, { x: W - X - 680, y: sy - 150, width: 540, height: 130 }, rng);
    page.line(W - X - 760, sy, W - X, sy, "#333333", 3);
    page.text("Sinadura / Firma", W - X - 380, sy + 50, { size: 30, align: "center" });
    page.paragraph(
      "Datuen babesa: zure datuak eskaera hau kudeatzeko erabiliko dira. / Protección de datos: sus datos se utilizarán para gestionar esta solicitud.",
      X,
      H - 240,
      W - 2 * X,
      38,
      { size: 24, color: "#555555" },
    );
    return {
      variant: `formulario-eus-eskabidea-${palette.name}`,
      checkboxes: { ...a.states, ...b.states },
    };
  },
});

/**
 * Bolivian border office's application for a border-resident card, in Spanish and Portuguese:
 * grey heading band, label over value in ruled cells, photo box, thumbprints.
 */
export const FORMULARIO_BO = formularioFamily({
  name: "formulario-bo-fronteriza",
  split: "train",
  description: "Bolivian border office's bilingual (Spanish/Portuguese) application",
  country: BOLIVIA,
  pools: TRAIN_POOLS_BOL,
  fonts: ["PT Sans", "Noto Sans", "Lato"],
  dateStyles: ["dmy_slash", "dmy_dot"],
  letterCase: ["upper"],
  nameOrder: ["surname_first", "given_first"],
  kinds: [
    { tipo: "tarjeta vecinal fronteriza", printed: "TARJETA VECINAL FRONTERIZA" },
    { tipo: "permanencia", printed: "PERMANENCIA" },
  ],
  draw(page, rng, p, _holder, kind) {
    const [W, H] = A4;
    const palette = rng.pick(PALETTES);
    page.rect({ x: X, y: 120, width: W - 2 * X, height: 200 }, { fill: "#e6e6e6" });
    page.text("ESTADO PLURINACIONAL DE BOLIVIA", X + 30, 190, { size: 40, bold: true });
    page.text("Dirección General de Migración · Oficina de frontera", X + 30, 246, { size: 28 });
    page.text(`${rng.pick(["Puerto Quijarro", "Guayaramerín", "Cobija"])}`, X + 30, 292, {
      size: 28,
      color: "#555555",
    });
    page.rect(
      { x: W - X - 300, y: 380, width: 300, height: 380 },
      { stroke: "#444444", lineWidth: 2 },
    );
    page.text("FOTO", W - X - 150, 580, { size: 28, align: "center", color: "#777777" });
    page.text(`SOLICITUD DE ${p.tipo_solicitud.printed}`, X, 440, {
      size: 46,
      bold: true,
      maxWidth: W - 2 * X - 340,
    });
    const portuguese =
      kind.tipo === "permanencia"
        ? "SOLICITAÇÃO DE PERMANÊNCIA"
        : "SOLICITAÇÃO DE CARTEIRA DE FRONTEIRIÇO";
    page.text(portuguese, X, 500, { size: 34, color: "#555555", maxWidth: W - 2 * X - 340 });
    page.text(`Fecha / Data: ${p.fecha.printed}`, X, 580, { size: 34 });
    let y = section(
      page,
      "DATOS DEL SOLICITANTE / DADOS DO REQUERENTE",
      X,
      800,
      W - 2 * X,
      palette,
      false,
    );
    y = drawRows(
      page,
      [
        { label: "Apellidos y nombres / Sobrenome e nome", value: p.nombre_completo.printed },
        { label: "C.I. / Documento de identidade", value: p.cedula_numero.printed, half: true },
        {
          label: "Fecha de nacimiento / Data de nascimento",
          value: p.fecha_nacimiento.printed,
          half: true,
        },
        { label: "Estado civil", value: p.estado_civil.printed, half: true },
        { label: "Profesión / Profissão", value: p.ocupacion.printed, half: true },
        { label: "Domicilio / Endereço", value: p.direccion.printed },
        { label: "Teléfono / Telefone", value: p.telefono.printed, half: true },
        { label: "Correo / E-mail", value: p.email.printed, half: true },
      ],
      y,
      { style: "celda", palette, x: X, width: W - 2 * X, valueSize: 36 },
    );
    const motive = rng.int(0, 2);
    const a = checkboxRow(
      page,
      "Motivo / Motivo:",
      ["Trabajo / Trabalho", "Estudio / Estudo", "Comercio / Comércio"].map(
        (k, i) => [k, i === motive] as const,
      ),
      X,
      y + 20,
      W - 2 * X,
      palette,
    );
    const sy = Math.min(H - 300, a.bottom + 420);
    signature(page.ctx, { x: X + 60, y: sy - 150, width: 520, height: 130 }, rng);
    page.line(X, sy, X + 760, sy, "#333333", 3);
    page.text("Firma / Assinatura", X + 380, sy + 50, { size: 30, align: "center" });
    for (const [i, label] of [
      "Pulgar derecho / Polegar direito",
      "Pulgar izquierdo / Polegar esquerdo",
    ].entries()) {
      const bx = W - X - 640 + i * 330;
      page.rect(
        { x: bx, y: sy - 300, width: 300, height: 300 },
        { stroke: "#444444", lineWidth: 2 },
      );
      fingerprint(page.ctx, { x: bx + 60, y: sy - 260, width: 180, height: 220 }, rng);
      page.text(label, bx + 150, sy + 40, { size: 20, align: "center", maxWidth: 290 });
    }
    return { variant: `formulario-bo-fronteriza-${palette.name}`, checkboxes: a.states };
  },
});
