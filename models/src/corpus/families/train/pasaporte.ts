/** Passport data pages added as training families: Colombian, Mexican and a newer Venezuelan design. */
import { COLOMBIA, MEXICO, VENEZUELA } from "../../content/countries/index.ts";
import { digits } from "../../content/country.ts";
import { emblem, guilloche, photoPlaceholder, signature } from "../../render/decor.ts";
import { onCard, stripes, tint, waves } from "../../render/security.ts";
import { drawMrzLines, pasaporteFamily, TD3 } from "../shared/pasaporte.ts";
import { TRAIN_POOLS_COL, TRAIN_POOLS_MEX, TRAIN_POOLS_VEN } from "./pools.ts";

const [W, H] = TD3;
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const letter = (rng: { pick<T>(items: readonly T[]): T }) => rng.pick([...LETTERS]);

/** Colombian passport: Spanish/English labels above values, photo left, flag stripe. */
export const PASAPORTE_CO = pasaporteFamily({
  name: "pasaporte-co",
  split: "train",
  description: "Colombian passport",
  country: COLOMBIA,
  pools: TRAIN_POOLS_COL,
  fonts: ["Noto Sans", "Lato"],
  dateStyles: ["dmon", "dmon_bilingual"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  passportNumber: (rng) => `${letter(rng)}${letter(rng)}${digits(rng, 6)}`,
  validity: [10],
  nationality: () => "COLOMBIANA",
  fullName: "given_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    onCard(ctx, W, H, 22, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#fbf4dc", "#eaf1f7"], 45);
      guilloche(ctx, { x: 0, y: 0, width: W, height: 830 }, rng, "rgba(40,90,150,0.18)", 44);
      stripes(
        ctx,
        { x: 0, y: 0, width: 24, height: 830 },
        ["#fcd116", "#003893", "#ce1126"],
        "horizontal",
        [2, 1, 1],
      );
      ctx.fillStyle = "#fbfbf8";
      ctx.fillRect(0, 840, W, H - 840);
    });
    page.text("REPÚBLICA DE COLOMBIA", 70, 70, { size: 30, bold: true, color: "#003893" });
    page.text("PASAPORTE / PASSPORT", 70, 110, { size: 26, color: "#003893" });
    photoPlaceholder(ctx, { x: 70, y: 150, width: 310, height: 400 }, rng);
    const label = { size: 18, color: "#34557a" };
    const field = (name: string, text: string, x: number, y: number, width: number) => {
      page.text(name, x, y, label);
      page.text(text, x, y + 35, { size: 30, bold: true, color: "#141414", maxWidth: width });
    };
    const x = 420;
    field("Tipo / Type", p.tipo.printed, x, 160, 100);
    field("Código / Code", p.codigo_pais.printed, 560, 160, 160);
    field("Pasaporte No. / Passport No.", p.numero_pasaporte.printed, 900, 160, 400);
    field("Apellidos / Surname", p.apellidos.printed, x, 240, 960);
    field("Nombres / Given names", p.nombres.printed, x, 320, 960);
    field("Nacionalidad / Nationality", p.nacionalidad.printed, x, 400, 420);
    field("Fecha de nacimiento / Date of birth", p.fecha_nacimiento.printed, 900, 400, 420);
    field("Sexo / Sex", p.sexo.printed, x, 480, 120);
    field("Lugar de nacimiento / Place of birth", p.lugar_nacimiento.printed, 600, 480, 700);
    field("Fecha de expedición / Date of issue", p.fecha_expedicion.printed, x, 560, 420);
    field("Fecha de vencimiento / Date of expiry", p.fecha_vencimiento.printed, 900, 560, 420);
    field("Autoridad / Authority", "CANCILLERÍA", x, 640, 420);
    field("No. Personal", holder.citizen.id.printed, 900, 640, 420);
    signature(ctx, { x: 80, y: 600, width: 290, height: 90 }, rng);
    page.text(p.nombre_completo.printed, 70, 740, { size: 19, color: "#222222", maxWidth: 900 });
    drawMrzLines(page, mrz, { x: 60, top: 925, width: W - 120, family: "Space Mono", size: 54 });
    return undefined;
  },
});

