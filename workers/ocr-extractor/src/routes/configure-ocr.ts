import { contractRoute, IrisError, ok, parseFields } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { configureOcrContract } from "../contract";
import { canonicalType, DOCUMENT_TYPES, type DocumentType } from "../extraction";
import { type OcrConfig, ocrConfigPatchSchema, ocrConfigSchema } from "../ocr-config";

/**
 * POST /configure-ocr — JSON { document_type, config: { lang?, psm?, dpi?, preprocessing?,
 * table_detection?, line_detection?, field_detection?, checkbox_detection? } } (keys may also
 * sit at the top level; `reset: true` restores the defaults). Validates the merged result and
 * answers it beside the previous configuration.
 */
export async function configureOcrRoute(app: FastifyInstance) {
  contractRoute(app, configureOcrContract, async (request) => {
    const input = request.body;
    const type = resolveType(input.document_type);
    const previous = await app.pipeline.store.get(type);
    if (input.reset) {
      await app.pipeline.store.reset(type);
      return ok(request, {
        document_type: type,
        config: await app.pipeline.store.get(type),
        previous,
      });
    }
    const { document_type: _t, config: nested, reset: _r, ...topLevel } = input;
    const patch = parseFields(ocrConfigPatchSchema, { ...topLevel, ...(nested ?? {}) } as Record<
      string,
      string
    >);
    if (Object.keys(patch).length === 0) {
      throw new IrisError("VALIDATION_ERROR", "nothing to configure", {
        details: `send one or more of: ${Object.keys(ocrConfigSchema.shape).join(", ")}`,
      });
    }
    const next: OcrConfig = parseFields(ocrConfigSchema, { ...previous, ...patch } as never);
    await app.pipeline.store.set(type, next);
    return ok(request, { document_type: type, config: next, previous });
  });
}

function resolveType(name: string): DocumentType | "generic" {
  if (name.trim().toLowerCase() === "generic" || name.trim().toLowerCase() === "auto")
    return "generic";
  const type = canonicalType(name);
  if (!type) {
    throw new IrisError("VALIDATION_ERROR", `unknown document_type "${name}"`, {
      details: `use generic (auto) or one of ${DOCUMENT_TYPES.join(", ")}`,
    });
  }
  return type;
}
