/** Residence certificates added as training families: Colombian, Mexican and Venezuelan communal designs. */
import { COLOMBIA, MEXICO, VENEZUELA } from "../../content/countries/index.ts";
import { formatDate } from "../../content/dates.ts";
import { emblem, signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { checkboxRow, drawRows, section } from "../../render/form-rows.ts";
import { waves } from "../../render/security.ts";
import { drawTable } from "../../render/table.ts";
import { A4, fichaFamily } from "../shared/a4.ts";
import { TRAIN_POOLS_COL, TRAIN_POOLS_MEX, TRAIN_POOLS_VEN } from "./pools.ts";

const [W, H] = A4;
const X = 200;
const PALETTES: readonly Palette[] = [
  { name: "azul", primary: "#12355b", accent: "#12355b", light: "#e8eef6", pattern: "#c9d6e6" },
  { name: "verde", primary: "#1b4332", accent: "#2d6a4f", light: "#e9f5ee", pattern: "#cde8d8" },
  { name: "granate", primary: "#6a040f", accent: "#6a040f", light: "#f8eaea", pattern: "#ecc9cc" },
];

/** Colombian mayor's office certificate: "EL SUSCRITO ... CERTIFICA:" prose, then a label column. */
export const FICHA_CO = fichaFamily({
  name: "ficha-co-certificado",
  split: "train",
  description: "Colombian municipal residence certificate",
  country: COLOMBIA,
  pools: TRAIN_POOLS_COL,
  fonts: ["Noto Sans", "PT Serif"],
  dateStyles: ["dmy_slash", "long"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  draw(page, rng, p, holder, issued) {
    const palette = rng.pick(PALETTES);
    const city = holder.citizen.place.name.toLocaleUpperCase("es");
    emblem(page.ctx, W / 2, 210, 100, palette.primary);
    page.text(`ALCALDÍA MUNICIPAL DE ${city}`, W / 2, 390, {
      size: 46,
      bold: true,
      align: "center",
      color: palette.primary,
    });
    page.text("SECRETARÍA DE GOBIERNO", W / 2, 450, { size: 36, align: "center" });
    page.text("CERTIFICADO DE RESIDENCIA", W / 2, 590, { size: 62, bold: true, align: "center" });
    page.text("EL SUSCRITO SECRETARIO DE GOBIERNO", W / 2, 700, {
      size: 36,
      bold: true,
      align: "center",
    });
    page.text("CERTIFICA:", W / 2, 760, { size: 36, bold: true, align: "center" });
    let y = page.paragraph(
      `Que ${p.nombre_completo.printed}, identificado(a) con cédula de ciudadanía No. ${p.cedula_numero.printed}, reside en este municipio según la verificación realizada, con los siguientes datos:`,
      X,
      860,
      W - 2 * X,
      60,
      { size: 38 },
      [p.nombre_completo.printed, p.cedula_numero.printed],
    );
    const rows = { style: "lado" as const, palette, x: X, width: W - 2 * X, valueSize: 38 };
    y = drawRows(
      page,
      [
        { label: "Nombres", value: p.nombres.printed },
        { label: "Apellidos", value: p.apellidos.printed },
        { label: "Fecha de nacimiento", value: p.fecha_nacimiento.printed },
        { label: "Nacionalidad", value: p.nacionalidad.printed },
        { label: "Estado civil", value: p.estado_civil.printed },
        { label: "Ocupación", value: p.ocupacion.printed },
        { label: "Dirección", value: p.direccion.printed },
        { label: "Celular", value: p.telefono.printed },
        { label: "Correo electrónico", value: p.email.printed },
      ],
      y + 20,
      rows,
    );
    const stratum = rng.int(1, 6);
    const a = checkboxRow(
      page,
      "Estrato:",
      [1, 2, 3, 4, 5, 6].map((s) => [String(s), s === stratum] as const),
      X,
      y + 20,
      W - 2 * X,
      palette,
    );
    page.text(
      `Se expide en ${holder.citizen.place.name} a los ${formatDate(issued, "long")}.`,
      X,
      a.bottom + 120,
      { size: 36 },
    );
    const sy = Math.min(H - 260, a.bottom + 480);
    signature(page.ctx, { x: W / 2 - 280, y: sy - 150, width: 560, height: 130 }, rng);
    page.line(W / 2 - 420, sy, W / 2 + 420, sy, "#333333", 3);
    page.text("Secretario de Gobierno", W / 2, sy + 50, { size: 34, align: "center" });
    return { variant: `ficha-co-certificado-${palette.name}`, checkboxes: a.states };
  },
});

/** Mexican town hall's residence certificate: grid cells with corner captions, photo box. */
export const FICHA_MX = fichaFamily({
  name: "ficha-mx-constancia",
  split: "train",
  description: "Mexican municipal residence certificate",
  country: MEXICO,
  pools: TRAIN_POOLS_MEX,
  fonts: ["Roboto", "Source Sans 3"],
  dateStyles: ["dmy_slash"],
  letterCase: ["upper"],
  nameOrder: ["given_first", "surname_first"],
  draw(page, rng, p, holder, issued) {
    const palette = rng.pick(PALETTES);
    page.text(`H. AYUNTAMIENTO DE ${holder.citizen.place.name.toLocaleUpperCase("es")}`, X, 200, {
      size: 48,
      bold: true,
      color: palette.primary,
    });
    page.text("SECRETARÍA DEL AYUNTAMIENTO", X, 262, { size: 34 });
    page.text(`Oficio No. SA/${rng.int(100, 9999)}/${issued.year}`, W - X, 262, {
      size: 30,
      align: "right",
    });
    page.line(X, 300, W - X, 300, palette.primary, 5);
    page.text("CONSTANCIA DE RESIDENCIA", W / 2, 440, { size: 62, bold: true, align: "center" });
    page.rect(
      { x: W - X - 300, y: 500, width: 300, height: 380 },
      { stroke: "#444444", lineWidth: 3 },
    );
    page.text("FOTOGRAFÍA", W - X - 150, 700, { size: 26, align: "center", color: "#666666" });
    const rows = { style: "celda" as const, palette, x: X, width: W - 2 * X - 340, valueSize: 36 };
    let y = drawRows(
      page,
      [
        { label: "NOMBRE(S)", value: p.nombres.printed },
        { label: "APELLIDOS", value: p.apellidos.printed },
        { label: "CURP", value: p.cedula_numero.printed },
      ],
      500,
      rows,
    );
    y = drawRows(
      page,
      [
        { label: "FECHA DE NACIMIENTO", value: p.fecha_nacimiento.printed, half: true },
        { label: "NACIONALIDAD", value: p.nacionalidad.printed, half: true },
        { label: "ESTADO CIVIL", value: p.estado_civil.printed, half: true },
        { label: "OCUPACIÓN", value: p.ocupacion.printed, half: true },
        { label: "DOMICILIO", value: p.direccion.printed },
        { label: "TELÉFONO", value: p.telefono.printed, half: true },
        { label: "CORREO ELECTRÓNICO", value: p.email.printed, half: true },
      ],
      Math.max(y, 900),
      { ...rows, width: W - 2 * X },
    );
    const years = rng.int(1, 25);
    const a = checkboxRow(
      page,
      "Tiempo de residencia:",
      ["Menos de 1 año", "1 a 5 años", "Más de 5 años"].map(
        (k, i) => [k, i === (years < 1 ? 0 : years <= 5 ? 1 : 2)] as const,
      ),
      X,
      y + 30,
      W - 2 * X,
      palette,
    );
    page.text(`Interesado(a): ${p.nombre_completo.printed}`, X, a.bottom + 90, {
      size: 36,
      bold: true,
    });
    y = page.paragraph(
      `Se hace constar que la persona cuyos datos aparecen arriba tiene su domicilio en este municipio. Se extiende la presente a petición de la parte interesada, el ${formatDate(issued, "long")}.`,
      X,
      a.bottom + 180,
      W - 2 * X,
      58,
      { size: 36 },
    );
    const sy = Math.min(H - 260, y + 380);
    signature(page.ctx, { x: W / 2 - 280, y: sy - 150, width: 560, height: 130 }, rng);
    page.line(W / 2 - 420, sy, W / 2 + 420, sy, "#333333", 3);
    page.text("EL SECRETARIO DEL H. AYUNTAMIENTO", W / 2, sy + 50, { size: 32, align: "center" });
    return { variant: `ficha-mx-constancia-${palette.name}`, checkboxes: a.states };
  },
});

/** Venezuelan communal council's residence letter: dotted-leader rows under a numbered heading. */
export const FICHA_VE = fichaFamily({
  name: "ficha-ve-consejo",
  split: "train",
  description: "Venezuelan communal council's residence letter",
  country: VENEZUELA,
  pools: TRAIN_POOLS_VEN,
  fonts: ["Lato", "Libre Baskerville", "Roboto"],
  dateStyles: ["dmy_slash", "dmy_dash_short", "long"],
  letterCase: ["upper", "title"],
  nameOrder: ["given_first", "surname_comma"],
  draw(page, rng, p, holder, issued) {
    const palette = rng.pick(PALETTES);
    page.text("REPÚBLICA BOLIVARIANA DE VENEZUELA", W / 2, 180, {
      size: 40,
      bold: true,
      align: "center",
    });
    page.text(
      `CONSEJO COMUNAL «${rng.pick(["EL SAMÁN", "LAS PALMAS", "SANTA ROSA", "LOS CEDROS", "LA ESPERANZA"])}»`,
      W / 2,
      240,
      { size: 40, bold: true, align: "center", color: palette.primary },
    );
    page.text(`RIF: C-${rng.int(29_000_000, 41_999_999)}-${rng.int(0, 9)}`, W / 2, 296, {
      size: 32,
      align: "center",
    });
    page.text("CARTA DE RESIDENCIA", W / 2, 440, {
      size: 64,
      bold: true,
      align: "center",
      color: palette.primary,
    });
    let y = section(page, "DATOS DEL HABITANTE", X, 500, W - 2 * X, palette, rng.chance(0.5));
    y = drawRows(
      page,
      [
        { label: "Nombres", value: p.nombres.printed },
        { label: "Apellidos", value: p.apellidos.printed },
        { label: "C.I.", value: p.cedula_numero.printed, half: true },
        { label: "F. de nacimiento", value: p.fecha_nacimiento.printed, half: true },
        { label: "Nacionalidad", value: p.nacionalidad.printed, half: true },
        { label: "Edo. civil", value: p.estado_civil.printed, half: true },
        { label: "Profesión", value: p.ocupacion.printed },
        { label: "Dirección", value: p.direccion.printed },
        { label: "Tlf.", value: p.telefono.printed, half: true },
        { label: "Correo", value: p.email.printed, half: true },
      ],
      y,
      { style: "puntos", palette, x: X, width: W - 2 * X, valueSize: 40 },
    );
    const kind = rng.pick(["Casa", "Apartamento", "Anexo", "Rancho"]);
    const a = checkboxRow(
      page,
      "Vivienda:",
      ["Casa", "Apartamento", "Anexo", "Rancho"].map((k) => [k, k === kind] as const),
      X,
      y + 20,
      W - 2 * X,
      palette,
    );
    y = page.paragraph(
      `Los voceros del consejo comunal hacen constar que ${p.nombre_completo.printed} reside en esta comunidad. Constancia que se expide en ${holder.citizen.place.name}, el ${formatDate(issued, "long")}.`,
      X,
      a.bottom + 110,
      W - 2 * X,
      60,
      { size: 38 },
      [p.nombre_completo.printed],
    );
    const sy = Math.min(H - 260, y + 400);
    for (const [i, caption] of ["Vocero(a) principal", "Vocero(a) de contraloría"].entries()) {
      const x = i === 0 ? X + 40 : W - X - 800;
      signature(page.ctx, { x: x + 120, y: sy - 150, width: 520, height: 120 }, rng);
      page.line(x, sy, x + 760, sy, "#333333", 3);
      page.text(caption, x + 380, sy + 50, { size: 32, align: "center" });
    }
    return { variant: `ficha-ve-consejo-${palette.name}`, checkboxes: a.states };
  },
});

/**
 * Venezuelan parish civil registry's residence certificate: a framed page on a light wave
 * ground, the holder's data in a two-column bordered table, prose with the witnesses, a round
 * seal and a validity note.
 */
export const FICHA_VE_REGISTRO = fichaFamily({
  name: "ficha-ve-registro",
  split: "train",
  description: "Venezuelan parish civil registry's residence certificate",
  country: VENEZUELA,
  pools: TRAIN_POOLS_VEN,
  fonts: ["PT Serif", "Courier Prime", "Lato"],
  dateStyles: ["dmy_slash", "dmy_dash_short"],
  letterCase: ["upper"],
  nameOrder: ["given_first", "surname_first"],
  draw(page, rng, p, _holder, issued) {
    const palette = rng.pick(PALETTES);
    waves(page.ctx, { x: 0, y: 0, width: W, height: H }, rng, palette.pattern, {
      spacing: 26,
      amplitude: 10,
      period: 420,
      angle: rng.pick([0, 15, -15]),
      width: 2,
    });
    page.rect(
      { x: 120, y: 120, width: W - 240, height: H - 240 },
      { stroke: palette.primary, lineWidth: 10 },
    );
    page.rect(
      { x: 145, y: 145, width: W - 290, height: H - 290 },
      { stroke: palette.primary, lineWidth: 3 },
    );
    const parish = rng.pick(["CATEDRAL", "SAN JUAN", "SANTA TERESA", "EL RECREO", "LA CANDELARIA"]);
    page.text("REPÚBLICA BOLIVARIANA DE VENEZUELA", W / 2, 300, {
      size: 38,
      bold: true,
      align: "center",
    });
    page.text("CONSEJO NACIONAL ELECTORAL · OFICINA NACIONAL DE REGISTRO CIVIL", W / 2, 352, {
      size: 30,
      align: "center",
      maxWidth: W - 400,
    });
    page.text(`REGISTRO CIVIL DE LA PARROQUIA ${parish}`, W / 2, 404, {
      size: 32,
      bold: true,
      align: "center",
      color: palette.primary,
    });
    page.text(`Exp. N° ${rng.int(100, 9999)}-${issued.year}`, W - 260, 480, {
      size: 30,
      align: "right",
    });
    page.text(rng.pick(["CONSTANCIA DE RESIDENCIA", "CONSTANCIA DE DOMICILIO"]), W / 2, 600, {
      size: 66,
      bold: true,
      align: "center",
      color: palette.primary,
    });
    let y = page.paragraph(
      "Quien suscribe, Registrador(a) Civil de esta Parroquia, hace constar que la persona identificada a continuación reside en esta jurisdicción, según declaración de dos testigos hábiles:",
      260,
      720,
      W - 520,
      56,
      { size: 36 },
    );
    const rows = [
      ["APELLIDOS", p.apellidos.printed, "NOMBRES", p.nombres.printed],
      [
        "CÉDULA DE IDENTIDAD",
        p.cedula_numero.printed,
        "FECHA DE NACIMIENTO",
        p.fecha_nacimiento.printed,
      ],
      ["NACIONALIDAD", p.nacionalidad.printed, "ESTADO CIVIL", p.estado_civil.printed],
      ["PROFESIÓN U OFICIO", p.ocupacion.printed, "TELÉFONO", p.telefono.printed],
    ] as const;
    y = drawTable(
      page,
      [
        { title: "DATOS DEL SOLICITANTE", share: 2, align: "left" },
        { title: "", share: 3, align: "left" },
        { title: "", share: 2, align: "left" },
        { title: "", share: 3, align: "left" },
      ],
      rows.map((r) => [...r]),
      {
        x: 260,
        y: y + 20,
        width: W - 520,
        rowHeight: 96,
        header: { fill: palette.primary, color: "#ffffff", size: 34 },
        body: { size: 32 },
        grid: "full",
        zebra: palette.light,
        lineColor: palette.primary,
      },
    );
    y = drawRows(
      page,
      [
        { label: "DIRECCIÓN DE HABITACIÓN", value: p.direccion.printed },
        { label: "CORREO ELECTRÓNICO", value: p.email.printed },
      ],
      y + 20,
      { style: "tabla", palette, x: 260, width: W - 520, valueSize: 34 },
    );
    const years = rng.int(1, 30);
    y = page.paragraph(
      `Constancia que se expide a solicitud de ${p.nombre_completo.printed}, residente desde hace ${years} año(s), a los ${formatDate(issued, "long")}. Válida por seis (6) meses.`,
      260,
      y + 90,
      W - 520,
      56,
      { size: 36 },
      [p.nombre_completo.printed],
    );
    const sy = Math.min(H - 420, y + 420);
    page.ctx.save();
    page.ctx.globalAlpha = 0.55;
    emblem(page.ctx, W - 620, sy - 120, 150, palette.primary);
    page.ctx.restore();
    signature(page.ctx, { x: 420, y: sy - 150, width: 560, height: 130 }, rng);
    page.line(340, sy, 1060, sy, "#333333", 3);
    page.text("Registrador(a) Civil", 700, sy + 50, { size: 32, align: "center" });
    return { variant: `ficha-ve-registro-${palette.name}` };
  },
});

/**
 * Colombian community action board's neighbourhood certificate: a coloured side bar, the
 * holder in boxed two-column cells, the household in a ruled table, and a tick grid for the
 * kind of tenancy.
 */
export const FICHA_CO_JUNTA = fichaFamily({
  name: "ficha-co-junta",
  split: "train",
  description: "Colombian community action board's neighbourhood certificate",
  country: COLOMBIA,
  pools: TRAIN_POOLS_COL,
  fonts: ["Open Sans", "Roboto Condensed", "Source Sans 3"],
  dateStyles: ["dmy_slash", "iso", "long"],
  letterCase: ["upper", "title"],
  nameOrder: ["surname_first", "given_first"],
  draw(page, rng, p, holder, issued) {
    const palette = rng.pick(PALETTES);
    const x0 = 330;
    page.rect({ x: 0, y: 0, width: 200, height: H }, { fill: palette.primary });
    page.rect({ x: 200, y: 0, width: 30, height: H }, { fill: palette.light });
    const barrio = rng.pick([
      "EL PORVENIR",
      "VILLA DEL RÍO",
      "LA FLORESTA",
      "SAN MARTÍN",
      "LOS ALPES",
    ]);
    page.text(`JUNTA DE ACCIÓN COMUNAL BARRIO ${barrio}`, x0, 200, {
      size: 44,
      bold: true,
      color: palette.primary,
      maxWidth: W - x0 - 160,
    });
    page.text(
      `Personería jurídica No. ${rng.int(1000, 99999)} · ${holder.citizen.place.name}`,
      x0,
      262,
      { size: 30 },
    );
    page.line(x0, 300, W - 160, 300, palette.accent, 4);
    page.text(rng.pick(["CERTIFICADO DE VECINDAD", "CERTIFICACIÓN DE RESIDENCIA"]), x0, 430, {
      size: 60,
      bold: true,
    });
    page.text(`Fecha de expedición: ${formatDate(issued, "dmy_slash")}`, x0, 500, { size: 32 });
    let y = section(page, "I. IDENTIFICACIÓN DEL RESIDENTE", x0, 560, W - x0 - 160, palette, true);
    y = drawRows(
      page,
      [
        { label: "Primer y segundo apellido", value: p.apellidos.printed, half: true },
        { label: "Nombres", value: p.nombres.printed, half: true },
        { label: "C.C. No.", value: p.cedula_numero.printed, half: true },
        { label: "Fecha de nacimiento", value: p.fecha_nacimiento.printed, half: true },
        { label: "Nacionalidad", value: p.nacionalidad.printed, half: true },
        { label: "Estado civil", value: p.estado_civil.printed, half: true },
        { label: "Ocupación", value: p.ocupacion.printed, half: true },
        { label: "Celular", value: p.telefono.printed, half: true },
        { label: "Dirección del predio", value: p.direccion.printed },
        { label: "E-mail", value: p.email.printed },
      ],
      y,
      { style: "casillas", palette, x: x0, width: W - x0 - 160, valueSize: 36 },
    );
    y = section(page, "II. GRUPO FAMILIAR", x0, y + 20, W - x0 - 160, palette, true);
    const members = rng.int(1, 4);
    const kin = ["Cónyuge", "Hijo(a)", "Madre", "Padre", "Hermano(a)"];
    y = drawTable(
      page,
      [
        { title: "PARENTESCO", share: 2, align: "left" },
        { title: "EDAD", share: 1, align: "center" },
        { title: "OCUPACIÓN", share: 3, align: "left" },
      ],
      Array.from({ length: members }, () => [
        rng.pick(kin),
        String(rng.int(1, 80)),
        rng.pick(["Estudiante", "Hogar", "Independiente", "Empleado(a)", "Pensionado(a)"]),
      ]),
      {
        x: x0,
        y,
        width: W - x0 - 160,
        rowHeight: 84,
        header: { fill: palette.light, color: palette.primary, size: 32, bold: true },
        body: { size: 32 },
        grid: "full",
        lineColor: "#666666",
      },
    );
    const tenure = rng.pick(["Propietario", "Arrendatario", "Familiar", "Otro"]);
    const a = checkboxRow(
      page,
      "Tenencia:",
      ["Propietario", "Arrendatario", "Familiar", "Otro"].map((k) => [k, k === tenure] as const),
      x0,
      y + 30,
      W - x0 - 160,
      palette,
    );
    y = page.paragraph(
      `La presente se expide a solicitud del interesado(a), ${p.nombre_completo.printed}, quien reside en el sector desde hace ${rng.int(1, 20)} años.`,
      x0,
      a.bottom + 110,
      W - x0 - 160,
      56,
      { size: 34 },
      [p.nombre_completo.printed],
    );
    const sy = Math.min(H - 260, y + 380);
    for (const [i, caption] of ["Presidente(a) JAC", "Secretario(a) JAC"].entries()) {
      const x = i === 0 ? x0 : W - 160 - 760;
      signature(page.ctx, { x: x + 100, y: sy - 150, width: 520, height: 120 }, rng);
      page.line(x, sy, x + 700, sy, "#333333", 3);
      page.text(caption, x + 350, sy + 50, { size: 30, align: "center" });
    }
    return { variant: `ficha-co-junta-${palette.name}`, checkboxes: a.states };
  },
});
