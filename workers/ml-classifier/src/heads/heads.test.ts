import { createSession, l2Normalize, seededNormal } from "@iris/ml-core";
import { describe, expect, it } from "vitest";
import { expectedCalibrationError } from "../evaluation";
import {
  argmax,
  exportHeadOnnx,
  type FitData,
  type FitOptions,
  fitTemperature,
  HEAD_INPUT,
  HEAD_OUTPUT,
  HeadFitter,
  headLogits,
  headProbabilities,
  softmaxRows,
} from ".";

const OPTIONS: FitOptions = {
  architecture: "softmax_regression",
  hiddenUnits: 32,
  learningRate: 0.01,
  epochs: 15,
  batchSize: 16,
  weightDecay: 1e-4,
  dropout: 0,
  earlyStopping: false,
  patience: 3,
  seed: 1,
};

/** Unit-length points around `classes` random centres (like embeddings of distinct types). */
function clusters(
  classes: number,
  perClass: number,
  dim: number,
  spread: number,
  seed: number,
  noiseSeed = seed,
) {
  const centre = seededNormal(seed);
  const centres = Array.from({ length: classes }, () =>
    Float32Array.from({ length: dim }, () => centre()),
  );
  const normal = seededNormal(noiseSeed * 7919 + 1);
  const x = new Float32Array(classes * perClass * dim);
  const labels = new Int32Array(classes * perClass);
  for (let i = 0; i < labels.length; i++) {
    const c = i % classes;
    labels[i] = c;
    const row = x.subarray(i * dim, (i + 1) * dim);
    for (let k = 0; k < dim; k++)
      row[k] = ((centres[c] as Float32Array)[k] as number) + normal() * spread;
    l2Normalize(row);
  }
  return { x, labels };
}

function fitData(
  train: ReturnType<typeof clusters>,
  validation: ReturnType<typeof clusters>,
  dim: number,
  classes: number,
): FitData {
  return {
    dim,
    classes,
    train: train.x,
    samples: Array.from(train.labels, (label, i) => ({ label, rows: [i] })),
    validation,
  };
}

function accuracy(probs: Float32Array, labels: Int32Array, classes: number): number {
  let ok = 0;
  labels.forEach((y, i) => {
    if (argmax(probs, i * classes, classes) === y) ok++;
  });
  return ok / labels.length;
}

describe("head training", () => {
  for (const architecture of ["softmax_regression", "mlp"] as const) {
    it(`learns separable classes with ${architecture} and generalises to unseen points`, () => {
      // Same class centres, different points: validation and a fresh test set.
      const train = clusters(4, 40, 48, 1.2, 7, 1);
      const test = clusters(4, 40, 48, 1.2, 7, 2);
      const fresh = clusters(4, 30, 48, 1.2, 7, 3);
      const fitter = new HeadFitter(fitData(train, test, 48, 4), { ...OPTIONS, architecture });
      while (!fitter.done) fitter.epoch();
      expect(fitter.history).toHaveLength(15);
      const first = fitter.history[0];
      const last = fitter.history.at(-1);
      expect(last?.train_loss).toBeLessThan((first?.train_loss ?? 0) * 0.8);
      const head = fitter.result();
      expect(accuracy(headProbabilities(head, fresh.x, 120), fresh.labels, 4)).toBeGreaterThan(
        0.95,
      );
    });
  }

  it("stops early when validation loss stops improving and keeps the best epoch", () => {
    // Labels unrelated to the points: validation loss can only get worse as it memorises.
    const train = clusters(3, 30, 32, 1, 3);
    const noise = clusters(3, 30, 32, 1, 4);
    const fitter = new HeadFitter(fitData(train, noise, 32, 3), {
      ...OPTIONS,
      architecture: "mlp",
      epochs: 60,
      learningRate: 0.02,
      earlyStopping: true,
      patience: 3,
    });
    while (!fitter.done) fitter.epoch();
    expect(fitter.stoppedEarly).toBe(true);
    expect(fitter.history.length).toBeLessThan(60);
    const best = fitter.history[fitter.bestEpoch - 1];
    const minLoss = Math.min(...fitter.history.map((h) => h.val_loss ?? Infinity));
    expect(best?.val_loss).toBe(minLoss);
    expect(fitter.history.length).toBe(fitter.bestEpoch + 3);
  });

  it("is reproducible for a seed", () => {
    const train = clusters(3, 20, 16, 1, 5);
    const run = () => {
      const fitter = new HeadFitter(fitData(train, train, 16, 3), {
        ...OPTIONS,
        architecture: "mlp",
        dropout: 0.2,
      });
      while (!fitter.done) fitter.epoch();
      return fitter.history.map((h) => h.train_loss);
    };
    expect(run()).toEqual(run());
  });
});

describe("temperature scaling", () => {
  it("softens over-confident logits and lowers the calibration error", () => {
    // Logits that always put 0.99+ on the top class, which is right only 70 % of the time.
    const n = 400;
    const classes = 3;
    const logits = new Float32Array(n * classes);
    const labels = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const predicted = i % classes;
      labels[i] = i % 10 < 7 ? predicted : (predicted + 1) % classes;
      logits[i * classes + predicted] = 6;
    }
    const confidence = (t: number) => {
      const p = softmaxRows(logits.slice(), classes, t);
      return Array.from({ length: n }, (_, i) => p[i * classes + (i % classes)] as number);
    };
    const predicted = Array.from({ length: n }, (_, i) => i % classes);
    const t = fitTemperature(logits, labels, classes);
    expect(t).toBeGreaterThan(1.5);
    const before = expectedCalibrationError(labels, predicted, confidence(1));
    const after = expectedCalibrationError(labels, predicted, confidence(t));
    expect(before).toBeGreaterThan(0.2);
    expect(after).toBeLessThan(0.05);
  });
});

describe("ONNX export", () => {
  for (const architecture of ["softmax_regression", "mlp"] as const) {
    it(`runs the ${architecture} head in onnxruntime with the probabilities TypeScript computes`, async () => {
      const data = clusters(5, 10, 24, 1, 11);
      const fitter = new HeadFitter(fitData(data, data, 24, 5), {
        ...OPTIONS,
        architecture,
        epochs: 3,
      });
      while (!fitter.done) fitter.epoch();
      const head = { ...fitter.result(), temperature: 1.7 };
      const session = await createSession(exportHeadOnnx(head), {
        provider: "cpu",
        intraOpThreads: 1,
      });
      expect(session.inputNames).toEqual([HEAD_INPUT]);
      const out = await session.run({ [HEAD_INPUT]: { data: data.x, dims: [50, 24] } });
      await session.release();
      const onnx = out[HEAD_OUTPUT]?.data as Float32Array;
      expect(out[HEAD_OUTPUT]?.dims).toEqual([50, 5]);
      const ts = headProbabilities(head, data.x, 50);
      ts.forEach((p, i) => {
        expect(onnx[i]).toBeCloseTo(p, 5);
      });
      // Temperature really is applied: logits / 1.7, not raw.
      const raw = softmaxRows(headLogits(head, data.x, 50), 5, 1);
      expect(Math.max(...raw)).toBeGreaterThan(Math.max(...onnx));
    });
  }
});
