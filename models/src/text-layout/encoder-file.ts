import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { EncoderParams } from "../layout-encoder/build-graph";
import { buildTextLayoutEncoder, type FeatureGroup } from "./build-graph";

/** The embedded default embedding model's manifest name. */
export const TEXT_LAYOUT_ENCODER_NAME = "iris_text_layout_v1";

const MODELS_DIR = fileURLToPath(new URL("../../", import.meta.url));

/** Where the built encoder lives (committed). */
export const TEXT_LAYOUT_ENCODER_PATH = join(
  MODELS_DIR,
  "onnx",
  `${TEXT_LAYOUT_ENCODER_NAME}.onnx`,
);

/** The committed fitted parameters (written by fit.ts). */
export const TEXT_LAYOUT_PARAMS_PATH = fileURLToPath(new URL("./params.json", import.meta.url));

/** The fitted parameters and the feature groups they were fitted on. */
export interface TextLayoutParams extends EncoderParams {
  groups: FeatureGroup[];
}

/** The committed parameters; the encoder cannot be built without them. */
export function readTextLayoutParams(path = TEXT_LAYOUT_PARAMS_PATH): TextLayoutParams {
  if (!existsSync(path)) throw new Error(`${path} is missing: run models/src/text-layout/fit.ts`);
  const raw = JSON.parse(readFileSync(path, "utf8")) as TextLayoutParams;
  return {
    groups: raw.groups,
    mean: raw.mean,
    std: raw.std,
    projection: raw.projection,
    residualWeight: raw.residualWeight,
  };
}

/**
 * The encoder's bytes from the committed sources (graph code + params.json + the PP-OCRv4
 * detector inside the installed npm package): deterministic.
 */
export function textLayoutEncoderBytes(params = readTextLayoutParams()): Uint8Array {
  return buildTextLayoutEncoder(params.groups, params).bytes;
}

/** Writes the encoder to `path`; returns its sha256. */
export function writeTextLayoutEncoder(
  path = TEXT_LAYOUT_ENCODER_PATH,
  params = readTextLayoutParams(),
): string {
  const bytes = textLayoutEncoderBytes(params);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return createHash("sha256").update(bytes).digest("hex");
}
