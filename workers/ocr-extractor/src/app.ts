import { createServiceApp, packageVersion } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import type { OcrExtractorConfig } from "./config";

/** The ocr-extractor service version, from its package.json. */
export const VERSION = packageVersion(new URL("../package.json", import.meta.url));

/** Builds the ocr-extractor app (phases 5-6: OCR and normalisation); it never listens — server.ts does. */
export async function buildApp(config: OcrExtractorConfig): Promise<FastifyInstance> {
  const app = await createServiceApp({ name: "ocr-extractor", version: VERSION, config });
  return app;
}
