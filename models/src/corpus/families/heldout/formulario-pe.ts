/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Peruvian bank's account-opening application: coloured band, grid cells, product boxes. */
import { PERU } from "../../content/countries/index.ts";
import { signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { checkboxRow, drawRows, section } from "../../render/form-rows.ts";
import { A4, formularioFamily } from "../shared/a4.ts";
import { POOLS_PER } from "./content/pools.ts";

const [W, H] = A4;
const X = 170;
const BANKS = [
  "BANCO ANDINO DEL PERÚ S.A.",
  "CAJA MUNICIPAL DE AHORRO Y CRÉDITO DEL SUR",
  "FINANCIERA PACÍFICO S.A.",
];
const PALETTE: Palette = {
  name: "naranja",
  primary: "#c2410c",
  accent: "#7c2d12",
  light: "#fff1e6",
  pattern: "#fed7aa",
};

export const FORMULARIO_PE = formularioFamily({
  name: "formulario-pe-cuenta",
  split: "heldout",
  description: "Peruvian bank's account-opening form",
  country: PERU,
  pools: POOLS_PER,
  fonts: ["Arimo"],
  dateStyles: ["dmy_slash"],
  letterCase: ["upper"],
  nameOrder: ["surname_first", "given_first"],
  kinds: [{ tipo: "apertura de cuenta", printed: "APERTURA DE CUENTA" }],
  draw(page, rng, p) {
    page.rect({ x: 0, y: 0, width: W, height: 260 }, { fill: "#c2410c" });
    page.text(rng.pick(BANKS), X, 130, {
      size: 52,
      bold: true,
      color: "#ffffff",
      maxWidth: W - 2 * X,
    });
    page.text("Supervisada por la SBS", X, 200, { size: 30, color: "#ffe4cc" });
    page.text(`SOLICITUD DE ${p.tipo_solicitud.printed}`, X, 380, {
      size: 60,
      bold: true,
      color: "#7c2d12",
    });
    page.text("PERSONA NATURAL", X, 440, { size: 34, color: "#444444" });
    page.text("Fecha de solicitud:", W - X - 520, 380, { size: 32, color: "#444444" });
    page.text(p.fecha.printed, W - X - 520, 430, { size: 40, bold: true });
    const rows = {
      style: "celda" as const,
      palette: PALETTE,
      x: X,
      width: W - 2 * X,
      valueSize: 38,
    };
    let y = section(page, "1. DATOS DEL TITULAR", X, 500, W - 2 * X, PALETTE, true);
    y = drawRows(
      page,
      [
        { label: "APELLIDOS Y NOMBRES", value: p.nombre_completo.printed },
        { label: "DOCUMENTO DE IDENTIDAD (DNI)", value: p.cedula_numero.printed, half: true },
        { label: "FECHA DE NACIMIENTO", value: p.fecha_nacimiento.printed, half: true },
        { label: "ESTADO CIVIL", value: p.estado_civil.printed, half: true },
        { label: "OCUPACIÓN / PROFESIÓN", value: p.ocupacion.printed, half: true },
        { label: "DIRECCIÓN", value: p.direccion.printed },
        { label: "TELÉFONO CELULAR", value: p.telefono.printed, half: true },
        { label: "CORREO ELECTRÓNICO", value: p.email.printed, half: true },
      ],
      y,
      rows,
    );
    y = section(page, "2. PRODUCTO SOLICITADO", X, y + 40, W - 2 * X, PALETTE, true);
    const product = rng.pick(["Ahorros", "Cuenta corriente", "CTS", "Plazo fijo"]);
    const a = checkboxRow(
      page,
      "Tipo de cuenta:",
      ["Ahorros", "Cuenta corriente", "CTS", "Plazo fijo"].map((k) => [k, k === product] as const),
      X,
      y,
      W - 2 * X,
      PALETTE,
    );
    const soles = rng.chance(0.75);
    const b = checkboxRow(
      page,
      "Moneda:",
      [
        ["Soles", soles],
        ["Dólares", !soles],
      ],
      X,
      a.bottom + 10,
      W - 2 * X,
      PALETTE,
    );
    const debit = rng.chance(0.8);
    const c = checkboxRow(
      page,
      "Tarjeta de débito:",
      [
        ["Sí, deseo tarjeta", debit],
        ["No", !debit],
      ],
      X,
      b.bottom + 10,
      W - 2 * X,
      PALETTE,
    );
    y = section(page, "3. DECLARACIÓN", X, c.bottom + 50, W - 2 * X, PALETTE, true);
    y = page.paragraph(
      "Declaro que la información proporcionada es verdadera y autorizo al banco a verificarla. He recibido la cartilla de información y el contrato de la cuenta.",
      X,
      y + 20,
      W - 2 * X,
      54,
      { size: 34 },
    );
    const sy = Math.min(H - 260, y + 360);
    signature(page.ctx, { x: X + 100, y: sy - 150, width: 560, height: 130 }, rng);
    page.line(X, sy, X + 760, sy, "#333333", 3);
    page.text("Firma del titular", X + 380, sy + 50, { size: 32, align: "center" });
    page.rect(
      { x: W - X - 760, y: sy - 220, width: 760, height: 300 },
      { stroke: "#999999", lineWidth: 2 },
    );
    page.text("Uso exclusivo del banco — Código de asesor:", W - X - 740, sy - 170, {
      size: 26,
      color: "#666666",
    });
    page.text(String(rng.int(10000, 99999)), W - X - 740, sy - 110, { size: 36 });
    return { checkboxes: { ...a.states, ...b.states, ...c.states } };
  },
});
