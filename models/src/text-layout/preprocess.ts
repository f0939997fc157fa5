import type { PreprocessConfig } from "@iris/ml-core";
import { INPUT_SIZE } from "./build-graph";

/**
 * How the service prepares a page for the text-layout encoder (the manifest's `preprocess`):
 * letterboxed into 640 × 640 on black, so the page's shape shows; pixels in [0, 1] (the
 * graph normalises for the detector itself).
 */
export const TEXT_LAYOUT_PREPROCESS: PreprocessConfig = {
  size: [INPUT_SIZE, INPUT_SIZE],
  resize: "letterbox",
  crop_pct: 1,
  interpolation: "bilinear",
  channels: "rgb",
  mean: [0, 0, 0],
  std: [1, 1, 1],
  pad: [0, 0, 0],
};
