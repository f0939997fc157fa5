/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Spanish passport data page: numbered trilingual labels. */
import { SPAIN } from "../../content/countries/index.ts";
import { photoPlaceholder, signature } from "../../render/decor.ts";
import { microprint, onCard, tint, waves } from "../../render/security.ts";
import { drawMrzLines, pasaporteFamily, TD3 } from "../shared/pasaporte.ts";
import { POOLS_ESP } from "./content/pools.ts";

const [W, H] = TD3;
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

export const PASAPORTE_ES = pasaporteFamily({
  name: "pasaporte-es",
  split: "heldout",
  description: "Spanish passport",
  country: SPAIN,
  pools: POOLS_ESP,
  fonts: ["IBM Plex Sans"],
  dateStyles: ["dmy_space"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  passportNumber: (rng) =>
    `${rng.pick(["PA", "PB", "XD"])}${rng.pick([...LETTERS])}${String(rng.int(0, 999_999)).padStart(6, "0")}`,
  validity: [10],
  fullName: "surname_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    onCard(ctx, W, H, 20, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#f5efe4", "#eef3ea", "#f3e9ec"], 60);
      waves(ctx, { x: 0, y: 0, width: W, height: 840 }, rng, "rgba(160,110,60,0.16)", {
        spacing: 10,
        angle: 5,
        amplitude: 14,
      });
      microprint(
        ctx,
        { x: 0, y: 840, width: W, height: 16 },
        "REINO DE ESPAÑA",
        "rgba(120,60,40,0.4)",
        { size: 8 },
      );
      ctx.fillStyle = "#fcfbf8";
      ctx.fillRect(0, 856, W, H - 856);
    });
    page.text("ESPAÑA", 60, 64, { size: 34, bold: true, color: "#9b1b1b" });
    page.text("PASAPORTE · PASSPORT · PASSEPORT", 60, 102, { size: 22, color: "#6b4b2b" });
    photoPlaceholder(ctx, { x: 60, y: 150, width: 320, height: 410 }, rng);
    const label = { size: 16, color: "#6b5a45" };
    const field = (name: string, text: string, x: number, y: number, width: number) => {
      page.text(name, x, y, label);
      page.text(text, x, y + 34, { size: 29, bold: true, color: "#141414", maxWidth: width });
    };
    const x = 420;
    field("Tipo/Type/Type", p.tipo.printed, x, 158, 100);
    field("Código del país emisor/Issuing State code", p.codigo_pais.printed, 560, 158, 200);
    field("N.º de pasaporte/Passport No.", p.numero_pasaporte.printed, 1000, 158, 400);
    field("1. Apellidos/Surname/Nom", p.apellidos.printed, x, 236, 960);
    field("2. Nombre/Given names/Prénoms", p.nombres.printed, x, 314, 960);
    field("3. Nacionalidad/Nationality", p.nacionalidad.printed, x, 392, 400);
    field("4. Fecha de nacimiento/Date of birth", p.fecha_nacimiento.printed, 900, 392, 420);
    field("5. Sexo/Sex", p.sexo.printed, x, 470, 100);
    field("6. Lugar de nacimiento/Place of birth", p.lugar_nacimiento.printed, 600, 470, 700);
    field("7. Fecha de expedición/Date of issue", p.fecha_expedicion.printed, x, 548, 420);
    field("8. Fecha de caducidad/Date of expiry", p.fecha_vencimiento.printed, 900, 548, 420);
    field("9. Autoridad/Authority", "DGP / MINISTERIO DEL INTERIOR", x, 626, 600);
    field("DNI", holder.citizen.id.printed, 1100, 626, 300);
    signature(ctx, { x: 70, y: 600, width: 300, height: 90 }, rng);
    page.text("10. Firma del titular/Holder's signature", 70, 716, label);
    page.text(p.nombre_completo.printed, 420, 760, { size: 20, color: "#222222", maxWidth: 980 });
    drawMrzLines(page, mrz, {
      x: 60,
      top: 935,
      width: W - 120,
      family: "Share Tech Mono",
      size: 58,
    });
    return undefined;
  },
});
