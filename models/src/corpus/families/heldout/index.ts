/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Held-out families: listed here, defined in the files of this folder. */
import type { Family } from "../family.ts";
import { CEDULA_AR } from "./cedula-ar.ts";
import { CEDULA_CL } from "./cedula-cl.ts";
import { CEDULA_EC } from "./cedula-ec.ts";
import { CEDULA_PE } from "./cedula-pe.ts";
import { CEDULA_UY } from "./cedula-uy.ts";
import { FACTURA_AR } from "./factura-ar.ts";
import { FACTURA_CL } from "./factura-cl.ts";
import { FACTURA_MX } from "./factura-mx.ts";
import { FACTURA_NI } from "./factura-ni.ts";
import { FACTURA_PE } from "./factura-pe.ts";
import { FICHA_AR } from "./ficha-ar.ts";
import { FICHA_EC } from "./ficha-ec.ts";
import { FICHA_ES } from "./ficha-es.ts";
import { FICHA_PA } from "./ficha-pa.ts";
import { FICHA_PE } from "./ficha-pe.ts";
import { FORMULARIO_AR } from "./formulario-ar.ts";
import { FORMULARIO_CL } from "./formulario-cl.ts";
import { FORMULARIO_CU } from "./formulario-cu.ts";
import { FORMULARIO_ES } from "./formulario-es.ts";
import { FORMULARIO_PE } from "./formulario-pe.ts";
import { PASAPORTE_AR } from "./pasaporte-ar.ts";
import { PASAPORTE_CL } from "./pasaporte-cl.ts";
import { PASAPORTE_ES } from "./pasaporte-es.ts";
import { PASAPORTE_PE } from "./pasaporte-pe.ts";
import { PASAPORTE_PY } from "./pasaporte-py.ts";
import { heldoutPhoto } from "./photo.ts";

const DESIGNS: readonly Family[] = [
  CEDULA_PE,
  CEDULA_CL,
  CEDULA_AR,
  CEDULA_EC,
  PASAPORTE_PE,
  PASAPORTE_AR,
  PASAPORTE_CL,
  PASAPORTE_ES,
  FICHA_ES,
  FICHA_PE,
  FICHA_AR,
  FICHA_EC,
  FORMULARIO_PE,
  FORMULARIO_AR,
  FORMULARIO_CL,
  FORMULARIO_ES,
  FACTURA_MX,
  FACTURA_AR,
  FACTURA_PE,
  FACTURA_CL,
  ...[CEDULA_UY, PASAPORTE_PY, FICHA_PA, FACTURA_NI, FORMULARIO_CU].map((family) => ({
    ...family,
    roster: 2,
  })),
];

/** The held-out families, photographed in their own conditions. */
export const HELDOUT_FAMILIES: readonly Family[] = DESIGNS.map((family) => ({
  ...family,
  photo:
    family.photo ?? heldoutPhoto(family.type === "cedula_identidad" || family.type === "pasaporte"),
}));
