import { contractRoute, ok } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { modelsContract, switchModelContract } from "../contract";
import type { EmbeddingsDeps } from "../deps";
import { mapped } from "../errors";

/**
 * GET /models — every embedding model of the manifest (status loaded / available /
 * unavailable with its problem) and `current_model`. POST /switch_model — `{model_name}`: loads it, then makes it current;
 * requests already running finish on the previous model. Unknown name 404, not installed 409.
 */
export function modelsRoutes(app: FastifyInstance, deps: EmbeddingsDeps): void {
  contractRoute(app, modelsContract, async (request) => {
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

  contractRoute(app, switchModelContract, async (request) => {
    const { previous, current } = await mapped(() => deps.models.switchTo(request.body.model_name));
    const model = deps.backbone.registry.loaded(current);
    return ok(request, {
      previous_model: previous,
      current_model: current,
      model_version: model?.version ?? null,
      embedding_dim: model?.entry.embedding_dim ?? null,
      status: "loaded" as const,
    });
  });
}
