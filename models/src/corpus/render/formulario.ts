/** Generic application form ("SOLICITUD DE ...") with label/value rows and ticked checkboxes. */
import {
  addTime,
  CORPUS_TODAY,
  DATE_STYLES,
  dateBetween,
  formatDate,
  isoDate,
} from "../content/dates.ts";
import { randomPerson } from "../content/person.ts";
import { BODY_FONTS, MONO_FONTS } from "../fonts.ts";
import type { Rng } from "../rng.ts";
import { signature } from "./decor.ts";
import { Fields, PALETTES, type RenderedDocument } from "./document.ts";
import { checkboxRow, drawRows, type FormRow, type RowStyle, section } from "./form-rows.ts";
import { letterhead, title } from "./letterhead.ts";
import { Page } from "./page.ts";
import { printPerson } from "./person-print.ts";

const DPI = 300;
const W = 2480;
const H = 3508;
const X = 190;
const WIDTH = W - 2 * X;

interface Kind {
  /** Normalised tipo_solicitud; the title prints it upper-case. */
  tipo: string;
  issuers: readonly string[];
  extra: (rng: Rng) => FormRow[];
  checks: readonly (readonly [string, readonly string[]])[];
}

const KINDS: readonly Kind[] = [
  {
    tipo: "empleo",
    issuers: ["DISTRIBUIDORA EL ÁVILA, C.A.", "SERVICIOS TÉCNICOS CARONÍ, C.A."],
    extra: (rng) => [
      {
        label: "Cargo al que aspira",
        value: rng.pick([
          "Asistente administrativo",
          "Vendedor(a)",
          "Analista de sistemas",
          "Chofer",
        ]),
        half: true,
      },
      { label: "Pretensión salarial", value: `${rng.int(150, 900)},00 USD`, half: true },
    ],
    checks: [
      ["Disponibilidad:", ["Tiempo completo", "Medio tiempo", "Por horas"]],
      ["Posee:", ["Vehículo propio", "Licencia de conducir", "Certificado de salud"]],
    ],
  },
  {
    tipo: "crédito",
    issuers: ["BANCO DEL SUR, C.A. BANCO UNIVERSAL", "CAJA DE AHORRO DE LOS TRABAJADORES"],
    extra: (rng) => [
      { label: "Monto solicitado", value: `Bs. ${rng.int(2, 90)}.000,00`, half: true },
      { label: "Plazo", value: `${rng.pick([6, 12, 18, 24, 36])} meses`, half: true },
    ],
    checks: [
      ["Destino:", ["Vivienda", "Vehículo", "Consumo", "Comercio"]],
      ["Vivienda:", ["Propia", "Alquilada", "De familiares"]],
    ],
  },
  {
    tipo: "inscripción",
    issuers: [
      "UNIVERSIDAD NACIONAL EXPERIMENTAL DEL CENTRO",
      "INSTITUTO UNIVERSITARIO DE TECNOLOGÍA",
    ],
    extra: (rng) => [
      {
        label: "Carrera",
        value: rng.pick(["Ingeniería Civil", "Contaduría Pública", "Enfermería", "Informática"]),
        half: true,
      },
      { label: "Turno", value: rng.pick(["Diurno", "Nocturno", "Fin de semana"]), half: true },
    ],
    checks: [
      [
        "Documentos:",
        ["Título de bachiller", "Notas certificadas", "Fotocopia de cédula", "Foto carnet"],
      ],
      ["Modalidad:", ["Presencial", "A distancia"]],
    ],
  },
  {
    tipo: "servicio",
    issuers: ["EMPRESA ELÉCTRICA DEL CENTRO", "HIDROLÓGICA DE LA REGIÓN CAPITAL"],
    extra: (rng) => [
      { label: "N° de contrato", value: String(rng.int(1_000_000, 9_999_999)), half: true },
      { label: "Tipo de inmueble", value: rng.pick(["Residencial", "Comercial"]), half: true },
    ],
    checks: [
      ["Solicitud:", ["Instalación nueva", "Reconexión", "Cambio de titular", "Reclamo"]],
      ["Notificar por:", ["Correo electrónico", "Mensaje de texto", "Llamada"]],
    ],
  },
];

const FIELDS = [
  "nombre_completo",
  "cedula_numero",
  "telefono",
  "email",
  "direccion",
  "fecha",
  "fecha_nacimiento",
  "estado_civil",
  "ocupacion",
  "tipo_solicitud",
] as const;

/** The three original row styles of the formulario. */
export const FORMULARIO_LAYOUTS = [
  "tabla",
  "casillas",
  "lineas",
] as const satisfies readonly RowStyle[];

