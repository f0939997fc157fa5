/** Residence form ("FICHA DE RESIDENCIA") on A4, with table, boxed or fill-in-line rows. */
import { addTime, CORPUS_TODAY, DATE_STYLES, dateBetween, formatDate } from "../content/dates.ts";
import { upper } from "../content/names.ts";
import { randomPerson } from "../content/person.ts";
import { BODY_FONTS, MONO_FONTS } from "../fonts.ts";
import type { Rng } from "../rng.ts";
import { signature } from "./decor.ts";
import { Fields, PALETTES, type RenderedDocument } from "./document.ts";
import { checkboxRow, drawRows, type RowStyle, section } from "./form-rows.ts";
import { letterhead, title } from "./letterhead.ts";
import { Page } from "./page.ts";
import { printPerson } from "./person-print.ts";

const DPI = 300;
const W = 2480;
const H = 3508;
const X = 190;
const WIDTH = W - 2 * X;

const FIELDS = [
  "nombres",
  "apellidos",
  "nombre_completo",
  "cedula_numero",
  "fecha_nacimiento",
  "direccion",
  "telefono",
  "email",
  "estado_civil",
  "ocupacion",
  "nacionalidad",
] as const;

const ISSUERS = [
  "CONSEJO COMUNAL «LOS PRÓCERES»",
  "CONSEJO COMUNAL «BRISAS DEL ÁVILA»",
  "JUNTA PARROQUIAL SANTA ROSALÍA",
  "ALCALDÍA DEL MUNICIPIO SUCRE",
  "ALCALDÍA DEL MUNICIPIO LIBERTADOR",
  "PREFECTURA DE LA PARROQUIA EL RECREO",
];

/** The three original row styles of the ficha. */
export const FICHA_LAYOUTS = ["tabla", "casillas", "lineas"] as const satisfies readonly RowStyle[];

