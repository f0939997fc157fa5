import type { Backbone } from "@iris/ml-core";
import type { Classifier, HeadRunner } from "./classifier";
import type { MlClassifierConfig } from "./config";
import type { JobManager } from "./jobs";
import type { ClassifierMetrics } from "./metrics";
import type { ModelStore } from "./store";
import type { Trainer } from "./training";

/** Everything the routes and jobs share, built once by buildApp. */
export interface ClassifierDeps {
  config: MlClassifierConfig;
  backbone: Backbone;
  /** The embedding model new training jobs use by default. */
  defaultBackbone: string;
  store: ModelStore;
  heads: HeadRunner;
  classifier: Classifier;
  trainer: Trainer;
  jobs: JobManager;
  metrics: ClassifierMetrics;
}
