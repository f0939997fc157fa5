import { eigSymmetric, inverse, matmul, solveSpd, transpose } from "./linalg";

/** A fitted linear discriminant projection. */
export interface LdaProjection {
  /** Mean of the training rows (subtracted before projecting). */
  mean: number[];
  /** p × m, row-major: row-vector x projects to (x − mean) · matrix. */
  matrix: number[];
  components: number;
  /** Between-class variance along each component, in within-class units. */
  eigenvalues: number[];
}

/**
 * Shrinkage linear discriminant analysis: the `components` directions that best separate the
 * labelled classes, scaled so the within-class covariance is the identity. The within-class
 * scatter is shrunk towards a multiple of the identity by `shrinkage` (0–1), which keeps it
 * invertible with few rows per class.
 */
export function fitLda(
  rows: ArrayLike<number>[],
  labels: string[],
  components: number,
  shrinkage: number,
): LdaProjection {
  const p = rows[0]?.length ?? 0;
  const n = rows.length;
  const classes = [...new Set(labels)];
  if (components > classes.length - 1)
    throw new Error(`at most ${classes.length - 1} components for ${classes.length} classes`);
  const mean = new Float64Array(p);
  for (const r of rows)
    for (let j = 0; j < p; j++) mean[j] = (mean[j] as number) + (r[j] as number) / n;
  const centroid = new Map(classes.map((c) => [c, new Float64Array(p)]));
  const count = new Map(classes.map((c) => [c, 0]));
  rows.forEach((r, i) => {
    const label = labels[i] as string;
    const m = centroid.get(label) as Float64Array;
    for (let j = 0; j < p; j++) m[j] = (m[j] as number) + (r[j] as number);
    count.set(label, (count.get(label) as number) + 1);
  });
  for (const c of classes) {
    const m = centroid.get(c) as Float64Array;
    for (let j = 0; j < p; j++) m[j] = (m[j] as number) / (count.get(c) as number);
  }
  const within = new Float64Array(p * p);
  rows.forEach((r, i) => {
    const m = centroid.get(labels[i] as string) as Float64Array;
    addOuter(
      within,
      Float64Array.from({ length: p }, (_, j) => (r[j] as number) - (m[j] as number)),
      1 / n,
    );
  });
  let trace = 0;
  for (let j = 0; j < p; j++) trace += within[j * p + j] as number;
  for (let a = 0; a < p; a++) {
    for (let b = 0; b < p; b++) {
      within[a * p + b] =
        (1 - shrinkage) * (within[a * p + b] as number) + (a === b ? (shrinkage * trace) / p : 0);
    }
  }
  const between = new Float64Array(p * p);
  for (const c of classes) {
    const m = centroid.get(c) as Float64Array;
    addOuter(
      between,
      Float64Array.from({ length: p }, (_, j) => (m[j] as number) - (mean[j] as number)),
      (count.get(c) as number) / n,
    );
  }
  // Whiten the within-class scatter (W = U Λ^-½), then take the top eigenvectors of the
  // whitened between-class scatter: directions with within-class variance 1.
  const { values: lw, vectors: u } = eigSymmetric(within, p);
  const whiten = new Float64Array(p * p);
  for (let a = 0; a < p; a++) {
    for (let b = 0; b < p; b++)
      whiten[a * p + b] = (u[a * p + b] as number) / Math.sqrt(Math.max(lw[b] as number, 1e-12));
  }
  const whitenedBetween = matmul(
    matmul(transpose(whiten, p, p), between, p, p, p),
    whiten,
    p,
    p,
    p,
  );
  const { values: lb, vectors: v } = eigSymmetric(whitenedBetween, p);
  const order = Array.from(lb.keys())
    .sort((x, y) => (lb[y] as number) - (lb[x] as number))
    .slice(0, components);
  const top = new Float64Array(p * components);
  order.forEach((col, j) => {
    for (let a = 0; a < p; a++) top[a * components + j] = v[a * p + col] as number;
  });
  const matrix = matmul(whiten, top, p, p, components);
  return {
    mean: Array.from(mean),
    matrix: Array.from(matrix),
    components,
    eigenvalues: order.map((i) => lb[i] as number),
  };
}

/**
 * The discriminant subspace of shrinkage LDA without an eigen-decomposition of the features'
 * scatter: the C − 1 directions spanned by Σw⁻¹ (μc − μ), Σw shrunk towards a multiple of
 * the identity. Followed by {@link equalizeClasses}, which fixes the basis inside the span,
 * this gives the same embedding as {@link fitLda} with C − 1 components, in O(p³/3) instead
 * of the Jacobi sweeps that make thousands of features impractical.
 */
