/**
 * Passport data pages added as training families from the Dominican Republic, Honduras and
 * Bolivia: trilingual labels, numbered labels, and a two-line label column.
 */
import type { SKRSContext2D } from "@napi-rs/canvas";
import { BOLIVIA, DOMINICAN_REPUBLIC, HONDURAS } from "../../content/countries/index.ts";
import { digits } from "../../content/country.ts";
import { emblem, guilloche, photoPlaceholder, signature } from "../../render/decor.ts";
import {
  microprint,
  onCard,
  rings,
  stripes,
  tint,
  watermark,
  waves,
} from "../../render/security.ts";
import { ghostPortrait } from "../../render/stamp.ts";
import { drawMrzLines, pasaporteFamily, TD3 } from "../shared/pasaporte.ts";
import { TRAIN_POOLS_BOL, TRAIN_POOLS_DOM, TRAIN_POOLS_HND } from "./pools-americas.ts";

const [W, H] = TD3;
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const letter = (rng: { pick<T>(items: readonly T[]): T }) => rng.pick([...LETTERS]);

/** The lower strip where the MRZ is printed, plain. */
const mrzStrip = (ctx: SKRSContext2D, color: string) => {
  ctx.fillStyle = color;
  ctx.fillRect(0, 840, W, H - 840);
};

/** Dominican passport: Spanish/English/French labels above values, photo left, cédula number. */
export const PASAPORTE_DO = pasaporteFamily({
  name: "pasaporte-do",
  split: "train",
  description: "Dominican passport",
  country: DOMINICAN_REPUBLIC,
  pools: TRAIN_POOLS_DOM,
  fonts: ["Work Sans", "PT Sans"],
  dateStyles: ["dmon_bilingual", "dmy_slash"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  passportNumber: (rng) => `${letter(rng)}${letter(rng)}${digits(rng, 7)}`,
  validity: [6, 10],
  fullName: "given_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    onCard(ctx, W, H, 20, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#e8eef8", "#f8f1f1", "#eef2f8"], 30);
      guilloche(ctx, { x: 0, y: 140, width: W, height: 690 }, rng, "rgba(0,45,98,0.15)", 40);
      watermark(ctx, "REPÚBLICA DOMINICANA", W / 2, 520, {
        size: 90,
        color: "rgba(206,17,38,0.06)",
        angle: -18,
      });
      mrzStrip(ctx, "#fbfbfb");
    });
    emblem(ctx, 90, 80, 50, "#002d62");
    page.text("REPÚBLICA DOMINICANA", 160, 72, { size: 34, bold: true, color: "#002d62" });
    page.text("PASAPORTE · PASSPORT · PASSEPORT", 160, 112, { size: 22, color: "#ce1126" });
    photoPlaceholder(ctx, { x: 60, y: 170, width: 320, height: 410 }, rng);
    ghostPortrait(ctx, { x: W - 220, y: 620, width: 150, height: 180 }, "#002d62");
    const label = { size: 16, color: "#3b5a86" };
    const field = (name: string, text: string, x: number, y: number, width: number) => {
      page.text(name, x, y, label);
      page.text(text, x, y + 34, { size: 29, bold: true, color: "#111111", maxWidth: width });
    };
    const x = 420;
    field("Tipo / Type / Type", p.tipo.printed, x, 170, 100);
    field("Código / Code / Code", p.codigo_pais.printed, 620, 170, 150);
    field(
      "Pasaporte No. / Passport No. / Passeport No.",
      p.numero_pasaporte.printed,
      900,
      170,
      400,
    );
    field("Apellidos / Surnames / Noms", p.apellidos.printed, x, 250, 960);
    field("Nombres / Given names / Prénoms", p.nombres.printed, x, 330, 960);
    field("Nacionalidad / Nationality / Nationalité", p.nacionalidad.printed, x, 410, 420);
    field("Fecha de nacimiento / Date of birth", p.fecha_nacimiento.printed, 900, 410, 420);
    field("Sexo / Sex / Sexe", p.sexo.printed, x, 490, 120);
    field("Lugar de nacimiento / Place of birth", p.lugar_nacimiento.printed, 620, 490, 700);
    field("Fecha de expedición / Date of issue", p.fecha_expedicion.printed, x, 570, 420);
    field("Fecha de expiración / Date of expiry", p.fecha_vencimiento.printed, 900, 570, 420);
    field("Cédula / Personal No.", holder.citizen.id.printed, x, 650, 420);
    field("Autoridad / Authority", "DIRECCIÓN GENERAL DE PASAPORTES", 900, 650, 360);
    signature(ctx, { x: 80, y: 610, width: 290, height: 90 }, rng);
    page.text("Firma del titular / Holder's signature", 70, 740, { size: 15, color: "#3b5a86" });
    page.text(p.nombre_completo.printed, 70, 790, { size: 20, color: "#222222", maxWidth: 900 });
    drawMrzLines(page, mrz, { x: 60, top: 925, width: W - 120, family: "IBM Plex Mono", size: 54 });
    return undefined;
  },
});

