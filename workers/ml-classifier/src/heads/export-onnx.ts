import { GraphBuilder } from "@iris/ml-core";
import { type DenseLayer, type HeadParams, headClasses, headInputDim } from "./head";

/** Input and output names of an exported head. */
export const HEAD_INPUT = "embedding";
export const HEAD_OUTPUT = "probabilities";

/**
 * Writes a head as an ONNX graph onnxruntime runs: `embedding` [batch, dim] → standardise →
 * dense layers (ReLU between) → divide by the temperature → `probabilities` [batch, classes].
 */
export function exportHeadOnnx(
  head: HeadParams,
  metadata: Record<string, string> = {},
): Uint8Array {
  const dim = headInputDim(head);
  const classes = headClasses(head);
  const g = new GraphBuilder(`classifier_head_${head.architecture}`);
  const input = g.input(HEAD_INPUT, ["batch", dim]);
  let x = g.op("Mul", [
    g.op("Sub", [input, g.constant(head.mean, [dim])]),
    g.constant(head.invStd, [dim]),
  ]);
  head.layers.forEach((layer: DenseLayer, i) => {
    const w = g.constant(layer.w, [layer.inDim, layer.outDim]);
    const b = g.constant(layer.b, [layer.outDim]);
    x = g.op("Add", [g.op("MatMul", [x, w]), b]);
    if (i < head.layers.length - 1) x = g.op("Relu", [x]);
  });
  const scaled = g.op("Div", [x, g.scalar(head.temperature)]);
  g.output(g.op("Softmax", [scaled], { axis: -1 }), HEAD_OUTPUT, ["batch", classes]);
  return g.toBytes(metadata);
}
