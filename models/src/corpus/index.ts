/**
 * Synthetic document corpus: Venezuelan-style identity cards, residence forms, passports,
 * invoices and application forms, each as a flat scan, a camera photo and exact ground truth.
 */
export { FIELD_NAMES } from "./fields.ts";
export { corpusPlan, type DocumentOptions, generateCorpus, generateDocument } from "./generate.ts";
export { mrzCheckDigit, td3 } from "./mrz.ts";
export * from "./types.ts";
export { type CorpusLayout, type WriteOptions, type WriteSummary, writeCorpus } from "./write.ts";
