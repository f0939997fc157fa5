import { contractRoute, IrisError, ok } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import {
  activateModelContract,
  type ClassifierModelRow,
  deleteModelContract,
  modelContract,
  modelsContract,
  reloadModelsContract,
} from "../contract";
import type { ClassifierDeps } from "../deps";
import type { StoredModel } from "../store";

/**
 * GET /models (the active one marked), GET /models/{id}, POST /models/reload (re-read the
 * folders), DELETE /models/{id} (the active and shipped models are refused), POST
 * /models/{id}/activate. The gateway's /admin/models routes call these.
 */
export function modelRoutes(app: FastifyInstance, deps: ClassifierDeps): void {
  contractRoute(app, modelsContract, async (request) =>
    ok(request, {
      models: deps.store.list().map((m) => describe(deps, m)),
      active_model: deps.store.active,
      default_model: deps.config.DEFAULT_CLASSIFIER,
      default_backbone: deps.defaultBackbone,
    }),
  );

  contractRoute(app, modelContract, async (request) => {
    const model = deps.store.require(request.params.id);
    return ok(request, { ...describe(deps, model), metadata: model.metadata });
  });

  contractRoute(app, reloadModelsContract, async (request) => {
    const report = await deps.store.reload();
    await deps.heads.retain(new Set(deps.store.list().map((m) => m.metadata.version)));
    return ok(request, { ...report, active_model: deps.store.active });
  });

  contractRoute(app, deleteModelContract, async (request) => {
    const model = await deps.store.delete(request.params.id);
    await deps.heads.unload(model.metadata.version);
    return ok(request, { deleted: model.metadata.model_id, active_model: deps.store.active });
  });

  contractRoute(app, activateModelContract, async (request) => {
    const model = deps.store.require(request.params.id);
    const problem = deps.classifier.backboneProblem(model);
    if (problem) {
      throw new IrisError("CONFLICT", `model "${model.metadata.model_id}" cannot run`, {
        details: problem,
      });
    }
    const previous = deps.store.active;
    await deps.store.activate(model.metadata.model_id);
    return ok(request, { active_model: model.metadata.model_id, previous });
  });
}

/** One row of /models. */
function describe(deps: ClassifierDeps, model: StoredModel): ClassifierModelRow {
  const { metadata } = model;
  const validation = (metadata.metrics?.validation ?? null) as {
    accuracy?: number;
    macro_f1?: number;
  } | null;
  const problem = deps.classifier.backboneProblem(model);
  return {
    model_id: metadata.model_id,
    version: metadata.version,
    active: metadata.model_id === deps.store.active,
    source: model.source,
    status: problem
      ? "unavailable"
      : deps.heads.loaded.includes(metadata.version)
        ? "loaded"
        : "available",
    ...(problem ? { problem } : {}),
    description: metadata.description,
    classes: metadata.classes,
    architecture: metadata.head.architecture,
    backbone: metadata.backbone.name,
    embedding_dim: metadata.backbone.embedding_dim,
    created_at: metadata.created_at,
    metrics: validation ? { accuracy: validation.accuracy, macro_f1: validation.macro_f1 } : null,
    training_config: metadata.training.config,
  };
}
