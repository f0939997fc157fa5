import { seededNormal, seededRandom } from "@iris/ml-core";
import {
  type DenseLayer,
  dense,
  type HeadArchitecture,
  type HeadParams,
  softmaxRows,
  standardize,
} from "./head";

/** Hyper-parameters of one head fit. */
export interface FitOptions {
  architecture: HeadArchitecture;
  /** Hidden width of the MLP (ignored by softmax regression). */
  hiddenUnits: number;
  learningRate: number;
  epochs: number;
  batchSize: number;
  /** Decoupled weight decay (AdamW) on weights, not biases. */
  weightDecay: number;
  /** Dropout on the MLP's hidden layer while training. */
  dropout: number;
  /** Stop when validation loss has not improved for `patience` epochs; keep the best epoch. */
  earlyStopping: boolean;
  patience: number;
  seed: number;
}

/**
 * Embeddings to fit on. Training samples may have several views (the original and augmented
 * copies): each epoch uses one view per sample, drawn at random. Validation uses originals.
 */
export interface FitData {
  dim: number;
  classes: number;
  /** Training rows, row-major [rows, dim]. */
  train: Float32Array;
  /** Per training sample: its label and the rows of its views (the first is the original). */
  samples: { label: number; rows: number[] }[];
  validation?: { x: Float32Array; labels: Int32Array };
}

/** What one epoch achieved. */
export interface EpochStats {
  epoch: number;
  train_loss: number;
  train_accuracy: number;
  val_loss?: number;
  val_accuracy?: number;
}

/** Loss and accuracy of a head's (untempered) logits on a labelled set. */
export interface SetScore {
  loss: number;
  accuracy: number;
}

const BETA1 = 0.9;
const BETA2 = 0.999;
const EPS = 1e-8;

/**
 * Mini-batch AdamW training of a softmax-regression or one-hidden-layer MLP head, one epoch
 * per call to {@link epoch} so the caller can report progress and cancel between epochs.
 * Features are standardised with the training rows' mean and std, which become part of the
 * head. Deterministic for a given seed.
 */
export class HeadFitter {
  readonly history: EpochStats[] = [];
  private readonly layers: DenseLayer[];
  private readonly moments: {
    mw: Float32Array;
    vw: Float32Array;
    mb: Float32Array;
    vb: Float32Array;
  }[];
  private readonly mean: Float32Array;
  private readonly invStd: Float32Array;
  private readonly train: Float32Array;
  private readonly validation: { x: Float32Array; labels: Int32Array } | undefined;
  private readonly random: () => number;
  private step = 0;
  private best: { loss: number; epoch: number; layers: DenseLayer[] } | undefined;
  private sinceBest = 0;
  private stopped = false;

  constructor(
    private readonly data: FitData,
    private readonly options: FitOptions,
  ) {
    if (data.samples.length === 0) throw new Error("no training samples");
    this.random = seededRandom(options.seed);
    const normal = seededNormal(options.seed + 1);
    const rows = data.train.length / data.dim;
    ({ mean: this.mean, invStd: this.invStd } = featureStats(data.train, rows, data.dim));
    const stats = { mean: this.mean, invStd: this.invStd };
    this.train = standardize(
      { ...stats, architecture: "mlp", layers: [], temperature: 1 },
      data.train,
      rows,
    );
    this.validation = data.validation && {
      x: standardize(
        { ...stats, architecture: "mlp", layers: [], temperature: 1 },
        data.validation.x,
        data.validation.labels.length,
      ),
      labels: data.validation.labels,
    };
    const widths =
      options.architecture === "mlp"
        ? [data.dim, options.hiddenUnits, data.classes]
        : [data.dim, data.classes];
    this.layers = widths.slice(1).map((outDim, i) => {
      const inDim = widths[i] as number;
      const hidden = i < widths.length - 2;
      // He initialisation before a ReLU, Glorot for the MLP's logits layer; softmax regression
      // is convex and starts at zero (uniform probabilities), as logistic regression does.
      const linear = widths.length === 2;
      const scale = hidden ? Math.sqrt(2 / inDim) : linear ? 0 : Math.sqrt(2 / (inDim + outDim));
      const w = Float32Array.from({ length: inDim * outDim }, () => normal() * scale);
      return { inDim, outDim, w, b: new Float32Array(outDim) };
    });
    this.moments = this.layers.map((l) => ({
      mw: new Float32Array(l.w.length),
      vw: new Float32Array(l.w.length),
      mb: new Float32Array(l.b.length),
      vb: new Float32Array(l.b.length),
    }));
  }

