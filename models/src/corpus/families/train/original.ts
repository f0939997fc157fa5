/**
 * The original designs, three per type, on which iris was first developed: training families.
 * Palettes, fonts and minor choices still vary within each.
 */
import { CEDULA_LAYOUTS, renderCedula } from "../../render/cedula.ts";
import { FACTURA_LAYOUTS, renderFactura } from "../../render/factura.ts";
import { FICHA_LAYOUTS, renderFicha } from "../../render/ficha.ts";
import { FORMULARIO_LAYOUTS, renderFormulario } from "../../render/formulario.ts";
import { PASAPORTE_LAYOUTS, renderPasaporte } from "../../render/pasaporte.ts";
import type { Family } from "../family.ts";

/** Fifteen families: the original layouts of each type. */
export const ORIGINAL_FAMILIES: readonly Family[] = [
  ...CEDULA_LAYOUTS.map(
    (layout): Family => ({
      name: `cedula-ve-${layout}`,
      type: "cedula_identidad",
      split: "train",
      description: `Venezuelan cédula, original "${layout}" layout`,
      render: (rng) => renderCedula(rng, layout),
    }),
  ),
  ...FICHA_LAYOUTS.map(
    (layout): Family => ({
      name: `ficha-ve-${layout}`,
      type: "ficha_residencia",
      split: "train",
      description: `Venezuelan residence form, original "${layout}" rows`,
      render: (rng) => renderFicha(rng, layout),
    }),
  ),
  ...PASAPORTE_LAYOUTS.map(
    (layout): Family => ({
      name: `pasaporte-${layout}`,
      type: "pasaporte",
      split: "train",
      description: `passport data page of the holder's country, original "${layout}" layout`,
      render: (rng) => renderPasaporte(rng, layout),
    }),
  ),
  ...FACTURA_LAYOUTS.map(
    (layout): Family => ({
      name: `factura-ve-${layout}`,
      type: "factura",
      split: "train",
      description: `Venezuelan invoice, original "${layout}" header`,
      render: (rng) => renderFactura(rng, layout),
    }),
  ),
  ...FORMULARIO_LAYOUTS.map(
    (layout): Family => ({
      name: `formulario-ve-${layout}`,
      type: "formulario",
      split: "train",
      description: `Venezuelan application form, original "${layout}" rows`,
      render: (rng) => renderFormulario(rng, layout),
    }),
  ),
];
