/**
 * Residence certificates added as training families: a Honduran municipal "constancia de
 * vecindad", a Dominican neighbourhood board's certification filled in by hand, and a US school
 * district's bilingual proof-of-residency affidavit.
 */
import { DOMINICAN_REPUBLIC, HONDURAS, UNITED_STATES } from "../../content/countries/index.ts";
import { formatDate } from "../../content/dates.ts";
import { emblem, signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { checkboxRow, drawRows, section } from "../../render/form-rows.ts";
import { watermark } from "../../render/security.ts";
import { roundStamp } from "../../render/stamp.ts";
import { A4, fichaFamily, LETTER } from "../shared/a4.ts";
import { TRAIN_POOLS_DOM, TRAIN_POOLS_HND, TRAIN_POOLS_USA } from "./pools-americas.ts";

const X = 200;
const PALETTES: readonly Palette[] = [
  { name: "azul", primary: "#0b3c5d", accent: "#0b3c5d", light: "#e7eef4", pattern: "#c8d6e2" },
  { name: "sepia", primary: "#5c3d1e", accent: "#5c3d1e", light: "#f5eee6", pattern: "#e3d3c1" },
  { name: "verde", primary: "#24583b", accent: "#24583b", light: "#e8f2ec", pattern: "#c9e0d2" },
];

/**
 * Honduran municipal "constancia de vecindad": "EL INFRASCRITO SECRETARIO MUNICIPAL … HACE
 * CONSTAR" prose, the holder's data in a two-column table, fiscal stamp box, seal and signature.
 */
export const FICHA_HN = fichaFamily({
  name: "ficha-hn-vecindad",
  split: "train",
  description: "Honduran municipal constancia de vecindad",
  country: HONDURAS,
  pools: TRAIN_POOLS_HND,
  fonts: ["PT Serif", "Libre Baskerville", "PT Sans"],
  dateStyles: ["dmy_slash", "long"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  draw(page, rng, p, holder, issued) {
    const [W, H] = A4;
    const palette = rng.pick(PALETTES);
    const city = holder.citizen.place.name;
    emblem(page.ctx, X + 110, 230, 100, palette.primary);
    page.text(`MUNICIPALIDAD DE ${city.toLocaleUpperCase("es")}`, X + 260, 200, {
      size: 46,
      bold: true,
      color: palette.primary,
      maxWidth: W - 2 * X - 260,
    });
    page.text(
      `DEPARTAMENTO DE ${holder.citizen.place.state.toLocaleUpperCase("es")}, HONDURAS, C.A.`,
      X + 260,
      256,
      { size: 30 },
    );
    page.text("SECRETARÍA MUNICIPAL", X + 260, 302, { size: 30, bold: true });
    page.line(X, 370, W - X, 370, palette.primary, 6);
    page.line(X, 382, W - X, 382, palette.primary, 2);
    page.text("CONSTANCIA DE VECINDAD", W / 2, 520, { size: 64, bold: true, align: "center" });
    page.text(`No. ${rng.int(100, 9999)}-${issued.year}`, W - X, 590, { size: 30, align: "right" });
    let y = page.paragraph(
      `El infrascrito Secretario Municipal de ${city}, HACE CONSTAR: que ${p.nombre_completo.printed}, con Documento Nacional de Identificación No. ${p.cedula_numero.printed}, es vecino(a) de este término municipal, según consta en los registros de esta Secretaría, con los datos siguientes:`,
      X,
      690,
      W - 2 * X,
      62,
      { size: 38 },
      [p.nombre_completo.printed, p.cedula_numero.printed],
    );
    const rows: [string, string][] = [
      ["Nombres", p.nombres.printed],
      ["Apellidos", p.apellidos.printed],
      ["Fecha de nacimiento", p.fecha_nacimiento.printed],
      ["Nacionalidad", p.nacionalidad.printed],
      ["Estado civil", p.estado_civil.printed],
      ["Profesión u oficio", p.ocupacion.printed],
      ["Domicilio", p.direccion.printed],
      ["Teléfono", p.telefono.printed],
      ["Correo electrónico", p.email.printed],
    ];
    const tx = X;
    const tw = W - 2 * X;
    const rh = 84;
    for (const [i, [label, value]] of rows.entries()) {
      const ry = y + 20 + i * rh;
      page.rect({ x: tx, y: ry, width: 600, height: rh }, { fill: palette.light });
      page.rect({ x: tx, y: ry, width: tw, height: rh }, { stroke: "#444444", lineWidth: 2 });
      page.line(tx + 600, ry, tx + 600, ry + rh, "#444444", 2);
      page.text(label, tx + 20, ry + 56, { size: 32, bold: true, color: palette.accent });
      page.text(value, tx + 624, ry + 56, { size: 34, maxWidth: tw - 650 });
    }
    y += 20 + rows.length * rh + 90;
    y = page.paragraph(
      `Y para los fines que al interesado(a) convengan, se extiende la presente en la ciudad de ${city}, a los ${formatDate(issued, "long")}.`,
      X,
      y,
      W - 2 * X,
      60,
      { size: 38 },
    );
    page.rect(
      { x: W - X - 360, y: y + 40, width: 360, height: 300 },
      { stroke: "#777777", lineWidth: 2 },
    );
    page.text("TIMBRE", W - X - 180, y + 200, { size: 28, align: "center", color: "#777777" });
    const sy = Math.min(H - 300, y + 520);
    roundStamp(
      page.ctx,
      W / 2 - 360,
      sy - 120,
      150,
      `MUNICIPALIDAD DE ${city.toLocaleUpperCase("es")} · SECRETARÍA`,
      rng,
    );
    signature(page.ctx, { x: W / 2 - 250, y: sy - 150, width: 500, height: 130 }, rng);
    page.line(W / 2 - 420, sy, W / 2 + 420, sy, "#333333", 3);
    page.text("Secretario Municipal", W / 2, sy + 50, { size: 34, align: "center" });
    return { variant: `ficha-hn-vecindad-${palette.name}` };
  },
});

/**
 * Dominican neighbourhood board's residence certification, a printed blank filled in by hand
 * in blue ballpoint: fill-in lines, time-of-residence and tenure boxes, president's and
 * secretary's signatures under the board's seal.
 */
export const FICHA_DO = fichaFamily({
  name: "ficha-do-junta",
  split: "train",
  description: "Dominican neighbourhood board's residence certification",
  country: DOMINICAN_REPUBLIC,
  pools: TRAIN_POOLS_DOM,
  fonts: ["Lato", "Roboto", "Work Sans"],
  dateStyles: ["dmy_slash", "dmy_dash"],
  letterCase: ["title", "upper"],
  nameOrder: ["given_first"],
  size: LETTER,
  draw(page, rng, p, holder, issued) {
    const [W, H] = LETTER;
    const palette = rng.pick(PALETTES);
    const hand = rng.pick(["Caveat", "Kalam"] as const);
    const ink = rng.pick(["#1a3a9c", "#14286e", "#222222"]);
    const sector = holder.citizen.address.split(", ").at(-2) ?? "Los Prados";
    watermark(page.ctx, "JUNTA DE VECINOS", W / 2, H / 2, {
      size: 200,
      color: "rgba(0,0,0,0.035)",
      angle: -30,
    });
    page.text(`JUNTA DE VECINOS ${sector.toLocaleUpperCase("es")}`, W / 2, 200, {
      size: 50,
      bold: true,
      align: "center",
      color: palette.primary,
      maxWidth: W - 2 * X,
    });
    page.text(
      `Incorporada mediante Decreto No. ${rng.int(100, 999)}-${rng.int(90, 99)}`,
      W / 2,
      260,
      { size: 30, align: "center" },
    );
    page.text(`${holder.citizen.place.name}, República Dominicana`, W / 2, 306, {
      size: 30,
      align: "center",
    });
    page.text("CERTIFICACIÓN DE RESIDENCIA", W / 2, 460, { size: 58, bold: true, align: "center" });
    page.paragraph(
      "La Directiva de esta Junta de Vecinos certifica que la persona cuyos datos figuran a continuación reside en nuestro sector:",
      X,
      560,
      W - 2 * X,
      52,
      { size: 34 },
    );
    const rows = {
      style: "lineas" as const,
      palette,
      x: X,
      width: W - 2 * X,
      valueFamily: hand,
      valueColor: ink,
      valueSize: 50,
      labelUpper: false,
    };
    let y = drawRows(
      page,
      [
        { label: "Nombre(s)", value: p.nombres.printed, half: true },
        { label: "Apellido(s)", value: p.apellidos.printed, half: true },
        { label: "Cédula No.", value: p.cedula_numero.printed, half: true },
        { label: "Fecha de nac.", value: p.fecha_nacimiento.printed, half: true },
        { label: "Nacionalidad", value: p.nacionalidad.printed, half: true },
        { label: "Estado civil", value: p.estado_civil.printed, half: true },
        { label: "Ocupación", value: p.ocupacion.printed },
        { label: "Dirección", value: p.direccion.printed },
        { label: "Tel./Cel.", value: p.telefono.printed, half: true },
        { label: "Correo", value: p.email.printed, half: true },
      ],
      680,
      rows,
    );
    const years = rng.int(0, 2);
    const a = checkboxRow(
      page,
      "Tiempo residiendo:",
      ["Menos de 1 año", "De 1 a 5 años", "Más de 5 años"].map((k, i) => [k, i === years] as const),
      X,
      y + 20,
      W - 2 * X,
      palette,
    );
    const owned = rng.chance(0.5);
    const b = checkboxRow(
      page,
      "Vivienda:",
      [
        ["Propia", owned],
        ["Alquilada", !owned],
      ],
      X,
      a.bottom + 10,
      W - 2 * X,
      palette,
    );
    y = drawRows(
      page,
      [{ label: "Se expide a solicitud de", value: p.nombre_completo.printed }],
      b.bottom + 10,
      rows,
    );
    page.text(
      `Dada en ${holder.citizen.place.name}, el día ${formatDate(issued, "dmy_slash")}.`,
      X,
      y + 80,
      { size: 34 },
    );
    const sy = Math.min(H - 220, y + 420);
    roundStamp(
      page.ctx,
      W / 2,
      sy - 140,
      170,
      `JUNTA DE VECINOS ${sector.toLocaleUpperCase("es")} · DIRECTIVA`,
      rng,
    );
    signature(page.ctx, { x: X + 60, y: sy - 150, width: 520, height: 130 }, rng, ink);
    signature(page.ctx, { x: W - X - 600, y: sy - 150, width: 520, height: 130 }, rng, ink);
    page.line(X, sy, X + 700, sy, "#333333", 3);
    page.line(W - X - 700, sy, W - X, sy, "#333333", 3);
    page.text("Presidente(a)", X + 350, sy + 50, { size: 32, align: "center" });
    page.text("Secretario(a)", W - X - 350, sy + 50, { size: 32, align: "center" });
    return {
      variant: `ficha-do-junta-${hand.toLowerCase()}`,
      checkboxes: { ...a.states, ...b.states },
    };
  },
});

/**
 * US school district's bilingual proof-of-residency affidavit (English first, Spanish after a
 * slash), dates month first, grid cells, living-situation boxes and a notary's block.
 */
export const FICHA_US = fichaFamily({
  name: "ficha-us-residencia",
  split: "train",
  description: "US school district's bilingual proof-of-residency affidavit",
  country: UNITED_STATES,
  pools: TRAIN_POOLS_USA,
  fonts: ["Source Sans 3", "Open Sans", "Montserrat"],
  dateStyles: ["mdy_slash"],
  letterCase: ["upper", "title"],
  nameOrder: ["given_first"],
  size: LETTER,
  draw(page, rng, p, holder, issued) {
    const [W, H] = LETTER;
    const palette = rng.pick(PALETTES);
    const district = `${rng.pick(["Rio Grande Valley", "Harbor City", "Desert Vista", "Lakeside", "Mission Hills"])} ${rng.pick(["Independent School District", "Unified School District"])}`;
    page.rect({ x: 0, y: 0, width: W, height: 300 }, { fill: palette.primary });
    page.text(district.toUpperCase(), X, 130, {
      size: 44,
      bold: true,
      color: "#ffffff",
      maxWidth: W - 2 * X,
    });
    page.text("Office of Student Enrollment / Oficina de Inscripción Estudiantil", X, 200, {
      size: 30,
      color: "#ffffff",
    });
    page.text(
      `Form ENR-${rng.int(10, 40)} (rev. ${rng.int(1, 12)}/${2020 + rng.int(0, 4)})`,
      W - X,
      260,
      { size: 24, color: "#dddddd", align: "right" },
    );
    page.text("PROOF OF RESIDENCY AFFIDAVIT", W / 2, 410, {
      size: 56,
      bold: true,
      align: "center",
    });
    page.text("DECLARACIÓN JURADA DE RESIDENCIA", W / 2, 476, {
      size: 40,
      align: "center",
      color: "#444444",
    });
    let y = section(
      page,
      "PARENT / GUARDIAN — PADRE, MADRE O TUTOR",
      X,
      540,
      W - 2 * X,
      palette,
      true,
    );
    y = drawRows(
      page,
      [
        { label: "Last name(s) / Apellido(s)", value: p.apellidos.printed, half: true },
        { label: "First name(s) / Nombre(s)", value: p.nombres.printed, half: true },
        {
          label: "Date of birth / Fecha de nacimiento",
          value: p.fecha_nacimiento.printed,
          half: true,
        },
        { label: "SSN or ITIN / Seguro Social o ITIN", value: p.cedula_numero.printed, half: true },
        { label: "Nationality / Nacionalidad", value: p.nacionalidad.printed, half: true },
        { label: "Marital status / Estado civil", value: p.estado_civil.printed, half: true },
        { label: "Occupation / Ocupación", value: p.ocupacion.printed },
        { label: "Home address / Domicilio", value: p.direccion.printed },
        { label: "Phone / Teléfono", value: p.telefono.printed, half: true },
        { label: "E-mail / Correo electrónico", value: p.email.printed, half: true },
      ],
      y,
      { style: "celda", palette, x: X, width: W - 2 * X, valueSize: 36 },
    );
    const situation = rng.int(0, 3);
    const a = checkboxRow(
      page,
      "I live / Vivo:",
      [
        "in my own home / en casa propia",
        "renting / alquilando",
        "with another family / con otra familia",
        "in a shelter / en un albergue",
      ].map((k, i) => [k, i === situation] as const),
      X,
      y + 20,
      W - 2 * X,
      palette,
    );
    y = page.paragraph(
      `I, ${p.nombre_completo.printed}, swear that the address above is my place of residence. / Yo, ${p.nombre_completo.printed}, juro que la dirección indicada es mi lugar de residencia.`,
      X,
      a.bottom + 80,
      W - 2 * X,
      44,
      { size: 30 },
      [p.nombre_completo.printed],
    );
    const sy = Math.min(H - 560, y + 200);
    signature(page.ctx, { x: X + 60, y: sy - 140, width: 520, height: 120 }, rng);
    page.line(X, sy, X + 900, sy, "#333333", 3);
    page.text("Signature / Firma", X, sy + 44, { size: 28 });
    page.line(W - X - 600, sy, W - X, sy, "#333333", 3);
    page.text(formatDate(issued, "mdy_slash"), W - X - 300, sy - 16, { size: 34, align: "center" });
    page.text("Date / Fecha", W - X - 600, sy + 44, { size: 28 });
    const ny = sy + 120;
    page.rect({ x: X, y: ny, width: W - 2 * X, height: 330 }, { stroke: "#555555", lineWidth: 2 });
    page.text("NOTARY / NOTARIO", X + 30, ny + 60, { size: 30, bold: true });
    page.text(
      `Subscribed and sworn before me / Suscrito y jurado ante mí, State of ${holder.citizen.place.state}.`,
      X + 30,
      ny + 120,
      { size: 26, maxWidth: W - 2 * X - 60 },
    );
    page.text(
      "Notary Public / Notario Público: ______________________   Commission expires: ________",
      X + 30,
      ny + 260,
      { size: 26, maxWidth: W - 2 * X - 60 },
    );
    return { variant: `ficha-us-residencia-${palette.name}`, checkboxes: a.states };
  },
});
