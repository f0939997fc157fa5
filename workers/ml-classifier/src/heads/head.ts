/** Head architectures `model_architecture` picks between. */
export const HEAD_ARCHITECTURES = ["softmax_regression", "mlp"] as const;
export type HeadArchitecture = (typeof HEAD_ARCHITECTURES)[number];

/** Accepted spellings of each architecture in a training request. */
export const ARCHITECTURE_ALIASES: Record<string, HeadArchitecture> = {
  softmax_regression: "softmax_regression",
  softmax: "softmax_regression",
  linear: "softmax_regression",
  logistic_regression: "softmax_regression",
  mlp: "mlp",
};

/** One dense layer: `y = x · w + b`, `w` row-major [inDim, outDim]. */
export interface DenseLayer {
  inDim: number;
  outDim: number;
  w: Float32Array;
  b: Float32Array;
}

/**
 * A trained head over L2-normalised embeddings: standardise (`(x − mean) · invStd`), dense
 * layers with ReLU between them, logits divided by `temperature`, softmax.
 */
export interface HeadParams {
  architecture: HeadArchitecture;
  mean: Float32Array;
  invStd: Float32Array;
  layers: DenseLayer[];
  /** Temperature from calibration on the validation split (1 when there was none). */
  temperature: number;
}

/** Input width of a head. */
export function headInputDim(head: HeadParams): number {
  return head.mean.length;
}

/** Number of classes a head scores. */
export function headClasses(head: HeadParams): number {
  return (head.layers.at(-1) as DenseLayer).outDim;
}

/** `out[r] = x[r] · w + b` for `rows` rows; ReLU applied when `relu`. */
export function dense(
  x: Float32Array,
  rows: number,
  layer: DenseLayer,
  relu: boolean,
  out = new Float32Array(rows * layer.outDim),
): Float32Array {
  const { inDim, outDim, w, b } = layer;
  for (let r = 0; r < rows; r++) {
    const o = r * outDim;
    out.set(b, o);
    for (let k = 0; k < inDim; k++) {
      const xk = x[r * inDim + k] as number;
      if (xk === 0) continue;
      const wk = k * outDim;
      for (let j = 0; j < outDim; j++)
        out[o + j] = (out[o + j] as number) + xk * (w[wk + j] as number);
    }
    if (relu) for (let j = 0; j < outDim; j++) if ((out[o + j] as number) < 0) out[o + j] = 0;
  }
  return out;
}

/** Standardises `rows` rows of `x` with the head's mean and inverse std (a new array). */
export function standardize(head: HeadParams, x: Float32Array, rows: number): Float32Array {
  const dim = headInputDim(head);
  const out = new Float32Array(rows * dim);
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < dim; k++) {
      const i = r * dim + k;
      out[i] = ((x[i] as number) - (head.mean[k] as number)) * (head.invStd[k] as number);
    }
  }
  return out;
}

/** Logits (before temperature) for `rows` embeddings, computed in TypeScript. */
export function headLogits(head: HeadParams, x: Float32Array, rows: number): Float32Array {
  let z = standardize(head, x, rows);
  head.layers.forEach((layer, i) => {
    z = dense(z, rows, layer, i < head.layers.length - 1);
  });
  return z;
}

/** Row-wise softmax of `logits / temperature`, in place; returns `logits`. */
export function softmaxRows(logits: Float32Array, classes: number, temperature = 1): Float32Array {
  for (let o = 0; o < logits.length; o += classes) {
    let max = Number.NEGATIVE_INFINITY;
    for (let j = 0; j < classes; j++) max = Math.max(max, (logits[o + j] as number) / temperature);
    let sum = 0;
    for (let j = 0; j < classes; j++) {
      const e = Math.exp((logits[o + j] as number) / temperature - max);
      logits[o + j] = e;
      sum += e;
    }
    for (let j = 0; j < classes; j++) logits[o + j] = (logits[o + j] as number) / sum;
  }
  return logits;
}

/** Calibrated class probabilities for `rows` embeddings, computed in TypeScript. */
export function headProbabilities(head: HeadParams, x: Float32Array, rows: number): Float32Array {
  return softmaxRows(headLogits(head, x, rows), headClasses(head), head.temperature);
}