export function fitLdaSubspace(
  rows: ArrayLike<number>[],
  labels: string[],
  shrinkage: number,
  families?: { of: string[]; weight: number },
): LdaProjection {
  const p = rows[0]?.length ?? 0;
  const n = rows.length;
  const classes = [...new Set(labels)].sort();
  const mean = new Float64Array(p);
  for (const r of rows)
    for (let j = 0; j < p; j++) mean[j] = (mean[j] as number) + (r[j] as number) / n;
  const centroids = classes.map((c) => {
    const m = new Float64Array(p);
    const members = rows.filter((_, i) => labels[i] === c);
    for (const r of members)
      for (let j = 0; j < p; j++) m[j] = (m[j] as number) + (r[j] as number) / members.length;
    return m;
  });
  const within = new Float64Array(p * p);
  rows.forEach((r, i) => {
    const m = centroids[classes.indexOf(labels[i] as string)] as Float64Array;
    addOuter(
      within,
      Float64Array.from({ length: p }, (_, j) => (r[j] as number) - (m[j] as number)),
      1 / n,
    );
  });
  if (families?.weight) addFamilyScatter(within, rows, labels, classes, centroids, families);
  let trace = 0;
  for (let j = 0; j < p; j++) trace += within[j * p + j] as number;
  for (let a = 0; a < p; a++)
    for (let b = 0; b < p; b++)
      within[a * p + b] =
        (1 - shrinkage) * (within[a * p + b] as number) + (a === b ? (shrinkage * trace) / p : 0);
  const k = classes.length - 1;
  // Directions to the first C − 1 class means from the overall mean span the subspace.
  const diffs = new Float64Array(p * k);
  for (let c = 0; c < k; c++)
    for (let j = 0; j < p; j++)
      diffs[j * k + c] = ((centroids[c] as Float64Array)[j] as number) - (mean[j] as number);
  const directions = solveSpd(within, p, diffs, k);
  // Orthonormal basis of the span (Gram–Schmidt), for a well-conditioned projection.
  const basis = Array.from({ length: k }, (_, c) =>
    Float64Array.from({ length: p }, (_, j) => directions[j * k + c] as number),
  );
  basis.forEach((v, c) => {
    for (let d = 0; d < c; d++) {
      const u = basis[d] as Float64Array;
      let dot = 0;
      for (let j = 0; j < p; j++) dot += (v[j] as number) * (u[j] as number);
      for (let j = 0; j < p; j++) v[j] = (v[j] as number) - dot * (u[j] as number);
    }
    const norm = Math.hypot(...v) || 1;
    for (let j = 0; j < p; j++) v[j] = (v[j] as number) / norm;
  });
  const matrix = new Array<number>(p * k);
  for (let j = 0; j < p; j++)
    for (let c = 0; c < k; c++) matrix[j * k + c] = (basis[c] as Float64Array)[j] as number;
  return { mean: Array.from(mean), matrix, components: k, eigenvalues: [] };
}

/**
 * Adds to a within-class scatter how the layout families of each class differ from one
 * another: the scatter of the families' means around their class's mean, each family counted
 * once, times `weight`. A design seen in one family is what an unseen family will not share,
 * so directions along which a class's families disagree are penalised beyond what the
 * pooled image scatter (dominated by the many images of each family) says.
 */
function addFamilyScatter(
  within: Float64Array,
  rows: ArrayLike<number>[],
  labels: string[],
  classes: string[],
  centroids: Float64Array[],
  families: { of: string[]; weight: number },
) {
  const p = centroids[0]?.length ?? 0;
  const sums = new Map<string, { sum: Float64Array; n: number; label: string }>();
  rows.forEach((r, i) => {
    const name = families.of[i] as string;
    const entry = sums.get(name) ?? { sum: new Float64Array(p), n: 0, label: labels[i] as string };
    for (let j = 0; j < p; j++) entry.sum[j] = (entry.sum[j] as number) + (r[j] as number);
    entry.n++;
    sums.set(name, entry);
  });
  const weight = families.weight / sums.size;
  for (const { sum, n, label } of sums.values()) {
    const m = centroids[classes.indexOf(label)] as Float64Array;
    addOuter(
      within,
      Float64Array.from({ length: p }, (_, j) => (sum[j] as number) / n - (m[j] as number)),
      weight,
    );
  }
}

