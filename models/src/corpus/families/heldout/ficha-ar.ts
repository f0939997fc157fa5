/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Argentine police certificate of address: grid of captioned cells, stamp, verification boxes. */
import { ARGENTINA } from "../../content/countries/index.ts";
import { formatDate } from "../../content/dates.ts";
import { emblem, signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { checkboxRow, drawRows } from "../../render/form-rows.ts";
import { A4, fichaFamily } from "../shared/a4.ts";
import { POOLS_ARG } from "./content/pools.ts";

const [W, H] = A4;
const X = 180;
const PALETTE: Palette = {
  name: "celeste",
  primary: "#1f4e79",
  accent: "#1f4e79",
  light: "#e6f0f8",
  pattern: "#c6dcee",
};

export const FICHA_AR = fichaFamily({
  name: "ficha-ar-domicilio",
  split: "heldout",
  description: "Argentine police certificate of address",
  country: ARGENTINA,
  pools: POOLS_ARG,
  fonts: ["Barlow"],
  dateStyles: ["dmy_slash", "dmy_dot"],
  letterCase: ["upper"],
  nameOrder: ["surname_comma", "surname_first"],
  draw(page, rng, p, holder, issued) {
    const state = holder.citizen.place.state;
    const force =
      state === "CABA"
        ? "POLICÍA DE LA CIUDAD DE BUENOS AIRES"
        : `POLICÍA DE LA PROVINCIA DE ${state.toLocaleUpperCase("es")}`;
    emblem(page.ctx, W / 2, 200, 90, "#1f4e79");
    page.text(force, W / 2, 370, {
      size: 44,
      bold: true,
      color: "#1f4e79",
      align: "center",
      maxWidth: W - 2 * X,
    });
    page.text(
      `Comisaría ${rng.int(1, 60)}ª — Jurisdicción ${holder.citizen.place.name}`,
      W / 2,
      428,
      {
        size: 34,
        color: "#333333",
        align: "center",
      },
    );
    page.text("CERTIFICADO DE DOMICILIO", W / 2, 560, {
      size: 66,
      bold: true,
      color: "#111111",
      align: "center",
    });
    page.text(`Certificado N° ${rng.int(1000, 99999)}/${issued.year}`, W - X, 650, {
      size: 32,
      align: "right",
    });
    const rowOpts = {
      style: "celda" as const,
      palette: PALETTE,
      x: X,
      width: W - 2 * X,
      valueSize: 40,
    };
    let y = drawRows(
      page,
      [
        { label: "APELLIDO", value: p.apellidos.printed, half: true },
        { label: "NOMBRES", value: p.nombres.printed, half: true },
        { label: "D.N.I. N°", value: p.cedula_numero.printed, half: true },
        { label: "FECHA DE NACIMIENTO", value: p.fecha_nacimiento.printed, half: true },
        { label: "NACIONALIDAD", value: p.nacionalidad.printed, half: true },
        { label: "ESTADO CIVIL", value: p.estado_civil.printed, half: true },
        { label: "PROFESIÓN U OCUPACIÓN", value: p.ocupacion.printed },
        { label: "DOMICILIO REAL", value: p.direccion.printed },
        { label: "TELÉFONO", value: p.telefono.printed, half: true },
        { label: "CORREO ELECTRÓNICO", value: p.email.printed, half: true },
      ],
      700,
      rowOpts,
    );
    const article = holder.citizen.name.sex === "M" ? "el ciudadano" : "la ciudadana";
    y = page.paragraph(
      `Se certifica que ${article} ${p.nombre_completo.printed} tiene su domicilio real en el lugar indicado, según constatación efectuada por personal de esta dependencia.`,
      X,
      y + 100,
      W - 2 * X,
      58,
      { size: 36 },
      [p.nombre_completo.printed],
    );
    const lives = rng.chance(0.85);
    const a = checkboxRow(
      page,
      "Constatado en el domicilio:",
      [
        ["Sí", lives],
        ["No", !lives],
      ],
      X,
      y,
      W - 2 * X,
      PALETTE,
    );
    const purpose = rng.pick([
      "Trámites judiciales",
      "Trámites laborales",
      "Trámites bancarios",
      "Otros",
    ]);
    const b = checkboxRow(
      page,
      "Para ser presentado ante:",
      ["Trámites judiciales", "Trámites laborales", "Trámites bancarios", "Otros"].map(
        (k) => [k, k === purpose] as const,
      ),
      X,
      a.bottom + 10,
      W - 2 * X,
      PALETTE,
    );
    page.text(`${holder.citizen.place.name}, ${formatDate(issued, "long")}`, X, b.bottom + 120, {
      size: 36,
    });
    const sy = Math.min(H - 300, b.bottom + 480);
    page.ctx.save();
    page.ctx.globalAlpha = 0.55;
    emblem(page.ctx, W - X - 600, sy - 120, 120, "#2a4f9a");
    page.ctx.restore();
    signature(page.ctx, { x: W - X - 520, y: sy - 150, width: 480, height: 130 }, rng);
    page.line(W - X - 600, sy, W - X, sy, "#333333", 3);
    page.text("Firma y sello del funcionario", W - X - 300, sy + 50, { size: 32, align: "center" });
    return { checkboxes: { ...a.states, ...b.states } };
  },
});
