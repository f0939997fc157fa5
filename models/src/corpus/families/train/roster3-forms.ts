/**
 * Roster 3 of the form families: an Equatorial Guinean application for an identity document
 * (what is asked for ticked in a "Tipo de solicitud" box group or written on a "Motivo" line,
 * captions under the fill-in lines, a guilloche ground), and a Galician town hall's padrón
 * certificate with bilingual Galician / Spanish labels. Each family brings its own country
 * conventions and pools.
 */
import type { Pools } from "../../content/citizen.ts";
import { EQUATORIAL_GUINEA, SPAIN } from "../../content/countries/index.ts";
import type { Place } from "../../content/country.ts";
import { addTime, dateBetween, formatDate, isoDate } from "../../content/dates.ts";
import { upper } from "../../content/names.ts";
import type { FontFamily } from "../../fonts.ts";
import { emblem, fingerprint, qrLike, signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import type { Page } from "../../render/page.ts";
import { rings, stripes, waves } from "../../render/security.ts";
import { roundStamp } from "../../render/stamp.ts";
import type { Family } from "../family.ts";
import { A4, fichaFamily, formularioFamily } from "../shared/a4.ts";

// ---------------------------------------------------------------------------------------------
// Shared drawing helpers of this roster.

/** Ink of filled-in values: a face and a colour. */
interface Ink {
  family?: FontFamily;
  color: string;
  size: number;
}

/** A square box ticked with a check mark (not an X), its top-left at (x, y). */
function tickBox(page: Page, x: number, y: number, size: number, checked: boolean, color: string) {
  page.rect({ x, y, width: size, height: size }, { stroke: color, lineWidth: 3 });
  if (!checked) return;
  const { ctx } = page;
  ctx.beginPath();
  ctx.moveTo(x + size * 0.18, y + size * 0.52);
  ctx.lineTo(x + size * 0.42, y + size * 0.8);
  ctx.lineTo(x + size * 0.9, y + size * 0.08);
  ctx.strokeStyle = "#151515";
  ctx.lineWidth = size / 7;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.stroke();
  ctx.lineCap = "butt";
  ctx.lineJoin = "miter";
}

/**
 * Options laid out in a grid of `columns`, each a box then its label, from `y` down. Returns
 * every option's state by label and the y below the grid.
 */
function tickGrid(
  page: Page,
  options: readonly (readonly [string, boolean])[],
  x: number,
  y: number,
  width: number,
  columns: number,
  style: { size: number; color: string; rowHeight: number },
): { states: Record<string, boolean>; bottom: number } {
  const states: Record<string, boolean> = {};
  const colWidth = width / columns;
  const box = Math.round(style.size * 1.1);
  for (const [i, [label, checked]] of options.entries()) {
    const cx = x + (i % columns) * colWidth;
    const baseline = y + Math.floor(i / columns) * style.rowHeight + box;
    tickBox(page, cx, baseline - box + 4, box, checked, style.color);
    page.text(label, cx + box + 22, baseline, { size: style.size, maxWidth: colWidth - box - 40 });
    states[label] = checked;
  }
  const rows = Math.ceil(options.length / columns);
  return { states, bottom: y + rows * style.rowHeight };
}

// ---------------------------------------------------------------------------------------------
// Equatorial Guinea: its conventions and pools.

const GNQ_PLACES: Place[] = [
  { name: "Malabo", state: "Bioko Norte", areaCode: "333" },
  { name: "Malabo", state: "Bioko Norte", areaCode: "333" },
  { name: "Bata", state: "Litoral", areaCode: "333" },
  { name: "Bata", state: "Litoral", areaCode: "333" },
  { name: "Ebebiyín", state: "Kié-Ntem", areaCode: "333" },
  { name: "Mongomo", state: "Wele-Nzas", areaCode: "333" },
  { name: "Evinayong", state: "Centro Sur", areaCode: "333" },
  { name: "Luba", state: "Bioko Sur", areaCode: "333" },
  { name: "Aconibe", state: "Wele-Nzas", areaCode: "333" },
  { name: "Añisok", state: "Wele-Nzas", areaCode: "333" },
  { name: "Mbini", state: "Litoral", areaCode: "333" },
  { name: "Niefang", state: "Centro Sur", areaCode: "333" },
  { name: "Baney", state: "Bioko Norte", areaCode: "333" },
];
const GNQ_BARRIOS: Record<string, readonly string[]> = {
  Malabo: [
    "Ela Nguema",
    "Los Ángeles",
    "Caracolas",
    "Semu",
    "Santa María",
    "Campo Yaundé",
    "Paraíso",
    "Sampaka",
    "Banapá",
    "Buena Esperanza",
  ],
  Bata: ["Comandachina", "Ngolo", "Ncolombong", "Mondong", "Lea", "Mbangan", "Nkoantoma", "Bisa"],
};
const GNQ_BARRIOS_TOWN = ["Centro", "Abayak", "Ensanche", "Misión", "Nkue", "Akurenam"];
const GNQ_STREETS: Record<string, readonly string[]> = {
  Malabo: [
    "Calle de Argelia",
    "Calle de Kenia",
    "Calle Rey Boncoro",
    "Avenida de la Independencia",
    "Calle 3 de Agosto",
    "Avenida Hassan II",
    "Calle de Nigeria",
    "Carretera del Aeropuerto",
  ],
  Bata: [
    "Avenida de la Libertad",
    "Paseo Marítimo",
    "Calle Patricio Lumumba",
    "Carretera de Mbini",
    "Calle de Mongomo",
    "Avenida de la Paz",
  ],
};
const GNQ_STREETS_TOWN = ["Calle Principal", "Carretera de Bata", "Avenida de la Libertad"];
const GNQ_LANDMARKS = [
  "frente al mercado central",
  "detrás de la iglesia parroquial",
  "junto al Colegio Nacional",
  "cerca del hospital regional",
  "al lado de la gasolinera",
  "frente a la delegación de Gobierno",
];

const GNQ_POOLS: Pools = {
  male: [
    "Teodoro",
    "Santiago",
    "Pedro Pablo",
    "Crisantos",
    "Anacleto",
    "Marcelino",
    "Fortunato",
    "Florentino",
    "Clemente",
    "Severino",
    "Bonifacio",
    "Policarpo",
    "Demetrio",
    "Plácido",
    "Gaudencio",
    "Cipriano",
    "Eusebio",
    "Fabián",
    "Salvador",
    "Agustín",
  ],
  female: [
    "Trinidad",
    "Purificación",
    "Consolación",
    "Milagrosa",
    "Remedios",
    "Filomena",
    "Anunciación",
    "Marcelina",
    "Escolástica",
    "Celestina",
    "Genoveva",
    "Librada",
    "Eulalia",
    "Fidelia",
    "Natividad",
    "Bienvenida",
    "Pilar",
    "Rosario",
  ],
  surnames: [
    "Obiang",
    "Nguema",
    "Mba",
    "Ondo",
    "Nsue",
    "Esono",
    "Ela",
    "Mangue",
    "Abeso",
    "Oyono",
    "Ndong",
    "Owono",
    "Edu",
    "Micha",
    "Nchama",
    "Bacale",
    "Bolekia",
    "Bote",
    "Sipi",
    "Eyi",
    "Mikue",
    "Ayingono",
    "Nvono",
    "Asumu",
    "Engonga",
    "Mbomio",
    "Eworo",
    "Ebang",
    "Bindang",
    "Motú",
  ],
  places: GNQ_PLACES,
  address(rng, place) {
    const barrio = rng.pick(GNQ_BARRIOS[place.name] ?? GNQ_BARRIOS_TOWN);
    const street = rng.pick(GNQ_STREETS[place.name] ?? GNQ_STREETS_TOWN);
    const number = rng.chance(0.6) ? ` nº ${rng.int(1, 140)}` : " s/n";
    return rng.weighted<string>([
      [`${street}${number}, Barrio ${barrio}, ${place.name}`, 4],
      [`Barrio ${barrio}, ${street}${number}, ${place.name}`, 2],
      [`Barrio ${barrio}, ${rng.pick(GNQ_LANDMARKS)}, ${place.name}`, 2],
    ]);
  },
  occupations: [
    ["funcionario", "funcionaria"],
    ["maestro", "maestra"],
    ["comerciante", "comerciante"],
    ["enfermero", "enfermera"],
    ["agricultor", "agricultora"],
    ["pescador", "vendedora"],
    ["conductor", "peluquera"],
    ["técnico petrolero", "técnica administrativa"],
    ["estudiante", "estudiante"],
    ["mecánico", "costurera"],
    ["contable", "contable"],
    ["policía", "policía"],
    ["albañil", "cocinera"],
    ["ingeniero", "ingeniera"],
  ],
  emailDomains: ["getesa.gq", "gmail.com", "yahoo.es", "hotmail.com", "orange.gq"],
};

// ---------------------------------------------------------------------------------------------
// formulario-gq-solicitud

const GQ_GREEN = "#3e9a00";
const GQ_RED = "#e32118";
const GQ_BLUE = "#0073ce";
const GQ_PALETTES: readonly Palette[] = [
  { name: "selva", primary: "#1f5130", accent: "#2a5a38", light: "#eaf3ea", pattern: "#dfece0" },
  { name: "tinta", primary: "#1b3a6b", accent: "#24467a", light: "#e9eef6", pattern: "#dde5f1" },
  { name: "teja", primary: "#7b2d12", accent: "#7b2d12", light: "#f8ece6", pattern: "#f0e0d6" },
];

const GQ_KINDS = ["Primera expedición", "Renovación", "Duplicado", "Cambio de domicilio"];

/**
 * Application for an identity document or passport in Equatorial Guinea: the flag's colours
 * across the top, a guilloche ground, the kind of application ticked in a "Tipo de solicitud"
 * box group (or written on a "Motivo de la solicitud" line), the applicant's data typed or
 * written in capitals on lines with small captions under them ("Primer apellido", "Segundo
 * apellido", "F. nac.", "Nº de D.I.P.", "Domicilio actual", "Tfno."), a photo and fingerprint
 * column, an "expone y solicita" declaration with the full name, and the office's receipt.
 */
export const FORMULARIO_GQ: Family = formularioFamily({
  name: "formulario-gq-solicitud",
  split: "train",
  description: "Equatorial Guinean application for an identity document or passport",
  country: EQUATORIAL_GUINEA,
  pools: GNQ_POOLS,
  fonts: ["Libre Baskerville", "Roboto Condensed", "PT Serif"],
  dateStyles: ["dmy_slash", "long", "dmy_dash"],
  letterCase: ["upper"],
  nameOrder: ["surname_first", "given_first", "surname_comma"],
  kinds: GQ_KINDS.map((printed) => ({ tipo: printed.toLocaleLowerCase("es"), printed })),
  draw(page, rng, p, holder, kind) {
    const [W, H] = A4;
    const X = 170;
    const palette = rng.pick(GQ_PALETTES);
    const byHand = rng.chance(0.45);
    const ink: Ink = byHand
      ? { family: rng.pick(["Kalam", "Caveat"] as const), color: "#1a2f8f", size: 50 }
      : { family: rng.pick(["Courier Prime", "Space Mono"] as const), color: "#141414", size: 40 };
    const withMotive = rng.chance(0.4);
    const city = holder.citizen.place.name;
    const { ctx } = page;

    // Ground: fine waves and a rosette behind the form body, the flag's colours at the top.
    waves(ctx, { x: 0, y: 90, width: W, height: H - 90 }, rng, palette.pattern, {
      spacing: 16,
      angle: rng.pick([-12, 8, 20]),
      width: 1.2,
    });
    rings(ctx, W / 2, H * 0.48, 620, palette.pattern, { step: 12, lobes: 16, depth: 0.04 });
    stripes(ctx, { x: 0, y: 0, width: W, height: 66 }, [GQ_GREEN, "#ffffff", GQ_RED], "horizontal");
    ctx.fillStyle = GQ_BLUE;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(120, 33);
    ctx.lineTo(0, 66);
    ctx.closePath();
    ctx.fill();

    // Heading.
    emblem(ctx, X + 95, 215, 88, palette.primary);
    const office = rng.pick([
      ["Ministerio de Seguridad Nacional", "Dirección General de Seguridad Nacional"],
      [
        "Ministerio del Interior y Corporaciones Locales",
        "Dirección General de Identificación Personal",
      ],
      ["Ministerio de Seguridad Nacional", "Servicio de Documentación y Extranjería"],
    ] as const);
    page.text("REPÚBLICA DE GUINEA ECUATORIAL", X + 220, 178, {
      size: 42,
      bold: true,
      color: palette.primary,
    });
    page.text(office[0], X + 220, 228, { size: 30 });
    page.text(office[1], X + 220, 270, { size: 28, color: "#333333" });
    page.text("Unidad · Paz · Justicia", X + 220, 314, { size: 24, color: "#555555" });
    const file = `${rng.pick(["DGSN", "DIP", "SDE"])}/${holder.citizen.place.name.slice(0, 3).toUpperCase()}/${rng.int(1000, 99_999)}`;
    const bx = W - X - 470;
    page.rect(
      { x: bx, y: 130, width: 470, height: 150 },
      { stroke: palette.primary, lineWidth: 3, fill: "#ffffff" },
    );
    page.text("Nº de expediente", bx + 14, 162, { size: 22, color: palette.accent });
    page.text(file, bx + 235, 240, { size: 34, bold: true, align: "center", maxWidth: 440 });
    page.line(X, 360, W - X, 360, palette.primary, 5);
    page.line(X, 372, W - X, 372, GQ_RED, 2);

    const document = rng.pick([
      "Documento de Identidad Personal (D.I.P.) y Pasaporte ordinario",
      "Documentos de identidad y de viaje",
    ]);
    page.text("FORMULARIO DE SOLICITUD", W / 2, 476, { size: 60, bold: true, align: "center" });
    page.text(document, W / 2, 536, { size: 34, align: "center", color: "#333333" });
    page.text(`Modelo ${rng.pick(["DGSN-01", "SN-03", "F-12"])}`, W - X, 586, {
      size: 22,
      align: "right",
      color: "#555555",
    });

    // Section headings: a number in a filled square, the title, a thin rule.
    const heading = (n: number, title: string, y: number): number => {
      page.rect({ x: X, y, width: 62, height: 62 }, { fill: palette.primary });
      page.text(String(n), X + 31, y + 46, {
        size: 38,
        bold: true,
        color: "#ffffff",
        align: "center",
      });
      page.text(title, X + 90, y + 46, { size: 36, bold: true, color: palette.primary });
      page.line(X + 90, y + 66, W - X, y + 66, palette.primary, 2);
      return y + 96;
    };
    // A value on a line with its caption in small type under it.
    const filled = (caption: string, value: string, x: number, y: number, w: number) => {
      const base = y + 62;
      if (value)
        page.text(value, x + 10, base, {
          size: ink.size,
          ...(ink.family ? { family: ink.family } : {}),
          color: ink.color,
          maxWidth: w - 20,
        });
      page.line(x, base + 14, x + w, base + 14, "#333333", 2);
      page.text(caption, x + 2, base + 46, { size: 24, color: palette.accent, maxWidth: w });
    };
    const ROW = 132;
    const GAP = 44;
    const row = (
      cells: readonly (readonly [string, string, number])[],
      x: number,
      y: number,
      w: number,
    ) => {
      const total = cells.reduce((s, [, , share]) => s + share, 0);
      let cx = x;
      const free = w - GAP * (cells.length - 1);
      for (const [caption, value, share] of cells) {
        const cw = (free * share) / total;
        filled(caption, value, cx, y, cw);
        cx += cw + GAP;
      }
      return y + ROW;
    };

    // 1. What is applied for.
    let y = heading(1, "TIPO DE SOLICITUD", 640);
    const checkboxes: Record<string, boolean> = {};
    const tick = { size: 34, color: "#222222", rowHeight: 70 };
    if (withMotive) {
      y = row([["Motivo de la solicitud", p.tipo_solicitud.printed, 1]], X, y - 20, W - 2 * X);
    } else {
      page.text("Marque la casilla que corresponda:", X, y + 20, {
        size: 26,
        color: "#444444",
      });
      const grid = tickGrid(
        page,
        GQ_KINDS.map((k) => [k, k === kind.printed] as const),
        X + 20,
        y + 50,
        W - 2 * X - 40,
        2,
        tick,
      );
      Object.assign(checkboxes, grid.states);
      y = grid.bottom;
    }
    const docs = ["D.I.P.", "Pasaporte"] as const;
    // A change of address is recorded on the identity document only.
    const wanted = kind.printed === "Cambio de domicilio" ? "D.I.P." : rng.pick(docs);
    const docLabel = page.text("Documento solicitado:", X, y + 48, {
      size: 30,
      bold: true,
      color: palette.accent,
    });
    const dgrid = tickGrid(
      page,
      docs.map((d) => [d, d === wanted] as const),
      docLabel.x + docLabel.width + 50,
      y + 10,
      700,
      2,
      tick,
    );
    Object.assign(checkboxes, dgrid.states);
    y = dgrid.bottom + 20;

    // 2. The applicant: data on the left, photo and fingerprint on the right.
    y = heading(2, "DATOS DEL SOLICITANTE", y + 10);
    const top = y;
    const side = 400;
    const left = W - 2 * X - side - 60;
    const [first, ...rest] = holder.citizen.name.surnames.split(" ");
    const female = holder.citizen.name.sex === "F";
    y = row(
      [
        ["Primer apellido", upper(first ?? ""), 1],
        ["Segundo apellido", upper(rest.join(" ")), 1],
      ],
      X,
      y,
      left,
    );
    y = row([["Nombre(s)", upper(holder.citizen.name.given), 1]], X, y, left);
    y = row(
      [
        ["F. nac.", p.fecha_nacimiento.printed, 4],
        ["Lugar de nacimiento", upper(holder.citizen.birthPlace), 5],
      ],
      X,
      y,
      left,
    );
    y = row(
      [
        ["Estado civil", p.estado_civil.printed, 1],
        ["Ocupación", p.ocupacion.printed, 1],
      ],
      X,
      y,
      left,
    );
    y = row(
      [
        ["Nº de D.I.P.", p.cedula_numero.printed, 1],
        ["Nacionalidad", holder.p.nacionalidad.printed, 1],
      ],
      X,
      y,
      left,
    );
    const sexLabel = page.text("Sexo:", X, y + 50, { size: 30, bold: true, color: palette.accent });
    const sex = tickGrid(
      page,
      [
        ["Varón", !female],
        ["Mujer", female],
      ],
      sexLabel.x + sexLabel.width + 40,
      y + 12,
      520,
      2,
      tick,
    );
    Object.assign(checkboxes, sex.states);
    y += 90;
    // Photo and fingerprint boxes beside the data.
    page.rect(
      { x: W - X - side, y: top + 10, width: side, height: 420 },
      { stroke: "#444444", lineWidth: 2, fill: "#ffffff" },
    );
    page.text("FOTOGRAFÍA", W - X - side / 2, top + 210, {
      size: 28,
      align: "center",
      color: "#777777",
    });
    page.text("reciente, tamaño carné", W - X - side / 2, top + 254, {
      size: 22,
      align: "center",
      color: "#777777",
    });
    page.rect(
      { x: W - X - side, y: top + 460, width: side, height: 270 },
      { stroke: "#444444", lineWidth: 2, fill: "#ffffff" },
    );
    fingerprint(ctx, { x: W - X - side + 110, y: top + 480, width: 180, height: 220 }, rng);
    page.text("Huella del índice derecho", W - X - side / 2, top + 766, {
      size: 22,
      align: "center",
      color: "#444444",
    });
    y = Math.max(y, top + 790);
    y = row(
      [["Domicilio actual (calle, número, barrio, ciudad)", p.direccion.printed, 1]],
      X,
      y,
      W - 2 * X,
    );
    y = row(
      [
        ["Tfno.", p.telefono.printed, 4],
        ["Correo electrónico", p.email.printed, 6],
      ],
      X,
      y,
      W - 2 * X,
    );

    // 3. Declaration, place and date, signature.
    y = heading(3, "DECLARACIÓN", y + 20);
    const signer = female ? "la abajo firmante" : "el abajo firmante";
    y = page.paragraph(
      `D./Dña. ${p.nombre_completo.printed}, ${signer}, EXPONE que los datos consignados en este impreso son ciertos y SOLICITA que se dé curso a la presente solicitud ante la Administración.`,
      X,
      y + 40,
      W - 2 * X,
      50,
      { size: 32 },
      [p.nombre_completo.printed],
    );
    page.text(`En ${city}, a ${p.fecha.printed}`, X, y + 60, { size: 34 });
    const sy = y + 240;
    signature(ctx, { x: W - X - 700, y: sy - 150, width: 520, height: 140 }, rng, ink.color);
    page.line(W - X - 760, sy, W - X, sy, "#333333", 2);
    page.text("Firma del/de la solicitante", W - X - 380, sy + 40, {
      size: 24,
      align: "center",
      color: palette.accent,
    });

    // Office's part, then the receipt after a cut line.
    const oy = Math.min(H - 480, sy + 110);
    page.rect(
      { x: X, y: oy, width: W - 2 * X, height: 200 },
      { stroke: "#666666", lineWidth: 2, fill: "#f6f6f6" },
    );
    page.text("ESPACIO RESERVADO A LA ADMINISTRACIÓN", X + 24, oy + 46, {
      size: 26,
      bold: true,
      color: "#555555",
    });
    page.text("Funcionario receptor: ______________________    Sello:", X + 24, oy + 150, {
      size: 26,
      color: "#555555",
    });
    if (rng.chance(0.6))
      roundStamp(
        ctx,
        W - X - 330,
        oy + 100,
        120,
        `${office[1].toUpperCase()} · ${upper(city)}`,
        rng,
        {
          color: "rgba(30,70,150,0.7)",
        },
      );
    const cut = oy + 250;
    ctx.setLineDash([18, 12]);
    page.line(X, cut, W - X, cut, "#777777", 2);
    ctx.setLineDash([]);
    page.text("RESGUARDO PARA EL INTERESADO", X, cut + 80, { size: 28, bold: true });
    page.text(`Expediente ${file}`, X, cut + 130, { size: 26 });
    page.text("Preséntese este resguardo para recoger el documento.", X, cut + 176, {
      size: 24,
      color: "#444444",
    });
    return {
      variant: `formulario-gq-solicitud-${palette.name}-${withMotive ? "motivo" : "casillas"}${byHand ? "-mano" : ""}`,
      checkboxes,
    };
  },
});

// ---------------------------------------------------------------------------------------------
// Galicia: pools and the padrón certificate.

const GAL_PLACES: Place[] = [
  { name: "A Coruña", state: "A Coruña", areaCode: "981" },
  { name: "Santiago de Compostela", state: "A Coruña", areaCode: "981" },
  { name: "Ferrol", state: "A Coruña", areaCode: "981" },
  { name: "Carballo", state: "A Coruña", areaCode: "981" },
  { name: "Ribeira", state: "A Coruña", areaCode: "981" },
  { name: "Lugo", state: "Lugo", areaCode: "982" },
  { name: "Monforte de Lemos", state: "Lugo", areaCode: "982" },
  { name: "Ourense", state: "Ourense", areaCode: "988" },
  { name: "Verín", state: "Ourense", areaCode: "988" },
  { name: "Pontevedra", state: "Pontevedra", areaCode: "986" },
  { name: "Vigo", state: "Pontevedra", areaCode: "986" },
  { name: "Vilagarcía de Arousa", state: "Pontevedra", areaCode: "986" },
];
const GAL_POSTCODES: Record<string, string> = {
  "A Coruña": "150",
  "Santiago de Compostela": "157",
  Ferrol: "154",
  Carballo: "151",
  Ribeira: "159",
  Lugo: "270",
  "Monforte de Lemos": "274",
  Ourense: "320",
  Verín: "326",
  Pontevedra: "360",
  Vigo: "362",
  "Vilagarcía de Arousa": "366",
};
const GAL_STREETS = [
  "Rúa do Hórreo",
  "Rúa Nova",
  "Avenida de Castelao",
  "Praza de Galicia",
  "Rúa Real",
  "Rúa da Estrela",
  "Rúa Rosalía de Castro",
  "Avenida de Lugo",
  "Rúa do Progreso",
  "Estrada de Santiago",
  "Camiño Novo",
  "Rúa de San Pedro",
  "Rúa Curros Enríquez",
  "Avenida da Mariña",
  "Rúa dos Olmos",
];
const GAL_HAMLETS = ["Outeiro", "A Igrexa", "Vilanova", "O Castro", "A Ponte", "Cernadas", "Pazos"];

const GAL_POOLS: Pools = {
  male: [
    "Xosé",
    "Xoán",
    "Manuel",
    "Brais",
    "Uxío",
    "Antón",
    "Xabier",
    "Iago",
    "Roi",
    "Martiño",
    "Ramón",
    "Andrés",
    "Xurxo",
    "Breixo",
    "José Manuel",
    "Jesús",
  ],
  female: [
    "Uxía",
    "Iria",
    "Antía",
    "Sabela",
    "Noela",
    "Carme",
    "Xiana",
    "Olalla",
    "Aldara",
    "María",
    "Lucía",
    "Rosalía",
    "Xoana",
    "Mercedes",
    "María José",
    "Begoña",
  ],
  surnames: [
    "Castro",
    "Otero",
    "Pereira",
    "Varela",
    "Vázquez",
    "Seoane",
    "Lorenzo",
    "Iglesias",
    "Souto",
    "Outeiro",
    "Barreiro",
    "Carballo",
    "Piñeiro",
    "Rey",
    "Lema",
    "Figueiras",
    "Abal",
    "Couceiro",
    "Dopico",
    "Mosquera",
    "Quintela",
    "Bouzas",
    "Regueiro",
    "Castiñeira",
    "Vilariño",
    "Fernández",
    "Rodríguez",
  ],
  places: GAL_PLACES,
  address(rng, place) {
    const cp = `${GAL_POSTCODES[place.name] ?? "150"}${String(rng.int(1, 99)).padStart(2, "0")}`;
    if (rng.chance(0.25))
      return `Lugar ${rng.pick(GAL_HAMLETS)}, ${rng.int(1, 60)}, ${cp} ${place.name}`;
    const floor = rng.weighted<string>([
      [`, ${rng.int(1, 8)}º ${rng.pick(["A", "B", "C", "D"])}`, 4],
      [`, ${rng.int(1, 6)}º ${rng.pick(["esq.", "dta."])}`, 2],
      [", baixo", 1],
      ["", 1],
    ]);
    return `${rng.pick(GAL_STREETS)}, ${rng.int(1, 140)}${floor}, ${cp} ${place.name}`;
  },
  occupations: [
    ["pescador", "mariscadora"],
    ["ganadero", "ganadera"],
    ["profesor", "profesora"],
    ["enfermero", "enfermera"],
    ["funcionario", "funcionaria"],
    ["administrativo", "administrativa"],
    ["camarero", "camarera"],
    ["electricista", "dependienta"],
    ["ingeniero naval", "ingeniera naval"],
    ["conductor", "conductora"],
    ["estudiante", "estudiante"],
    ["médico", "médica"],
    ["carpintero", "peluquera"],
    ["autónomo", "autónoma"],
  ],
  emailDomains: ["gmail.com", "hotmail.com", "yahoo.es", "mundo-r.com", "telefonica.net"],
};

const GAL_PALETTES: readonly Palette[] = [
  { name: "celeste", primary: "#005b96", accent: "#1d5f8c", light: "#e6f0f7", pattern: "#d5e6f2" },
  { name: "lousa", primary: "#3b4752", accent: "#3b4752", light: "#eef0f2", pattern: "#dfe3e7" },
  { name: "granate", primary: "#7d1d2c", accent: "#7d1d2c", light: "#f7ebed", pattern: "#eedadd" },
];
const OFFICIALS = [
  "Xosé Manuel Rivas Outeiro",
  "María Xesús Lamas Pena",
  "Carlos Alonso Vilar",
  "Sonia Prieto Taboada",
];

/**
 * A Galician town hall's certificate (or slip) of registration in the padrón, every label in
 * Galician then Spanish ("Apelidos / Apellidos", "Enderezo / Dirección", "Data de nacemento /
 * Fecha de nacimiento"), identical words printed once ("Estado civil", "Teléfono"): labels either
 * in a shaded band over each value or stacked in two lines (Galician bold, Spanish grey) to the
 * left of it; bilingual certifying prose with the full name, a purpose box group, the secretary's
 * signature and seal, and a secure verification code (CSV) with a QR code at the foot.
 */
export const FICHA_GAL: Family = fichaFamily({
  name: "ficha-gal-empadroamento",
  split: "train",
  description: "Galician town hall's bilingual (Galician/Spanish) padrón certificate",
  country: SPAIN,
  pools: GAL_POOLS,
  fonts: ["Noto Sans", "Work Sans", "Montserrat"],
  dateStyles: ["dmy_slash", "dmy_dash", "dmy_dot"],
  letterCase: ["upper", "upper", "title"],
  nameOrder: ["surname_comma", "given_first"],
  draw(page, rng, p, holder, issued) {
    const [W, H] = A4;
    const X = 190;
    const palette = rng.pick(GAL_PALETTES);
    const stacked = rng.chance(0.5);
    const volante = rng.chance(0.35);
    const town = holder.citizen.place.name;
    const TOWN = upper(town);
    const female = holder.citizen.name.sex === "F";
    const { ctx } = page;
    const grey = "#5a5a5a";

    // A large faint shield behind the body.
    emblem(ctx, W / 2, H * 0.5, 640, "rgba(0,60,120,0.05)");

    // Heading: shield and town hall on the left, reference and page on the right.
    emblem(ctx, X + 90, 200, 85, palette.primary);
    page.text(`CONCELLO DE ${TOWN}`, X + 210, 178, {
      size: 44,
      bold: true,
      color: palette.primary,
      maxWidth: 1250,
    });
    page.text("Padrón Municipal de Habitantes", X + 210, 228, { size: 30 });
    page.text("Servizo de Estatística / Servicio de Estadística", X + 210, 270, {
      size: 24,
      color: grey,
    });
    const ref = `PAD-${issued.year}-${String(rng.int(1, 99_999)).padStart(5, "0")}`;
    page.text(`Ref.: ${ref}`, W - X, 180, { size: 26, align: "right" });
    page.text("Páxina 1 de 1 / Página 1 de 1", W - X, 222, {
      size: 22,
      align: "right",
      color: grey,
    });
    page.line(X, 330, W - X, 330, palette.primary, 6);
    page.line(X, 344, W - X, 344, palette.primary, 2);

    const [gl, es] = volante
      ? ["VOLANTE DE EMPADROAMENTO", "VOLANTE DE EMPADRONAMIENTO"]
      : ["CERTIFICADO DE EMPADROAMENTO", "CERTIFICADO DE EMPADRONAMIENTO"];
    page.text(gl, W / 2, 470, { size: 58, bold: true, align: "center", color: palette.primary });
    page.text(es, W / 2, 530, { size: 36, align: "center", color: grey });

    const who = female ? "inscrita" : "inscrito";
    let y = page.paragraph(
      `${volante ? "Infórmase" : "A Secretaría xeral CERTIFICA"} que, segundo os datos que constan no Padrón Municipal de Habitantes deste concello, ${p.nombre_completo.printed} figura ${who} no enderezo que se indica, cos datos seguintes:`,
      X,
      640,
      W - 2 * X,
      50,
      { size: 33 },
      [p.nombre_completo.printed],
    );
    y = page.paragraph(
      `${volante ? "Se informa" : "La Secretaría general CERTIFICA"} que, según los datos que constan en el Padrón Municipal de Habitantes de este ayuntamiento, la persona indicada figura ${who} en el domicilio que se indica, con los datos siguientes:`,
      X,
      y + 10,
      W - 2 * X,
      44,
      { size: 28, color: grey },
    );

    // Registered at the address since adulthood, or for the last few years when that is later.
    const latest = addTime(issued, 0, -30);
    const adult = addTime(holder.citizen.birth, 18);
    const since = dateBetween(
      rng,
      isoDate(adult) < isoDate(latest) ? adult : addTime(latest, -3),
      latest,
    );
    const cells: readonly (readonly [string, string, string, number])[][] = [
      [
        ["Apelidos", "Apellidos", p.apellidos.printed, 3],
        ["Nome", "Nombre", p.nombres.printed, 2],
      ],
      [
        ["Documento de identidade", "Documento de identidad", p.cedula_numero.printed, 1],
        ["Data de nacemento", "Fecha de nacimiento", p.fecha_nacimiento.printed, 1],
      ],
      [
        ["Lugar de nacemento", "Lugar de nacimiento", holder.citizen.birthPlace, 1],
        ["Nacionalidade", "Nacionalidad", p.nacionalidad.printed, 1],
      ],
      [
        ["Estado civil", "", p.estado_civil.printed, 1],
        ["Profesión ou ocupación", "Profesión u ocupación", p.ocupacion.printed, 1],
      ],
      [["Enderezo", "Dirección", p.direccion.printed, 1]],
      [
        ["Teléfono", "", p.telefono.printed, 2],
        ["Enderezo electrónico", "Correo electrónico", p.email.printed, 3],
      ],
      [
        ["Data de alta", "Fecha de alta", formatDate(since, holder.dateStyle), 1],
        [
          "Motivo de alta",
          "",
          rng.pick([
            "Cambio de residencia",
            "Omisión",
            "Procedente do estranxeiro / Procedente del extranjero",
          ]),
          1,
        ],
      ],
    ];
    const valueStyle = (w: number) => ({ size: 38, maxWidth: w, color: "#111111" });
    y += 20;
    if (stacked) {
      // Labels stacked in two lines to the left of each value, a hairline under each row.
      const labelW = 430;
      const rowH = 112;
      page.line(X, y, W - X, y, "#999999", 2);
      for (const group of cells) {
        const gw = (W - 2 * X - 40 * (group.length - 1)) / group.length;
        for (const [i, [g, s, value]] of group.entries()) {
          const x = X + i * (gw + 40);
          const lw = group.length === 1 ? labelW : Math.min(labelW, gw * 0.5);
          page.text(g, x, y + 46, {
            size: 28,
            bold: true,
            color: palette.accent,
            maxWidth: lw - 16,
          });
          if (s && s !== g) page.text(s, x, y + 84, { size: 24, color: grey, maxWidth: lw - 16 });
          page.text(value, x + lw, y + 70, valueStyle(gw - lw - 10));
        }
        y += rowH;
        page.line(X, y, W - X, y, "#999999", 2);
      }
    } else {
      // A grid: each cell's bilingual label in a shaded band, its value below.
      const band = 50;
      const rowH = 136;
      for (const group of cells) {
        const total = group.reduce((sum, c) => sum + c[3], 0);
        let x = X;
        for (const [g, s, value, share] of group) {
          const cw = ((W - 2 * X) * share) / total;
          page.rect({ x, y, width: cw, height: band }, { fill: palette.light });
          page.rect({ x, y, width: cw, height: rowH }, { stroke: "#444444", lineWidth: 2 });
          page.line(x, y + band, x + cw, y + band, "#444444", 1.5);
          page.text(s && s !== g ? `${g} / ${s}` : g, x + 14, y + 35, {
            size: 24,
            bold: true,
            color: palette.accent,
            maxWidth: cw - 28,
          });
          page.text(value, x + 20, y + rowH - 28, valueStyle(cw - 40));
          x += cw;
        }
        y += rowH;
      }
    }

    // Purpose and history boxes.
    y += 50;
    const tick = { size: 30, color: "#333333", rowHeight: 62 };
    const purpose = rng.int(0, 2);
    const pl = page.text("Finalidade / Finalidad:", X, y + 40, {
      size: 30,
      bold: true,
      color: palette.accent,
    });
    const a = tickGrid(
      page,
      ["Escolarización", "Prestacións sociais / Prestaciones sociales", "Outros / Otros"].map(
        (k, i) => [k, i === purpose] as const,
      ),
      pl.x + pl.width + 40,
      y + 6,
      W - X - (pl.x + pl.width + 40),
      2,
      tick,
    );
    const history = rng.chance(0.3);
    const hl = page.text("Inclúe histórico de enderezos / Incluye histórico:", X, a.bottom + 40, {
      size: 30,
      bold: true,
      color: palette.accent,
    });
    const b = tickGrid(
      page,
      [
        ["Si / Sí", history],
        ["Non / No", !history],
      ],
      hl.x + hl.width + 40,
      a.bottom + 6,
      600,
      2,
      tick,
    );
    y = b.bottom + 40;

    const on = formatDate(issued, holder.dateStyle);
    y = page.paragraph(
      `E para que conste e produza os efectos oportunos, expido o presente en ${town}, con data ${on}. / Y para que conste y surta los efectos oportunos, expido el presente en ${town}, con fecha ${on}.`,
      X,
      y + 20,
      W - 2 * X,
      44,
      { size: 28 },
    );

    // Signature and seal on the right, the verification code at the foot.
    const sy = Math.min(H - 560, y + 380);
    const official = rng.pick(OFFICIALS);
    page.text("O/A secretario/a xeral · El/La secretario/a general", W - X - 480, sy - 230, {
      size: 24,
      align: "center",
      color: grey,
    });
    roundStamp(ctx, W - X - 1010, sy - 110, 125, `CONCELLO DE ${TOWN} · SECRETARÍA`, rng, {
      color: "rgba(20,60,140,0.65)",
    });
    signature(ctx, { x: W - X - 730, y: sy - 190, width: 500, height: 150 }, rng);
    page.text(`Asdo.: ${official}`, W - X - 480, sy + 10, { size: 28, align: "center" });
    if (!volante) {
      // The mayor's approval on the left of certificates (slips carry one signature only).
      page.text("Visto e prace / Visto bueno", X + 300, sy - 230, {
        size: 24,
        align: "center",
        color: grey,
      });
      page.text("O/A alcalde/sa · El/La alcalde/sa", X + 300, sy - 196, {
        size: 24,
        align: "center",
        color: grey,
      });
      signature(ctx, { x: X + 80, y: sy - 170, width: 440, height: 130 }, rng);
    }
    page.text(
      "Este documento ten unha validez de tres meses / Este documento tiene una validez de tres meses",
      X,
      H - 380,
      { size: 22, color: grey },
    );
    const fy = H - 330;
    page.rect({ x: X, y: fy, width: W - 2 * X, height: 200 }, { stroke: "#888888", lineWidth: 2 });
    qrLike(ctx, X + 20, fy + 20, 160, rng);
    const csv = Array.from({ length: 4 }, () =>
      Array.from({ length: 5 }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[rng.int(0, 31)]).join(""),
    ).join("-");
    page.text(`CSV: ${csv}`, X + 210, fy + 60, { size: 28, bold: true });
    page.text(
      `Pódese verificar en / Puede verificarse en: https://sede.${town
        .toLowerCase()
        .normalize("NFD")
        .replace(/[^a-z]/g, "")}.gal/csv`,
      X + 210,
      fy + 110,
      { size: 24, color: grey, maxWidth: W - 2 * X - 240 },
    );
    page.text(
      "Documento asinado electronicamente / Documento firmado electrónicamente",
      X + 210,
      fy + 158,
      { size: 22, color: grey, maxWidth: W - 2 * X - 240 },
    );
    return {
      variant: `ficha-gal-empadroamento-${palette.name}-${stacked ? "duas-linas" : "cabeceira"}${volante ? "-volante" : ""}`,
      checkboxes: { ...a.states, ...b.states },
    };
  },
});

/** The form families of roster 3. */
export const ROSTER_3_FORMS: readonly Family[] = [FORMULARIO_GQ, FICHA_GAL];
