/** Identity cards added as training families: Colombian, Spanish and Mexican designs. */
import { COLOMBIA, MEXICO, SPAIN } from "../../content/countries/index.ts";
import { barcode, emblem, fingerprint, photoPlaceholder, signature } from "../../render/decor.ts";
import { dotScreen, microprint, onCard, rings, tint, waves } from "../../render/security.ts";
import { cedulaFamily, ID1 } from "../shared/cedula.ts";
import { TRAIN_POOLS_COL, TRAIN_POOLS_ESP, TRAIN_POOLS_MEX } from "./pools.ts";

const [W, H] = ID1;

/** Colombian yellow cédula: each value printed above its label, number on top. */
export const CEDULA_CO = cedulaFamily({
  name: "cedula-co-amarilla",
  split: "train",
  description: "Colombian cédula de ciudadanía, yellow hologram design",
  country: COLOMBIA,
  pools: TRAIN_POOLS_COL,
  fonts: ["Noto Sans", "Roboto Condensed"],
  dateStyles: ["dmon_dash", "dmy_slash"],
  letterCase: ["upper"],
  nameOrder: ["given_first", "surname_first"],
  validity: 10,
  draw(page, rng, p, holder) {
    const { ctx } = page;
    onCard(ctx, W, H, 32, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#f7e9a8", "#fdf6d8", "#e9f0d0"], 20);
      waves(ctx, { x: 0, y: 0, width: W, height: H }, rng, "rgba(160,130,40,0.22)", {
        spacing: 10,
      });
    });
    page.text("REPÚBLICA DE COLOMBIA", 40, 50, { size: 26, bold: true, color: "#1d3557" });
    page.text("IDENTIFICACIÓN PERSONAL", 40, 80, { size: 18, color: "#1d3557" });
    page.text("CÉDULA DE CIUDADANÍA", 40, 110, { size: 24, bold: true, color: "#1d3557" });
    page.text("NÚMERO", 560, 72, { size: 16, color: "#3a3a3a" });
    page.text(p.cedula_numero.printed, 560, 110, { size: 36, bold: true, color: "#111111" });
    photoPlaceholder(ctx, { x: 740, y: 140, width: 230, height: 290 }, rng);
    const valueThenLabel = (value: string, label: string, x: number, y: number, width: number) => {
      page.text(value, x, y, { size: 27, bold: true, color: "#111111", maxWidth: width });
      page.text(label, x, y + 24, { size: 15, color: "#4a4a4a" });
    };
    valueThenLabel(p.apellidos.printed, "APELLIDOS", 40, 176, 680);
    valueThenLabel(p.nombres.printed, "NOMBRES", 40, 246, 680);
    valueThenLabel(p.fecha_nacimiento.printed, "FECHA DE NACIMIENTO", 40, 316, 320);
    valueThenLabel(
      holder.citizen.birthPlace.toLocaleUpperCase("es"),
      "LUGAR DE NACIMIENTO",
      380,
      316,
      340,
    );
    valueThenLabel(p.nacionalidad.printed, "NACIONALIDAD", 40, 386, 200);
    valueThenLabel(p.estado_civil.printed, "ESTADO CIVIL", 260, 386, 200);
    valueThenLabel(rng.pick(["O+", "A+", "B+", "O-", "AB+"]), "G.S. RH", 480, 386, 100);
    valueThenLabel(p.fecha_expedicion.printed, "FECHA DE EXPEDICIÓN", 40, 456, 320);
    valueThenLabel(p.fecha_vencimiento.printed, "FECHA DE VENCIMIENTO", 380, 456, 340);
    signature(ctx, { x: 60, y: 500, width: 320, height: 80 }, rng);
    page.line(40, 588, 460, 588, "#555555", 1.5);
    page.text(p.nombre_completo.printed, 40, 616, { size: 17, color: "#222222", maxWidth: 660 });
    fingerprint(ctx, { x: 800, y: 450, width: 140, height: 150 }, rng);
    return undefined;
  },
});

