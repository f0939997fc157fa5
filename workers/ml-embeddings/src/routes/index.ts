import type { FastifyInstance } from "fastify";
import type { EmbeddingsDeps } from "../deps";
import { clusterRoute } from "./cluster";
import { clusterStatsRoute } from "./cluster-stats";
import { embedRoute } from "./embed";
import { embedAndClusterRoute } from "./embed-and-cluster";
import { findSimilarRoute } from "./find-similar";
import { modelsRoutes } from "./models";

/** Registers every phase-2 route. */
export function registerRoutes(app: FastifyInstance, deps: EmbeddingsDeps): void {
  embedRoute(app, deps);
  clusterRoute(app, deps);
  embedAndClusterRoute(app, deps);
  modelsRoutes(app, deps);
  findSimilarRoute(app, deps);
  clusterStatsRoute(app, deps);
}
