import { contractRoute, ok } from "@iris/kit";
import { aliasesOf, DOCUMENT_TYPES } from "@iris/kit/document-types";
import type { FastifyInstance } from "fastify";
import { supportedTypesContract } from "../contract";
import { EXTRACTORS, QUALITY_LEVELS } from "../extraction";
import { PREPROCESSING_STEPS } from "../ocr-config";

/**
 * GET /supported-types — every document type with its aliases, current OCR configuration and
 * the fields it extracts (name, group, required, kind), plus `auto`, the languages and the
 * quality levels.
 */
export async function supportedTypesRoute(app: FastifyInstance) {
  contractRoute(app, supportedTypesContract, async (request) => {
    const types = await Promise.all(
      DOCUMENT_TYPES.map(async (type) => ({
        document_type: type,
        aliases: aliasesOf(type),
        ocr_config: await app.pipeline.store.get(type),
        fields: EXTRACTORS[type].describe(),
      })),
    );
    return ok(request, {
      types,
      auto: {
        document_type: "auto" as const,
        description:
          "the type is decided from the text (the name the document gives itself, an MRZ, the structures each type prints; where those say little, the words it prints) and reported with calibrated probabilities per type",
        ocr_config: await app.pipeline.store.get("generic"),
      },
      languages: ["es", "en"],
      preprocessing_steps: [...PREPROCESSING_STEPS],
      quality_levels: [...QUALITY_LEVELS],
      engine: app.pipeline.engine.name,
    });
  });
}
