/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Uruguayan cédula de identidad, bilingual polycarbonate card. */
import { URUGUAY } from "../../content/countries/index.ts";
import { barcode, photoPlaceholder, signature } from "../../render/decor.ts";
import { dotScreen, microprint, onCard, rings, tint } from "../../render/security.ts";
import { ghostPortrait } from "../../render/stamp.ts";
import { cedulaFamily, ID1 } from "../shared/cedula.ts";
import { POOLS_URY } from "./content/pools-roster2.ts";

const [W, H] = ID1;

export const CEDULA_UY = cedulaFamily({
  name: "cedula-uy-identidad",
  split: "heldout",
  description: "Uruguayan cédula de identidad",
  country: URUGUAY,
  pools: POOLS_URY,
  fonts: ["Titillium Web"],
  dateStyles: ["dmy_space", "dmon"],
  letterCase: ["upper"],
  nameOrder: ["surname_comma"],
  validity: 10,
  draw(page, rng, p, holder) {
    const { ctx } = page;
    onCard(ctx, W, H, 36, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#eaf3fb", "#fbf3f5", "#f3f7ea"], 200);
      dotScreen(ctx, { x: 0, y: 0, width: W, height: H }, "rgba(70,120,180,0.10)", 7, 1);
      rings(ctx, 150, 520, 260, "rgba(200,120,60,0.16)", { step: 5, lobes: 24, depth: 0.02 });
      for (let y = 0; y < H; y += 64)
        microprint(ctx, { x: 560, y, width: 12 * 40, height: 10 }, "ROU", "rgba(60,90,150,0.35)", {
          size: 6,
        });
      // Sun band along the top.
      ctx.fillStyle = "rgba(0,56,168,0.9)";
      ctx.fillRect(0, 0, W, 10);
      ctx.fillStyle = "rgba(252,209,22,0.9)";
      ctx.fillRect(0, 10, W, 6);
    });
    page.text("REPÚBLICA ORIENTAL DEL URUGUAY", W - 40, 58, {
      size: 22,
      bold: true,
      color: "#0b2f6b",
      align: "right",
    });
    page.text("CÉDULA DE IDENTIDAD · IDENTITY CARD", W - 40, 88, {
      size: 17,
      color: "#0b2f6b",
      align: "right",
    });
    photoPlaceholder(ctx, { x: 40, y: 40, width: 220, height: 280 }, rng);
    ghostPortrait(ctx, { x: W - 160, y: 440, width: 110, height: 130 }, "#5a6f9e");
    const pair = (es: string, en: string, value: string, x: number, y: number, width: number) => {
      page.text(`${es} / ${en}`, x, y, { size: 13, color: "#6a6f80" });
      page.text(value, x, y + 28, { size: 24, bold: true, color: "#161616", maxWidth: width });
    };
    page.text("Documento / Document No.", 300, 128, { size: 13, color: "#6a6f80" });
    page.text(p.cedula_numero.printed, 300, 170, { size: 38, bold: true, color: "#9d1d2c" });
    pair("Apellidos", "Surnames", p.apellidos.printed, 300, 210, 660);
    pair("Nombres", "Given names", p.nombres.printed, 300, 268, 660);
    pair("Nacionalidad", "Nationality", p.nacionalidad.printed, 300, 326, 300);
    pair("Estado civil", "Civil status", p.estado_civil.printed, 640, 326, 300);
    pair("Fecha de nacimiento", "Date of birth", p.fecha_nacimiento.printed, 300, 384, 300);
    pair(
      "Lugar de nacimiento",
      "Place of birth",
      holder.citizen.birthPlace.toLocaleUpperCase("es"),
      640,
      384,
      320,
    );
    pair("Fecha de expedición", "Date of issue", p.fecha_expedicion.printed, 300, 442, 300);
    pair("Fecha de vencimiento", "Date of expiry", p.fecha_vencimiento.printed, 300, 500, 300);
    signature(ctx, { x: 50, y: 340, width: 210, height: 70 }, rng);
    page.text("Firma / Signature", 50, 430, { size: 13, color: "#6a6f80" });
    page.text(p.nombre_completo.printed, 40, 610, { size: 15, color: "#2a2a2a", maxWidth: 560 });
    barcode(ctx, { x: 40, y: 470, width: 220, height: 50 }, rng, "#333333");
    return undefined;
  },
});
