/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Ecuadorian municipal residence certificate: captions under fill-in lines, housing boxes. */
import { ECUADOR } from "../../content/countries/index.ts";
import { formatDate } from "../../content/dates.ts";
import { signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { checkboxRow, drawRows, section } from "../../render/form-rows.ts";
import { stripes } from "../../render/security.ts";
import { A4, fichaFamily } from "../shared/a4.ts";
import { POOLS_ECU } from "./content/pools.ts";

const [W, H] = A4;
const X = 200;
const PALETTE: Palette = {
  name: "verde",
  primary: "#1e6b3a",
  accent: "#2d4a36",
  light: "#e9f3ec",
  pattern: "#cfe5d6",
};

export const FICHA_EC = fichaFamily({
  name: "ficha-ec-residencia",
  split: "heldout",
  description: "Ecuadorian municipal residence certificate",
  country: ECUADOR,
  pools: POOLS_ECU,
  fonts: ["IBM Plex Sans"],
  dateStyles: ["dmy_slash", "iso"],
  letterCase: ["upper", "title"],
  nameOrder: ["surname_first", "given_first"],
  draw(page, rng, p, holder, issued) {
    stripes(
      page.ctx,
      { x: 0, y: 0, width: W, height: 40 },
      ["#ffd100", "#0072ce", "#ef3340"],
      "horizontal",
      [2, 1, 1],
    );
    const canton = holder.citizen.place.name.toLocaleUpperCase("es");
    page.text("GOBIERNO AUTÓNOMO DESCENTRALIZADO MUNICIPAL", X, 190, {
      size: 40,
      bold: true,
      color: "#1e6b3a",
    });
    page.text(`DEL CANTÓN ${canton}`, X, 246, { size: 40, bold: true, color: "#1e6b3a" });
    page.text("Dirección de Participación Ciudadana", X, 300, { size: 32, color: "#444444" });
    page.rect(
      { x: W - X - 420, y: 140, width: 420, height: 170 },
      { stroke: "#1e6b3a", lineWidth: 3 },
    );
    page.text("Trámite N°", W - X - 400, 200, { size: 28, color: "#444444" });
    page.text(
      `GADM-${issued.year}-${String(rng.int(1, 9999)).padStart(4, "0")}`,
      W - X - 400,
      260,
      { size: 36, bold: true },
    );
    page.text("CERTIFICADO DE RESIDENCIA", W / 2, 460, {
      size: 64,
      bold: true,
      color: "#1e6b3a",
      align: "center",
    });
    const rowOpts = {
      style: "bajo" as const,
      palette: PALETTE,
      x: X,
      width: W - 2 * X,
      valueSize: 40,
    };
    let y = section(page, "DATOS DEL SOLICITANTE", X, 540, W - 2 * X, PALETTE, false);
    y = drawRows(
      page,
      [
        { label: "Apellidos", value: p.apellidos.printed, half: true },
        { label: "Nombres", value: p.nombres.printed, half: true },
        { label: "Cédula de ciudadanía", value: p.cedula_numero.printed, half: true },
        { label: "Fecha de nacimiento", value: p.fecha_nacimiento.printed, half: true },
        { label: "Nacionalidad", value: p.nacionalidad.printed, half: true },
        { label: "Estado civil", value: p.estado_civil.printed, half: true },
        { label: "Profesión / ocupación", value: p.ocupacion.printed },
      ],
      y,
      rowOpts,
    );
    y = section(page, "DATOS DEL DOMICILIO", X, y + 20, W - 2 * X, PALETTE, false);
    y = drawRows(
      page,
      [
        { label: "Dirección domiciliaria", value: p.direccion.printed },
        { label: "Teléfono celular", value: p.telefono.printed, half: true },
        { label: "Correo electrónico", value: p.email.printed, half: true },
      ],
      y,
      rowOpts,
    );
    const tenure = rng.pick(["Propia", "Arrendada", "Prestada"]);
    const a = checkboxRow(
      page,
      "Vivienda:",
      ["Propia", "Arrendada", "Prestada"].map((k) => [k, k === tenure] as const),
      X,
      y + 20,
      W - 2 * X,
      PALETTE,
    );
    const zone = rng.chance(0.8);
    const b = checkboxRow(
      page,
      "Sector:",
      [
        ["Urbano", zone],
        ["Rural", !zone],
      ],
      X,
      a.bottom + 10,
      W - 2 * X,
      PALETTE,
    );
    y = page.paragraph(
      `Se certifica que ${p.nombre_completo.printed} reside en la dirección indicada dentro de la jurisdicción de este cantón. El presente certificado se emite a petición de la parte interesada.`,
      X,
      b.bottom + 100,
      W - 2 * X,
      58,
      { size: 36 },
      [p.nombre_completo.printed],
    );
    page.text(`${holder.citizen.place.name}, ${formatDate(issued, "long")}`, W - X, y + 40, {
      size: 36,
      align: "right",
    });
    const sy = Math.min(H - 260, y + 420);
    signature(page.ctx, { x: W / 2 - 280, y: sy - 150, width: 560, height: 130 }, rng);
    page.line(W / 2 - 400, sy, W / 2 + 400, sy, "#333333", 3);
    page.text("Director(a) de Participación Ciudadana", W / 2, sy + 50, {
      size: 32,
      align: "center",
    });
    return { checkboxes: { ...a.states, ...b.states } };
  },
});
