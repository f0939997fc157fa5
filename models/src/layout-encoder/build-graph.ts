import { GraphBuilder } from "@iris/ml-core";
import type { AffineProjection } from "./lda";

/** Input side of the encoder (square; documents are letterboxed into it). */
export const INPUT_SIZE = 256;
export const INPUT_NAME = "pixel_values";
export const OUTPUT_NAME = "embedding";

/** One group of features and how many values it has. */
export interface FeatureBlock {
  name: string;
  size: number;
}

/** The fitted parameters of the encoder (see fit.ts): everything not hand-designed. */
export interface EncoderParams {
  /** Per-feature standardisation z = (f − mean) / std. */
  mean: number[];
  std: number[];
  /** z ↦ the document-type discriminant coordinates (LDA, classes equalised on a simplex). */
  projection: AffineProjection;
  /** Weight of the standardised features appended after the discriminant part (÷ √p). */
  residualWeight: number;
}

/**
 * The document-layout encoder as an ONNX graph. Its features are hand-designed, fixed
 * filters and pooling: from a letterboxed RGB page in [0, 1] it measures where the ink is
 * (8×8 and 4×4 grids, row and column profiles), edge energy by orientation, long horizontal
 * and vertical rules (tables, form boxes), colour (cards and passports are printed on tinted
 * grounds), fine texture (text versus photo) and global means — 247 values.
 *
 * Without `params` the graph answers those raw features (what fit.ts measures). With them it
 * standardises the features (z) and answers [z · projection + bias | residualWeight · z / √p]:
 * the first part (LDA onto the document-type directions, the types' means on a regular
 * simplex) makes the five types compact, equally separated clusters; the second keeps
 * per-document detail for similarity search.
 */
export function buildLayoutEncoder(params?: EncoderParams): {
  bytes: Uint8Array;
  blocks: FeatureBlock[];
} {
  const S = INPUT_SIZE;
  const g = new GraphBuilder("iris_layout_encoder");
  const x = g.input(INPUT_NAME, ["batch", 3, S, S]);
  const { raw, blocks } = layoutFeatures(g, x, S);
  const total = blocks.reduce((sum, b) => sum + b.size, 0);
  let out = raw;
  let dim = total;
  if (params) {
    ({ out, dim } = fittedProjection(g, raw, total, params));
  }
  g.output(out, OUTPUT_NAME, ["batch", dim]);
  return {
    bytes: g.toBytes({
      description: params
        ? "iris document-layout encoder: fixed features, standardised, LDA-projected"
        : "iris document-layout encoder: raw fixed features",
      blocks: JSON.stringify(blocks),
    }),
    blocks,
  };
}

/** The fitted head: standardise, project on the discriminant directions, append the residual. */
export function fittedProjection(
  g: GraphBuilder,
  raw: string,
  total: number,
  params: EncoderParams,
): { out: string; dim: number } {
  const { mean, std, projection, residualWeight } = params;
  const k = projection.components;
  if (mean.length !== total || std.length !== total || projection.matrix.length !== total * k) {
    throw new Error(`parameters are for ${mean.length} features; the encoder has ${total}`);
  }
  const scale = Float32Array.from(std, (s) => 1 / Math.max(s, 1e-6));
  const shift = Float32Array.from(mean, (m, i) => -m * (scale[i] as number));
  const z = g.op("Add", [
    g.op("Mul", [raw, g.constant(scale, [total])]),
    g.constant(shift, [total]),
  ]);
  const discriminant = g.op("Add", [
    g.op("MatMul", [z, g.constant(Float32Array.from(projection.matrix), [total, k])]),
    g.constant(Float32Array.from(projection.bias), [k]),
  ]);
  const residual = g.op("Mul", [z, g.scalar(residualWeight / Math.sqrt(total))]);
  return { out: g.op("Concat", [discriminant, residual], { axis: 1 }), dim: k + total };
}

