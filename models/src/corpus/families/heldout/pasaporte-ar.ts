/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Argentine passport data page: photo right, label left of its value, holder's DNI. */
import { ARGENTINA } from "../../content/countries/index.ts";
import { photoPlaceholder, rosette, signature } from "../../render/decor.ts";
import { dotScreen, onCard, tint } from "../../render/security.ts";
import { drawMrzLines, pasaporteFamily, TD3 } from "../shared/pasaporte.ts";
import { POOLS_ARG } from "./content/pools.ts";

const [W, H] = TD3;
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

export const PASAPORTE_AR = pasaporteFamily({
  name: "pasaporte-ar",
  split: "heldout",
  description: "Argentine passport",
  country: ARGENTINA,
  pools: POOLS_ARG,
  fonts: ["Fira Sans"],
  dateStyles: ["dmon_bilingual", "dmon"],
  letterCase: ["upper"],
  nameOrder: ["surname_first"],
  passportNumber: (rng) =>
    `${rng.pick([...LETTERS])}${rng.pick([...LETTERS])}${rng.pick([...LETTERS])}${String(rng.int(0, 999_999)).padStart(6, "0")}`,
  validity: [10],
  nationality: () => "ARGENTINA",
  fullName: "surname_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    onCard(ctx, W, H, 20, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#e2f0f8", "#f8f8f2"], 90);
      dotScreen(ctx, { x: 0, y: 0, width: W, height: 820 }, "rgba(80,140,190,0.18)", 12, 1.6);
      rosette(ctx, 1150, 420, 260, rng, "rgba(205,160,50,0.3)");
      ctx.fillStyle = "#ffffff";
      ctx.fillRect(0, 840, W, H - 840);
    });
    page.text("REPÚBLICA ARGENTINA", 60, 66, { size: 30, bold: true, color: "#1e4f86" });
    page.text("MERCOSUR", 60, 100, { size: 22, color: "#1e4f86" });
    page.text("PASAPORTE / PASSPORT", W - 60, 66, {
      size: 28,
      bold: true,
      color: "#1e4f86",
      align: "right",
    });
    photoPlaceholder(ctx, { x: W - 380, y: 140, width: 320, height: 410 }, rng);
    const label = { size: 17, color: "#4d7396" };
    const row = (name: string, text: string, y: number, maxWidth = 640) => {
      page.text(name, 60, y, label);
      page.text(text, 430, y + 2, { size: 30, bold: true, color: "#161616", maxWidth });
    };
    row("Tipo / Type", p.tipo.printed, 160);
    row("Emisor / Issuing State", p.codigo_pais.printed, 210);
    row("Pasaporte N° / Passport No.", p.numero_pasaporte.printed, 260);
    row("Apellido / Surname", p.apellidos.printed, 310);
    row("Nombre / Name", p.nombres.printed, 360);
    row("Nacionalidad / Nationality", p.nacionalidad.printed, 410);
    row("Fecha de nacimiento / Date of birth", p.fecha_nacimiento.printed, 460);
    row("Sexo / Sex", p.sexo.printed, 510);
    row("Lugar de nacimiento / Place of birth", p.lugar_nacimiento.printed, 560);
    row("Fecha de emisión / Date of issue", p.fecha_expedicion.printed, 610);
    row("Fecha de vencimiento / Date of expiry", p.fecha_vencimiento.printed, 660);
    row("Documento / Document", holder.citizen.id.printed, 710);
    row("Autoridad / Authority", "RENAPER", 760);
    signature(ctx, { x: W - 370, y: 600, width: 300, height: 90 }, rng);
    page.text(p.nombre_completo.printed, W - 380, 740, {
      size: 18,
      color: "#222222",
      maxWidth: 340,
    });
    drawMrzLines(page, mrz, {
      x: 60,
      top: 920,
      width: W - 120,
      family: "Share Tech Mono",
      size: 60,
    });
    return undefined;
  },
});
