import type { Family } from "../family.ts";
import { CEDULA_CO, CEDULA_ES, CEDULA_MX } from "./cedula.ts";
import { CEDULA_BO, CEDULA_CR, CEDULA_DO, CEDULA_GT } from "./cedula-americas.ts";
import { FACTURA_CO, FACTURA_ES, FACTURA_VE_TICKET } from "./factura.ts";
import {
  FACTURA_DO,
  FACTURA_GT,
  FACTURA_HN,
  FACTURA_PR,
  FACTURA_VE_A4,
} from "./factura-americas.ts";
import { FICHA_CO, FICHA_CO_JUNTA, FICHA_MX, FICHA_VE, FICHA_VE_REGISTRO } from "./ficha.ts";
import { FICHA_DO, FICHA_HN, FICHA_US } from "./ficha-americas.ts";
import {
  FORMULARIO_CO,
  FORMULARIO_ES,
  FORMULARIO_ES_SEGURO,
  FORMULARIO_MX,
  FORMULARIO_VE_PLANILLA,
} from "./formulario.ts";
import {
  FORMULARIO_BO,
  FORMULARIO_CAT,
  FORMULARIO_EUS,
  FORMULARIO_SV,
  FORMULARIO_US,
} from "./formulario-americas.ts";
import { PASAPORTE_CO, PASAPORTE_MX, PASAPORTE_VE } from "./pasaporte.ts";
import { PASAPORTE_BO, PASAPORTE_DO, PASAPORTE_HN } from "./pasaporte-americas.ts";
import { ROSTER_3_FORMS } from "./roster3-forms.ts";
import { ROSTER_3_IDS } from "./roster3-ids.ts";
import { CEDULA_SV_DUI } from "./roster4-cedula.ts";
import { FACTURA_BO_COMPUTARIZADA } from "./roster4-factura.ts";
import { FICHA_GT_RESIDENCIA } from "./roster4-ficha.ts";
import { FORMULARIO_DO_LICENCIA } from "./roster4-formulario.ts";
import { PASAPORTE_CR } from "./roster4-pasaporte.ts";
import { CEDULA_HN_DNI } from "./roster5-cedula.ts";
import { FACTURA_SV_DTE } from "./roster5-factura.ts";
import { FICHA_CR_RESIDENCIA } from "./roster5-ficha.ts";
import { PASAPORTE_GT } from "./roster5-pasaporte.ts";

/** Training families of roster 2: Bolivia, the Caribbean, Central America and the United States. */
const ROSTER_2: readonly Family[] = [
  CEDULA_BO,
  CEDULA_DO,
  CEDULA_GT,
  CEDULA_CR,
  PASAPORTE_DO,
  PASAPORTE_HN,
  PASAPORTE_BO,
  FACTURA_VE_A4,
  FACTURA_DO,
  FACTURA_GT,
  FACTURA_PR,
  FACTURA_HN,
  FICHA_HN,
  FICHA_DO,
  FICHA_US,
  FORMULARIO_US,
  FORMULARIO_SV,
  FORMULARIO_CAT,
  FORMULARIO_EUS,
  FORMULARIO_BO,
];

/** Training families of roster 4, one per type, written by sessions that had not read the extraction code. */
const ROSTER_4: readonly Family[] = [
  CEDULA_SV_DUI,
  PASAPORTE_CR,
  FACTURA_BO_COMPUTARIZADA,
  FICHA_GT_RESIDENCIA,
  FORMULARIO_DO_LICENCIA,
];

/** Training families of roster 5, written the same way as roster 4's. */
const ROSTER_5: readonly Family[] = [
  CEDULA_HN_DNI,
  PASAPORTE_GT,
  FACTURA_SV_DTE,
  FICHA_CR_RESIDENCIA,
];

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
  ...ROSTER_2.map((family) => ({ ...family, roster: 2 })),
  ...ROSTER_3_IDS.map((family) => ({ ...family, roster: 3 })),
  ...ROSTER_3_FORMS.map((family) => ({ ...family, roster: 3 })),
  ...ROSTER_4.map((family) => ({ ...family, roster: 4 })),
  ...ROSTER_5.map((family) => ({ ...family, roster: 5 })),
];
