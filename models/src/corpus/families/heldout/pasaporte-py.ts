/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Paraguayan passport data page. */
import { PARAGUAY } from "../../content/countries/index.ts";
import { digits } from "../../content/country.ts";
import { photoPlaceholder, signature } from "../../render/decor.ts";
import { onCard, rings, tint, waves } from "../../render/security.ts";
import { drawMrzLines, pasaporteFamily, TD3 } from "../shared/pasaporte.ts";
import { POOLS_PRY } from "./content/pools-roster2.ts";

const [W, H] = TD3;

export const PASAPORTE_PY = pasaporteFamily({
  name: "pasaporte-py",
  split: "heldout",
  description: "Paraguayan passport",
  country: PARAGUAY,
  pools: POOLS_PRY,
  fonts: ["Cabin"],
  dateStyles: ["dmy_dot", "dmon"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  passportNumber: (rng) => `${rng.pick(["R", "S", "T"])}${digits(rng, 6)}`,
  validity: [5, 10],
  nationality: () => "PARAGUAYA",
  fullName: "surname_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    onCard(ctx, W, H, 18, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#fdf0ee", "#f2f5fd", "#fdfbf0"], 160);
      waves(ctx, { x: 0, y: 0, width: W, height: 840 }, rng, "rgba(213,43,30,0.10)", {
        spacing: 14,
        angle: -35,
        amplitude: 18,
      });
      rings(ctx, W - 330, 420, 300, "rgba(0,56,168,0.12)", { step: 9, lobes: 7, depth: 0.08 });
      ctx.fillStyle = "#fdfdfd";
      ctx.fillRect(0, 850, W, H - 850);
    });
    page.text("REPÚBLICA DEL PARAGUAY", 60, 70, { size: 30, bold: true, color: "#a31f1a" });
    page.text("TETÃ PARAGUÁI", 60, 104, { size: 20, color: "#a31f1a" });
    page.text("PASAPORTE / PASSPORT", W - 60, 70, {
      size: 28,
      bold: true,
      color: "#002f86",
      align: "right",
    });
    photoPlaceholder(ctx, { x: 60, y: 150, width: 300, height: 390 }, rng);
    // Rows of a ruled grid: label (both languages) left, value right.
    const rows: [string, string][] = [
      ["Tipo / Type", p.tipo.printed],
      ["Código / Code", p.codigo_pais.printed],
      ["Pasaporte Nº / Passport No.", p.numero_pasaporte.printed],
      ["Apellidos / Surname", p.apellidos.printed],
      ["Nombres / Given names", p.nombres.printed],
      ["Nacionalidad / Nationality", p.nacionalidad.printed],
      ["Fecha de nacimiento / Date of birth", p.fecha_nacimiento.printed],
      ["Sexo / Sex", p.sexo.printed],
      ["Lugar de nacimiento / Place of birth", p.lugar_nacimiento.printed],
      ["Fecha de emisión / Date of issue", p.fecha_expedicion.printed],
      ["Fecha de vencimiento / Date of expiry", p.fecha_vencimiento.printed],
      ["C.I. Nº / Identity card", holder.citizen.id.printed],
    ];
    const x0 = 400;
    const mid = 830;
    for (const [i, [label, value]] of rows.entries()) {
      const y = 170 + i * 52;
      page.line(x0, y + 14, W - 60, y + 14, "rgba(0,47,134,0.25)", 1.5);
      page.text(label, mid - 20, y, {
        size: 17,
        color: "#4b5a7a",
        align: "right",
        maxWidth: mid - x0 - 30,
      });
      page.text(value, mid, y + 2, {
        size: 27,
        bold: true,
        color: "#141414",
        maxWidth: W - mid - 80,
      });
    }
    signature(ctx, { x: 70, y: 590, width: 290, height: 90 }, rng);
    page.text(p.nombre_completo.printed, 60, 800, { size: 19, color: "#222222", maxWidth: 1100 });
    drawMrzLines(page, mrz, { x: 60, top: 930, width: W - 120, family: "Inconsolata", size: 58 });
    return undefined;
  },
});
