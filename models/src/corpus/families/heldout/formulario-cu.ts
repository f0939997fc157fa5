/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Cuban application form ("planilla"), typed on a typewriter. */
import { CUBA } from "../../content/countries/index.ts";
import { signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { checkboxRow } from "../../render/form-rows.ts";
import { roundStamp } from "../../render/stamp.ts";
import { formularioFamily } from "../shared/a4.ts";
import { POOLS_CUB } from "./content/pools-roster2.ts";

const PALETTE: Palette = {
  name: "tinta",
  primary: "#222222",
  accent: "#222222",
  light: "#f2f2f2",
  pattern: "#dddddd",
};

export const FORMULARIO_CU = formularioFamily({
  name: "formulario-cu-planilla",
  split: "heldout",
  description: "Cuban application form (planilla)",
  country: CUBA,
  pools: POOLS_CUB,
  fonts: ["Titillium Web", "Cabin"],
  dateStyles: ["dmy_slash", "long"],
  letterCase: ["upper"],
  nameOrder: ["given_first"],
  size: [2550, 3300],
  kinds: [
    { tipo: "empleo", printed: "EMPLEO" },
    { tipo: "matrícula", printed: "MATRÍCULA" },
    { tipo: "licencia", printed: "LICENCIA" },
  ],
  draw(page, rng, p, holder) {
    const W = page.width;
    const H = page.height;
    const X = 200;
    const type = rng.pick(["Share Tech Mono", "Inconsolata"] as const);
    const typed = { size: 40, family: type, color: "#1b1b1b" };
    page.text("REPÚBLICA DE CUBA", W / 2, 170, { size: 40, bold: true, align: "center" });
    page.text(
      rng.pick([
        "MINISTERIO DE TRABAJO Y SEGURIDAD SOCIAL",
        "MINISTERIO DE EDUCACIÓN SUPERIOR",
        "CONSEJO DE LA ADMINISTRACIÓN MUNICIPAL",
      ]),
      W / 2,
      224,
      { size: 30, align: "center" },
    );
    page.text(`Dirección Municipal · ${holder.citizen.place.name}`, W / 2, 270, {
      size: 28,
      align: "center",
      color: "#444444",
    });
    page.text(`PLANILLA DE SOLICITUD DE ${p.tipo_solicitud.printed}`, W / 2, 400, {
      size: 52,
      bold: true,
      align: "center",
      maxWidth: W - 2 * X,
    });
    page.text("(Llenar a máquina o con letra de molde)", W / 2, 452, {
      size: 26,
      align: "center",
      color: "#555555",
    });
    // Numbered questions, each answered on the line beneath.
    const questions: [string, string][] = [
      ["Nombre(s) y apellidos", p.nombre_completo.printed],
      ["Número de carné de identidad", p.cedula_numero.printed],
      ["Fecha de nacimiento", p.fecha_nacimiento.printed],
      ["Estado conyugal", p.estado_civil.printed],
      ["Ocupación actual", p.ocupacion.printed],
      ["Dirección particular", p.direccion.printed],
      ["Teléfono (fijo o móvil)", p.telefono.printed],
      ["Correo electrónico", p.email.printed],
    ];
    let y = 560;
    for (const [i, [question, answer]] of questions.entries()) {
      page.text(`${i + 1}. ${question}:`, X, y, { size: 32, bold: true });
      page.line(X + 50, y + 82, W - X, y + 82, "#555555", 2);
      page.text(answer, X + 60, y + 70, { ...typed, maxWidth: W - 2 * X - 80 });
      y += 150;
    }
    const level = rng.int(0, 3);
    const a = checkboxRow(
      page,
      `${questions.length + 1}. Nivel escolar:`,
      ["Noveno grado", "Técnico medio", "Preuniversitario", "Universitario"].map(
        (k, i) => [k, i === level] as const,
      ),
      X,
      y - 40,
      W - 2 * X,
      PALETTE,
    );
    const before = rng.chance(0.3);
    const b = checkboxRow(
      page,
      `${questions.length + 2}. ¿Ha presentado esta solicitud antes?`,
      [
        ["Sí", before],
        ["No", !before],
      ],
      X,
      a.bottom + 10,
      W - 2 * X,
      PALETTE,
    );
    y = b.bottom + 120;
    page.text("Fecha de la solicitud:", X, y, { size: 32, bold: true });
    page.text(p.fecha.printed, X + 420, y, typed);
    page.line(X + 410, y + 12, X + 1100, y + 12, "#555555", 2);
    const sy = Math.min(H - 360, y + 330);
    signature(page.ctx, { x: X + 60, y: sy - 150, width: 520, height: 130 }, rng);
    page.line(X, sy, X + 760, sy, "#333333", 3);
    page.text("Firma del solicitante", X + 380, sy + 48, { size: 30, align: "center" });
    page.rect(
      { x: W - X - 760, y: sy - 240, width: 760, height: 340 },
      { stroke: "#333333", lineWidth: 2 },
    );
    page.text("Recibido por la oficina", W - X - 380, sy - 190, {
      size: 26,
      align: "center",
      color: "#444444",
    });
    roundStamp(page.ctx, W - X - 380, sy - 50, 120, "OFICINA DE TRÁMITES · RECIBIDO", rng, {
      family: "Cabin",
    });
    return {
      variant: `formulario-cu-planilla-${type === "Inconsolata" ? "a" : "b"}`,
      checkboxes: { ...a.states, ...b.states },
    };
  },
});