/** Honduran passport: numbered bilingual labels, photo right, a wide turquoise band. */
export const PASAPORTE_HN = pasaporteFamily({
  name: "pasaporte-hn",
  split: "train",
  description: "Honduran passport",
  country: HONDURAS,
  pools: TRAIN_POOLS_HND,
  fonts: ["Montserrat", "Roboto Condensed"],
  dateStyles: ["dmon", "dmy_space"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  passportNumber: (rng) => `${letter(rng)}${digits(rng, 7)}`,
  validity: [5, 10],
  nationality: () => "HONDUREÑA",
  fullName: "surname_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    onCard(ctx, W, H, 20, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#e4f4f7", "#f4fbfc", "#e7f1f7"], 90);
      waves(ctx, { x: 0, y: 120, width: W, height: 710 }, rng, "rgba(0,115,140,0.14)", {
        spacing: 10,
        angle: 8,
      });
      rings(ctx, 430, 480, 260, "rgba(0,115,140,0.1)", { step: 8, lobes: 5 });
      ctx.fillStyle = "#0073cf";
      ctx.fillRect(0, 0, W, 118);
      mrzStrip(ctx, "#fafcfc");
    });
    page.text("REPÚBLICA DE HONDURAS", 60, 64, { size: 36, bold: true, color: "#ffffff" });
    page.text("REPUBLIC OF HONDURAS", 60, 100, { size: 20, color: "#dbeeff" });
    page.text("PASAPORTE", W - 60, 64, { size: 34, bold: true, color: "#ffffff", align: "right" });
    page.text("PASSPORT", W - 60, 100, { size: 20, color: "#dbeeff", align: "right" });
    photoPlaceholder(ctx, { x: W - 370, y: 160, width: 310, height: 400 }, rng);
    const label = { size: 16, color: "#00586b" };
    const field = (n: number, name: string, text: string, x: number, y: number, width: number) => {
      page.text(`${n}. ${name}`, x, y, label);
      page.text(text, x + 26, y + 34, { size: 28, bold: true, color: "#111111", maxWidth: width });
    };
    field(1, "Tipo / Type", p.tipo.printed, 60, 160, 80);
    field(2, "Código de país / Country code", p.codigo_pais.printed, 250, 160, 140);
    field(3, "Pasaporte N° / Passport N°", p.numero_pasaporte.printed, 680, 160, 320);
    field(4, "Apellidos / Surname", p.apellidos.printed, 60, 240, 960);
    field(5, "Nombres / Given names", p.nombres.printed, 60, 320, 960);
    field(6, "Nacionalidad / Nationality", p.nacionalidad.printed, 60, 400, 380);
    field(7, "Fecha de nacimiento / Date of birth", p.fecha_nacimiento.printed, 540, 400, 400);
    field(8, "Sexo / Sex", p.sexo.printed, 60, 480, 80);
    field(9, "Lugar de nacimiento / Place of birth", p.lugar_nacimiento.printed, 300, 480, 700);
    field(10, "Fecha de emisión / Date of issue", p.fecha_expedicion.printed, 60, 560, 380);
    field(11, "Fecha de vencimiento / Date of expiry", p.fecha_vencimiento.printed, 540, 560, 400);
    field(12, "DNI / Personal No.", holder.citizen.id.printed, 60, 640, 420);
    field(13, "Autoridad / Authority", "INM HONDURAS", 540, 640, 400);
    signature(ctx, { x: W - 360, y: 600, width: 290, height: 90 }, rng);
    page.text(p.nombre_completo.printed, 60, 780, { size: 20, color: "#222222", maxWidth: 1000 });
    drawMrzLines(page, mrz, { x: 60, top: 925, width: W - 120, family: "Roboto Mono", size: 54 });
    return undefined;
  },
});

