/**
 * Identity cards added as training families from Bolivia, the Dominican Republic, Guatemala and
 * Costa Rica: each country's card wording, number format and layout.
 */
import {
  BOLIVIA,
  COSTA_RICA,
  DOMINICAN_REPUBLIC,
  GUATEMALA,
} from "../../content/countries/index.ts";
import { barcode, fingerprint, photoPlaceholder, qrLike, signature } from "../../render/decor.ts";
import type { Page } from "../../render/page.ts";
import {
  dotScreen,
  microprint,
  onCard,
  rings,
  stripes,
  tint,
  watermark,
  waves,
} from "../../render/security.ts";
import { ghostPortrait } from "../../render/stamp.ts";
import { cedulaFamily, ID1 } from "../shared/cedula.ts";
import {
  TRAIN_POOLS_BOL,
  TRAIN_POOLS_CRI,
  TRAIN_POOLS_DOM,
  TRAIN_POOLS_GTM,
} from "./pools-americas.ts";

const [W, H] = ID1;

/** Label (small) above its value. */
function stacked(
  page: Page,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  colors: [string, string],
  size = 25,
) {
  page.text(label, x, y, { size: 14, bold: true, color: colors[0], maxWidth: width });
  page.text(value, x, y + size + 4, { size, bold: true, color: colors[1], maxWidth: width });
}

/**
 * Bolivian cédula (SEGIP): department-coded number in red at the top right, photo on the right,
 * labels followed by a colon and the value on the same line, a band in the country's colours.
 */
export const CEDULA_BO = cedulaFamily({
  name: "cedula-bo-segip",
  split: "train",
  description: "Bolivian cédula de identidad",
  country: BOLIVIA,
  pools: TRAIN_POOLS_BOL,
  fonts: ["Montserrat", "PT Sans"],
  dateStyles: ["dmy_slash", "long_upper"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  validity: 6,
  draw(page, rng, p, holder) {
    const { ctx } = page;
    const ink = rng.pick(["#0d4f3c", "#1b3a6b"]);
    onCard(ctx, W, H, 30, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#eef6ea", "#fbf8e8", "#e9f1f6"], 15);
      rings(ctx, 300, 330, 320, "rgba(30,110,80,0.12)", { step: 7, lobes: 16, depth: 0.05 });
      microprint(
        ctx,
        { x: 0, y: 120, width: W, height: 16 },
        "ESTADO PLURINACIONAL DE BOLIVIA",
        "rgba(20,80,60,0.45)",
        { size: 7 },
      );
      stripes(
        ctx,
        { x: 0, y: 0, width: W, height: 18 },
        ["#d52b1e", "#f9e300", "#007934"],
        "horizontal",
      );
    });
    page.text("ESTADO PLURINACIONAL DE BOLIVIA", 40, 58, { size: 24, bold: true, color: ink });
    page.text("SERVICIO GENERAL DE IDENTIFICACIÓN PERSONAL", 40, 86, { size: 15, color: ink });
    page.text("CÉDULA DE IDENTIDAD", 40, 114, { size: 22, bold: true, color: "#222222" });
    page.text("N°", W - 330, 100, { size: 18, bold: true, color: "#b3261e" });
    page.text(p.cedula_numero.printed, W - 300, 102, {
      size: 32,
      bold: true,
      color: "#b3261e",
      maxWidth: 270,
    });
    photoPlaceholder(ctx, { x: W - 270, y: 150, width: 230, height: 290 }, rng);
    ghostPortrait(ctx, { x: W - 380, y: 380, width: 90, height: 110 }, ink);
    const line = (label: string, value: string, y: number) => {
      const box = page.text(`${label}:`, 40, y, { size: 17, bold: true, color: ink });
      page.text(value, Math.max(300, box.x + box.width + 14), y, {
        size: 24,
        bold: true,
        color: "#151515",
        maxWidth: W - 300 - 300,
      });
    };
    line("NOMBRES", p.nombres.printed, 180);
    line("APELLIDOS", p.apellidos.printed, 226);
    line("FECHA DE NACIMIENTO", p.fecha_nacimiento.printed, 272);
    line("LUGAR DE NACIMIENTO", holder.citizen.birthPlace.toLocaleUpperCase("es"), 318);
    line("ESTADO CIVIL", p.estado_civil.printed, 364);
    line("NACIONALIDAD", p.nacionalidad.printed, 410);
    line("FECHA DE EMISIÓN", p.fecha_expedicion.printed, 456);
    line("FECHA DE EXPIRACIÓN", p.fecha_vencimiento.printed, 502);
    signature(ctx, { x: 60, y: 520, width: 280, height: 80 }, rng);
    page.text("FIRMA DEL TITULAR", 60, 620, { size: 13, color: "#444444" });
    page.text(p.nombre_completo.printed, W - 40, 612, {
      size: 16,
      color: "#222222",
      align: "right",
      maxWidth: 520,
    });
    return `cedula-bo-segip-${ink === "#0d4f3c" ? "verde" : "azul"}`;
  },
});

