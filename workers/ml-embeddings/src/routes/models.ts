import { IrisError, ok } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { EmbeddingsDeps } from "../deps";
import { mapped } from "../errors";

const switchSchema = z.object({ model_name: z.string().min(1) });

/**
 * GET /models — every embedding model of the manifest (status loaded / available /
 * unavailable with its problem) and `current_model`. POST /switch_model — `{model_name}`: loads it, then makes it current;
 * requests already running finish on the previous model. Unknown name 404, not installed 409.
 */
export function modelsRoutes(app: FastifyInstance, deps: EmbeddingsDeps): void {
  app.get("/models", async (request) => {
    const current = deps.backbone.registry.loaded(deps.models.current);
    return ok(request, {
      available_models: deps.models.list(),
      current_model: deps.models.current,
      current_model_version: current?.version ?? null,
      configured_default: deps.models.configured,
      ...(deps.models.fallbackReason ? { fallback_reason: deps.models.fallbackReason } : {}),
      execution_provider: current?.info.provider ?? deps.config.ORT_EXECUTION_PROVIDER,
    });
  });

  app.post("/switch_model", async (request) => {
    const parsed = switchSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw new IrisError("VALIDATION_ERROR", "model_name (a model name from /models) is required");
    }
    const { previous, current } = await mapped(() => deps.models.switchTo(parsed.data.model_name));
    const model = deps.backbone.registry.loaded(current);
    return ok(request, {
      previous_model: previous,
      current_model: current,
      model_version: model?.version ?? null,
      embedding_dim: model?.entry.embedding_dim ?? null,
      status: "loaded",
    });
  });
}
