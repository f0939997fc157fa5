import { join } from "node:path";
import { createServiceApp, type HealthCheck, packageVersion, serveOpenApi } from "@iris/kit";
import { connectRedis, createBackbone } from "@iris/ml-core";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { Clusterer } from "./clustering";
import type { MlEmbeddingsConfig } from "./config";
import { ROUTE_CONTRACTS } from "./contract";
import type { EmbeddingsDeps } from "./deps";
import { registerMetrics } from "./metrics";
import { ModelSelector } from "./models/model-selector";
import { registerRoutes } from "./routes";
import { MemoryIndex, RedisIndex, type SimilarityIndex } from "./similarity";

/** The ml-embeddings service version, from its package.json. */
export const VERSION = packageVersion(new URL("../package.json", import.meta.url));

/**
 * Builds the ml-embeddings app (phase 2: embeddings, clustering, similarity search). The
 * current model is loaded before the app is returned, so /health is honest from the first
 * request; it never listens — server.ts does.
 */
export async function buildApp(config: MlEmbeddingsConfig): Promise<FastifyInstance> {
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
  // Warnings before the app (and its logger) exist are kept, then logged; later ones (a CUDA
  // fallback when /switch_model loads a model) go straight to the log.
  const early: string[] = [];
  let warn = (message: string) => {
    early.push(message);
  };
  let onBatch: (size: number, waitedMs: number) => void = () => {};
  const backbone = createBackbone(config, {
    workers: config.ML_EMBEDDINGS_WORKERS,
    ...(redis ? { redis } : {}),
    warn: (m) => warn(m),
    onBatch: (size, waited) => onBatch(size, waited),
  });
  const index: SimilarityIndex = redis
    ? new RedisIndex(redis, config.REDIS_KEY_PREFIX)
    : await MemoryIndex.open(
        config.SIMILARITY_INDEX_FILE ??
          join(config.DATA_DIR, "ml-embeddings", "similarity-index.jsonl"),
      );
  const models = new ModelSelector(backbone.registry, config.DEFAULT_MODEL, warn);
  const clusterer = new Clusterer({ heavyQueueLimit: config.CLUSTER_QUEUE_LIMIT });
  const warming = clusterer
    .warm()
    .catch((error: Error) => warn(`the clustering worker did not start: ${error.message}`));
  let loadError: string | undefined;
  await backbone.registry.load(models.current).catch((error: Error) => {
    loadError = error.message;
  });
  await warming;

  const app = await createServiceApp({
    name: "ml-embeddings",
    version: VERSION,
    config,
    probe: () => probe(deps, loadError, redis),
  });
  warn = (message) => app.log.warn(message);
  for (const message of early) warn(message);
  const metrics = registerMetrics(app, backbone, models, clusterer);
  onBatch = metrics.observeBatch;
  const deps: EmbeddingsDeps = {
    config,
    backbone,
    models,
    clusterer,
    index,
    observeClustering: metrics.observeClustering,
  };
  registerRoutes(app, deps);
  serveOpenApi(app, "Phase 2: embeddings, clustering and similarity", ROUTE_CONTRACTS);
  app.addHook("onClose", async () => {
    await clusterer.close();
    await backbone.close();
    await index.close();
    redis?.disconnect();
  });
  return app;
}

async function probe(
  deps: EmbeddingsDeps,
  loadError: string | undefined,
  redis: Redis | undefined,
): Promise<Record<string, HealthCheck>> {
  const { registry } = deps.backbone;
  const loaded = registry.loaded(deps.models.current);
  const checks: Record<string, HealthCheck> = {
    model: {
      status: loaded ? "healthy" : "unhealthy",
      current_model: deps.models.current,
      model_version: loaded?.version ?? null,
      execution_provider: loaded?.info.provider ?? null,
      ...(deps.models.fallbackReason ? { fallback: deps.models.fallbackReason } : {}),
      ...(loaded ? {} : { error: loadError ?? "not loaded" }),
    },
    inference: {
      status: "healthy",
      workers: deps.backbone.threads.workers,
      intra_op_threads: deps.backbone.threads.intraOpThreads,
      queued: deps.backbone.embedder.queue.queued,
      active_batches: deps.backbone.embedder.queue.active,
    },
  };
  if (redis) {
    const up = await redis
      .ping()
      .then(() => true)
      .catch(() => false);
    checks.redis = {
      status: up ? "healthy" : "degraded",
      role: "embedding cache, similarity index",
    };
  }
  return checks;
}
