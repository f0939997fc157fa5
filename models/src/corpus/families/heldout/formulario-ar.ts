/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Argentine university's scholarship application: dotted leaders, numbered sections, typewriter values. */
import { ARGENTINA } from "../../content/countries/index.ts";
import { signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { checkboxRow, drawRows } from "../../render/form-rows.ts";
import { A4, formularioFamily } from "../shared/a4.ts";
import { POOLS_ARG } from "./content/pools.ts";

const [W, H] = A4;
const X = 190;
const UNIVERSITIES = [
  "UNIVERSIDAD NACIONAL DEL LITORAL",
  "UNIVERSIDAD NACIONAL DE CUYO",
  "UNIVERSIDAD NACIONAL DEL SUR",
];
const PALETTE: Palette = {
  name: "negro",
  primary: "#222222",
  accent: "#222222",
  light: "#f2f2f2",
  pattern: "#dddddd",
};

export const FORMULARIO_AR = formularioFamily({
  name: "formulario-ar-beca",
  split: "heldout",
  description: "Argentine university's scholarship application",
  country: ARGENTINA,
  pools: POOLS_ARG,
  fonts: ["Fira Sans"],
  dateStyles: ["dmy_slash", "dmy_dot"],
  letterCase: ["title", "upper"],
  nameOrder: ["surname_comma"],
  kinds: [
    { tipo: "beca", printed: "BECA" },
    { tipo: "beca de ayuda económica", printed: "BECA DE AYUDA ECONÓMICA" },
  ],
  draw(page, rng, p, holder) {
    page.text(rng.pick(UNIVERSITIES), W / 2, 200, { size: 48, bold: true, align: "center" });
    page.text("Secretaría de Bienestar Universitario", W / 2, 262, {
      size: 36,
      align: "center",
      color: "#444444",
    });
    page.line(X, 310, W - X, 310, "#222222", 4);
    page.line(X, 322, W - X, 322, "#222222", 1.5);
    page.text(`SOLICITUD DE ${p.tipo_solicitud.printed}`, W / 2, 440, {
      size: 58,
      bold: true,
      align: "center",
    });
    page.text(`Convocatoria ${2025} — Formulario N° ${rng.int(100, 9999)}`, W / 2, 500, {
      size: 32,
      align: "center",
      color: "#444444",
    });
    const rows = {
      style: "puntos" as const,
      palette: PALETTE,
      x: X,
      width: W - 2 * X,
      valueFamily: "Inconsolata" as const,
      valueSize: 44,
    };
    page.text("A. DATOS DEL/DE LA ESTUDIANTE", X, 600, { size: 38, bold: true });
    let y = drawRows(
      page,
      [
        { label: "Apellido y nombres", value: p.nombre_completo.printed },
        { label: "DNI", value: p.cedula_numero.printed, half: true },
        { label: "Fecha de nac.", value: p.fecha_nacimiento.printed, half: true },
        { label: "Estado civil", value: p.estado_civil.printed, half: true },
        { label: "Ocupación", value: p.ocupacion.printed, half: true },
        { label: "Domicilio", value: p.direccion.printed },
        { label: "Tel.", value: p.telefono.printed, half: true },
        { label: "E-mail", value: p.email.printed, half: true },
      ],
      620,
      rows,
    );
    page.text("B. DATOS ACADÉMICOS", X, y + 80, { size: 38, bold: true });
    y = drawRows(
      page,
      [
        {
          label: "Carrera",
          value: rng.pick([
            "Abogacía",
            "Bioquímica",
            "Ingeniería en Sistemas",
            "Profesorado en Historia",
          ]),
        },
        { label: "Año que cursa", value: `${rng.int(1, 5)}°`, half: true },
        { label: "Materias aprobadas", value: String(rng.int(0, 30)), half: true },
      ],
      y + 100,
      rows,
    );
    const kinds = ["Ayuda económica", "Comedor", "Transporte", "Residencia"];
    const ticked = new Set(rng.sample(kinds, rng.int(1, 2)));
    const a = checkboxRow(
      page,
      "Beca que solicita:",
      kinds.map((k) => [k, ticked.has(k)] as const),
      X,
      y + 40,
      W - 2 * X,
      PALETTE,
    );
    const works = rng.chance(0.4);
    const b = checkboxRow(
      page,
      "¿Trabaja?",
      [
        ["Sí", works],
        ["No", !works],
      ],
      X,
      a.bottom + 10,
      W - 2 * X,
      PALETTE,
    );
    page.text(
      `Lugar y fecha: ${holder.citizen.place.name}, ${p.fecha.printed}`,
      X,
      b.bottom + 120,
      { size: 36 },
    );
    const sy = Math.min(H - 260, b.bottom + 480);
    signature(page.ctx, { x: W - X - 700, y: sy - 150, width: 560, height: 130 }, rng);
    page.line(W - X - 760, sy, W - X, sy, "#333333", 3);
    page.text("Firma y aclaración", W - X - 380, sy + 50, { size: 32, align: "center" });
    return { checkboxes: { ...a.states, ...b.states } };
  },
});