/** Mexican passport: trilingual labels, CURP line, photo right. */
export const PASAPORTE_MX = pasaporteFamily({
  name: "pasaporte-mx",
  split: "train",
  description: "Mexican passport",
  country: MEXICO,
  pools: TRAIN_POOLS_MEX,
  fonts: ["Source Sans 3", "Roboto"],
  dateStyles: ["dmy_space", "dmon"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  passportNumber: (rng) => `${letter(rng)}${digits(rng, 8)}`,
  validity: [3, 6, 10],
  nationality: () => "MEXICANA",
  fullName: "surname_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    onCard(ctx, W, H, 22, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#eaf4ec", "#f6f0e4"], 0);
      waves(ctx, { x: 0, y: 0, width: W, height: 830 }, rng, "rgba(30,110,70,0.16)", {
        spacing: 12,
        angle: 30,
      });
      ctx.fillStyle = "#fafaf7";
      ctx.fillRect(0, 840, W, H - 840);
    });
    emblem(ctx, 110, 90, 56, "#0b6e4f");
    page.text("ESTADOS UNIDOS MEXICANOS", 190, 80, { size: 30, bold: true, color: "#0b6e4f" });
    page.text("PASAPORTE · PASSPORT · PASSEPORT", 190, 118, { size: 22, color: "#0b6e4f" });
    photoPlaceholder(ctx, { x: W - 380, y: 160, width: 310, height: 400 }, rng);
    const label = { size: 16, color: "#41645a" };
    const field = (name: string, text: string, x: number, y: number, width: number) => {
      page.text(name, x, y, label);
      page.text(text, x, y + 34, { size: 29, bold: true, color: "#141414", maxWidth: width });
    };
    field("Tipo / Type / Type", p.tipo.printed, 60, 170, 100);
    field("Clave del país / Country code / Code du pays", p.codigo_pais.printed, 230, 170, 160);
    field(
      "Pasaporte No. / Passport No. / N° du passeport",
      p.numero_pasaporte.printed,
      660,
      170,
      380,
    );
    field("Apellidos / Surname / Nom", p.apellidos.printed, 60, 250, 960);
    field("Nombre(s) / Given names / Prénoms", p.nombres.printed, 60, 330, 960);
    field("Nacionalidad / Nationality / Nationalité", p.nacionalidad.printed, 60, 410, 420);
    field("Fecha de nacimiento / Date of birth", p.fecha_nacimiento.printed, 560, 410, 420);
    field("CURP", holder.citizen.id.printed, 60, 490, 460);
    field("Sexo / Sex / Sexe", p.sexo.printed, 560, 490, 100);
    field("Lugar de nacimiento / Place of birth", p.lugar_nacimiento.printed, 60, 570, 460);
    field("Fecha de expedición / Date of issue", p.fecha_expedicion.printed, 560, 570, 420);
    field("Fecha de caducidad / Date of expiry", p.fecha_vencimiento.printed, 560, 650, 420);
    field("Autoridad / Authority", "SRE", 60, 650, 420);
    signature(ctx, { x: W - 370, y: 590, width: 290, height: 90 }, rng);
    page.text(p.nombre_completo.printed, W - 380, 730, {
      size: 18,
      color: "#222222",
      maxWidth: 330,
    });
    drawMrzLines(page, mrz, { x: 60, top: 925, width: W - 120, family: "Courier Prime", size: 56 });
    return undefined;
  },
});

/** Venezuelan passport, newer design: label at the left of each value, two columns. */
export const PASAPORTE_VE = pasaporteFamily({
  name: "pasaporte-ve-nuevo",
  split: "train",
  description: "Venezuelan passport, newer design",
  country: VENEZUELA,
  pools: TRAIN_POOLS_VEN,
  fonts: ["Roboto Condensed", "Open Sans"],
  dateStyles: ["dmy_slash", "dmon"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  passportNumber: (rng) => String(rng.int(100_000_000, 199_999_999)),
  validity: [5, 10],
  fullName: "surname_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    onCard(ctx, W, H, 22, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#f2eefa", "#fdf3e6"], 90);
      guilloche(ctx, { x: 0, y: 150, width: W, height: 680 }, rng, "rgba(120,80,160,0.16)", 36);
      stripes(
        ctx,
        { x: 0, y: 0, width: W, height: 130 },
        ["#f4c300", "#00247d", "#cf142b"],
        "horizontal",
      );
      ctx.fillStyle = "#fbfbf9";
      ctx.fillRect(0, 840, W, H - 840);
    });
    page.text("REPÚBLICA BOLIVARIANA DE VENEZUELA", W / 2, 82, {
      size: 34,
      bold: true,
      color: "#ffffff",
      align: "center",
    });
    photoPlaceholder(ctx, { x: 60, y: 170, width: 300, height: 390 }, rng);
    const label = { size: 18, bold: true, color: "#4a3a6a" };
    const row = (name: string, text: string, x: number, y: number, width: number) => {
      const box = page.text(name, x, y, label);
      page.text(text, box.x + box.width + 16, y + 2, {
        size: 28,
        bold: true,
        color: "#141414",
        maxWidth: width,
      });
    };
    row("PASAPORTE / PASSPORT N°", p.numero_pasaporte.printed, 400, 200, 400);
    row("TIPO", p.tipo.printed, 1150, 200, 80);
    row("PAÍS / COUNTRY", p.codigo_pais.printed, 1150, 250, 120);
    row("APELLIDOS / SURNAMES", p.apellidos.printed, 400, 300, 760);
    row("NOMBRES / NAMES", p.nombres.printed, 400, 360, 800);
    row("NACIONALIDAD", p.nacionalidad.printed, 400, 420, 400);
    row("SEXO", p.sexo.printed, 1050, 420, 80);
    row("FECHA DE NACIMIENTO", p.fecha_nacimiento.printed, 400, 480, 400);
    row("LUGAR DE NACIMIENTO", p.lugar_nacimiento.printed, 400, 540, 600);
    row("EMISIÓN", p.fecha_expedicion.printed, 400, 600, 300);
    row("VENCE", p.fecha_vencimiento.printed, 900, 600, 300);
    row("C.I.", holder.citizen.id.printed, 400, 660, 400);
    signature(ctx, { x: 70, y: 600, width: 280, height: 90 }, rng);
    page.text(p.nombre_completo.printed, 60, 760, { size: 20, color: "#222222", maxWidth: 1000 });
    drawMrzLines(page, mrz, { x: 60, top: 925, width: W - 120, family: "Roboto Mono", size: 54 });
    return undefined;
  },
});
