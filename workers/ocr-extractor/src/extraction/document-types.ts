/** The document types iris extracts: the one list in `@iris/kit/document-types`. */
export {
  canonicalType,
  DOCUMENT_TYPES,
  type DocumentType,
  TYPE_ALIASES,
} from "@iris/kit/document-types";