/**
 * Bolivian passport: a label column (Spanish bold, English below in small type) with each value
 * to its right, photo left under the heading, ghost portrait and microprint lines.
 */
export const PASAPORTE_BO = pasaporteFamily({
  name: "pasaporte-bo",
  split: "train",
  description: "Bolivian passport",
  country: BOLIVIA,
  pools: TRAIN_POOLS_BOL,
  fonts: ["PT Sans", "Noto Sans"],
  dateStyles: ["dmy_slash", "dmon_bilingual"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  passportNumber: (rng) => `${digits(rng, 8)}`,
  validity: [6, 10],
  fullName: "given_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    onCard(ctx, W, H, 20, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#eef7e9", "#fdf9e3", "#f7ecea"], 20);
      guilloche(ctx, { x: 0, y: 150, width: W, height: 680 }, rng, "rgba(0,121,52,0.13)", 34);
      for (const y of [150, 470, 790])
        microprint(ctx, { x: 0, y, width: W, height: 12 }, "BOLIVIA", "rgba(0,90,40,0.4)", {
          size: 7,
        });
      stripes(
        ctx,
        { x: 0, y: 0, width: W, height: 20 },
        ["#d52b1e", "#f9e300", "#007934"],
        "horizontal",
      );
      mrzStrip(ctx, "#fcfcfa");
    });
    page.text("ESTADO PLURINACIONAL DE BOLIVIA", 60, 76, {
      size: 32,
      bold: true,
      color: "#1f4d2b",
    });
    page.text("PASAPORTE / PASSPORT", 60, 116, { size: 24, color: "#1f4d2b" });
    page.text(`${p.tipo.printed}   ${p.codigo_pais.printed}`, W - 60, 76, {
      size: 30,
      bold: true,
      color: "#111111",
      align: "right",
    });
    page.text("Tipo / Type   Código / Code", W - 60, 116, {
      size: 16,
      color: "#4a6b52",
      align: "right",
    });
    photoPlaceholder(ctx, { x: 60, y: 170, width: 300, height: 390 }, rng);
    ghostPortrait(ctx, { x: 90, y: 600, width: 120, height: 150 }, "#1f4d2b");
    const row = (es: string, en: string, value: string, y: number) => {
      page.text(es, 410, y - 8, { size: 17, bold: true, color: "#1f4d2b" });
      page.text(en, 410, y + 14, { size: 14, color: "#5d7d65" });
      page.text(value, 760, y + 4, {
        size: 29,
        bold: true,
        color: "#111111",
        maxWidth: W - 760 - 50,
      });
    };
    row("Pasaporte N°", "Passport No.", p.numero_pasaporte.printed, 190);
    row("Apellidos", "Surnames", p.apellidos.printed, 250);
    row("Nombres", "Given names", p.nombres.printed, 310);
    row("Nacionalidad", "Nationality", p.nacionalidad.printed, 370);
    row("Fecha de nacimiento", "Date of birth", p.fecha_nacimiento.printed, 430);
    row("Sexo", "Sex", p.sexo.printed, 490);
    row("Lugar de nacimiento", "Place of birth", p.lugar_nacimiento.printed, 550);
    row("Fecha de emisión", "Date of issue", p.fecha_expedicion.printed, 610);
    row("Fecha de expiración", "Date of expiry", p.fecha_vencimiento.printed, 670);
    row(
      "C.I. / Autoridad",
      "Personal No. / Authority",
      `${holder.citizen.id.printed}   DIGEMIG`,
      730,
    );
    signature(ctx, { x: 230, y: 640, width: 150, height: 80 }, rng);
    page.text(p.nombre_completo.printed, 60, 810, { size: 18, color: "#222222", maxWidth: 700 });
    drawMrzLines(page, mrz, { x: 60, top: 925, width: W - 120, family: "Space Mono", size: 54 });
    return undefined;
  },
});
