/**
 * Rebuilds models/onnx/iris_layout_v1.onnx from the committed sources (build-graph.ts and
 * stats.json) and prints its sha256 for models/manifest.json:
 *
 *   npx tsx models/src/layout-encoder/build.ts
 */
import { LAYOUT_ENCODER_PATH, writeEncoder } from "./encoder-file";

const sha = writeEncoder();
console.log(`${LAYOUT_ENCODER_PATH}\nsha256 ${sha}`);
