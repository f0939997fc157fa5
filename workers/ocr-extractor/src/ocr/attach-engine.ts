import type { FastifyInstance } from "fastify";
import { Counter, Gauge } from "prom-client";
import type { EngineChoice } from "./create-engine";

/**
 * Ties the engine to its app: says once in the log which engine runs and why, gives the
 * engine the app's log (a crashed native host is an error there), and exports
 * `ocr_engine_info{engine,detail}` and `ocr_engine_host_crashes_total` on /metrics.
 */
export function attachEngine(app: FastifyInstance, { engine, note }: EngineChoice): void {
  engine.attachLog?.({
    error: (details, message) => app.log.error(details, message),
    warn: (details, message) => app.log.warn(details, message),
  });
  new Gauge({
    name: "ocr_engine_info",
    help: "The OCR engine this service runs (js: tesseract.js, native: libtesseract), always 1",
    labelNames: ["engine", "detail"] as const,
    registers: [app.metrics],
  }).set({ engine: engine.name, detail: note }, 1);
  new Counter({
    name: "ocr_engine_host_crashes_total",
    help: "Native OCR host processes that died unexpectedly (each failed its page with 503)",
    registers: [app.metrics],
    collect() {
      this.reset();
      this.inc(Number(engine.status().host_crashes ?? 0));
    },
  });
  app.log.info({ engine: engine.name, detail: note }, `OCR engine: ${note}`);
}