/** Renders a formulario de solicitud with rows in `layout` (drawn at random when not given). */
export function renderFormulario(
  rng: Rng,
  layout?: (typeof FORMULARIO_LAYOUTS)[number],
): RenderedDocument {
  const person = randomPerson(rng.fork("person"));
  const kind = rng.pick(KINDS);
  // The draw is made even when the layout is given, so every later draw stays the same.
  const drawn = rng.pick(FORMULARIO_LAYOUTS);
  const style = layout ?? drawn;
  const palette = rng.pick(PALETTES);
  const page = new Page(W, H, DPI, rng.pick(BODY_FONTS));
  page.rect({ x: 0, y: 0, width: W, height: H }, { fill: "#ffffff" });
  const dateStyle = rng.pick(DATE_STYLES.filter((d) => d !== "dmon_bilingual"));
  const p = printPerson(rng, person, {
    letterCase: rng.chance(0.5) ? "upper" : "title",
    dateStyle,
    nameOrder: rng.pick(["given_first", "surname_comma", "surname_first"] as const),
  });
  const date = dateBetween(rng, addTime(CORPUS_TODAY, -2), CORPUS_TODAY);
  const fecha = formatDate(date, dateStyle);
  const tipo = kind.tipo.toLocaleUpperCase("es");
  let y = letterhead(
    page,
    [rng.pick(kind.issuers), `RIF: J-${rng.int(10_000_000, 49_999_999)}-${rng.int(0, 9)}`],
    palette,
    rng.pick(["left", "right", "none"] as const),
  );
  y = title(page, `SOLICITUD DE ${tipo}`, y + 20, palette, rng.chance(0.5));
  page.text(`Fecha: ${fecha}`, W - X, y + 40, { size: 36, align: "right" });
  page.text(`Planilla N° ${String(rng.int(1, 99_999)).padStart(6, "0")}`, X, y + 40, { size: 36 });
  const rowOpts = {
    style,
    palette,
    x: X,
    width: WIDTH,
    valueFamily: rng.chance(0.3) ? rng.pick(MONO_FONTS) : undefined,
    labelUpper: rng.chance(0.4),
  };
  const filled = rng.chance(0.5);
  y = section(page, "DATOS DEL SOLICITANTE", X, y + 90, WIDTH, palette, filled);
  y = drawRows(
    page,
    [
      { label: "Nombre y apellido", value: p.nombre_completo.printed },
      { label: "Cédula de identidad", value: p.cedula_numero.printed, half: true },
      { label: "Fecha de nacimiento", value: p.fecha_nacimiento.printed, half: true },
      { label: "Estado civil", value: p.estado_civil.printed, half: true },
      { label: "Profesión u oficio", value: p.ocupacion.printed, half: true },
      { label: "Dirección de habitación", value: p.direccion.printed },
      { label: "Teléfono", value: p.telefono.printed, half: true },
      { label: "Correo electrónico", value: p.email.printed, half: true },
    ],
    y,
    rowOpts,
  );
  y = section(page, `DATOS DE LA SOLICITUD`, X, y + 30, WIDTH, palette, filled);
  y = drawRows(page, kind.extra(rng), y, rowOpts);
  const checkboxes: Record<string, boolean> = {};
  for (const [group, labels] of kind.checks) {
    const ticked = new Set(rng.sample(labels, rng.int(1, Math.min(2, labels.length))));
    const row = checkboxRow(
      page,
      group,
      labels.map((l) => [l, ticked.has(l)] as const),
      X,
      y + 10,
      WIDTH,
      palette,
    );
    Object.assign(checkboxes, row.states);
    y = row.bottom;
  }
  const accepts = rng.chance(0.85);
  page.checkbox(X, y + 52, 44, accepts);
  y = page.paragraph(
    "Declaro que los datos suministrados son verdaderos y autorizo su verificación.",
    X + 70,
    y + 90,
    WIDTH - 70,
    56,
    { size: 36 },
  );
  checkboxes["Declaro que los datos suministrados son verdaderos y autorizo su verificación."] =
    accepts;
  const sy = Math.max(y + 420, H - 520);
  observations(page, y + 40, sy - 320, palette.accent);
  signature(page.ctx, { x: X + 140, y: sy - 140, width: 560, height: 120 }, rng);
  page.line(X + 40, sy, X + 800, sy, "#333333", 3);
  page.text("Firma del solicitante", X + 420, sy + 50, { size: 34, align: "center" });
  page.rect(
    { x: W - X - 700, y: sy - 260, width: 700, height: 330 },
    { stroke: "#777777", lineWidth: 2 },
  );
  page.text("Para uso de la institución", W - X - 350, sy + 120, {
    size: 30,
    color: "#555555",
    align: "center",
  });
  const fields = new Fields();
  for (const name of FIELDS) {
    if (name === "fecha") fields.set(name, fecha, isoDate(date));
    else if (name === "tipo_solicitud") fields.set(name, tipo, kind.tipo);
    else fields.set(name, p[name].printed, p[name].normalized);
  }
  return {
    page,
    layout: `${style}-${kind.tipo}-${palette.name}`,
    fields: fields.values,
    checkboxes,
  };
}

function observations(page: Page, top: number, bottom: number, color: string): void {
  if (bottom - top < 200) return;
  page.text("Observaciones:", X, top + 50, { size: 36, bold: true, color });
  for (let y = top + 140; y < bottom; y += 90) page.line(X, y, W - X, y, "#9e9e9e", 2);
}
