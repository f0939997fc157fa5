/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Spanish "volante de empadronamiento": municipal letterhead, table rows, CSV footer. */
import { SPAIN } from "../../content/countries/index.ts";
import { formatDate } from "../../content/dates.ts";
import { emblem, signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import { drawRows, section } from "../../render/form-rows.ts";
import { A4, fichaFamily } from "../shared/a4.ts";
import { POOLS_ESP } from "./content/pools.ts";

const [W, H] = A4;
const X = 200;
const PALETTE: Palette = {
  name: "municipal",
  primary: "#3a3a3a",
  accent: "#2b2b2b",
  light: "#ececec",
  pattern: "#dddddd",
};

export const FICHA_ES = fichaFamily({
  name: "ficha-es-empadronamiento",
  split: "heldout",
  description: "Spanish municipal register certificate",
  country: SPAIN,
  pools: POOLS_ESP,
  fonts: ["Merriweather"],
  dateStyles: ["dmy_slash"],
  letterCase: ["upper", "title"],
  nameOrder: ["surname_comma"],
  draw(page, rng, p, holder, issued) {
    const city = holder.citizen.place.name;
    emblem(page.ctx, X + 90, 230, 90, "#4a4a4a");
    page.text(`AYUNTAMIENTO DE ${city.toLocaleUpperCase("es")}`, X + 220, 210, {
      size: 48,
      bold: true,
      color: "#1f1f1f",
    });
    page.text("Padrón Municipal de Habitantes", X + 220, 272, { size: 36, color: "#444444" });
    page.line(X, 360, W - X, 360, "#444444", 3);
    page.text("VOLANTE DE EMPADRONAMIENTO", W / 2, 480, {
      size: 64,
      bold: true,
      color: "#1f1f1f",
      align: "center",
    });
    let y = page.paragraph(
      "La persona cuyos datos se indican figura inscrita en el Padrón Municipal de Habitantes de este municipio, en el domicilio que se señala, según los datos que constan a la fecha de expedición.",
      X,
      590,
      W - 2 * X,
      58,
      { size: 36 },
    );
    const rowOpts = {
      style: "tabla" as const,
      palette: PALETTE,
      x: X,
      width: W - 2 * X,
      valueSize: 40,
    };
    y = section(page, "DATOS DEL HABITANTE", X, y + 10, W - 2 * X, PALETTE, true);
    y = drawRows(
      page,
      [
        { label: "Nombre", value: p.nombres.printed },
        { label: "Apellidos", value: p.apellidos.printed },
        { label: "DNI / NIE", value: p.cedula_numero.printed, half: true },
        { label: "Fecha de nacimiento", value: p.fecha_nacimiento.printed, half: true },
        { label: "Nacionalidad", value: p.nacionalidad.printed, half: true },
        { label: "Estado civil", value: p.estado_civil.printed, half: true },
        { label: "Profesión", value: p.ocupacion.printed },
      ],
      y,
      rowOpts,
    );
    y = section(page, "DOMICILIO Y CONTACTO", X, y + 40, W - 2 * X, PALETTE, true);
    const since = formatDate(
      { year: issued.year - rng.int(1, 15), month: rng.int(1, 12), day: rng.int(1, 28) },
      "dmy_slash",
    );
    y = drawRows(
      page,
      [
        { label: "Domicilio", value: p.direccion.printed },
        { label: "Teléfono", value: p.telefono.printed, half: true },
        { label: "Fecha de alta", value: since, half: true },
        { label: "Correo electrónico", value: p.email.printed },
      ],
      y,
      rowOpts,
    );
    page.text("Nombre y apellidos del titular:", X, y + 90, { size: 32, color: "#444444" });
    page.text(p.nombre_completo.printed, X + 560, y + 90, { size: 34, maxWidth: W - 2 * X - 560 });
    page.text(`${city}, a ${formatDate(issued, "long")}`, X, y + 200, { size: 36 });
    signature(page.ctx, { x: W - X - 700, y: y + 240, width: 560, height: 120 }, rng);
    page.text("El/La Secretario/a General, P.D.", W - X - 420, y + 420, {
      size: 32,
      align: "center",
    });
    const csv = Array.from({ length: 20 }, () =>
      rng.pick([..."ABCDEFGHJKLMNPQRSTUVWXYZ23456789"]),
    ).join("");
    page.text(`Código Seguro de Verificación (CSV): ${csv}`, X, H - 200, {
      size: 28,
      color: "#555555",
    });
    page.text(
      "Este documento tiene carácter informativo y una validez de tres meses.",
      X,
      H - 150,
      {
        size: 28,
        color: "#555555",
      },
    );
    return {};
  },
});
