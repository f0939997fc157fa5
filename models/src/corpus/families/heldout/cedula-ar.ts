/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Argentine DNI card, bilingual labels. */
import { ARGENTINA } from "../../content/countries/index.ts";
import { photoPlaceholder, rosette, signature } from "../../render/decor.ts";
import { onCard, tint, waves } from "../../render/security.ts";
import { cedulaFamily, ID1 } from "../shared/cedula.ts";
import { POOLS_ARG } from "./content/pools.ts";

const [W, H] = ID1;

export const CEDULA_AR = cedulaFamily({
  name: "cedula-ar-dni",
  split: "heldout",
  description: "Argentine DNI card",
  country: ARGENTINA,
  pools: POOLS_ARG,
  fonts: ["Fira Sans"],
  dateStyles: ["dmon_bilingual"],
  letterCase: ["upper"],
  nameOrder: ["surname_first", "given_first"],
  validity: 15,
  draw(page, rng, p, holder) {
    const { ctx } = page;
    onCard(ctx, W, H, 36, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#d6e9f6", "#f5f9fb", "#e4eef6"], 10);
      waves(ctx, { x: 0, y: 0, width: W, height: H }, rng, "rgba(90,150,200,0.22)", {
        spacing: 13,
        angle: 12,
        amplitude: 6,
      });
      rosette(ctx, 150, 140, 120, rng, "rgba(214,170,60,0.35)");
    });
    const label = { size: 14, color: "#3f6d91" };
    const value = (maxWidth: number) => ({ size: 26, bold: true, color: "#1a1a1a", maxWidth });
    const field = (name: string, text: string, x: number, y: number, width: number) => {
      page.text(name, x, y, label);
      page.text(text, x, y + 28, value(width));
    };
    page.text("REPÚBLICA ARGENTINA - MERCOSUR", W / 2 + 80, 42, {
      size: 22,
      bold: true,
      color: "#1f4e79",
      align: "center",
    });
    page.text("REGISTRO NACIONAL DE LAS PERSONAS", W / 2 + 80, 68, {
      size: 15,
      color: "#1f4e79",
      align: "center",
    });
    photoPlaceholder(ctx, { x: 36, y: 100, width: 236, height: 300 }, rng);
    const x = 300;
    field("Apellido / Surname", p.apellidos.printed, x, 104, W - x - 40);
    field("Nombre / Name", p.nombres.printed, x, 164, W - x - 40);
    field("Sexo / Sex", holder.citizen.name.sex, x, 224, 80);
    field("Nacionalidad / Nationality", p.nacionalidad.printed, 440, 224, 300);
    field("Ejemplar", rng.pick(["A", "B", "C"]), 850, 224, 60);
    field("Fecha de nacimiento / Date of birth", p.fecha_nacimiento.printed, x, 284, 330);
    field("Estado civil / Marital status", p.estado_civil.printed, 660, 284, 320);
    field("Fecha de emisión / Date of issue", p.fecha_expedicion.printed, x, 344, 330);
    field("Fecha de vencimiento / Date of expiry", p.fecha_vencimiento.printed, 660, 344, 320);
    page.text("Documento / Document", x, 412, label);
    page.text(p.cedula_numero.printed, x, 452, { size: 38, bold: true, color: "#1a1a1a" });
    page.text("Trámite N°", 660, 412, label);
    page.text(`00${rng.int(100_000_000, 999_999_999)}`, 660, 440, value(300));
    signature(ctx, { x: 40, y: 470, width: 240, height: 70 }, rng);
    page.text("Firma / Signature", 40, 566, label);
    page.text(p.nombre_completo.printed, 40, 600, { size: 18, color: "#222222", maxWidth: 600 });
    return undefined;
  },
});
