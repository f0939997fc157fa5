import type { Backbone } from "@iris/ml-core";
import type { FastifyInstance } from "fastify";
import { Counter, Gauge, Histogram } from "prom-client";
import type { Clusterer, ClusteringOutcome } from "./clustering";
import type { ModelSelector } from "./models/model-selector";

/** Registers the phase-2 metrics on the app's registry; returns the observers routes call. */
export function registerMetrics(
  app: FastifyInstance,
  backbone: Backbone,
  models: ModelSelector,
  clusterer: Clusterer,
) {
  const registers = [app.metrics];
  const batchSize = new Histogram({
    name: "embedding_batch_size",
    help: "Images per inference batch",
    buckets: [1, 2, 4, 8, 16, 24, 32, 64],
    registers,
  });
  const queueWait = new Histogram({
    name: "embedding_queue_wait_seconds",
    help: "How long a batch's oldest image waited before inference",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const clustering = new Histogram({
    name: "clustering_duration_seconds",
    help: "Time to cluster one request's embeddings (k sweep included)",
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers,
  });
  const clusteringOutcomes = new Counter({
    name: "clustering_requests_total",
    help: "Clustering requests by outcome: completed, over_budget (413), queue_full, deadline (503), client_gone, failed",
    labelNames: ["outcome"] as const,
    registers,
  });
  new Gauge({
    name: "clustering_jobs",
    help: "Clustering jobs waiting or running, per lane (light: small jobs; heavy: the rest)",
    labelNames: ["lane"] as const,
    registers,
    collect() {
      const load = clusterer.load;
      this.set({ lane: "light" }, load.light);
      this.set({ lane: "heavy" }, load.heavy);
    },
  });
  new Gauge({
    name: "embedding_cache_events",
    help: "Embedding cache hits and misses since start",
    labelNames: ["result"] as const,
    registers,
    collect() {
      const stats = backbone.cache.stats();
      this.set({ result: "hit" }, stats.hits);
      this.set({ result: "miss" }, stats.misses);
    },
  });
  new Gauge({
    name: "embedding_queue_depth",
    help: "Images waiting for an inference batch",
    registers,
    collect() {
      this.set(backbone.embedder.queue.queued);
    },
  });
  new Gauge({
    name: "embedding_model_loaded",
    help: "1 for each loaded embedding model; current marks the one new requests use",
    labelNames: ["model", "current"] as const,
    registers,
    collect() {
      this.reset();
      for (const m of models.list()) {
        if (m.status === "loaded") {
          this.set({ model: m.name, current: String(m.name === models.current) }, 1);
        }
      }
    },
  });
  return {
    observeBatch: (size: number, waitedMs: number) => {
      batchSize.observe(size);
      queueWait.observe(waitedMs / 1000);
    },
    observeClustering: (seconds: number, outcome: ClusteringOutcome) => {
      if (outcome === "completed") clustering.observe(seconds);
      clusteringOutcomes.inc({ outcome });
    },
  };
}
