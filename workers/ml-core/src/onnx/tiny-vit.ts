import { seededNormal } from "../vector";
import { GraphBuilder } from "./graph-builder";
import { gelu, layerNorm, linear, type WeightSource } from "./layers";

/** Shape of a ViT built by {@link buildTinyVit}. */
export interface TinyVitOptions {
  /** Weight seed: the same seed gives the same bytes. */
  seed?: number;
  imageSize?: number;
  patchSize?: number;
  /** Embedding width (the output's size). */
  dim?: number;
  depth?: number;
  heads?: number;
  mlpRatio?: number;
}

/** Input and output names of the ViT contract (also used by the timm export script). */
export const VIT_INPUT = "pixel_values";
export const VIT_OUTPUT = "embedding";

/**
 * A ViT with seeded random weights and the same contract as the timm exports
 * (`pixel_values` [batch, 3, 224, 224] → `embedding` [batch, dim], class-token pooling after
 * the final norm). Test-only: it proves loading, preprocessing, batching and normalisation
 * without the real weights, which cannot be downloaded here.
 */
export function buildTinyVit(options: TinyVitOptions = {}): Uint8Array {
  const { seed = 1, imageSize = 224, patchSize = 16, dim = 64, depth = 2, heads = 4 } = options;
  const mlpDim = dim * (options.mlpRatio ?? 4);
  if (dim % heads !== 0) throw new Error("dim must be a multiple of heads");
  const grid = imageSize / patchSize;
  const tokens = grid * grid + 1;
  const normal = seededNormal(seed);
  const weights: WeightSource = (count) => {
    const out = new Float32Array(count);
    for (let i = 0; i < count; i++) out[i] = normal() * 0.02;
    return out;
  };
  const g = new GraphBuilder("tiny_vit");
  const pixels = g.input(VIT_INPUT, ["batch", 3, imageSize, imageSize]);

  // Patch embedding: a strided convolution, then [B, D, g, g] → [B, g·g, D].
  const convW = g.constant(weights(dim * 3 * patchSize * patchSize, 0), [
    dim,
    3,
    patchSize,
    patchSize,
  ]);
  const convB = g.constant(new Float32Array(dim), [dim]);
  const patches = g.op("Conv", [pixels, convW, convB], {
    kernel_shape: [patchSize, patchSize],
    strides: [patchSize, patchSize],
  });
  const flat = g.op("Reshape", [patches, g.int64([0, dim, grid * grid])]);
  const seq = g.op("Transpose", [flat], { perm: [0, 2, 1] });

  // Class token broadcast to the batch, prepended; learned position embedding added.
  const batch = g.op("Slice", [g.op("Shape", [pixels]), g.int64([0]), g.int64([1])]);
  const clsShape = g.op("Concat", [batch, g.int64([1, dim])], { axis: 0 });
  const cls = g.op("Expand", [g.constant(weights(dim, 0), [1, 1, dim]), clsShape]);
  let x = g.op("Concat", [cls, seq], { axis: 1 });
  x = g.op("Add", [x, g.constant(weights(tokens * dim, 0), [1, tokens, dim])]);

  for (let i = 0; i < depth; i++) {
    x = g.op("Add", [x, attention(g, layerNorm(g, x, dim), dim, heads, weights)]);
    const hidden = gelu(g, linear(g, layerNorm(g, x, dim), dim, mlpDim, weights));
    x = g.op("Add", [x, linear(g, hidden, mlpDim, dim, weights)]);
  }
  x = layerNorm(g, x, dim);
  const pooled = g.op("Gather", [x, g.int64([0], [])], { axis: 1 });
  g.output(pooled, VIT_OUTPUT, ["batch", dim]);
  return g.toBytes({ description: `seeded random ViT (seed ${seed}), test-only` });
}

function attention(
  g: GraphBuilder,
  x: string,
  dim: number,
  heads: number,
  weights: WeightSource,
): string {
  const headDim = dim / heads;
  const split = (perm: number[]) => (t: string) =>
    g.op("Transpose", [g.op("Reshape", [t, g.int64([0, 0, heads, headDim])])], { perm });
  const q = split([0, 2, 1, 3])(linear(g, x, dim, dim, weights));
  const k = split([0, 2, 3, 1])(linear(g, x, dim, dim, weights));
  const v = split([0, 2, 1, 3])(linear(g, x, dim, dim, weights));
  const scores = g.op("Div", [g.op("MatMul", [q, k]), g.scalar(Math.sqrt(headDim))]);
  const context = g.op("MatMul", [g.op("Softmax", [scores], { axis: -1 }), v]);
  const merged = g.op("Reshape", [
    g.op("Transpose", [context], { perm: [0, 2, 1, 3] }),
    g.int64([0, 0, dim]),
  ]);
  return linear(g, merged, dim, dim, weights);
}