  /** True once every epoch has run or early stopping has fired. */
  get done(): boolean {
    return this.stopped || this.history.length >= this.options.epochs;
  }

  /** The epoch whose weights the result keeps (the best validation loss with early stopping). */
  get bestEpoch(): number {
    return this.best?.epoch ?? this.history.length;
  }

  /** True when early stopping ended training before the last epoch. */
  get stoppedEarly(): boolean {
    return this.stopped && this.history.length < this.options.epochs;
  }

  /** Runs one epoch over every training sample (one view each) and scores it. */
  epoch(): EpochStats {
    const { batchSize } = this.options;
    const order = shuffle(this.data.samples.length, this.random);
    let lossSum = 0;
    let correct = 0;
    for (let start = 0; start < order.length; start += batchSize) {
      const batch = order.slice(start, start + batchSize);
      const rows = batch.map((s) => {
        const views = (this.data.samples[s] as { rows: number[] }).rows;
        return views[Math.floor(this.random() * views.length)] as number;
      });
      const labels = batch.map((s) => (this.data.samples[s] as { label: number }).label);
      const result = this.trainBatch(rows, labels);
      lossSum += result.loss * batch.length;
      correct += result.correct;
    }
    const stats: EpochStats = {
      epoch: this.history.length + 1,
      train_loss: lossSum / order.length,
      train_accuracy: correct / order.length,
    };
    if (this.validation) {
      const score = scoreLogits(
        this.logits(this.validation.x, this.validation.labels.length),
        this.validation.labels,
        this.data.classes,
      );
      stats.val_loss = score.loss;
      stats.val_accuracy = score.accuracy;
    }
    this.history.push(stats);
    this.track(stats);
    return stats;
  }

  /** The trained head (best epoch's weights when early stopping), temperature 1. */
  result(): HeadParams {
    const layers = this.best && this.options.earlyStopping ? this.best.layers : this.layers;
    return {
      architecture: this.options.architecture,
      mean: this.mean,
      invStd: this.invStd,
      layers: layers.map(copyLayer),
      temperature: 1,
    };
  }

  private track(stats: EpochStats): void {
    if (!this.options.earlyStopping || stats.val_loss === undefined) return;
    if (!this.best || stats.val_loss < this.best.loss - 1e-4) {
      this.best = { loss: stats.val_loss, epoch: stats.epoch, layers: this.layers.map(copyLayer) };
      this.sinceBest = 0;
    } else if (++this.sinceBest >= this.options.patience) {
      this.stopped = true;
    }
  }

  private logits(x: Float32Array, rows: number): Float32Array {
    let z = x;
    this.layers.forEach((layer, i) => {
      z = dense(z, rows, layer, i < this.layers.length - 1);
    });
    return z;
  }

  private trainBatch(rowIds: number[], labels: number[]): { loss: number; correct: number } {
    const n = rowIds.length;
    const { dim, classes } = this.data;
    const x = new Float32Array(n * dim);
    rowIds.forEach((row, i) => {
      x.set(this.train.subarray(row * dim, (row + 1) * dim), i * dim);
    });
    // Forward, keeping each layer's input and the dropout masks.
    const inputs: Float32Array[] = [x];
    const masks: (Float32Array | undefined)[] = [];
    let a: Float32Array = x;
    this.layers.forEach((layer, i) => {
      const hidden = i < this.layers.length - 1;
      a = dense(a, n, layer, hidden);
      if (hidden) {
        const mask = dropoutMask(a.length, this.options.dropout, this.random);
        if (mask) for (let k = 0; k < a.length; k++) a[k] = (a[k] as number) * (mask[k] as number);
        masks.push(mask);
        inputs.push(a);
      }
    });
    const probs = softmaxRows(a, classes);
    let loss = 0;
    let correct = 0;
    const grad = new Float32Array(n * classes);
    for (let r = 0; r < n; r++) {
      const y = labels[r] as number;
      const o = r * classes;
      loss -= Math.log(Math.max(probs[o + y] as number, 1e-12));
      if (argmax(probs, o, classes) === y) correct++;
      for (let j = 0; j < classes; j++) {
        grad[o + j] = ((probs[o + j] as number) - (j === y ? 1 : 0)) / n;
      }
    }
    this.backward(inputs, masks, grad, n);
    return { loss: loss / n, correct };
  }

