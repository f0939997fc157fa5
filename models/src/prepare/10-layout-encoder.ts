import { existsSync } from "node:fs";
import type { PrepareStep } from "../prepare-step";

/**
 * The embedded default embedding model is committed; this step rebuilds it from its
 * committed sources only if the file is missing (nothing is downloaded).
 */
const step: PrepareStep = {
  name: "embedded layout encoder (models/onnx/iris_layout_v1.onnx)",
  async run() {
    const { LAYOUT_ENCODER_PATH, writeEncoder } = await import("../layout-encoder");
    if (existsSync(LAYOUT_ENCODER_PATH)) return false;
    writeEncoder();
    return true;
  },
};

export default step;
