import { seededRandom } from "@iris/ml-core";
import { adjustedRandIndex } from "../../../workers/ml-embeddings/src/clustering/rand-index";
import { equalizeClasses, fitLdaSubspace } from "../layout-encoder/lda";

/** Labelled feature rows, one per image. */
export interface LabelledRows {
  x: number[][];
  types: string[];
  families: string[];
}

/** How the encoder's fitted part is made (see layout-encoder/fit.ts). */
export interface ProjectionOptions {
  shrinkage: number;
  residualWeight: number;
  /**
   * How much the spread of each type's family means adds to the within-type scatter the LDA
   * divides by (0: images only, as first fitted). See fitLdaSubspace.
   */
  familyWeight?: number;
}

/** The fitted part of an encoder: standardisation and the class-equalised LDA. */
export interface FittedProjection {
  mean: number[];
  std: number[];
  matrix: number[];
  bias: number[];
  components: number;
  residualWeight: number;
}

/** Fits standardisation + shrinkage LDA + simplex map on `rows`. */
export function fitProjection(rows: LabelledRows, opt: ProjectionOptions): FittedProjection {
  const p = rows.x[0]?.length ?? 0;
  const n = rows.x.length;
  const mean = new Array<number>(p).fill(0);
  const sq = new Array<number>(p).fill(0);
  for (const r of rows.x)
    for (let j = 0; j < p; j++) {
      mean[j] = (mean[j] as number) + (r[j] as number) / n;
      sq[j] = (sq[j] as number) + (r[j] as number) ** 2 / n;
    }
  const std = mean.map((m, j) => Math.max(Math.sqrt(Math.max((sq[j] as number) - m * m, 0)), 1e-6));
  const z = rows.x.map((r) => r.map((v, j) => (v - (mean[j] as number)) / (std[j] as number)));
  const lda = fitLdaSubspace(
    z,
    rows.types,
    opt.shrinkage,
    opt.familyWeight ? { of: rows.families, weight: opt.familyWeight } : undefined,
  );
  const eq = equalizeClasses(lda, z, rows.types, 1);
  return { mean, std, ...eq, residualWeight: opt.residualWeight };
}

/** The encoder's output for one raw row (before the service's L2 normalisation). */
export function project(row: ArrayLike<number>, f: FittedProjection): number[] {
  const p = f.mean.length;
  const z = Array.from(
    { length: p },
    (_, j) => ((row[j] as number) - (f.mean[j] as number)) / (f.std[j] as number),
  );
  const out = Array.from({ length: f.components }, (_, c) => {
    let s = f.bias[c] as number;
    for (let j = 0; j < p; j++) s += (z[j] as number) * (f.matrix[j * f.components + c] as number);
    return s;
  });
  const w = f.residualWeight / Math.sqrt(p);
  return [...out, ...z.map((v) => v * w)];
}

/** Unit-length copy of a vector (as the service answers embeddings). */
export function unit(v: number[]): number[] {
  const n = Math.hypot(...v) || 1;
  return v.map((x) => x / n);
}

/**
 * Folds over families: in fold f, each type's families (sorted by name) at positions
 * f, f + folds, … are validation, the rest fit. Validation families are never seen by the fit.
 */
export function familyFolds(
  rows: LabelledRows,
  folds: number,
): { fit: number[]; validation: number[] }[] {
  const byType = new Map<string, string[]>();
  rows.families.forEach((fam, i) => {
    const list = byType.get(rows.types[i] as string) ?? [];
    if (!list.includes(fam)) list.push(fam);
    byType.set(rows.types[i] as string, list);
  });
  const foldOf = new Map<string, number>();
  for (const list of byType.values()) {
    list.sort().forEach((fam, i) => {
      foldOf.set(fam, i % folds);
    });
  }
  return Array.from({ length: folds }, (_, f) => {
    const fit: number[] = [];
    const validation: number[] = [];
    rows.families.forEach((fam, i) => {
      (foldOf.get(fam) === f ? validation : fit).push(i);
    });
    return { fit, validation };
  });
}