/** Projects one row. */
export function projectLda(row: ArrayLike<number>, lda: LdaProjection): number[] {
  const out = new Array<number>(lda.components).fill(0);
  for (let a = 0; a < lda.mean.length; a++) {
    const d = (row[a] as number) - (lda.mean[a] as number);
    for (let j = 0; j < lda.components; j++)
      out[j] = (out[j] as number) + d * (lda.matrix[a * lda.components + j] as number);
  }
  return out;
}

function addOuter(target: Float64Array, d: Float64Array, weight: number) {
  const p = d.length;
  for (let a = 0; a < p; a++) {
    const da = (d[a] as number) * weight;
    if (da === 0) continue;
    for (let b = 0; b < p; b++)
      target[a * p + b] = (target[a * p + b] as number) + da * (d[b] as number);
  }
}

/** An affine map row ↦ row · matrix + bias, row-major p × k. */
export interface AffineProjection {
  matrix: number[];
  bias: number[];
  components: number;
}

/**
 * Composes an LDA projection with the linear map that sends the classes' mean projections to
 * the vertices of a centred regular simplex (all classes equally far apart, every vertex at
 * distance `radius` from the centre). LDA leaves the classes unevenly spread (cards versus
 * pages dominates); after L2 normalisation that crowds the close classes together, and a
 * silhouette would prefer merging them. With C classes in C − 1 components the map is exact.
 */
export function equalizeClasses(
  lda: LdaProjection,
  rows: ArrayLike<number>[],
  labels: string[],
  radius = 1,
): AffineProjection {
  const k = lda.components;
  const classes = [...new Set(labels)].sort();
  if (classes.length !== k + 1) throw new Error(`needs ${k + 1} classes for ${k} components`);
  const projected = rows.map((r) => projectLda(r, lda));
  const means = classes.map((c) => {
    const members = projected.filter((_, i) => labels[i] === c);
    return Array.from(
      { length: k },
      (_, j) => members.reduce((s, m) => s + (m[j] as number), 0) / members.length,
    );
  });
  const centre = Array.from(
    { length: k },
    (_, j) => means.reduce((s, m) => s + (m[j] as number), 0) / means.length,
  );
  const centred = means.map((m) => m.map((v, j) => v - (centre[j] as number)));
  const vertices = simplexVertices(classes.length, radius);
  // A minimises Σ‖A·mᵢ − sᵢ‖²: A = (Σ sᵢ mᵢᵀ)(Σ mᵢ mᵢᵀ)⁻¹ (k × k).
  const mm = new Float64Array(k * k);
  const sm = new Float64Array(k * k);
  centred.forEach((m, i) => {
    const v = vertices[i] as number[];
    for (let a = 0; a < k; a++) {
      for (let b = 0; b < k; b++) {
        mm[a * k + b] = (mm[a * k + b] as number) + (m[a] as number) * (m[b] as number);
        sm[a * k + b] = (sm[a * k + b] as number) + (v[a] as number) * (m[b] as number);
      }
    }
  });
  const a = matmul(sm, inverse(mm, k), k, k, k);
  // row ↦ A · ((row − μ)·P − c)  =  row · (P Aᵀ) − (μ·P + c) Aᵀ
  const p = lda.mean.length;
  const at = transpose(a, k, k);
  const matrix = matmul(Float64Array.from(lda.matrix), at, p, k, k);
  const offset = projectLda(new Array<number>(p).fill(0), lda).map(
    (v, j) => v - (centre[j] as number),
  );
  const bias = Array.from(matmul(Float64Array.from(offset), at, 1, k, k));
  return { matrix: Array.from(matrix), bias, components: k };
}

/** The C vertices of a regular simplex centred at the origin in C − 1 dimensions, at `radius`. */
export function simplexVertices(count: number, radius = 1): number[][] {
  // eᵢ − 1/C in C dimensions, expressed in an orthonormal basis of the plane Σx = 0.
  const basis: number[][] = [];
  for (let b = 0; b < count - 1; b++) {
    let v = Array.from({ length: count }, (_, j) => (j === b ? 1 : 0) - (j === b + 1 ? 1 : 0));
    for (const u of basis) {
      const d = v.reduce((s, x, j) => s + x * (u[j] as number), 0);
      v = v.map((x, j) => x - d * (u[j] as number));
    }
    const n = Math.hypot(...v);
    basis.push(v.map((x) => x / n));
  }
  const scale = radius / Math.sqrt(1 - 1 / count);
  return Array.from({ length: count }, (_, i) =>
    basis.map((u) => u.reduce((s, x, j) => s + x * ((i === j ? 1 : 0) - 1 / count), 0) * scale),
  );
}