/**
 * Dominican "cédula de identidad y electoral" (JCE): the number under the title, photo left,
 * labels in title case with values beside them, electoral data (colegio) at the foot.
 */
export const CEDULA_DO = cedulaFamily({
  name: "cedula-do-jce",
  split: "train",
  description: "Dominican cédula de identidad y electoral",
  country: DOMINICAN_REPUBLIC,
  pools: TRAIN_POOLS_DOM,
  fonts: ["Work Sans", "Roboto"],
  dateStyles: ["dmy_slash", "dmon_dash"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  validity: 10,
  draw(page, rng, p, holder) {
    const { ctx } = page;
    onCard(ctx, W, H, 32, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#e6eef9", "#ffffff", "#f7e9ec"], 80);
      waves(ctx, { x: 0, y: 0, width: W, height: H }, rng, "rgba(0,45,98,0.13)", {
        spacing: 8,
        angle: -12,
      });
      watermark(ctx, "JCE", W / 2 + 120, H / 2 + 40, {
        size: 260,
        color: "rgba(0,45,98,0.06)",
        angle: 0,
      });
      ctx.fillStyle = "#002d62";
      ctx.fillRect(0, 0, W, 24);
      ctx.fillStyle = "#ce1126";
      ctx.fillRect(0, 24, W, 8);
    });
    page.text("REPÚBLICA DOMINICANA", W / 2, 70, {
      size: 26,
      bold: true,
      color: "#002d62",
      align: "center",
    });
    page.text("JUNTA CENTRAL ELECTORAL", W / 2, 98, {
      size: 17,
      color: "#002d62",
      align: "center",
    });
    page.text("CÉDULA DE IDENTIDAD Y ELECTORAL", W / 2, 128, {
      size: 21,
      bold: true,
      color: "#ce1126",
      align: "center",
    });
    page.text(p.cedula_numero.printed, 300, 178, { size: 36, bold: true, color: "#111111" });
    photoPlaceholder(ctx, { x: 36, y: 150, width: 236, height: 300 }, rng);
    const row = (label: string, value: string, x: number, y: number, width: number) => {
      const box = page.text(label, x, y, { size: 16, color: "#31507e" });
      page.text(value, box.x + box.width + 12, y, {
        size: 22,
        bold: true,
        color: "#111111",
        maxWidth: width - box.width - 12,
      });
    };
    row("Nombres", p.nombres.printed, 300, 226, 680);
    row("Apellidos", p.apellidos.printed, 300, 266, 680);
    row("Fecha de Nacimiento", p.fecha_nacimiento.printed, 300, 306, 400);
    row("Sexo", holder.citizen.name.sex, 740, 306, 100);
    row("Lugar de Nacimiento", holder.citizen.birthPlace.toLocaleUpperCase("es"), 300, 346, 680);
    row("Nacionalidad", p.nacionalidad.printed, 300, 386, 420);
    row("Sangre", rng.pick(["O+", "A+", "B+", "O-", "AB+"]), 760, 386, 200);
    row("Estado Civil", p.estado_civil.printed, 300, 426, 340);
    row("Ocupación", holder.p.ocupacion.printed, 650, 426, 330);
    row("Expedida", p.fecha_expedicion.printed, 300, 466, 320);
    row("Expira", p.fecha_vencimiento.printed, 650, 466, 320);
    signature(ctx, { x: 50, y: 470, width: 230, height: 70 }, rng);
    page.text(
      `Colegio Electoral ${String(rng.int(1, 2999)).padStart(4, "0")}${rng.pick(["", "A", "B"])}`,
      300,
      516,
      { size: 16, color: "#31507e" },
    );
    page.text(p.nombre_completo.printed, 36, 600, { size: 17, color: "#222222", maxWidth: 600 });
    barcode(ctx, { x: 690, y: 540, width: 290, height: 64 }, rng);
    return undefined;
  },
});

