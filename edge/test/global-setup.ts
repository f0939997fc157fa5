import { startPhaseServices } from "@iris/e2e/support";
import { DOCUMENT_TYPES, generateDocument } from "@iris/models/corpus";
import type { TestProject } from "vitest/node";

import { TEST_SERVICE_TOKEN } from "./constants";

/** One corpus photo per document type, as the Worker tests upload them. */
export interface CorpusPhoto {
  type: string;
  id: string;
  jpeg_base64: string;
  fields: Record<string, string>;
}

declare module "vitest" {
  export interface ProvidedContext {
    serviceUrls: Record<string, string>;
    corpusPhotos: CorpusPhoto[];
  }
}

/** Corpus seed of the gateway tests (never one the models were fitted on). */
const SEED = 8101;

/**
 * Starts the four real phase services in Node (the Worker under test reaches them over HTTP)
 * and renders one synthetic corpus photo per document type for the pipeline tests.
 */
export default async function setup(project: TestProject) {
  const [services, photos] = await Promise.all([
    startPhaseServices({ SERVICE_TOKEN: TEST_SERVICE_TOKEN }),
    Promise.all(
      DOCUMENT_TYPES.map(async (type, index) => {
        const doc = await generateDocument(type, SEED, index);
        return {
          type,
          id: doc.truth.id,
          jpeg_base64: doc.photo.toString("base64"),
          fields: Object.fromEntries(
            Object.entries(doc.truth.fields).map(([k, f]) => [k, String(f.normalized)]),
          ),
        };
      }),
    ),
  ]);
  project.provide("serviceUrls", services.urls);
  project.provide("corpusPhotos", photos);
  return () => services.close();
}
