import { createServiceApp, packageVersion, serveOpenApi } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { Gauge } from "prom-client";
import type { ImageProcessorConfig } from "./config";
import { routeContracts } from "./contract";
import { chooseEngine, type EngineInfo } from "./pipeline/engine";
import { ProcessorPool } from "./pool";
import { detectCornersRoute } from "./routes/detect-corners";
import { limitsOf, processRoute } from "./routes/process";
import { unwarpRoute } from "./routes/unwarp";

/** The image-processor service version, from its package.json. */
export const VERSION = packageVersion(new URL("../package.json", import.meta.url));

/**
 * Builds the image-processor app (phase 1: preprocessing); it never listens — server.ts
 * does. Image work runs in a pool of worker threads created here and stopped when the app
 * closes; /health reports the pool (degraded while its queue is full) and the pixel engine
 * chosen at start-up. Throws EngineUnavailableError when IMAGE_ENGINE=native and the addon
 * is not built.
 */
export async function buildApp(config: ImageProcessorConfig): Promise<FastifyInstance> {
  const engine = chooseEngine(config.IMAGE_ENGINE);
  const pool = new ProcessorPool({
    threads: config.IMAGE_WORKERS,
    maxQueue: config.IMAGE_QUEUE_MAX,
    taskTimeoutMs: config.IMAGE_TASK_TIMEOUT_MS,
    engine: engine.name,
  });
  const app = await createServiceApp({
    name: "image-processor",
    version: VERSION,
    config,
    probe: () => {
      const stats = pool.stats();
      const full = config.IMAGE_QUEUE_MAX > 0 && stats.queued >= config.IMAGE_QUEUE_MAX;
      return {
        workers: {
          status: full ? "degraded" : "healthy",
          ...stats,
          max_queue: config.IMAGE_QUEUE_MAX,
        },
        engine: { status: "healthy", ...engine },
      };
    },
  });
  logEngine(app, engine);
  app.addHook("onClose", async () => pool.close());
  registerPoolMetrics(app, pool, engine);
  const deps = { pool, config };
  await app.register(async (scope) => processRoute(scope, deps));
  await app.register(async (scope) => detectCornersRoute(scope, deps));
  await app.register(async (scope) => unwarpRoute(scope, deps));
  serveOpenApi(app, "Phase 1: image preprocessing", routeContracts(limitsOf(config)));
  if (config.IMAGE_WARMUP) {
    pool
      .warmUp()
      .catch((error: unknown) => app.log.error({ err: error }, "image worker warm-up failed"));
  }
  return app;
}

/** Says once which engine runs, and why not the native one when it was not available. */
function logEngine(app: FastifyInstance, engine: EngineInfo): void {
  if (engine.fallback_reason) {
    app.log.warn(
      { engine: engine.name },
      `image engine: ${engine.library}; native OpenCV not used: ${engine.fallback_reason}`,
    );
  } else {
    app.log.info({ engine: engine.name }, `image engine: ${engine.library}`);
  }
}

function registerPoolMetrics(app: FastifyInstance, pool: ProcessorPool, engine: EngineInfo): void {
  new Gauge({
    name: "image_processor_engine_info",
    help: "The pixel engine the worker threads run (1 for the one in use)",
    labelNames: ["engine", "library"],
    registers: [app.metrics],
    collect() {
      this.set({ engine: engine.name, library: engine.library }, 1);
    },
  });
  new Gauge({
    name: "image_processor_queue_size",
    help: "Images waiting for a worker thread",
    registers: [app.metrics],
    collect() {
      this.set(pool.stats().queued);
    },
  });
  new Gauge({
    name: "image_processor_worker_utilization",
    help: "Share of worker-thread capacity in use (0-1)",
    registers: [app.metrics],
    collect() {
      this.set(pool.stats().utilization);
    },
  });
}