/**
 * Guatemalan DPI (RENAP): CUI as "2544 12345 0101", labels above values in two columns, the
 * nationality as the ISO code, a ghost portrait and a 2-D code.
 */
export const CEDULA_GT = cedulaFamily({
  name: "cedula-gt-dpi",
  split: "train",
  description: "Guatemalan DPI identity card",
  country: GUATEMALA,
  pools: TRAIN_POOLS_GTM,
  fonts: ["PT Sans", "Roboto Condensed"],
  dateStyles: ["dmon", "dmy_slash"],
  letterCase: ["upper"],
  nameOrder: ["given_first", "surname_first"],
  validity: 10,
  draw(page, rng, p, holder) {
    const { ctx } = page;
    onCard(ctx, W, H, 30, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#e3f0fa", "#f7fbff", "#e0ecf7"], 0);
      dotScreen(ctx, { x: 0, y: 0, width: W, height: H }, "rgba(73,151,208,0.16)", 9, 1.2);
      rings(ctx, W - 160, 200, 180, "rgba(73,151,208,0.22)", { step: 6, lobes: 9 });
      stripes(
        ctx,
        { x: 0, y: H - 22, width: W, height: 22 },
        ["#4997d0", "#ffffff", "#4997d0"],
        "vertical",
      );
    });
    page.text("REPÚBLICA DE GUATEMALA", 300, 52, { size: 24, bold: true, color: "#1c4e80" });
    page.text("REGISTRO NACIONAL DE LAS PERSONAS", 300, 78, { size: 15, color: "#1c4e80" });
    page.text("DOCUMENTO PERSONAL DE IDENTIFICACIÓN", 300, 104, {
      size: 18,
      bold: true,
      color: "#1c4e80",
    });
    photoPlaceholder(ctx, { x: 36, y: 36, width: 240, height: 310 }, rng);
    ghostPortrait(ctx, { x: W - 170, y: 360, width: 110, height: 130 }, "#1c4e80");
    const colors: [string, string] = ["#4a6f94", "#121212"];
    page.text("CUI", 36, 392, { size: 16, bold: true, color: colors[0] });
    page.text(p.cedula_numero.printed, 36, 428, {
      size: 30,
      bold: true,
      color: "#121212",
      maxWidth: 250,
    });
    stacked(page, "NOMBRE", p.nombres.printed, 300, 146, 660, colors);
    stacked(page, "APELLIDO", p.apellidos.printed, 300, 206, 660, colors);
    stacked(page, "FECHA DE NACIMIENTO", p.fecha_nacimiento.printed, 300, 266, 300, colors);
    stacked(
      page,
      "GÉNERO",
      holder.citizen.name.sex === "M" ? "MASCULINO" : "FEMENINO",
      640,
      266,
      300,
      colors,
    );
    stacked(page, "NACIONALIDAD", p.nacionalidad.printed, 300, 326, 300, colors);
    stacked(page, "ESTADO CIVIL", p.estado_civil.printed, 640, 326, 300, colors);
    stacked(
      page,
      "LUGAR DE NACIMIENTO",
      `${holder.citizen.birthPlace.toLocaleUpperCase("es")}, ${holder.citizen.place.state.toLocaleUpperCase("es")}`,
      300,
      386,
      520,
      colors,
    );
    stacked(page, "FECHA DE EMISIÓN", p.fecha_expedicion.printed, 300, 446, 300, colors);
    stacked(page, "FECHA DE VENCIMIENTO", p.fecha_vencimiento.printed, 640, 446, 300, colors);
    signature(ctx, { x: 40, y: 470, width: 240, height: 70 }, rng);
    page.text(p.nombre_completo.printed, 300, 560, { size: 16, color: "#222222", maxWidth: 520 });
    qrLike(ctx, W - 150, 500, 110, rng);
    page.text(`No. de serie ${rng.int(100_000_000, 999_999_999)}`, 300, 592, {
      size: 14,
      color: "#4a6f94",
    });
    return undefined;
  },
});