/** Renders a ficha de residencia with rows in `layout` (drawn at random when not given). */
export function renderFicha(rng: Rng, layout?: (typeof FICHA_LAYOUTS)[number]): RenderedDocument {
  const person = randomPerson(rng.fork("person"));
  // The draw is made even when the layout is given, so every later draw stays the same.
  const drawn = rng.pick(FICHA_LAYOUTS);
  const style = layout ?? drawn;
  const palette = rng.pick(PALETTES);
  const page = new Page(W, H, DPI, rng.pick(BODY_FONTS));
  page.rect({ x: 0, y: 0, width: W, height: H }, { fill: "#ffffff" });
  const dateStyle = rng.pick(DATE_STYLES.filter((d) => d !== "dmon_bilingual"));
  const p = printPerson(rng, person, {
    letterCase: rng.chance(0.7) ? "upper" : "title",
    dateStyle,
    nameOrder: rng.chance(0.7) ? "given_first" : "surname_comma",
  });
  const issuer = rng.pick(ISSUERS);
  let y = letterhead(
    page,
    [
      "REPÚBLICA BOLIVARIANA DE VENEZUELA",
      issuer,
      `ESTADO ${upper(person.city.state)}`.replace("ESTADO DISTRITO", "DISTRITO"),
    ],
    palette,
    rng.pick(["left", "right", "none"] as const),
  );
  y = title(page, "FICHA DE RESIDENCIA", y + 20, palette, rng.chance(0.5));
  const issued = dateBetween(rng, addTime(CORPUS_TODAY, -2), CORPUS_TODAY);
  page.text(
    `N° de control: ${issued.year}-${String(rng.int(1, 9999)).padStart(5, "0")}`,
    X,
    y + 40,
    { size: 34 },
  );
  page.text(`Fecha: ${formatDate(issued, dateStyle)}`, W - X, y + 40, { size: 34, align: "right" });
  y += 90;
  const valueFamily = style === "lineas" && rng.chance(0.5) ? rng.pick(MONO_FONTS) : undefined;
  const rowOpts = { style, palette, x: X, width: WIDTH, valueFamily, labelUpper: rng.chance(0.5) };
  const filled = rng.chance(0.6);
  y = section(page, "I. DATOS PERSONALES", X, y, WIDTH, palette, filled);
  y = drawRows(
    page,
    [
      { label: "Nombres", value: p.nombres.printed, half: true },
      { label: "Apellidos", value: p.apellidos.printed, half: true },
      { label: "Cédula de identidad", value: p.cedula_numero.printed, half: true },
      { label: "Fecha de nacimiento", value: p.fecha_nacimiento.printed, half: true },
      { label: "Nacionalidad", value: p.nacionalidad.printed, half: true },
      { label: "Estado civil", value: p.estado_civil.printed, half: true },
      { label: "Ocupación", value: p.ocupacion.printed },
    ],
    y,
    rowOpts,
  );
  y = section(page, "II. RESIDENCIA Y CONTACTO", X, y + 30, WIDTH, palette, filled);
  const years = rng.int(1, 30);
  y = drawRows(
    page,
    [
      { label: "Dirección", value: p.direccion.printed },
      { label: "Teléfono", value: p.telefono.printed, half: true },
      {
        label: "Tiempo de residencia",
        value: `${years} ${years === 1 ? "año" : "años"}`,
        half: true,
      },
      { label: "Correo electrónico", value: p.email.printed },
    ],
    y,
    rowOpts,
  );
  y = section(page, "III. VIVIENDA", X, y + 30, WIDTH, palette, filled);
  const kinds = ["Casa", "Apartamento", "Quinta", "Habitación"];
  const kind = rng.pick(kinds);
  const tenure = rng.pick(["Propia", "Alquilada", "Familiar"]);
  const a = checkboxRow(
    page,
    "Tipo:",
    kinds.map((k) => [k, k === kind] as const),
    X,
    y,
    WIDTH,
    palette,
  );
  const b = checkboxRow(
    page,
    "Condición:",
    ["Propia", "Alquilada", "Familiar"].map((k) => [k, k === tenure] as const),
    X,
    a.bottom + 10,
    WIDTH,
    palette,
  );
  const c = checkboxRow(
    page,
    "Servicios:",
    ["Agua potable", "Electricidad", "Gas doméstico", "Internet"].map(
      (k) => [k, rng.chance(0.7)] as const,
    ),
    X,
    b.bottom + 10,
    WIDTH,
    palette,
  );
  y = c.bottom + 60;
  const article = person.name.sex === "M" ? "el ciudadano" : "la ciudadana";
  const text = `Quien suscribe, en representación de la institución arriba identificada, hace constar que ${article} ${p.nombre_completo.printed}, titular de la cédula de identidad N° ${p.cedula_numero.printed}, reside en la dirección arriba indicada desde hace ${years} ${years === 1 ? "año" : "años"}. Constancia que se expide a solicitud de la parte interesada.`;
  y = page.paragraph(text, X, y, WIDTH, 60, { size: 38 }, [
    p.nombre_completo.printed,
    p.cedula_numero.printed,
  ]);
  signatures(page, rng, y + 160);
  page.text(
    "Esta constancia tiene una validez de seis (6) meses a partir de su emisión.",
    W / 2,
    H - 140,
    { size: 30, color: "#444444", align: "center" },
  );
  const fields = new Fields();
  for (const name of FIELDS) fields.set(name, p[name].printed, p[name].normalized);
  return {
    page,
    layout: `${style}-${palette.name}`,
    fields: fields.values,
    checkboxes: { ...a.states, ...b.states, ...c.states },
  };
}

function signatures(page: Page, rng: Rng, y: number): void {
  const width = 760;
  for (const [i, caption] of ["Firma del solicitante", "Sello y firma del vocero(a)"].entries()) {
    const x = i === 0 ? X + 40 : W - X - 40 - width;
    signature(page.ctx, { x: x + 100, y: y - 130, width: width - 200, height: 110 }, rng);
    page.line(x, y, x + width, y, "#333333", 3);
    page.text(caption, x + width / 2, y + 50, { size: 34, align: "center" });
  }
}
