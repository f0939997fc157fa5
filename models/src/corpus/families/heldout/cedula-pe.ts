/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Peruvian DNI, electronic card style. */
import { PERU } from "../../content/countries/index.ts";
import { barcode, photoPlaceholder, signature } from "../../render/decor.ts";
import { microprint, onCard, tint, waves } from "../../render/security.ts";
import { cedulaFamily, ID1 } from "../shared/cedula.ts";
import { POOLS_PER } from "./content/pools.ts";

const [W, H] = ID1;

export const CEDULA_PE = cedulaFamily({
  name: "cedula-pe-dni",
  split: "heldout",
  description: "Peruvian DNI",
  country: PERU,
  pools: POOLS_PER,
  fonts: ["Arimo"],
  dateStyles: ["dmy_space"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  validity: 8,
  draw(page, rng, p, holder) {
    const { ctx } = page;
    onCard(ctx, W, H, 34, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#e9eef3", "#f7f5ef", "#e3ecf1"], 30);
      waves(ctx, { x: 0, y: 0, width: W, height: H }, rng, "rgba(120,160,190,0.28)", {
        spacing: 11,
        angle: -8,
      });
      microprint(
        ctx,
        { x: 0, y: 0, width: W, height: 118 },
        "REPUBLICA DEL PERU",
        "rgba(150,40,40,0.18)",
        {
          size: 7,
        },
      );
    });
    const label = { size: 17, color: "#56606c" };
    const value = (maxWidth: number) => ({ size: 27, bold: true, color: "#151515", maxWidth });
    page.text("REPÚBLICA DEL PERÚ", 40, 52, { size: 26, bold: true, color: "#b3121d" });
    page.text("DOCUMENTO NACIONAL DE IDENTIDAD", 40, 84, { size: 19, color: "#333d47" });
    page.text("DNI", 700, 60, { size: 20, bold: true, color: "#56606c" });
    page.text(p.cedula_numero.printed, 760, 64, { size: 40, bold: true, color: "#111111" });
    photoPlaceholder(ctx, { x: 40, y: 130, width: 230, height: 290 }, rng);
    const x = 300;
    const field = (name: string, text: string, fx: number, y: number, width: number) => {
      page.text(name, fx, y, label);
      page.text(text, fx, y + 32, value(width));
    };
    field("Apellidos", p.apellidos.printed, x, 150, W - x - 40);
    field("Pre Nombres", p.nombres.printed, x, 222, W - x - 40);
    field("Fecha de Nacimiento", p.fecha_nacimiento.printed, x, 294, 300);
    page.text("Sexo", 650, 294, label);
    page.text(holder.citizen.name.sex, 650, 326, value(80));
    page.text("Estado Civil", 780, 294, label);
    page.text(p.estado_civil.printed, 780, 326, value(200));
    field("Fecha de Emisión", p.fecha_expedicion.printed, x, 366, 300);
    field("Fecha de Caducidad", p.fecha_vencimiento.printed, 650, 366, 320);
    field("Nacionalidad", p.nacionalidad.printed, x, 438, 300);
    page.text("UBIGEO", 650, 438, label);
    page.text(String(rng.int(10_000, 259_999)).padStart(6, "0"), 650, 470, value(200));
    signature(ctx, { x: 50, y: 450, width: 220, height: 70 }, rng);
    page.line(40, 528, 280, 528, "#7a828c", 1.5);
    page.text(p.nombre_completo.printed, 40, 560, { size: 18, color: "#222222", maxWidth: 560 });
    barcode(ctx, { x: 660, y: 520, width: 310, height: 70 }, rng, "#333333");
    photoPlaceholder(ctx, { x: 570, y: 500, width: 70, height: 90 }, rng);
    return undefined;
  },
});
