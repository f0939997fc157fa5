import type { Backbone } from "@iris/ml-core";
import type { Clusterer } from "./clustering";
import type { MlEmbeddingsConfig } from "./config";
import type { ModelSelector } from "./models/model-selector";
import type { SimilarityIndex } from "./similarity";

/** What the routes share: built once in app.ts, closed with the app. */
export interface EmbeddingsDeps {
  config: MlEmbeddingsConfig;
  backbone: Backbone;
  models: ModelSelector;
  clusterer: Clusterer;
  index: SimilarityIndex;
  observeClustering(seconds: number): void;
}
