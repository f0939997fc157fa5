import { IrisError } from "@iris/kit/errors";
import type {
  ClassifierModelsData,
  DeleteModelData,
  ReloadModelsData,
} from "@iris/ml-classifier/contract";
import type { EmbeddingModelsData } from "@iris/ml-embeddings/contract";
import type { ServiceName } from "../config";
import { recordPhaseRequest } from "../pipeline/store";
import { formOf } from "./forms";
import type { PhaseOperations, SettledPart, UpstreamCall } from "./interface";
import { callService, type UpstreamRequest, type UpstreamResult } from "./service-client";

/** The statistics key (spec §2.5 requests_by_phase) of each service. */
const PHASE_OF: Record<ServiceName, string> = {
  image_processor: "phase_1",
  ml_embeddings: "phase_2",
  ml_classifier: "phase_3",
  ocr_extractor: "phase_4",
};

/** Calls one service for a single-phase route and records it for /admin/stats. */
async function single<T>(
  service: ServiceName,
  operation: string,
  req: UpstreamRequest,
  call: UpstreamCall,
): Promise<T> {
  const started = Date.now();
  let result: UpstreamResult<T> | undefined;
  try {
    result = await callService<T>(service, req, call);
    return result.data;
  } finally {
    call.waitUntil(
      recordPhaseRequest(call.env.DB, {
        owner: ownerOf(call),
        phase: PHASE_OF[service],
        operation,
        success: result !== undefined,
        seconds: (Date.now() - started) / 1000,
      }),
    );
  }
}

/** The key runs and requests are stored under: the user, or the anonymous developer. */
export function ownerOf(call: UpstreamCall): string {
  const p = call.principal;
  return p.kind === "anonymous" ? "anonymous" : `user:${p.userId}`;
}

/**
 * The single-phase operations, each one call to its service (see the route tables in
 * edge/README.md). Answers are the service's `data`.
 */
export const phaseOperations: PhaseOperations = {
  preprocess: (input, call) =>
    single(
      "image_processor",
      "preprocess",
      {
        method: "POST",
        path: "/process",
        form: formOf(input.image, {
          apply_unwarping: input.apply_unwarping,
          enhance_quality: input.enhance_quality,
          target_dpi: input.target_dpi,
        }),
      },
      call,
    ),
  embed: (input, call) =>
    single(
      "ml_embeddings",
      "embed",
      {
        method: "POST",
        path: "/embed",
        form: formOf(input.images, {}, input.images.length === 1 ? "file" : "files"),
      },
      call,
    ),
  cluster: (input, call) =>
    single("ml_embeddings", "cluster", { method: "POST", path: "/cluster", json: input }, call),
  classify: (input, call) =>
    single(
      "ml_classifier",
      "classify",
      {
        method: "POST",
        path: "/classify",
        form: formOf(input.image, { model: input.model }),
      },
      call,
    ),
  train: (input, call) =>
    single(
      "ml_classifier",
      "train",
      {
        method: "POST",
        path: "/train",
        json: input,
        idempotent: false,
      },
      call,
    ),
  ocr: (input, call) =>
    single(
      "ocr_extractor",
      "ocr",
      {
        method: "POST",
        path: "/extract",
        form: formOf(input.image, {
          document_type: input.document_type,
          confidence_threshold: input.confidence_threshold,
        }),
      },
      call,
    ),
  extractJson: (input, call) =>
    single(
      "ocr_extractor",
      "extract_json",
      {
        method: "POST",
        path: "/extract-json",
        form: formOf(input.image, {
          document_type: input.document_type,
          confidence_threshold: input.confidence_threshold,
        }),
      },
      call,
    ),
  extractFromText: (input, call) =>
    single(
      "ocr_extractor",
      "extract_text",
      {
        method: "POST",
        path: "/extract-text",
        json: input,
      },
      call,
    ),
  listModels: async (call) => {
    const [embedding, classifier] = await Promise.allSettled([
      callService<EmbeddingModelsData>("ml_embeddings", { method: "GET", path: "/models" }, call),
      callService<ClassifierModelsData>("ml_classifier", { method: "GET", path: "/models" }, call),
    ]);
    if (embedding.status === "rejected" && classifier.status === "rejected") throw embedding.reason;
    const models = [
      ...(embedding.status === "fulfilled"
        ? embedding.value.data.available_models.map((m) => ({
            model_id: m.name,
            service: "ml_embeddings",
            task: "embedding",
            status: m.status,
            ...(m.problem ? { problem: m.problem } : {}),
            active: m.name === embedding.value.data.current_model,
            embedding_dim: m.embedding_dim,
            description: m.description,
          }))
        : []),
      ...(classifier.status === "fulfilled"
        ? classifier.value.data.models.map((m) => ({
            model_id: m.model_id,
            service: "ml_classifier",
            task: "classification",
            status: m.status,
            ...(m.problem ? { problem: m.problem } : {}),
            active: m.active,
            source: m.source,
            classes: m.classes,
            backbone: m.backbone,
            metrics: m.metrics,
            description: m.description,
          }))
        : []),
    ];
    return {
      models,
      embedding: settledPart(embedding),
      classifier: settledPart(classifier),
    };
  },
  reloadModels: async (call) => {
    const [classifier, embedding] = await Promise.all([
      callService<ReloadModelsData>(
        "ml_classifier",
        { method: "POST", path: "/models/reload" },
        call,
      ),
      callService<EmbeddingModelsData>("ml_embeddings", { method: "GET", path: "/models" }, call),
    ]);
    return { classifier: classifier.data, embedding: embedding.data };
  },
  deleteModel: async (modelId, call) => {
    const embedding = await callService<EmbeddingModelsData>(
      "ml_embeddings",
      { method: "GET", path: "/models" },
      call,
    ).catch(() => undefined);
    if (embedding?.data.available_models.some((m) => m.name === modelId)) {
      throw new IrisError("CONFLICT", "embedding models cannot be deleted", {
        details: `${modelId} is a file listed in models/manifest.json; remove it there`,
      });
    }
    const result = await callService<DeleteModelData>(
      "ml_classifier",
      { method: "DELETE", path: `/models/${encodeURIComponent(modelId)}`, idempotent: false },
      call,
    );
    return result.data;
  },
};

function settledPart<T>(r: PromiseSettledResult<UpstreamResult<T>>): SettledPart<T> {
  return r.status === "fulfilled"
    ? r.value.data
    : { error: r.reason instanceof IrisError ? r.reason.message : "unavailable" };
}
