import type { FastifyInstance } from "fastify";
import { Counter, Gauge, Histogram } from "prom-client";
import type { JobManager } from "./jobs";
import type { ModelStore } from "./store";

/** The service's own Prometheus metrics, on the kit's per-app registry. */
export interface ClassifierMetrics {
  prediction(modelId: string, predictedClass: string, confidence: number): void;
  trainingFinished(seconds: number): void;
  observeBatch(size: number, waitedMs: number): void;
}

/** Registers classifier metrics: predictions, confidence, jobs, models, inference batches. */
export function registerMetrics(
  app: FastifyInstance,
  jobs: () => JobManager,
  store: ModelStore,
): ClassifierMetrics {
  const registers = [app.metrics];
  const predictions = new Counter({
    name: "classifier_predictions_total",
    help: "Classifications answered, by model and predicted class (unknown when below the threshold)",
    labelNames: ["model_id", "predicted_class"] as const,
    registers,
  });
  const confidence = new Histogram({
    name: "classifier_prediction_confidence",
    help: "Calibrated probability of the top class",
    buckets: [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99],
    registers,
  });
  const duration = new Histogram({
    name: "classifier_training_duration_seconds",
    help: "Wall time of completed training and optimisation jobs",
    buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600],
    registers,
  });
  const batch = new Histogram({
    name: "classifier_inference_batch_size",
    help: "Images per backbone inference call (dynamic batching)",
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers,
  });
  new Gauge({
    name: "classifier_training_jobs",
    help: "Training and optimisation jobs on this replica, by state",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const { queued, running } = jobs().load;
      this.set({ state: "queued" }, queued);
      this.set({ state: "running" }, running);
    },
  });
  new Gauge({
    name: "classifier_models",
    help: "Classifier models known to this replica",
    registers,
    collect() {
      this.set(store.list().length);
    },
  });
  return {
    prediction(modelId, predictedClass, value) {
      predictions.inc({ model_id: modelId, predicted_class: predictedClass });
      confidence.observe(value);
    },
    trainingFinished: (seconds) => duration.observe(seconds),
    observeBatch: (size) => batch.observe(size),
  };
}
