/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Peruvian passport data page: Spanish/English labels, photo left, authority line. */
import { PERU } from "../../content/countries/index.ts";
import { digits } from "../../content/country.ts";
import { emblem, photoPlaceholder, signature } from "../../render/decor.ts";
import { onCard, tint, waves } from "../../render/security.ts";
import { drawMrzLines, pasaporteFamily, TD3 } from "../shared/pasaporte.ts";
import { POOLS_PER } from "./content/pools.ts";

const [W, H] = TD3;

export const PASAPORTE_PE = pasaporteFamily({
  name: "pasaporte-pe",
  split: "heldout",
  description: "Peruvian passport",
  country: PERU,
  pools: POOLS_PER,
  fonts: ["Arimo"],
  dateStyles: ["dmon_bilingual"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  passportNumber: (rng) => digits(rng, 9),
  validity: [10],
  nationality: () => "PERUANA",
  fullName: "given_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    onCard(ctx, W, H, 20, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#f3ece3", "#efe6ef", "#e9eff2"], 20);
      waves(ctx, { x: 0, y: 0, width: W, height: 820 }, rng, "rgba(170,90,110,0.17)", {
        spacing: 12,
        angle: -25,
      });
      ctx.fillStyle = "#fbfaf7";
      ctx.fillRect(0, 840, W, H - 840);
    });
    emblem(ctx, 1330, 110, 60, "#8c2232");
    page.text("REPÚBLICA DEL PERÚ", 60, 70, { size: 32, bold: true, color: "#8c2232" });
    page.text("PASAPORTE", 60, 112, { size: 28, bold: true, color: "#333333" });
    page.text("PASSPORT", 260, 112, { size: 28, color: "#555555" });
    photoPlaceholder(ctx, { x: 60, y: 160, width: 320, height: 410 }, rng);
    const label = { size: 18, color: "#6a4b55" };
    const value = (maxWidth: number) => ({ size: 30, bold: true, color: "#141414", maxWidth });
    const field = (name: string, text: string, x: number, y: number, width: number) => {
      page.text(name, x, y, label);
      page.text(text, x, y + 36, value(width));
    };
    const x = 420;
    field("Tipo / Type", p.tipo.printed, x, 170, 100);
    field("Código de País / Country Code", p.codigo_pais.printed, 560, 170, 200);
    field("Pasaporte N° / Passport No.", p.numero_pasaporte.printed, 900, 170, 400);
    field("Apellidos / Surnames", p.apellidos.printed, x, 250, 960);
    field("Nombres / Given Names", p.nombres.printed, x, 330, 960);
    field("Nacionalidad / Nationality", p.nacionalidad.printed, x, 410, 420);
    field("Fecha de Nacimiento / Date of Birth", p.fecha_nacimiento.printed, 900, 410, 420);
    field("Sexo / Sex", p.sexo.printed, x, 490, 120);
    field("Lugar de Nacimiento / Place of Birth", p.lugar_nacimiento.printed, 600, 490, 700);
    field("Fecha de Emisión / Date of Issue", p.fecha_expedicion.printed, x, 570, 420);
    field("Fecha de Caducidad / Date of Expiry", p.fecha_vencimiento.printed, 900, 570, 420);
    field("Autoridad / Authority", "MIGRACIONES", x, 650, 420);
    field("Nombre completo / Full name", p.nombre_completo.printed, x, 730, 960);
    signature(ctx, { x: 70, y: 610, width: 300, height: 90 }, rng);
    page.text("Firma del titular / Holder's signature", 70, 730, { size: 16, color: "#6a4b55" });
    drawMrzLines(page, mrz, { x: 60, top: 920, width: W - 120, family: "Inconsolata", size: 58 });
    void holder;
    return undefined;
  },
});
