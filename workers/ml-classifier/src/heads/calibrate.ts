import { scoreLogits } from "./fit-head";

/** Bounds of the fitted temperature: never sharpen more than 2×, never flatten more than 20×. */
export const TEMPERATURE_RANGE = [0.5, 20] as const;

/**
 * Temperature scaling (Guo et al., 2017): the T in [0.5, 20] that minimises the negative
 * log-likelihood of `softmax(logits / T)` on held-out data, by golden-section search over
 * log T (NLL is unimodal in T). The lower bound keeps a perfectly separated validation set
 * from driving T towards 0 and every answer to 100 %.
 */
export function fitTemperature(
  logits: Float32Array,
  labels: Int32Array | number[],
  classes: number,
): number {
  if (labels.length === 0) return 1;
  const nll = (logT: number) => scoreLogits(logits, labels, classes, Math.exp(logT)).loss;
  let lo = Math.log(TEMPERATURE_RANGE[0]);
  let hi = Math.log(TEMPERATURE_RANGE[1]);
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = hi - ratio * (hi - lo);
  let b = lo + ratio * (hi - lo);
  let fa = nll(a);
  let fb = nll(b);
  for (let i = 0; i < 60 && hi - lo > 1e-4; i++) {
    if (fa <= fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - ratio * (hi - lo);
      fa = nll(a);
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + ratio * (hi - lo);
      fb = nll(b);
    }
  }
  return Math.exp((lo + hi) / 2);
}
