/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Chilean passport data page: trilingual labels (Spanish, English, French). */
import { CHILE } from "../../content/countries/index.ts";
import { photoPlaceholder, signature } from "../../render/decor.ts";
import { onCard, rings, tint, waves } from "../../render/security.ts";
import { drawMrzLines, pasaporteFamily, TD3 } from "../shared/pasaporte.ts";
import { POOLS_CHL } from "./content/pools.ts";

const [W, H] = TD3;

export const PASAPORTE_CL = pasaporteFamily({
  name: "pasaporte-cl",
  split: "heldout",
  description: "Chilean passport",
  country: CHILE,
  pools: POOLS_CHL,
  fonts: ["Barlow"],
  dateStyles: ["dmon"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  passportNumber: (rng) => `${rng.pick(["F", "P"])}${String(rng.int(10_000_000, 99_999_999))}`,
  validity: [5, 10],
  fullName: "given_first",
  draw(page, rng, p, _holder, mrz) {
    const { ctx } = page;
    onCard(ctx, W, H, 20, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#eef1f7", "#f5eef0"], 0);
      rings(ctx, 380, 420, 360, "rgba(60,90,160,0.14)", { step: 9, lobes: 24 });
      waves(ctx, { x: 700, y: 0, width: W - 700, height: 820 }, rng, "rgba(190,60,80,0.12)", {
        spacing: 14,
        angle: 90,
      });
      ctx.fillStyle = "#f9f9f9";
      ctx.fillRect(0, 850, W, H - 850);
    });
    page.text("REPÚBLICA DE CHILE", W / 2, 60, {
      size: 30,
      bold: true,
      color: "#0f2f6b",
      align: "center",
    });
    page.text("PASAPORTE  PASSPORT  PASSEPORT", W / 2, 98, {
      size: 22,
      color: "#0f2f6b",
      align: "center",
    });
    photoPlaceholder(ctx, { x: 60, y: 150, width: 320, height: 410 }, rng);
    const label = { size: 15, color: "#4a5a7a" };
    const field = (name: string, text: string, x: number, y: number, width: number) => {
      page.text(name, x, y, label);
      page.text(text, x, y + 34, { size: 29, bold: true, color: "#121212", maxWidth: width });
    };
    const x = 420;
    field("Tipo / Type / Type", p.tipo.printed, x, 160, 100);
    field("Código / Code / Code", p.codigo_pais.printed, 600, 160, 160);
    field(
      "N° pasaporte / Passport No. / N° du passeport",
      p.numero_pasaporte.printed,
      860,
      160,
      440,
    );
    field("Apellidos / Surnames / Noms", p.apellidos.printed, x, 238, 960);
    field("Nombres / Given names / Prénoms", p.nombres.printed, x, 316, 960);
    field("Nacionalidad / Nationality / Nationalité", p.nacionalidad.printed, x, 394, 400);
    field("Sexo / Sex / Sexe", p.sexo.printed, 860, 394, 100);
    field(
      "Fecha de nacimiento / Date of birth / Date de naissance",
      p.fecha_nacimiento.printed,
      x,
      472,
      420,
    );
    field(
      "Lugar de nacimiento / Place of birth / Lieu de naissance",
      p.lugar_nacimiento.printed,
      860,
      472,
      460,
    );
    field(
      "Fecha de emisión / Date of issue / Date de délivrance",
      p.fecha_expedicion.printed,
      x,
      550,
      420,
    );
    field(
      "Fecha de vencimiento / Date of expiry / Date d'expiration",
      p.fecha_vencimiento.printed,
      860,
      550,
      460,
    );
    field("RUN", _holder.citizen.id.printed, x, 628, 400);
    signature(ctx, { x: 70, y: 600, width: 300, height: 90 }, rng);
    page.text(p.nombre_completo.printed, 60, 740, { size: 19, color: "#222222", maxWidth: 700 });
    drawMrzLines(page, mrz, { x: 60, top: 925, width: W - 120, family: "Inconsolata", size: 58 });
    return undefined;
  },
});
