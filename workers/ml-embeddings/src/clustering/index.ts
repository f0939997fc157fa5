export { candidateKs } from "./cluster-embeddings";
export { clusterRows, type Rows, toRows } from "./cluster-rows";
export { Clusterer } from "./clusterer";
export { presentSweep } from "./present";
export type { Solution } from "./protocol";
export { adjustedRandIndex } from "./rand-index";
export { interpretSilhouette } from "./silhouette";
