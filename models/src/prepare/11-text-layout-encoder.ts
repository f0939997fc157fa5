import { existsSync } from "node:fs";
import type { PrepareStep } from "../prepare-step";

/**
 * The embedded default embedding model is committed; this step rebuilds it from its
 * committed sources only if the file is missing (nothing is downloaded).
 */
const step: PrepareStep = {
  name: "embedded text-layout encoder (models/onnx/iris_text_layout_v1.onnx)",
  async run() {
    const { TEXT_LAYOUT_ENCODER_PATH, writeTextLayoutEncoder } = await import("../text-layout");
    if (existsSync(TEXT_LAYOUT_ENCODER_PATH)) return false;
    writeTextLayoutEncoder();
    return true;
  },
};

export default step;
