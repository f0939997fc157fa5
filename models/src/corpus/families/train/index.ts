import type { Family } from "../family.ts";
import { CEDULA_CO, CEDULA_ES, CEDULA_MX } from "./cedula.ts";
import { FACTURA_CO, FACTURA_ES, FACTURA_VE_TICKET } from "./factura.ts";
import { FICHA_CO, FICHA_CO_JUNTA, FICHA_MX, FICHA_VE, FICHA_VE_REGISTRO } from "./ficha.ts";
import {
  FORMULARIO_CO,
  FORMULARIO_ES,
  FORMULARIO_ES_SEGURO,
  FORMULARIO_MX,
  FORMULARIO_VE_PLANILLA,
} from "./formulario.ts";
import { PASAPORTE_CO, PASAPORTE_MX, PASAPORTE_VE } from "./pasaporte.ts";

/** Training families added beside the original designs. */
export const TRAIN_FAMILIES: readonly Family[] = [
  CEDULA_CO,
  CEDULA_ES,
  CEDULA_MX,
  PASAPORTE_CO,
  PASAPORTE_MX,
  PASAPORTE_VE,
  FACTURA_CO,
  FACTURA_ES,
  FACTURA_VE_TICKET,
  FICHA_CO,
  FICHA_MX,
  FICHA_VE,
  FICHA_VE_REGISTRO,
  FICHA_CO_JUNTA,
  FORMULARIO_CO,
  FORMULARIO_MX,
  FORMULARIO_ES,
  FORMULARIO_VE_PLANILLA,
  FORMULARIO_ES_SEGURO,
];
