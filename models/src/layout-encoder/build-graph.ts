import { GraphBuilder } from "@iris/ml-core";

/** Input side of the encoder (square; documents are letterboxed into it). */
export const INPUT_SIZE = 256;
export const INPUT_NAME = "pixel_values";
export const OUTPUT_NAME = "embedding";

/** One group of features and how many values it has. */
export interface FeatureBlock {
  name: string;
  size: number;
}

/** Per-feature standardisation: (f − mean) / std, fitted without labels. */
export interface FeatureStats {
  mean: number[];
  std: number[];
}

/**
 * The hand-designed document-layout encoder as an ONNX graph: fixed filters and pooling, no
 * learned weights. From a letterboxed RGB page in [0, 1] it measures where the ink is (8×8
 * and 4×4 grids, row and column profiles), edge energy by orientation, long horizontal and
 * vertical rules (tables, form boxes), colour (cards and passports are printed on tinted
 * backgrounds), fine texture (text versus photo) and global means. Each feature is then
 * standardised with `stats` and each block weighted by 1/√size so every block counts
 * equally, whatever its length. Returns the model bytes and the block layout.
 */
export function buildLayoutEncoder(stats?: FeatureStats): {
  bytes: Uint8Array;
  blocks: FeatureBlock[];
} {
  const S = INPUT_SIZE;
  const g = new GraphBuilder("iris_layout_encoder");
  const x = g.input(INPUT_NAME, ["batch", 3, S, S]);
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
  const hRules = rule(gy, 1, 33);
  const vRules = rule(gx, 33, 1);
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

  const raw = g.op("Concat", features, { axis: 1 });
  const total = blocks.reduce((s, b) => s + b.size, 0);
  const { scale, shift } = affine(blocks, total, stats);
  const out = g.op("Add", [
    g.op("Mul", [raw, g.constant(scale, [total])]),
    g.constant(shift, [total]),
  ]);
  g.output(out, OUTPUT_NAME, ["batch", total]);
  return {
    bytes: g.toBytes({
      description: "iris document-layout encoder: fixed filters and pooling, standardised",
      blocks: JSON.stringify(blocks),
    }),
    blocks,
  };
}

/** Folds standardisation and block weights into one multiply-add. */
function affine(blocks: FeatureBlock[], total: number, stats?: FeatureStats) {
  if (stats && (stats.mean.length !== total || stats.std.length !== total)) {
    throw new Error(`stats have ${stats.mean.length} features; the encoder has ${total}`);
  }
  const scale = new Float32Array(total);
  const shift = new Float32Array(total);
  let offset = 0;
  for (const block of blocks) {
    const weight = 1 / Math.sqrt(block.size);
    for (let i = offset; i < offset + block.size; i++) {
      const std = stats ? Math.max(stats.std[i] as number, 1e-3) : 1;
      const mu = stats ? (stats.mean[i] as number) : 0;
      scale[i] = weight / std;
      shift[i] = (-mu * weight) / std;
    }
    offset += block.size;
  }
  return { scale, shift };
}
