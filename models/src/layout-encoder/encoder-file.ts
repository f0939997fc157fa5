import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildLayoutEncoder, type FeatureStats } from "./build-graph";

/** The embedded default model's manifest name. */
export const LAYOUT_ENCODER_NAME = "iris_layout_v1";

const MODELS_DIR = fileURLToPath(new URL("../../", import.meta.url));

/** Where the built encoder lives (committed). */
export const LAYOUT_ENCODER_PATH = join(MODELS_DIR, "onnx", `${LAYOUT_ENCODER_NAME}.onnx`);

/** The committed standardisation statistics (see fit.ts). */
export const STATS_PATH = fileURLToPath(new URL("./stats.json", import.meta.url));

/** The committed statistics, or undefined before the first fit. */
export function readStats(): FeatureStats | undefined {
  if (!existsSync(STATS_PATH)) return undefined;
  const raw = JSON.parse(readFileSync(STATS_PATH, "utf8")) as FeatureStats &
    Record<string, unknown>;
  return { mean: raw.mean, std: raw.std };
}

/** The encoder's bytes from the committed sources (graph code + stats.json): deterministic. */
export function encoderBytes(stats = readStats()): Uint8Array {
  return buildLayoutEncoder(stats).bytes;
}

/** Writes the encoder to `path`; returns its sha256. */
export function writeEncoder(path = LAYOUT_ENCODER_PATH, stats = readStats()): string {
  const bytes = encoderBytes(stats);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return createHash("sha256").update(bytes).digest("hex");
}
