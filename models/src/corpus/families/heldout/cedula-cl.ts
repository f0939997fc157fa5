/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Chilean cédula de identidad with RUN. */
import { CHILE } from "../../content/countries/index.ts";
import { photoPlaceholder, signature } from "../../render/decor.ts";
import { onCard, rings, tint, watermark } from "../../render/security.ts";
import { cedulaFamily, ID1 } from "../shared/cedula.ts";
import { POOLS_CHL } from "./content/pools.ts";

const [W, H] = ID1;

export const CEDULA_CL = cedulaFamily({
  name: "cedula-cl-run",
  split: "heldout",
  description: "Chilean identity card",
  country: CHILE,
  pools: POOLS_CHL,
  fonts: ["Barlow"],
  dateStyles: ["dmon"],
  letterCase: ["upper"],
  nameOrder: ["given_first", "surname_first"],
  validity: 10,
  draw(page, rng, p, holder) {
    const { ctx } = page;
    onCard(ctx, W, H, 36, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#f4f6f9", "#dfe7f0"], 70);
      rings(ctx, W * 0.78, H * 0.58, 260, "rgba(70,110,170,0.16)", { step: 7, lobes: 18 });
      watermark(ctx, "CHILE", W * 0.62, H * 0.62, { size: 150, color: "rgba(40,80,150,0.06)" });
      ctx.fillStyle = "#163a78";
      ctx.fillRect(0, 0, W, 104);
      ctx.fillStyle = "#c8102e";
      ctx.fillRect(0, 104, W, 6);
    });
    page.text("REPÚBLICA DE CHILE", 36, 44, { size: 26, bold: true, color: "#ffffff" });
    page.text("CÉDULA DE IDENTIDAD", 36, 84, { size: 32, bold: true, color: "#ffffff" });
    page.text("SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN", W - 36, 84, {
      size: 15,
      color: "#dce4f2",
      align: "right",
    });
    photoPlaceholder(ctx, { x: 36, y: 134, width: 224, height: 282 }, rng);
    const label = { size: 16, bold: true, color: "#163a78" };
    const value = (maxWidth: number) => ({ size: 27, color: "#101010", maxWidth });
    const field = (name: string, text: string, x: number, y: number, width: number) => {
      page.text(name, x, y, label);
      page.text(text, x, y + 30, value(width));
    };
    const x = 290;
    field("APELLIDOS", p.apellidos.printed, x, 146, W - x - 40);
    field("NOMBRES", p.nombres.printed, x, 212, W - x - 40);
    field("NACIONALIDAD", p.nacionalidad.printed, x, 278, 240);
    field("SEXO", holder.citizen.name.sex, 560, 278, 80);
    field("FECHA DE NACIMIENTO", p.fecha_nacimiento.printed, 700, 278, 280);
    field(
      "NÚMERO DOCUMENTO",
      `${rng.int(100, 699)}.${rng.int(100, 999)}.${rng.int(100, 999)}`,
      x,
      344,
      240,
    );
    field("ESTADO CIVIL", p.estado_civil.printed, 560, 344, 420);
    field("FECHA DE EMISIÓN", p.fecha_expedicion.printed, x, 410, 240);
    field("FECHA DE VENCIMIENTO", p.fecha_vencimiento.printed, 560, 410, 300);
    page.text("RUN", 36, 470, label);
    page.text(p.cedula_numero.printed, 36, 512, { size: 36, bold: true, color: "#101010" });
    signature(ctx, { x: 420, y: 470, width: 320, height: 80 }, rng);
    page.line(400, 556, 780, 556, "#555555", 1.5);
    page.text(p.nombre_completo.printed, 590, 590, {
      size: 17,
      color: "#222222",
      align: "center",
      maxWidth: 540,
    });
    return undefined;
  },
});
