/** The frame every passport family shares: holder, dates, number, a valid TD3 MRZ, field truth. */
import { addTime, CORPUS_TODAY, dateBetween, formatDate, isoDate } from "../../content/dates.ts";
import { upper } from "../../content/names.ts";
import type { PrintedValue } from "../../content/printed.ts";
import { FIELD_NAMES } from "../../fields.ts";
import type { FontFamily } from "../../fonts.ts";
import { mrzDate, td3 } from "../../mrz.ts";
import type { PhotoOptions } from "../../photo/index.ts";
import { Fields, type RenderedDocument } from "../../render/document.ts";
import { Page } from "../../render/page.ts";
import type { Rng } from "../../rng.ts";
import type { Family, Split } from "../family.ts";
import { drawHolder, type Holder, type HolderStyle } from "./person.ts";

/** The printed value of every passport field. */
export type PasaportePrint = Record<
  (typeof FIELD_NAMES)["pasaporte"][number],
  PrintedValue<string>
>;

/** A passport data-page design. */
export interface PasaporteDesign extends HolderStyle {
  name: string;
  split: Split;
  description: string;
  fonts: readonly FontFamily[];
  /** A passport number in the issuing country's pattern. */
  passportNumber(rng: Rng): string;
  /** Years of validity (one is drawn). */
  validity: readonly number[];
  /** The nationality as the page prints it (default: the demonym in capitals). */
  nationality?: (holder: Holder) => string;
  /** The place of birth as the page prints it (default: the city in capitals). */
  birthPlace?: (holder: Holder) => string;
  /** Full-name order of the holder's name line. */
  fullName: "surname_first" | "given_first";
  /** Draws the page, MRZ included (the two lines are given); answers a variant name or undefined. */
  draw(
    page: Page,
    rng: Rng,
    p: PasaportePrint,
    holder: Holder,
    mrz: [string, string],
  ): string | undefined;
  photo?: PhotoOptions;
}

/** TD3 (125 × 88 mm) at 300 dpi. */
export const TD3: [number, number] = [1476, 1039];

/** Makes a family from a passport design. */
export function pasaporteFamily(design: PasaporteDesign): Family {
  return {
    name: design.name,
    type: "pasaporte",
    split: design.split,
    description: design.description,
    ...(design.photo ? { photo: design.photo } : {}),
    render(rng: Rng): RenderedDocument {
      const holder = drawHolder(rng, design);
      const { citizen, dateStyle } = holder;
      const code = citizen.country.nationality.code;
      const issued = dateBetween(rng, addTime(CORPUS_TODAY, -9), CORPUS_TODAY);
      const expires = addTime(issued, rng.pick(design.validity), -1);
      const number = design.passportNumber(rng);
      const surnames = upper(citizen.name.surnames);
      const given = upper(citizen.name.given);
      const date = (d: typeof issued): PrintedValue<string> => ({
        printed: formatDate(d, dateStyle),
        normalized: isoDate(d),
      });
      const demonym = upper(
        citizen.name.sex === "M" ? citizen.nationality.male : citizen.nationality.female,
      );
      const p: PasaportePrint = {
        tipo: { printed: "P", normalized: "P" },
        codigo_pais: { printed: code, normalized: code },
        numero_pasaporte: { printed: number, normalized: number.replace(/[^0-9A-Z]/g, "") },
        apellidos: { printed: surnames, normalized: surnames },
        nombres: { printed: given, normalized: given },
        nombre_completo: {
          printed:
            design.fullName === "surname_first" ? `${surnames} ${given}` : `${given} ${surnames}`,
          normalized: `${given} ${surnames}`,
        },
        nacionalidad: { printed: design.nationality?.(holder) ?? demonym, normalized: code },
        fecha_nacimiento: date(citizen.birth),
        sexo: { printed: citizen.name.sex, normalized: citizen.name.sex },
        lugar_nacimiento: {
          printed: design.birthPlace?.(holder) ?? upper(citizen.birthPlace),
          normalized: citizen.birthPlace,
        },
        fecha_expedicion: date(issued),
        fecha_vencimiento: date(expires),
      };
      const personal = citizen.id.normalized;
      const mrz = td3({
        documentCode: "P",
        issuingState: code,
        surnames: citizen.name.surnames,
        givenNames: citizen.name.given,
        documentNumber: p.numero_pasaporte.normalized as string,
        nationality: code,
        birthDate: mrzDate(isoDate(citizen.birth)),
        sex: citizen.name.sex,
        expiryDate: mrzDate(isoDate(expires)),
        optionalData: personal.length <= 14 ? personal : "",
      });
      const [w, h] = TD3;
      const page = new Page(w, h, 300, rng.pick(design.fonts));
      const variant = design.draw(page, rng, p, holder, mrz);
      const fields = new Fields();
      for (const name of FIELD_NAMES.pasaporte)
        fields.set(name, p[name].printed, p[name].normalized);
      return { page, layout: variant ?? design.name, fields: fields.values, mrz };
    },
  };
}

/** Draws the two MRZ lines from `top` in a monospace face, fitted to `width`. */
export function drawMrzLines(
  page: Page,
  mrz: readonly string[],
  opts: { x: number; top: number; width: number; family: FontFamily; size?: number; gap?: number },
): void {
  for (const [i, line] of mrz.entries()) {
    page.text(line, opts.x, opts.top + i * (opts.gap ?? 72), {
      size: opts.size ?? 56,
      family: opts.family,
      color: "#101010",
      maxWidth: opts.width,
    });
  }
}
