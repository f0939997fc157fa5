import { mkdir } from "node:fs/promises";
import { createServiceApp, type HealthCheck, packageVersion, serveOpenApi } from "@iris/kit";
import { connectRedis, createBackbone } from "@iris/ml-core";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { Classifier, HeadRunner } from "./classifier";
import type { MlClassifierConfig } from "./config";
import { ROUTE_CONTRACTS } from "./contract";
import type { ClassifierDeps } from "./deps";
import { FallbackJobStore, JobManager, MemoryJobStore, RedisJobStore } from "./jobs";
import { registerMetrics } from "./metrics";
import { registerRoutes } from "./routes";
import { ModelStore } from "./store";
import { Trainer } from "./training";

/** The ml-classifier service version, from its package.json. */
export const VERSION = packageVersion(new URL("../package.json", import.meta.url));

/**
 * Builds the ml-classifier app (phases 3-4: training and classification). The active
 * model's backbone and head are loaded before the app is returned, so /health is honest
 * from the first request; it never listens — server.ts does.
 */
export async function buildApp(config: MlClassifierConfig): Promise<FastifyInstance> {
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
  const warnings: string[] = [];
  let onBatch: (size: number, waitedMs: number) => void = () => {};
  const backbone = createBackbone(config, {
    workers: config.ML_CLASSIFIER_WORKERS,
    ...(redis ? { redis } : {}),
    warn: (m) => warnings.push(m),
    onBatch: (size, waited) => onBatch(size, waited),
  });
  const store = new ModelStore({
    shippedDir: config.SHIPPED_MODELS_DIR,
    modelsDir: config.MODELS_DIR,
    defaultModel: config.DEFAULT_CLASSIFIER,
  });
  // Created up front so operators see where datasets go (dataset_path is relative to it).
  await mkdir(config.DATASETS_DIR, { recursive: true });
  const loaded = await store.reload();
  for (const bad of loaded.invalid)
    warnings.push(`ignoring model folder ${bad.dir}: ${bad.reason}`);
  const heads = new HeadRunner(backbone.pool);
  const classifier = new Classifier(store, backbone, heads, config.CONFIDENCE_THRESHOLD);
  const jobStore = redis
    ? new FallbackJobStore(
        new RedisJobStore(redis, config.REDIS_KEY_PREFIX, config.JOB_TTL_SECONDS),
      )
    : new MemoryJobStore();
  const app = await createServiceApp({
    name: "ml-classifier",
    version: VERSION,
    config,
    probe: () => probe(deps, redis),
  });
  const jobs = new JobManager({
    store: jobStore,
    concurrency: config.TRAINING_CONCURRENCY,
    queueLimit: config.TRAINING_QUEUE_LIMIT,
    onError: (error, id) => app.log.error({ err: error, training_id: id }, "training job failed"),
  });
  const metrics = registerMetrics(app, () => jobs, store);
  onBatch = metrics.observeBatch;
  const deps: ClassifierDeps = {
    config,
    backbone,
    defaultBackbone: defaultBackbone(config, store, backbone),
    store,
    heads,
    classifier,
    trainer: new Trainer(),
    jobs,
    metrics,
  };
  await warmUp(deps).catch((error: Error) =>
    warnings.push(`active model not loaded: ${error.message}`),
  );
  for (const message of warnings) app.log.warn(message);
  registerRoutes(app, deps);
  serveOpenApi(app, "Phases 3-4: document classification", ROUTE_CONTRACTS);
  app.addHook("onClose", async () => {
    await jobs.close();
    await deps.trainer.close();
    await heads.close();
    await backbone.close();
    redis?.disconnect();
  });
  return app;
}

/**
 * The embedding model new jobs train on: CLASSIFIER_BACKBONE, else the active classifier's,
 * else the manifest's embedded model. A configured name the manifest lacks stops start-up.
 */
function defaultBackbone(
  config: MlClassifierConfig,
  store: ModelStore,
  backbone: ReturnType<typeof createBackbone>,
): string {
  const embedding = backbone.registry.entries.filter((m) => m.task === "embedding");
  if (config.CLASSIFIER_BACKBONE) {
    if (!backbone.registry.entry(config.CLASSIFIER_BACKBONE)) {
      throw new Error(
        `CLASSIFIER_BACKBONE ${config.CLASSIFIER_BACKBONE} is not in the model manifest (${embedding.map((m) => m.name).join(", ")})`,
      );
    }
    return config.CLASSIFIER_BACKBONE;
  }
  const active = store.get(store.active)?.metadata.backbone.name;
  if (active && backbone.registry.entry(active)) return active;
  const chosen = embedding.find((m) => m.embedded) ?? embedding[0];
  if (!chosen) throw new Error("the model manifest lists no embedding model");
  return chosen.name;
}

/** Loads the active model's backbone and head so the first /classify does not pay for it. */
async function warmUp(deps: ClassifierDeps): Promise<void> {
  const model = deps.store.get(deps.store.active);
  if (!model)
    throw new Error(`DEFAULT_CLASSIFIER ${deps.store.active} is not in the model folders`);
  const problem = deps.classifier.backboneProblem(model);
  if (problem) throw new Error(problem);
  await deps.backbone.registry.load(model.metadata.backbone.name);
  const dim = model.metadata.backbone.embedding_dim;
  await deps.heads.probabilities(model, new Float32Array(dim), 1);
}

async function probe(
  deps: ClassifierDeps,
  redis: Redis | undefined,
): Promise<Record<string, HealthCheck>> {
  const active = deps.store.get(deps.store.active);
  const problem = active
    ? deps.classifier.backboneProblem(active)
    : `${deps.store.active} is not installed`;
  const checks: Record<string, HealthCheck> = {
    model: {
      // Training still works without a usable active model: degraded, not down.
      status: problem ? "degraded" : "healthy",
      active_model: deps.store.active,
      model_version: active?.metadata.version ?? null,
      backbone: active?.metadata.backbone.name ?? null,
      models: deps.store.list().length,
      ...(problem ? { error: problem } : {}),
    },
    inference: {
      status: "healthy",
      workers: deps.backbone.threads.workers,
      intra_op_threads: deps.backbone.threads.intraOpThreads,
      queued: deps.backbone.embedder.queue.queued,
      active_batches: deps.backbone.embedder.queue.active,
    },
    training: { status: "healthy", ...deps.jobs.load },
  };
  if (redis) {
    const up = await redis
      .ping()
      .then(() => true)
      .catch(() => false);
    checks.redis = { status: up ? "healthy" : "degraded", role: "embedding cache, training jobs" };
  }
  return checks;
}
