import { createServiceApp, packageVersion, serveOpenApi } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { OcrExtractorConfig } from "./config";
import { ROUTE_CONTRACTS } from "./contract";
import { attachEngine, createEngine } from "./ocr";
import { MemoryConfigStore, type OcrConfigStore, RedisConfigStore } from "./ocr-config";
import { ExtractionPipeline } from "./pipeline";
import { MemoryReadingStore, type ReadingStore, RedisReadingStore } from "./readings";
import { configureOcrRoute } from "./routes/configure-ocr";
import { extractRoute } from "./routes/extract";
import { extractJsonRoute } from "./routes/extract-json";
import { extractTextRoute } from "./routes/extract-text";
import { readingsRoute } from "./routes/readings";
import { supportedTypesRoute } from "./routes/supported-types";

declare module "fastify" {
  interface FastifyInstance {
    config: OcrExtractorConfig;
    pipeline: ExtractionPipeline;
  }
}

/** The ocr-extractor service version, from its package.json. */
export const VERSION = packageVersion(new URL("../package.json", import.meta.url));

/**
 * Builds the ocr-extractor app (phases 5-6: OCR and normalisation); it never listens —
 * server.ts does. The OCR engine (OCR_ENGINE), the configuration store and the store of kept
 * readings (Redis when REDIS_URL is set) are created here and released when the app closes.
 */
export async function buildApp(config: OcrExtractorConfig): Promise<FastifyInstance> {
  // Every upload is a new image: libvips' operation cache (up to 50 MB and 100 operations by
  // default) never hits and only holds memory, so it is off.
  sharp.cache(false);
  const choice = createEngine(config);
  const { engine, note } = choice;
  const store: OcrConfigStore = config.REDIS_URL
    ? new RedisConfigStore(config.REDIS_URL)
    : new MemoryConfigStore();
  const app = await createServiceApp({
    name: "ocr-extractor",
    version: VERSION,
    config,
    probe: async () => ({
      ocr_engine: { status: "healthy", note, ...engine.status() },
      ...(store instanceof RedisConfigStore
        ? { redis: { status: (await store.ping()) ? "healthy" : "degraded" } }
        : {}),
    }),
  });
  const limits = {
    maxBytes: config.READING_CACHE_MB * 2 ** 20,
    ttlSeconds: config.READING_TTL_SECONDS,
  };
  const readings: ReadingStore = config.REDIS_URL
    ? new RedisReadingStore(config.REDIS_URL, limits)
    : new MemoryReadingStore(limits);
  const pipeline = new ExtractionPipeline(engine, store, config, app.metrics, readings);
  app.decorate("config", config);
  app.decorate("pipeline", pipeline);
  app.addHook("onClose", async () => pipeline.close());
  // Phase 6's thread builds its word lists before the service answers its first request.
  await pipeline.warm();
  await app.register(extractRoute);
  await app.register(extractJsonRoute);
  await app.register(extractTextRoute);
  await app.register(readingsRoute);
  await app.register(configureOcrRoute);
  await app.register(supportedTypesRoute);
  serveOpenApi(app, "Phases 5-6: OCR and structured extraction", ROUTE_CONTRACTS);
  attachEngine(app, choice);
  return app;
}
