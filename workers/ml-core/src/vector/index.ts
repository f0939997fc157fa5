export { cosineSimilarity, dot, l2Norm, l2Normalize } from "./normalize";
export { seededNormal, seededRandom } from "./seeded-random";
