/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Peruvian sworn declaration of address: municipal header, dotted-leader rows, thumbprint box. */
import { PERU } from "../../content/countries/index.ts";
import { formatDate } from "../../content/dates.ts";
import { signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { checkboxRow, drawRows } from "../../render/form-rows.ts";
import { A4, fichaFamily } from "../shared/a4.ts";
import { POOLS_PER } from "./content/pools.ts";

const [W, H] = A4;
const X = 210;
const PALETTE: Palette = {
  name: "azul",
  primary: "#0d3b66",
  accent: "#0d3b66",
  light: "#e8eef5",
  pattern: "#cdd9e6",
};

export const FICHA_PE = fichaFamily({
  name: "ficha-pe-declaracion",
  split: "heldout",
  description: "Peruvian sworn declaration of address",
  country: PERU,
  pools: POOLS_PER,
  fonts: ["Arimo"],
  dateStyles: ["dmy_slash", "dmy_dash"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  draw(page, rng, p, holder, issued) {
    const district = holder.citizen.place.name.toLocaleUpperCase("es");
    page.rect({ x: X, y: 130, width: W - 2 * X, height: 190 }, { fill: "#0d3b66" });
    page.text(`MUNICIPALIDAD PROVINCIAL DE ${district}`, W / 2, 205, {
      size: 46,
      bold: true,
      color: "#ffffff",
      align: "center",
      maxWidth: W - 2 * X - 80,
    });
    page.text("Gerencia de Servicios al Ciudadano", W / 2, 270, {
      size: 34,
      color: "#dbe6f2",
      align: "center",
    });
    page.text("DECLARACIÓN JURADA DE DOMICILIO", W / 2, 450, {
      size: 62,
      bold: true,
      color: "#0d3b66",
      align: "center",
    });
    page.text("(Ley N° 28882 de Simplificación de la Certificación Domiciliaria)", W / 2, 510, {
      size: 30,
      color: "#444444",
      align: "center",
    });
    const rowOpts = {
      style: "puntos" as const,
      palette: PALETTE,
      x: X,
      width: W - 2 * X,
      valueSize: 40,
    };
    let y = drawRows(
      page,
      [
        { label: "1. Apellidos", value: p.apellidos.printed },
        { label: "2. Nombres", value: p.nombres.printed },
        { label: "3. DNI N°", value: p.cedula_numero.printed, half: true },
        { label: "4. Fecha de nacimiento", value: p.fecha_nacimiento.printed, half: true },
        { label: "5. Nacionalidad", value: p.nacionalidad.printed, half: true },
        { label: "6. Estado civil", value: p.estado_civil.printed, half: true },
        { label: "7. Ocupación", value: p.ocupacion.printed },
        { label: "8. Domicilio actual", value: p.direccion.printed },
        { label: "9. Celular", value: p.telefono.printed, half: true },
        { label: "10. Correo", value: p.email.printed, half: true },
      ],
      570,
      rowOpts,
    );
    const article = holder.citizen.name.sex === "M" ? "identificado" : "identificada";
    y = page.paragraph(
      `Yo, ${p.nombre_completo.printed}, ${article} con DNI N° ${p.cedula_numero.printed}, DECLARO BAJO JURAMENTO que el domicilio consignado es mi residencia habitual, y me someto a las responsabilidades civiles y penales en caso de falsedad.`,
      X,
      y + 90,
      W - 2 * X,
      60,
      { size: 38 },
      [p.nombre_completo.printed, p.cedula_numero.printed],
    );
    const tipo = rng.pick(["Propia", "Alquilada", "Familiar", "Cedida"]);
    const row = checkboxRow(
      page,
      "Condición de la vivienda:",
      ["Propia", "Alquilada", "Familiar", "Cedida"].map((k) => [k, k === tipo] as const),
      X,
      y + 20,
      W - 2 * X,
      PALETTE,
    );
    page.text(`${holder.citizen.place.name}, ${formatDate(issued, "long")}`, X, row.bottom + 110, {
      size: 38,
    });
    const sy = Math.min(H - 420, row.bottom + 460);
    signature(page.ctx, { x: X + 120, y: sy - 150, width: 600, height: 130 }, rng);
    page.line(X + 40, sy, X + 860, sy, "#333333", 3);
    page.text("Firma del declarante", X + 450, sy + 50, { size: 34, align: "center" });
    page.rect(
      { x: W - X - 330, y: sy - 340, width: 300, height: 360 },
      { stroke: "#333333", lineWidth: 3 },
    );
    page.text("Huella digital", W - X - 180, sy + 60, { size: 30, align: "center" });
    return {
      checkboxes: Object.fromEntries(Object.entries(row.states).map(([k, v]) => [k, v])),
    };
  },
});
