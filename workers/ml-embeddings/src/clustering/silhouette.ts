/**
 * Silhouette of each point from a full distance matrix (m × m, Euclidean): s = (b − a) /
 * max(a, b), with a the mean distance to its own cluster and b the smallest mean distance to
 * another cluster. A point alone in its cluster scores 0 (as in scikit-learn).
 */
export function silhouetteSamples(distances: Float32Array, labels: ArrayLike<number>, k: number) {
  const m = labels.length;
  const sizes = new Int32Array(k);
  for (let i = 0; i < m; i++)
    sizes[labels[i] as number] = (sizes[labels[i] as number] as number) + 1;
  const scores = new Float64Array(m);
  const sums = new Float64Array(k);
  for (let i = 0; i < m; i++) {
    sums.fill(0);
    const row = i * m;
    for (let j = 0; j < m; j++) {
      const c = labels[j] as number;
      sums[c] = (sums[c] as number) + (distances[row + j] as number);
    }
    const own = labels[i] as number;
    const ownSize = sizes[own] as number;
    if (ownSize <= 1) continue;
    const a = (sums[own] as number) / (ownSize - 1);
    let b = Number.POSITIVE_INFINITY;
    for (let c = 0; c < k; c++) {
      if (c === own || sizes[c] === 0) continue;
      b = Math.min(b, (sums[c] as number) / (sizes[c] as number));
    }
    if (!Number.isFinite(b)) continue;
    const denominator = Math.max(a, b);
    scores[i] = denominator > 0 ? (b - a) / denominator : 0;
  }
  return scores;
}

/** Mean of the scores, and the mean per cluster (undefined for a cluster with no sampled point). */
export function summarize(scores: Float64Array, labels: ArrayLike<number>, k: number) {
  const totals = new Float64Array(k);
  const counts = new Int32Array(k);
  let all = 0;
  for (let i = 0; i < scores.length; i++) {
    const c = labels[i] as number;
    totals[c] = (totals[c] as number) + (scores[i] as number);
    counts[c] = (counts[c] as number) + 1;
    all += scores[i] as number;
  }
  return {
    mean: scores.length ? all / scores.length : 0,
    perCluster: Array.from(totals, (t, c) => (counts[c] ? t / (counts[c] as number) : undefined)),
  };
}

/** The spec's reading of a silhouette score. */
export function interpretSilhouette(score: number): "excellent" | "good" | "moderate" | "poor" {
  if (score > 0.7) return "excellent";
  if (score >= 0.5) return "good";
  if (score >= 0.3) return "moderate";
  return "poor";
}
