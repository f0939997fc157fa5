import { Counter, Histogram, type Registry } from "prom-client";

/** The pipeline's own metrics: pages read, their time, and second readings. */
export class PipelineMetrics {
  readonly pages: Counter<"engine" | "outcome">;
  readonly seconds: Histogram<"engine">;
  readonly secondReadings: Counter<"outcome">;

  constructor(registry: Registry) {
    this.pages = new Counter({
      name: "ocr_pages_total",
      help: "Pages recognised, by engine and outcome",
      labelNames: ["engine", "outcome"] as const,
      registers: [registry],
    });
    this.seconds = new Histogram({
      name: "ocr_page_duration_seconds",
      help: "Time to prepare and recognise one page",
      labelNames: ["engine"] as const,
      buckets: [0.25, 0.5, 1, 2, 4, 8, 16, 32, 64],
      registers: [registry],
    });
    this.secondReadings = new Counter({
      name: "ocr_second_readings_total",
      help: "Second readings of pages whose fields mostly failed: read, skipped as over OCR_SECOND_READING_BUDGET_MS, or abandoned (the caller went away)",
      labelNames: ["outcome"] as const,
      registers: [registry],
    });
  }
}
