import type { Backbone } from "@iris/ml-core";
import type { Clusterer, ClusteringOutcome } from "./clustering";
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
  /** Records one clustering request's duration and how it ended. */
  observeClustering(seconds: number, outcome: ClusteringOutcome): void;
}