/** Picks rows by index. */
export function subset(rows: LabelledRows, idx: number[]): LabelledRows {
  return {
    x: idx.map((i) => rows.x[i] as number[]),
    types: idx.map((i) => rows.types[i] as string),
    families: idx.map((i) => rows.families[i] as string),
  };
}

/** k-means++ (best inertia of `inits`), Euclidean, on small sets. */
export function kmeans(x: number[][], k: number, seed: number, inits = 8): number[] {
  const random = seededRandom(seed);
  const d2 = (a: number[], b: number[]) =>
    a.reduce((s, v, j) => s + (v - (b[j] as number)) ** 2, 0);
  let best: { inertia: number; labels: number[] } | undefined;
  for (let t = 0; t < inits; t++) {
    const centres: number[][] = [x[Math.floor(random() * x.length)] as number[]];
    while (centres.length < k) {
      const dist = x.map((p) => Math.min(...centres.map((c) => d2(p, c))));
      const total = dist.reduce((a, b) => a + b, 0);
      let r = random() * total;
      let pick = 0;
      for (; pick < x.length - 1 && r > (dist[pick] as number); pick++) r -= dist[pick] as number;
      centres.push([...(x[pick] as number[])]);
    }
    let labels = new Array<number>(x.length).fill(0);
    for (let iter = 0; iter < 100; iter++) {
      const next = x.map((p) => {
        let bi = 0;
        centres.forEach((c, i) => {
          if (d2(p, c) < d2(p, centres[bi] as number[])) bi = i;
        });
        return bi;
      });
      const changed = next.some((l, i) => l !== labels[i]);
      labels = next;
      for (let c = 0; c < k; c++) {
        const members = x.filter((_, i) => labels[i] === c);
        if (members.length)
          centres[c] = (members[0] as number[]).map(
            (_, j) => members.reduce((s, m) => s + (m[j] as number), 0) / members.length,
          );
      }
      if (!changed) break;
    }
    const inertia = x.reduce((s, p, i) => s + d2(p, centres[labels[i] as number] as number[]), 0);
    if (!best || inertia < best.inertia) best = { inertia, labels };
  }
  return best?.labels ?? [];
}

/** Mean silhouette (Euclidean). */
export function silhouette(x: number[][], labels: number[]): number {
  const d = (a: number[], b: number[]) =>
    Math.sqrt(a.reduce((s, v, j) => s + (v - (b[j] as number)) ** 2, 0));
  const ks = [...new Set(labels)];
  let total = 0;
  x.forEach((p, i) => {
    const mean = (c: number) => {
      const m = x.filter((_, j) => labels[j] === c && j !== i);
      return m.length ? m.reduce((s, q) => s + d(p, q), 0) / m.length : 0;
    };
    const own = labels[i] as number;
    const a = mean(own);
    const b = Math.min(...ks.filter((c) => c !== own).map(mean));
    const size = labels.filter((l) => l === own).length;
    total += size > 1 ? (b - a) / Math.max(a, b) : 0;
  });
  return total / x.length;
}

/** ARI at k = number of types, and the k (2…8) the silhouette picks with its ARI. */
export function clusterScores(emb: number[][], types: string[]) {
  const k = new Set(types).size;
  const atK = kmeans(emb, k, 42);
  let pick = { k: 2, s: -2, labels: [] as number[] };
  for (let kk = 2; kk <= 8; kk++) {
    const labels = kk === k ? atK : kmeans(emb, kk, 42);
    const s = silhouette(emb, labels);
    if (s > pick.s) pick = { k: kk, s, labels };
  }
  return {
    ari_at_true_k: adjustedRandIndex(types, atK),
    chosen_k: pick.k,
    ari_at_chosen_k: adjustedRandIndex(types, pick.labels),
  };
}
