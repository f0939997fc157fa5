import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildLayoutEncoder, type EncoderParams } from "./build-graph";

/** The embedded default model's manifest name. */
export const LAYOUT_ENCODER_NAME = "iris_layout_v1";

const MODELS_DIR = fileURLToPath(new URL("../../", import.meta.url));

/** Where the built encoder lives (committed). */
export const LAYOUT_ENCODER_PATH = join(MODELS_DIR, "onnx", `${LAYOUT_ENCODER_NAME}.onnx`);

/** The committed fitted parameters (written by fit.ts). */
export const PARAMS_PATH = fileURLToPath(new URL("./params.json", import.meta.url));

/** The committed parameters; the encoder cannot be built without them. */
export function readParams(path = PARAMS_PATH): EncoderParams {
  if (!existsSync(path))
    throw new Error(`${path} is missing: run models/src/layout-encoder/fit.ts`);
  const raw = JSON.parse(readFileSync(path, "utf8")) as EncoderParams & Record<string, unknown>;
  return {
    mean: raw.mean,
    std: raw.std,
    projection: raw.projection,
    residualWeight: raw.residualWeight,
  };
}

/** The encoder's bytes from the committed sources (graph code + params.json): deterministic. */
export function encoderBytes(params = readParams()): Uint8Array {
  return buildLayoutEncoder(params).bytes;
}

/** Writes the encoder to `path`; returns its sha256. */
export function writeEncoder(path = LAYOUT_ENCODER_PATH, params = readParams()): string {
  const bytes = encoderBytes(params);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return createHash("sha256").update(bytes).digest("hex");
}
