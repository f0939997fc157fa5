/**
 * Synthetic document corpus: identity cards, residence forms, passports, invoices and
 * application forms from Spanish-speaking countries, each as a flat scan, a camera photo and
 * exact ground truth. Every document is drawn from a named layout family; held-out families
 * (split "heldout") are kept out of all development and measure generalisation.
 */
export type { FamilyInfo, Split, SplitSelector } from "./families/family.ts";
export { LATEST_ROSTER, listFamilies } from "./families/registry.ts";
export { FIELD_NAMES } from "./fields.ts";
export {
  corpusPlan,
  type DocumentOptions,
  generateCorpus,
  generateDocument,
  type PlannedDocument,
} from "./generate.ts";
export { mrzCheckDigit, td3 } from "./mrz.ts";
export * from "./types.ts";
export { type CorpusLayout, type WriteOptions, type WriteSummary, writeCorpus } from "./write.ts";