/**
 * Costa Rican cédula (TSE): the number in large type at the top, labels in title case with a
 * colon, the name block on the left of a photo, expiry in red.
 */
export const CEDULA_CR = cedulaFamily({
  name: "cedula-cr-tse",
  split: "train",
  description: "Costa Rican cédula de identidad",
  country: COSTA_RICA,
  pools: TRAIN_POOLS_CRI,
  fonts: ["Lato", "Work Sans"],
  dateStyles: ["dmy_slash", "dmy_dot"],
  letterCase: ["upper", "title"],
  nameOrder: ["given_first"],
  validity: 10,
  draw(page, rng, p, holder) {
    const { ctx } = page;
    onCard(ctx, W, H, 34, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#fdf1ee", "#eef3fb", "#fdfdf8"], 120);
      waves(ctx, { x: 0, y: 0, width: W, height: H }, rng, "rgba(0,43,127,0.12)", {
        spacing: 11,
        angle: 60,
      });
      stripes(
        ctx,
        { x: W - 26, y: 0, width: 26, height: H },
        ["#002b7f", "#ffffff", "#ce1126", "#ffffff", "#002b7f"],
        "horizontal",
        [1, 1, 2, 1, 1],
      );
    });
    page.text("REPÚBLICA DE COSTA RICA", 40, 52, { size: 22, bold: true, color: "#002b7f" });
    page.text("Tribunal Supremo de Elecciones", 40, 80, { size: 17, color: "#002b7f" });
    page.text("Cédula de Identidad", 40, 124, { size: 26, bold: true, color: "#111111" });
    page.text(p.cedula_numero.printed, 360, 126, { size: 40, bold: true, color: "#111111" });
    photoPlaceholder(ctx, { x: W - 300, y: 150, width: 240, height: 300 }, rng);
    const row = (label: string, value: string, y: number, color = "#111111") => {
      page.text(label, 40, y, { size: 17, color: "#47609a" });
      page.text(value, 260, y, { size: 24, bold: true, color, maxWidth: W - 300 - 280 });
    };
    row("Nombre:", p.nombres.printed, 190);
    row("Apellidos:", p.apellidos.printed, 234);
    row("Nacionalidad:", p.nacionalidad.printed, 278);
    row("Fecha Nacimiento:", p.fecha_nacimiento.printed, 322);
    row("Estado civil:", p.estado_civil.printed, 366);
    row("Emisión:", p.fecha_expedicion.printed, 410);
    row("Vencimiento:", p.fecha_vencimiento.printed, 454, "#b00020");
    signature(ctx, { x: W - 300, y: 470, width: 240, height: 80 }, rng);
    page.text("Firma", W - 180, 572, { size: 14, color: "#47609a", align: "center" });
    page.text(p.nombre_completo.printed, 40, 520, { size: 16, color: "#333333", maxWidth: 600 });
    fingerprint(ctx, { x: 600, y: 470, width: 100, height: 120 }, rng);
    page.text(`Lugar de nacimiento: ${holder.citizen.birthPlace}`, 40, 560, {
      size: 15,
      color: "#47609a",
      maxWidth: 540,
    });
    return undefined;
  },
});
