export { CLUSTERING_TUNING, type ClusteringPlan, passWork, planClustering } from "./budget";
export { candidateKs } from "./cluster-embeddings";
export { clusterFixed, clusterRows, type Rows, type SweepOptions, toRows } from "./cluster-rows";
export { Clusterer, type ClustererOptions, type ClusterJob } from "./clusterer";
export { presentSweep } from "./present";
export type { Solution } from "./protocol";
export { adjustedRandIndex } from "./rand-index";
export { interpretSilhouette } from "./silhouette";
export { type ClusteringOutcome, ClusteringStop, clusteringSignal } from "./stops";
