/** The frames of the A4 form families: residence certificates and application forms. */
import {
  addTime,
  type CivilDate,
  CORPUS_TODAY,
  dateBetween,
  formatDate,
  isoDate,
} from "../../content/dates.ts";
import type { PrintedValue } from "../../content/printed.ts";
import { FIELD_NAMES } from "../../fields.ts";
import type { FontFamily } from "../../fonts.ts";
import type { PhotoOptions } from "../../photo/index.ts";
import { Fields, type RenderedDocument } from "../../render/document.ts";
import { Page } from "../../render/page.ts";
import type { Rng } from "../../rng.ts";
import type { Family, Split } from "../family.ts";
import { drawHolder, type Holder, type HolderStyle } from "./person.ts";

/** A4 at 300 dpi. */
export const A4: [number, number] = [2480, 3508];
/** US letter at 300 dpi. */
export const LETTER: [number, number] = [2550, 3300];

/** What a form's draw returns. */
export interface FormResult {
  /** Variant within the family (colours, ...). */
  variant?: string;
  /** Checkbox states by label. */
  checkboxes?: Record<string, boolean>;
}

interface FormDesignBase extends HolderStyle {
  name: string;
  split: Split;
  description: string;
  fonts: readonly FontFamily[];
  /** Page size in pixels at 300 dpi (default A4). */
  size?: [number, number];
  photo?: PhotoOptions;
}

/** The printed value of every ficha field. */
export type FichaPrint = Record<
  (typeof FIELD_NAMES)["ficha_residencia"][number],
  PrintedValue<string>
>;

/** A residence-certificate design. `issued` is the certificate's date, within the last two years. */
export interface FichaDesign extends FormDesignBase {
  draw(page: Page, rng: Rng, p: FichaPrint, holder: Holder, issued: CivilDate): FormResult;
}

/** Makes a family from a residence-certificate design. */
export function fichaFamily(design: FichaDesign): Family {
  return {
    name: design.name,
    type: "ficha_residencia",
    split: design.split,
    description: design.description,
    ...(design.photo ? { photo: design.photo } : {}),
    render(rng: Rng): RenderedDocument {
      const holder = drawHolder(rng, design);
      const issued = dateBetween(rng, addTime(CORPUS_TODAY, -2), CORPUS_TODAY);
      const [w, h] = design.size ?? A4;
      const page = new Page(w, h, 300, rng.pick(design.fonts));
      page.rect({ x: 0, y: 0, width: w, height: h }, { fill: "#ffffff" });
      const result = design.draw(page, rng, holder.p, holder, issued);
      const fields = new Fields();
      for (const name of FIELD_NAMES.ficha_residencia)
        fields.set(name, holder.p[name].printed, holder.p[name].normalized);
      return {
        page,
        layout: result.variant ?? design.name,
        fields: fields.values,
        ...(result.checkboxes ? { checkboxes: result.checkboxes } : {}),
      };
    },
  };
}

/** The printed value of every formulario field. */
export type FormularioPrint = Record<
  (typeof FIELD_NAMES)["formulario"][number],
  PrintedValue<string>
>;

/** What the form applies for: the normalised tipo_solicitud and the word the title prints. */
export interface FormKind {
  /** Lower case with accents, e.g. "afiliación". */
  tipo: string;
  /** As the page prints it (usually the upper-case tipo, within the title). */
  printed: string;
}

/** An application-form design; `kinds` are what its issuer's forms apply for. */
export interface FormularioDesign extends FormDesignBase {
  kinds: readonly FormKind[];
  draw(page: Page, rng: Rng, p: FormularioPrint, holder: Holder, kind: FormKind): FormResult;
}

/** Makes a family from an application-form design. */
export function formularioFamily(design: FormularioDesign): Family {
  return {
    name: design.name,
    type: "formulario",
    split: design.split,
    description: design.description,
    ...(design.photo ? { photo: design.photo } : {}),
    render(rng: Rng): RenderedDocument {
      const holder = drawHolder(rng, design);
      const kind = rng.pick(design.kinds);
      const date = dateBetween(rng, addTime(CORPUS_TODAY, -2), CORPUS_TODAY);
      const p: FormularioPrint = {
        ...holder.p,
        fecha: { printed: formatDate(date, holder.dateStyle), normalized: isoDate(date) },
        tipo_solicitud: { printed: kind.printed, normalized: kind.tipo },
      };
      const [w, h] = design.size ?? A4;
      const page = new Page(w, h, 300, rng.pick(design.fonts));
      page.rect({ x: 0, y: 0, width: w, height: h }, { fill: "#ffffff" });
      const result = design.draw(page, rng, p, holder, kind);
      const fields = new Fields();
      for (const name of FIELD_NAMES.formulario)
        fields.set(name, p[name].printed, p[name].normalized);
      return {
        page,
        layout: result.variant ?? `${design.name}-${kind.tipo}`,
        fields: fields.values,
        ...(result.checkboxes ? { checkboxes: result.checkboxes } : {}),
      };
    },
  };
}