  private backward(
    inputs: Float32Array[],
    masks: (Float32Array | undefined)[],
    gradOut: Float32Array,
    n: number,
  ): void {
    let dz = gradOut;
    this.step++;
    for (let l = this.layers.length - 1; l >= 0; l--) {
      const layer = this.layers[l] as DenseLayer;
      const input = inputs[l] as Float32Array;
      const { inDim, outDim } = layer;
      const dw = new Float32Array(layer.w.length);
      const db = new Float32Array(outDim);
      for (let r = 0; r < n; r++) {
        for (let j = 0; j < outDim; j++) db[j] = (db[j] as number) + (dz[r * outDim + j] as number);
        for (let k = 0; k < inDim; k++) {
          const xk = input[r * inDim + k] as number;
          if (xk === 0) continue;
          const row = k * outDim;
          for (let j = 0; j < outDim; j++) {
            dw[row + j] = (dw[row + j] as number) + xk * (dz[r * outDim + j] as number);
          }
        }
      }
      let next: Float32Array | undefined;
      if (l > 0) {
        // Through this layer's weights, then the ReLU (and dropout) of the layer below.
        next = new Float32Array(n * inDim);
        const mask = masks[l - 1];
        for (let r = 0; r < n; r++) {
          for (let k = 0; k < inDim; k++) {
            const i = r * inDim + k;
            if ((input[i] as number) <= 0) continue;
            let sum = 0;
            const row = k * outDim;
            for (let j = 0; j < outDim; j++)
              sum += (dz[r * outDim + j] as number) * (layer.w[row + j] as number);
            next[i] = mask ? sum * (mask[i] as number) : sum;
          }
        }
      }
      this.adam(l, dw, db);
      if (next) dz = next;
    }
  }

  private adam(l: number, dw: Float32Array, db: Float32Array): void {
    const layer = this.layers[l] as DenseLayer;
    const m = this.moments[l] as (typeof this.moments)[number];
    const { learningRate: lr, weightDecay } = this.options;
    const c1 = 1 - BETA1 ** this.step;
    const c2 = 1 - BETA2 ** this.step;
    const update = (
      p: Float32Array,
      g: Float32Array,
      mv: Float32Array,
      vv: Float32Array,
      decay: number,
    ) => {
      for (let i = 0; i < p.length; i++) {
        const gi = g[i] as number;
        const mi = BETA1 * (mv[i] as number) + (1 - BETA1) * gi;
        const vi = BETA2 * (vv[i] as number) + (1 - BETA2) * gi * gi;
        mv[i] = mi;
        vv[i] = vi;
        p[i] = (p[i] as number) * (1 - lr * decay) - (lr * (mi / c1)) / (Math.sqrt(vi / c2) + EPS);
      }
    };
    update(layer.w, dw, m.mw, m.vw, weightDecay);
    update(layer.b, db, m.mb, m.vb, 0);
  }
}

/** Mean cross-entropy and accuracy of untempered logits. */
export function scoreLogits(
  logits: Float32Array,
  labels: Int32Array | number[],
  classes: number,
  temperature = 1,
): SetScore {
  const probs = softmaxRows(logits.slice(), classes, temperature);
  let loss = 0;
  let correct = 0;
  for (let r = 0; r < labels.length; r++) {
    const y = labels[r] as number;
    loss -= Math.log(Math.max(probs[r * classes + y] as number, 1e-12));
    if (argmax(probs, r * classes, classes) === y) correct++;
  }
  return {
    loss: loss / Math.max(1, labels.length),
    accuracy: correct / Math.max(1, labels.length),
  };
}

/** Index of the largest of `count` values from `offset`. */
export function argmax(values: ArrayLike<number>, offset: number, count: number): number {
  let best = 0;
  for (let j = 1; j < count; j++) {
    if ((values[offset + j] as number) > (values[offset + best] as number)) best = j;
  }
  return best;
}

function featureStats(x: Float32Array, rows: number, dim: number) {
  const mean = new Float32Array(dim);
  const variance = new Float64Array(dim);
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < dim; k++) mean[k] = (mean[k] as number) + (x[r * dim + k] as number) / rows;
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < dim; k++) {
      const d = (x[r * dim + k] as number) - (mean[k] as number);
      variance[k] = (variance[k] as number) + (d * d) / rows;
    }
  }
  // A floor keeps constant features (zero variance) from blowing up.
  const invStd = Float32Array.from(variance, (v) => 1 / Math.sqrt(v + 1e-6));
  return { mean, invStd };
}

function shuffle(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

function dropoutMask(size: number, rate: number, random: () => number): Float32Array | undefined {
  if (rate <= 0) return undefined;
  const keep = 1 / (1 - rate);
  return Float32Array.from({ length: size }, () => (random() < rate ? 0 : keep));
}

function copyLayer(layer: DenseLayer): DenseLayer {
  return { ...layer, w: layer.w.slice(), b: layer.b.slice() };
}
