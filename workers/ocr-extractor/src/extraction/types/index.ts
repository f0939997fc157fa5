import type { DocumentType } from "../document-types";
import { cedula } from "./cedula";
import { factura } from "./factura";
import { ficha } from "./ficha";
import { formulario } from "./formulario";
import { pasaporte } from "./pasaporte";
import type { TypeExtractor } from "./type-extraction";

/** The extractor of each document type. */
export const EXTRACTORS: Record<DocumentType, TypeExtractor> = {
  cedula_identidad: cedula,
  ficha_residencia: ficha,
  pasaporte,
  factura,
  formulario,
};

export type { ExtractContext, TypeExtraction, TypeExtractor } from "./type-extraction";
