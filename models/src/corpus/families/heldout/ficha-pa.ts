/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Panamanian justice of the peace's residence certificate. */
import { PANAMA } from "../../content/countries/index.ts";
import { formatDate } from "../../content/dates.ts";
import { qrLike, signature } from "../../render/decor.ts";
import { watermark } from "../../render/security.ts";
import { roundStamp } from "../../render/stamp.ts";
import { A4, fichaFamily } from "../shared/a4.ts";
import { POOLS_PAN } from "./content/pools-roster2.ts";

export const FICHA_PA = fichaFamily({
  name: "ficha-pa-juzgado",
  split: "heldout",
  description: "Panamanian residence certificate (justice of the peace)",
  country: PANAMA,
  pools: POOLS_PAN,
  fonts: ["Titillium Web", "Cabin"],
  dateStyles: ["dmy_slash", "long"],
  letterCase: ["upper", "title"],
  nameOrder: ["surname_comma", "given_first"],
  draw(page, rng, p, holder, issued) {
    const [W, H] = A4;
    const side = 560;
    const tone = rng.pick(["#e9edf2", "#efe9e2", "#e6efe9"]);
    const ink = rng.pick(["#21364f", "#4a2f1c", "#1d4433"]);
    page.rect({ x: 0, y: 0, width: side, height: H }, { fill: tone });
    const district = holder.citizen.place.name;
    page.text("REPÚBLICA DE PANAMÁ", 60, 220, { size: 32, bold: true, color: ink });
    page.text("Ministerio de Gobierno", 60, 270, { size: 26, color: ink });
    page.text("Justicia Comunitaria", 60, 310, { size: 26, color: ink });
    page.text("de Paz", 60, 350, { size: 26, color: ink });
    page.text("Juzgado de Paz de", 60, 470, { size: 26, color: "#444444" });
    page.paragraph(district, 60, 510, side - 100, 40, { size: 30, bold: true });
    page.text("Expediente", 60, 700, { size: 24, color: "#444444" });
    page.text(`JP-${rng.int(100, 9999)}-${issued.year}`, 60, 740, { size: 30, bold: true });
    page.text("Fecha de expedición", 60, 840, { size: 24, color: "#444444" });
    page.text(formatDate(issued, "dmy_slash"), 60, 880, { size: 30, bold: true });
    qrLike(page.ctx, 60, H - 620, 300, rng);
    page.text("Verifique este documento", 60, H - 280, { size: 22, color: "#444444" });
    watermark(page.ctx, "PANAMÁ", side + (W - side) / 2, H / 2, {
      size: 260,
      color: "rgba(0,0,0,0.03)",
      angle: -55,
    });
    const x = side + 120;
    const right = W - 140;
    page.text("CERTIFICACIÓN", x, 300, { size: 70, bold: true, color: ink });
    page.text("DE RESIDENCIA", x, 380, { size: 54, bold: true, color: ink });
    let y = page.paragraph(
      `La suscrita Jueza de Paz certifica, a solicitud de parte interesada y conforme a la verificación realizada en la comunidad, que ${p.nombre_completo.printed} reside en este corregimiento.`,
      x,
      500,
      right - x,
      56,
      { size: 34 },
      [p.nombre_completo.printed],
    );
    const col = x + 560;
    const rows: [string, string][] = [
      ["Cédula", p.cedula_numero.printed],
      ["Nombre(s)", p.nombres.printed],
      ["Apellido(s)", p.apellidos.printed],
      ["Nacimiento", p.fecha_nacimiento.printed],
      ["Nacionalidad", p.nacionalidad.printed],
      ["Estado civil", p.estado_civil.printed],
      ["Ocupación", p.ocupacion.printed],
      ["Domicilio", p.direccion.printed],
      ["Celular", p.telefono.printed],
      ["Correo", p.email.printed],
    ];
    y += 40;
    page.line(col - 30, y, col - 30, y + rows.length * 78, ink, 3);
    for (const [i, [label, value]] of rows.entries()) {
      const ry = y + 56 + i * 78;
      page.text(label.toLocaleUpperCase("es"), col - 60, ry, {
        size: 26,
        color: "#555555",
        align: "right",
      });
      page.text(value, col, ry, { size: 34, maxWidth: right - col });
    }
    y += rows.length * 78 + 110;
    y = page.paragraph(
      `Se expide la presente en ${district}, el ${formatDate(issued, "long")}, con vigencia de seis meses.`,
      x,
      y,
      right - x,
      54,
      { size: 32 },
    );
    const sy = Math.min(H - 300, y + 460);
    roundStamp(
      page.ctx,
      x + 260,
      sy - 140,
      160,
      `JUZGADO DE PAZ · ${district.toLocaleUpperCase("es")}`,
      rng,
      { family: "Cabin" },
    );
    signature(page.ctx, { x: right - 640, y: sy - 150, width: 520, height: 130 }, rng);
    page.line(right - 720, sy, right, sy, "#333333", 3);
    page.text("Juez(a) de Paz", right - 360, sy + 50, { size: 30, align: "center" });
    return { variant: `ficha-pa-juzgado-${ink.slice(1, 4)}` };
  },
});
