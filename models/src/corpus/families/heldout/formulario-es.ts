/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Spanish letting agency's rental application: captions under fill-in lines, employment boxes. */
import { SPAIN } from "../../content/countries/index.ts";
import { signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { checkboxRow, drawRows } from "../../render/form-rows.ts";
import { A4, formularioFamily } from "../shared/a4.ts";
import { POOLS_ESP } from "./content/pools.ts";

const [W, H] = A4;
const X = 200;
const PALETTE: Palette = {
  name: "teja",
  primary: "#9a3412",
  accent: "#57534e",
  light: "#fafaf9",
  pattern: "#e7e5e4",
};

export const FORMULARIO_ES = formularioFamily({
  name: "formulario-es-alquiler",
  split: "heldout",
  description: "Spanish letting agency's rental application",
  country: SPAIN,
  pools: POOLS_ESP,
  fonts: ["Merriweather", "IBM Plex Sans"],
  dateStyles: ["dmy_slash", "long"],
  letterCase: ["title", "upper"],
  nameOrder: ["given_first"],
  kinds: [
    { tipo: "alquiler", printed: "ALQUILER" },
    { tipo: "arrendamiento", printed: "ARRENDAMIENTO" },
  ],
  draw(page, rng, p) {
    const agency = rng.pick([
      "Inmobiliaria Albaicín, S.L.",
      "Fincas Llorente y Asociados",
      "Gestión Patrimonial Cantábrico, S.L.",
    ]);
    page.text(agency, X, 200, { size: 50, bold: true, color: "#9a3412" });
    page.text(
      `CIF ${rng.pick(["B", "B", "A"])}${rng.int(10_000_000, 99_999_999)} · Tel. 9${rng.int(10_000_000, 99_999_999)}`,
      X,
      260,
      {
        size: 30,
        color: "#57534e",
      },
    );
    page.line(X, 300, W - X, 300, "#9a3412", 6);
    page.text(`SOLICITUD DE ${p.tipo_solicitud.printed} DE VIVIENDA`, X, 430, {
      size: 58,
      bold: true,
      color: "#1c1917",
    });
    page.text(
      `Referencia del inmueble: ${rng.pick(["AL", "PI", "CA"])}-${rng.int(1000, 9999)}`,
      X,
      500,
      { size: 34, color: "#57534e" },
    );
    page.text(`Fecha: ${p.fecha.printed}`, W - X, 500, { size: 34, align: "right" });
    const rows = {
      style: "bajo" as const,
      palette: PALETTE,
      x: X,
      width: W - 2 * X,
      valueSize: 40,
    };
    let y = drawRows(
      page,
      [
        { label: "Nombre y apellidos del solicitante", value: p.nombre_completo.printed },
        { label: "DNI / NIE", value: p.cedula_numero.printed, half: true },
        { label: "Fecha de nacimiento", value: p.fecha_nacimiento.printed, half: true },
        { label: "Estado civil", value: p.estado_civil.printed, half: true },
        { label: "Profesión", value: p.ocupacion.printed, half: true },
        { label: "Domicilio actual", value: p.direccion.printed },
        { label: "Teléfono de contacto", value: p.telefono.printed, half: true },
        { label: "Correo electrónico", value: p.email.printed, half: true },
        { label: "Ingresos netos mensuales", value: `${rng.int(9, 45)}00,00 €`, half: true },
        { label: "Número de ocupantes", value: String(rng.int(1, 5)), half: true },
      ],
      570,
      rows,
    );
    const jobs = [
      "Contrato indefinido",
      "Contrato temporal",
      "Autónomo",
      "Pensionista",
      "Estudiante",
    ];
    const job = rng.pick(jobs);
    const a = checkboxRow(
      page,
      "Situación laboral:",
      jobs.map((k) => [k, k === job] as const),
      X,
      y + 30,
      W - 2 * X,
      PALETTE,
    );
    const pets = rng.chance(0.3);
    const b = checkboxRow(
      page,
      "Mascotas:",
      [
        ["Sí", pets],
        ["No", !pets],
      ],
      X,
      a.bottom + 10,
      W - 2 * X,
      PALETTE,
    );
    y = page.paragraph(
      "El solicitante autoriza el tratamiento de sus datos personales conforme al Reglamento (UE) 2016/679 para la gestión de esta solicitud.",
      X,
      b.bottom + 100,
      W - 2 * X,
      52,
      { size: 30, color: "#57534e" },
    );
    const sy = Math.min(H - 260, y + 360);
    signature(page.ctx, { x: X + 100, y: sy - 150, width: 560, height: 130 }, rng);
    page.line(X, sy, X + 760, sy, "#333333", 3);
    page.text("Firma del solicitante", X + 380, sy + 50, { size: 32, align: "center" });
    return { checkboxes: { ...a.states, ...b.states } };
  },
});