/** Spanish DNI: bilingual labels, DNI number and IDESP code, "válido hasta". */
export const CEDULA_ES = cedulaFamily({
  name: "cedula-es-dni",
  split: "train",
  description: "Spanish DNI card",
  country: SPAIN,
  pools: TRAIN_POOLS_ESP,
  fonts: ["Source Sans 3", "Open Sans"],
  dateStyles: ["dmy_space"],
  letterCase: ["upper"],
  nameOrder: ["surname_first", "given_first"],
  validity: 10,
  draw(page, rng, p, holder) {
    const { ctx } = page;
    onCard(ctx, W, H, 34, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#e3eef6", "#f3eef6", "#f6f1e6"], -30);
      rings(ctx, 820, 330, 300, "rgba(120,100,170,0.13)", { step: 6, lobes: 20 });
      microprint(
        ctx,
        { x: 0, y: 0, width: W, height: 20 },
        "DOCUMENTO NACIONAL DE IDENTIDAD",
        "rgba(90,70,120,0.4)",
        {
          size: 7,
        },
      );
    });
    page.text("ESPAÑA", 40, 60, { size: 32, bold: true, color: "#8b1a1a" });
    page.text("DOCUMENTO NACIONAL DE IDENTIDAD", 200, 60, {
      size: 22,
      bold: true,
      color: "#3b2f5e",
    });
    photoPlaceholder(ctx, { x: 40, y: 100, width: 240, height: 310 }, rng);
    const label = { size: 15, color: "#5b4f7e" };
    const value = (width: number) => ({ size: 26, bold: true, color: "#121212", maxWidth: width });
    const field = (name: string, text: string, x: number, y: number, width: number) => {
      page.text(name, x, y, label);
      page.text(text, x, y + 30, value(width));
    };
    const x = 310;
    field("APELLIDOS / SURNAME", p.apellidos.printed, x, 116, W - x - 40);
    field("NOMBRE / NAME", p.nombres.printed, x, 180, W - x - 40);
    field("SEXO / SEX", holder.citizen.name.sex, x, 244, 80);
    field("NACIONALIDAD / NATIONALITY", p.nacionalidad.printed, 450, 244, 320);
    field("FECHA DE NACIMIENTO / DATE OF BIRTH", p.fecha_nacimiento.printed, x, 308, 400);
    field("ESTADO CIVIL", p.estado_civil.printed, 760, 308, 220);
    field("EXPEDICIÓN / ISSUE", p.fecha_expedicion.printed, x, 372, 300);
    field("VÁLIDO HASTA / EXPIRY", p.fecha_vencimiento.printed, 640, 372, 300);
    page.text("DNI", 40, 456, { size: 22, bold: true, color: "#3b2f5e" });
    page.text(p.cedula_numero.printed, 100, 458, { size: 34, bold: true, color: "#121212" });
    page.text(
      `IDESP ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(100000, 999999)}`,
      560,
      458,
      label,
    );
    signature(ctx, { x: 60, y: 490, width: 300, height: 80 }, rng);
    page.text(p.nombre_completo.printed, 40, 606, { size: 16, color: "#222222", maxWidth: 560 });
    page.text("FIRMA / SIGNATURE", 400, 560, label);
    return undefined;
  },
});

/** Mexican INE voting credential: name block of three lines, CURP, elector key, section. */
export const CEDULA_MX = cedulaFamily({
  name: "cedula-mx-ine",
  split: "train",
  description: "Mexican INE voter credential",
  country: MEXICO,
  pools: TRAIN_POOLS_MEX,
  fonts: ["Roboto Condensed", "Lato"],
  dateStyles: ["dmy_slash"],
  letterCase: ["upper"],
  nameOrder: ["surname_first"],
  validity: 10,
  draw(page, rng, p, holder) {
    const { ctx } = page;
    onCard(ctx, W, H, 34, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#f5e6ee", "#eef3f6", "#f8efe6"], 10);
      dotScreen(ctx, { x: 0, y: 0, width: W, height: H }, "rgba(180,90,140,0.12)", 11);
      ctx.fillStyle = "#a4134a";
      ctx.fillRect(0, 0, W, 96);
    });
    emblem(ctx, 62, 48, 34, "#ffffff");
    page.text("MÉXICO", 112, 42, { size: 22, bold: true, color: "#ffffff" });
    page.text("INSTITUTO NACIONAL ELECTORAL", 112, 76, { size: 22, bold: true, color: "#ffffff" });
    page.text("CREDENCIAL PARA VOTAR", W - 36, 76, {
      size: 24,
      bold: true,
      color: "#ffffff",
      align: "right",
    });
    photoPlaceholder(ctx, { x: 36, y: 120, width: 226, height: 290 }, rng);
    const label = { size: 15, bold: true, color: "#7a1037" };
    const value = (width: number) => ({ size: 25, bold: true, color: "#111111", maxWidth: width });
    const x = 290;
    page.text("NOMBRE", x, 130, label);
    page.text(p.apellidos.printed, x, 162, value(440));
    page.text(p.nombres.printed, x, 194, value(440));
    page.text("SEXO", 780, 130, label);
    page.text(holder.citizen.name.sex === "M" ? "H" : "M", 780, 162, value(60));
    page.text("CURP", x, 236, label);
    page.text(p.cedula_numero.printed, x, 266, value(440));
    page.text("FECHA DE NACIMIENTO", 760, 236, label);
    page.text(p.fecha_nacimiento.printed, 760, 266, value(220));
    const key = `${p.apellidos.printed
      .replace(/[^A-ZÑ]/g, "")
      .slice(0, 6)
      .padEnd(6, "X")}${String(rng.int(10_000_000, 99_999_999))}H${rng.int(100, 999)}`;
    page.text("CLAVE DE ELECTOR", x, 306, label);
    page.text(key, x, 336, value(440));
    page.text("NACIONALIDAD", 760, 306, label);
    page.text(p.nacionalidad.printed, 760, 336, value(220));
    page.text("ESTADO CIVIL", x, 376, label);
    page.text(p.estado_civil.printed, x, 406, value(260));
    page.text("SECCIÓN", 580, 376, label);
    page.text(String(rng.int(100, 4999)).padStart(4, "0"), 580, 406, value(120));
    page.text("EMISIÓN", x, 446, label);
    page.text(p.fecha_expedicion.printed, x, 476, value(220));
    page.text("VIGENCIA", 560, 446, label);
    page.text(p.fecha_vencimiento.printed, 560, 476, value(220));
    signature(ctx, { x: 60, y: 440, width: 200, height: 70 }, rng);
    page.text(p.nombre_completo.printed, 36, 560, { size: 16, color: "#222222", maxWidth: 600 });
    barcode(ctx, { x: 680, y: 520, width: 300, height: 70 }, rng);
    return undefined;
  },
});
