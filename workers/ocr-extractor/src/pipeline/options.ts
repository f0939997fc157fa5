import { DOCUMENT_TYPES, type DocumentType, type ExtractionOptions } from "../extraction";
import type { OcrConfig, OcrConfigStore } from "../ocr-config";

/** Which type's extraction switches apply: a type's own, or for `auto` the detected type's. */
export type TypeOptions = (type: DocumentType) => ExtractionOptions;

/** The extraction switches of each type's stored configuration (tables, checkboxes, fields). */
export async function typeOptions(store: OcrConfigStore): Promise<TypeOptions> {
  const configs = await Promise.all(
    DOCUMENT_TYPES.map(async (t) => [t, await store.get(t)] as const),
  );
  const byType = new Map(configs);
  return (type) => {
    const c = byType.get(type) as OcrConfig;
    return {
      checkboxes: c.checkbox_detection,
      tables: c.table_detection,
      fields: c.field_detection,
    };
  };
}