/**
 * The hand-designed layout features of a letterboxed RGB page in [0, 1] of side `S` (a
 * multiple of 32): one [batch, 247] tensor and its blocks. Rules are edges lasting 33 px at
 * 256 px, scaled with `S`.
 */
export function layoutFeatures(
  g: GraphBuilder,
  x: string,
  S: number,
): { raw: string; blocks: FeatureBlock[] } {
  const blocks: FeatureBlock[] = [];
  const features: string[] = [];
  const add = (name: string, tensor: string, size: number) => {
    blocks.push({ name, size });
    features.push(g.op("Flatten", [tensor], { axis: 1 }));
  };
  const pool = (t: string, kh: number, kw: number) =>
    g.op("AveragePool", [t], { kernel_shape: [kh, kw], strides: [kh, kw] });
  const mean = (t: string) => g.op("ReduceMean", [t], { axes: [2, 3], keepdims: 1 });

  const gray = g.op("ReduceMean", [x], { axes: [1], keepdims: 1 });
  const ink = g.op("Sub", [g.scalar(1), gray]);
  const chroma = g.op("Sub", [
    g.op("ReduceMax", [x], { axes: [1], keepdims: 1 }),
    g.op("ReduceMin", [x], { axes: [1], keepdims: 1 }),
  ]);
  // Sobel scaled by 1/8: a full black-to-white step answers 0.5.
  const sobel = (k: number[]) =>
    g.op("Abs", [
      g.op(
        "Conv",
        [
          gray,
          g.constant(
            k.map((v) => v / 8),
            [1, 1, 3, 3],
          ),
        ],
        { pads: [1, 1, 1, 1] },
      ),
    ]);
  const gx = sobel([-1, 0, 1, -2, 0, 2, -1, 0, 1]);
  const gy = sobel([-1, -2, -1, 0, 0, 0, 1, 2, 1]);
  // A rule is an edge that runs on: average edge energy along 33 px, keep what exceeds half
  // a full-contrast edge (text strokes break up within that span; ruled lines do not).
  const span = S === 256 ? 33 : 2 * Math.round((33 * S) / 512) + 1;
  const rule = (edges: string, kh: number, kw: number) =>
    g.op("Relu", [
      g.op("Sub", [
        g.op("AveragePool", [edges], {
          kernel_shape: [kh, kw],
          strides: [1, 1],
          pads: [(kh - 1) / 2, (kw - 1) / 2, (kh - 1) / 2, (kw - 1) / 2],
        }),
        g.scalar(0.25),
      ]),
    ]);
  const hRules = rule(gy, 1, span);
  const vRules = rule(gx, span, 1);
  const texture = g.op("Abs", [
    g.op("Sub", [
      gray,
      g.op("AveragePool", [gray], { kernel_shape: [3, 3], strides: [1, 1], pads: [1, 1, 1, 1] }),
    ]),
  ]);

  add("ink_8x8", pool(ink, S / 8, S / 8), 64);
  add("ink_4x4", pool(ink, S / 4, S / 4), 16);
  add("row_profile", pool(ink, S / 32, S), 32);
  add("column_profile", pool(ink, S, S / 32), 32);
  add("edges_x_4x4", pool(gx, S / 4, S / 4), 16);
  add("edges_y_4x4", pool(gy, S / 4, S / 4), 16);
  add("h_rules_4x4", pool(hRules, S / 4, S / 4), 16);
  add("v_rules_4x4", pool(vRules, S / 4, S / 4), 16);
  add("chroma_4x4", pool(chroma, S / 4, S / 4), 16);
  add("texture_4x4", pool(texture, S / 4, S / 4), 16);
  add(
    "global",
    g.op("Concat", [ink, chroma, gx, gy, hRules, vRules, texture].map(mean), { axis: 1 }),
    7,
  );

  return { raw: g.op("Concat", features, { axis: 1 }), blocks };
}
