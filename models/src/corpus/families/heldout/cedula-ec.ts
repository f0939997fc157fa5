/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Ecuadorian cédula de ciudadanía. */
import { ECUADOR } from "../../content/countries/index.ts";
import { emblem, fingerprint, photoPlaceholder, signature } from "../../render/decor.ts";
import { onCard, stripes, tint, waves } from "../../render/security.ts";
import { cedulaFamily, ID1 } from "../shared/cedula.ts";
import { POOLS_ECU } from "./content/pools.ts";

const [W, H] = ID1;

export const CEDULA_EC = cedulaFamily({
  name: "cedula-ec-ciudadania",
  split: "heldout",
  description: "Ecuadorian cédula de ciudadanía",
  country: ECUADOR,
  pools: POOLS_ECU,
  fonts: ["IBM Plex Sans"],
  dateStyles: ["dmy_dash"],
  letterCase: ["upper"],
  nameOrder: ["surname_first"],
  validity: 10,
  draw(page, rng, p, holder) {
    const { ctx } = page;
    onCard(ctx, W, H, 30, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#fbf1dc", "#f6e3e6", "#fdf6e8"], 45);
      waves(ctx, { x: 0, y: 110, width: W, height: H - 110 }, rng, "rgba(200,120,130,0.2)", {
        spacing: 10,
        angle: 35,
      });
      stripes(
        ctx,
        { x: 0, y: 0, width: W, height: 12 },
        ["#ffd100", "#0072ce", "#ef3340"],
        "vertical",
        [2, 1, 1],
      );
    });
    emblem(ctx, 70, 70, 42, "#8a6d1f");
    page.text("REPÚBLICA DEL ECUADOR", W / 2, 52, {
      size: 27,
      bold: true,
      color: "#222222",
      align: "center",
    });
    page.text("DIRECCIÓN GENERAL DE REGISTRO CIVIL, IDENTIFICACIÓN Y CEDULACIÓN", W / 2, 80, {
      size: 15,
      color: "#444444",
      align: "center",
      maxWidth: 760,
    });
    page.text("CÉDULA DE CIUDADANÍA", 300, 124, { size: 22, bold: true, color: "#7a1b2a" });
    page.text("No.", 620, 124, { size: 20, color: "#7a1b2a" });
    page.text(p.cedula_numero.printed, 664, 126, { size: 32, bold: true, color: "#b0162b" });
    photoPlaceholder(ctx, { x: 36, y: 104, width: 236, height: 300 }, rng);
    const label = { size: 15, color: "#5b4a3a" };
    const value = (maxWidth: number) => ({ size: 26, bold: true, color: "#151515", maxWidth });
    const x = 300;
    page.text("APELLIDOS Y NOMBRES", x, 164, label);
    page.text(p.apellidos.printed, x, 196, value(W - x - 40));
    page.text(p.nombres.printed, x, 230, value(W - x - 40));
    page.text("LUGAR DE NACIMIENTO", x, 268, label);
    page.text(holder.citizen.birthPlace.toLocaleUpperCase("es"), x, 298, value(300));
    page.text("FECHA DE NACIMIENTO", 640, 268, label);
    page.text(p.fecha_nacimiento.printed, 640, 298, value(340));
    page.text("NACIONALIDAD", x, 336, label);
    page.text(p.nacionalidad.printed, x, 366, value(300));
    page.text("SEXO", 640, 336, label);
    page.text(holder.citizen.name.sex === "M" ? "HOMBRE" : "MUJER", 640, 366, value(150));
    page.text("ESTADO CIVIL", 800, 336, label);
    page.text(p.estado_civil.printed, 800, 366, value(190));
    page.text("FECHA DE EXPEDICIÓN", x, 404, label);
    page.text(p.fecha_expedicion.printed, x, 434, value(300));
    page.text("FECHA DE EXPIRACIÓN", 640, 404, label);
    page.text(p.fecha_vencimiento.printed, 640, 434, value(340));
    signature(ctx, { x: 300, y: 470, width: 300, height: 80 }, rng);
    page.line(290, 556, 640, 556, "#6b5b4b", 1.5);
    page.text("FIRMA DEL CEDULADO", 465, 580, { ...label, align: "center" });
    page.text(p.nombre_completo.printed, 465, 612, {
      size: 17,
      color: "#222222",
      align: "center",
      maxWidth: 560,
    });
    fingerprint(ctx, { x: 790, y: 460, width: 160, height: 150 }, rng);
    return undefined;
  },
});
