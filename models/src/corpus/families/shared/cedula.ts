/** The frame every identity-card family shares: holder, issue and expiry dates, field truth. */
import { addTime, CORPUS_TODAY, dateBetween, formatDate, isoDate } from "../../content/dates.ts";
import type { PrintedValue } from "../../content/printed.ts";
import { FIELD_NAMES } from "../../fields.ts";
import type { FontFamily } from "../../fonts.ts";
import type { PhotoOptions } from "../../photo/index.ts";
import { Fields, type RenderedDocument } from "../../render/document.ts";
import { Page } from "../../render/page.ts";
import type { Rng } from "../../rng.ts";
import type { Family, Split } from "../family.ts";
import { drawHolder, type Holder, type HolderStyle } from "./person.ts";

/** The printed value of every cédula field. */
export type CedulaPrint = Record<
  (typeof FIELD_NAMES)["cedula_identidad"][number],
  PrintedValue<string>
>;

/** An identity-card design. */
export interface CedulaDesign extends HolderStyle {
  name: string;
  split: Split;
  description: string;
  fonts: readonly FontFamily[];
  /** Years of validity from the issue date. */
  validity: number;
  /** Card size in pixels at 300 dpi (default ID-1, 85.6 × 54 mm). */
  size?: [number, number];
  /** Draws the card; answers the variant name (colours, ...) when the design has several. */
  draw(page: Page, rng: Rng, p: CedulaPrint, holder: Holder): string | undefined;
  photo?: PhotoOptions;
}

/** ID-1 at 300 dpi. */
export const ID1: [number, number] = [1011, 638];

/** Makes a family from a card design. */
export function cedulaFamily(design: CedulaDesign): Family {
  return {
    name: design.name,
    type: "cedula_identidad",
    split: design.split,
    description: design.description,
    ...(design.photo ? { photo: design.photo } : {}),
    render(rng: Rng): RenderedDocument {
      const holder = drawHolder(rng, design);
      const { citizen, dateStyle } = holder;
      const adult = addTime(citizen.birth, 18);
      const earliest =
        adult.year > CORPUS_TODAY.year - design.validity
          ? adult
          : addTime(CORPUS_TODAY, -design.validity);
      const issued = dateBetween(rng, earliest, CORPUS_TODAY);
      const expires = addTime(issued, design.validity);
      const p: CedulaPrint = {
        ...holder.p,
        fecha_expedicion: { printed: formatDate(issued, dateStyle), normalized: isoDate(issued) },
        fecha_vencimiento: {
          printed: formatDate(expires, dateStyle),
          normalized: isoDate(expires),
        },
      };
      const [w, h] = design.size ?? ID1;
      const page = new Page(w, h, 300, rng.pick(design.fonts));
      const variant = design.draw(page, rng, p, holder);
      const fields = new Fields();
      for (const name of FIELD_NAMES.cedula_identidad)
        fields.set(name, p[name].printed, p[name].normalized);
      return { page, layout: variant ?? design.name, fields: fields.values };
    },
  };
}
