/** The four phase services, by the keys the spec's health record uses. */
export const SERVICE_NAMES = [
  "image_processor",
  "ml_embeddings",
  "ml_classifier",
  "ocr_extractor",
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The binding that lists each service's instances. */
export const SERVICE_URL_BINDING: Record<ServiceName, string> = {
  image_processor: "IMAGE_PROCESSOR_URL",
  ml_embeddings: "ML_EMBEDDINGS_URL",
  ml_classifier: "ML_CLASSIFIER_URL",
  ocr_extractor: "OCR_EXTRACTOR_URL",
};

/** One instance of a phase service. */
export interface ServiceInstance {
  url: string;
  weight: number;
}

/**
 * Parses a comma list of instances, each `url` or `url|weight` (weight a positive integer,
 * default 1). Throws on a malformed entry, so bad configuration fails loudly.
 */
export function parseInstances(value: string): ServiceInstance[] {
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [rawUrl = "", rawWeight] = entry.split("|");
      const url = new URL(rawUrl.trim());
      if (url.protocol !== "http:" && url.protocol !== "https:") {
        throw new Error(`${entry}: only http and https service URLs are allowed`);
      }
      const weight = rawWeight === undefined ? 1 : Number(rawWeight);
      if (!Number.isInteger(weight) || weight < 1)
        throw new Error(`${entry}: weight must be a positive integer`);
      return { url: url.toString().replace(/\/$/, ""), weight };
    });
}
