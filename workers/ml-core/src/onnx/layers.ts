import { float, type GraphBuilder } from "./graph-builder";

/** Fills weights for a layer: called with the element count and the fan-in. */
export type WeightSource = (count: number, fanIn: number) => Float32Array;

/** `x · W + b` over the last axis: W is [inDim, outDim]. */
export function linear(
  g: GraphBuilder,
  x: string,
  inDim: number,
  outDim: number,
  weights: WeightSource,
): string {
  const w = g.constant(weights(inDim * outDim, inDim), [inDim, outDim]);
  const b = g.constant(new Float32Array(outDim), [outDim]);
  return g.op("Add", [g.op("MatMul", [x, w]), b]);
}

/** LayerNormalization over the last axis with unit scale and zero shift (opset 17). */
export function layerNorm(g: GraphBuilder, x: string, dim: number, epsilon = 1e-6): string {
  const scale = g.constant(new Float32Array(dim).fill(1), [dim]);
  const bias = g.constant(new Float32Array(dim), [dim]);
  return g.op("LayerNormalization", [x, scale, bias], { axis: -1, epsilon: float(epsilon) });
}

/**
 * Exact GELU, 0.5·x·(1 + erf(x / √2)). Written with Div so onnxruntime fuses it into one
 * kernel (with Mul by 1/√2 it does not).
 */
export function gelu(g: GraphBuilder, x: string): string {
  const erf = g.op("Erf", [g.op("Div", [x, g.scalar(Math.SQRT2)])]);
  const onePlus = g.op("Add", [erf, g.scalar(1)]);
  return g.op("Mul", [g.op("Mul", [x, onePlus]), g.scalar(0.5)]);
}
