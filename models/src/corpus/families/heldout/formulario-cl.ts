/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Chilean compensation fund's membership form: label column, boxed header, health-system boxes. */
import { CHILE } from "../../content/countries/index.ts";
import { signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { checkboxRow, drawRows, section } from "../../render/form-rows.ts";
import { A4, formularioFamily } from "../shared/a4.ts";
import { POOLS_CHL } from "./content/pools.ts";

const [W, H] = A4;
const X = 200;
const PALETTE: Palette = {
  name: "azul",
  primary: "#003a70",
  accent: "#003a70",
  light: "#e5eef7",
  pattern: "#c9dbee",
};

export const FORMULARIO_CL = formularioFamily({
  name: "formulario-cl-afiliacion",
  split: "heldout",
  description: "Chilean compensation fund's membership form",
  country: CHILE,
  pools: POOLS_CHL,
  fonts: ["Barlow"],
  dateStyles: ["dmy_dash", "dmy_slash"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  kinds: [{ tipo: "afiliación", printed: "AFILIACIÓN" }],
  draw(page, rng, p, holder) {
    page.rect({ x: X, y: 140, width: W - 2 * X, height: 230 }, { stroke: "#003a70", lineWidth: 4 });
    page.text("CAJA DE COMPENSACIÓN LOS ANDES DEL SUR", X + 40, 220, {
      size: 44,
      bold: true,
      color: "#003a70",
    });
    page.text(`FORMULARIO DE ${p.tipo_solicitud.printed} — TRABAJADOR DEPENDIENTE`, X + 40, 290, {
      size: 38,
      color: "#222222",
    });
    page.text(`Folio N° ${rng.int(100000, 999999)}`, X + 40, 345, { size: 30, color: "#555555" });
    page.text("Fecha:", W - X - 440, 345, { size: 30, color: "#555555" });
    page.text(p.fecha.printed, W - X - 330, 345, { size: 32, bold: true });
    const rows = {
      style: "lado" as const,
      palette: PALETTE,
      x: X,
      width: W - 2 * X,
      colon: false,
      valueSize: 40,
    };
    let y = section(page, "IDENTIFICACIÓN DEL AFILIADO", X, 440, W - 2 * X, PALETTE, false);
    y = drawRows(
      page,
      [
        { label: "Nombre completo", value: p.nombre_completo.printed },
        { label: "RUN", value: p.cedula_numero.printed },
        { label: "Fecha de nacimiento", value: p.fecha_nacimiento.printed },
        { label: "Estado civil", value: p.estado_civil.printed },
        { label: "Profesión u oficio", value: p.ocupacion.printed },
        { label: "Dirección particular", value: p.direccion.printed },
        { label: "Teléfono", value: p.telefono.printed },
        { label: "Correo electrónico", value: p.email.printed },
      ],
      y,
      rows,
    );
    y = section(page, "ANTECEDENTES LABORALES Y DE SALUD", X, y + 40, W - 2 * X, PALETTE, false);
    y = drawRows(
      page,
      [
        {
          label: "Empleador",
          value: rng.pick([
            "Constructora Pehuén Ltda.",
            "Servicios Mineros Atacama SpA",
            "Comercial Lircay S.A.",
          ]),
        },
        {
          label: "Fecha de ingreso",
          value: `${String(rng.int(1, 28)).padStart(2, "0")}-${String(rng.int(1, 12)).padStart(2, "0")}-${rng.int(2010, 2024)}`,
        },
      ],
      y,
      rows,
    );
    const fonasa = rng.chance(0.7);
    const a = checkboxRow(
      page,
      "Sistema de salud:",
      [
        ["FONASA", fonasa],
        ["ISAPRE", !fonasa],
      ],
      X,
      y + 20,
      W - 2 * X,
      PALETTE,
    );
    const afp = rng.pick(["Capital", "Cuprum", "Habitat", "Modelo", "PlanVital", "Provida", "Uno"]);
    const b = checkboxRow(
      page,
      "AFP:",
      ["Capital", "Cuprum", "Habitat", "Modelo", "PlanVital", "Provida", "Uno"].map(
        (k) => [k, k === afp] as const,
      ),
      X,
      a.bottom + 10,
      W - 2 * X,
      PALETTE,
    );
    const sy = Math.min(H - 300, b.bottom + 460);
    signature(page.ctx, { x: X + 100, y: sy - 150, width: 560, height: 130 }, rng);
    page.line(X, sy, X + 760, sy, "#333333", 3);
    page.text("Firma del trabajador(a)", X + 380, sy + 50, { size: 32, align: "center" });
    page.text(`${holder.citizen.place.name}`, W - X - 380, sy + 50, { size: 32, align: "center" });
    page.line(W - X - 760, sy, W - X, sy, "#333333", 3);
    return { checkboxes: { ...a.states, ...b.states } };
  },
});
