/**
 * Eigen-decomposition of a symmetric n × n matrix (row-major) by cyclic Jacobi rotations:
 * eigenvalues and the eigenvectors as columns. Exact to rounding for the few-hundred-square
 * matrices the encoder's fit needs; no dependency.
 */
export function eigSymmetric(
  matrix: Float64Array,
  n: number,
): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  const at = (i: number, j: number) => a[i * n + j] as number;
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    let diag = 0;
    for (let p = 0; p < n; p++) {
      diag += at(p, p) ** 2;
      for (let q = p + 1; q < n; q++) off += at(p, q) ** 2;
    }
    if (off <= 1e-24 * Math.max(diag, 1e-300)) break;
    for (let p = 0; p < n - 1; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = at(p, q);
        if (apq === 0) continue;
        const theta = (at(q, q) - at(p, p)) / (2 * apq);
        const t = (theta >= 0 ? 1 : -1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        rotate(a, n, p, q, c, s, true);
        rotate(a, n, p, q, c, s, false);
        rotate(v, n, p, q, c, s, true);
      }
    }
  }
  return { values: Float64Array.from({ length: n }, (_, i) => at(i, i)), vectors: v };
}

/** Applies a Jacobi rotation to columns (p, q) or rows (p, q) of m. */
function rotate(
  m: Float64Array,
  n: number,
  p: number,
  q: number,
  c: number,
  s: number,
  columns: boolean,
) {
  for (let k = 0; k < n; k++) {
    const ip = columns ? k * n + p : p * n + k;
    const iq = columns ? k * n + q : q * n + k;
    const x = m[ip] as number;
    const y = m[iq] as number;
    m[ip] = c * x - s * y;
    m[iq] = s * x + c * y;
  }
}

/** a (n × k) · b (k × m), row-major. */
export function matmul(
  a: Float64Array,
  b: Float64Array,
  n: number,
  k: number,
  m: number,
): Float64Array {
  const out = new Float64Array(n * m);
  for (let i = 0; i < n; i++) {
    for (let t = 0; t < k; t++) {
      const x = a[i * k + t] as number;
      if (x === 0) continue;
      for (let j = 0; j < m; j++)
        out[i * m + j] = (out[i * m + j] as number) + x * (b[t * m + j] as number);
    }
  }
  return out;
}

/** Transpose of an n × m row-major matrix. */
export function transpose(a: Float64Array, n: number, m: number): Float64Array {
  const out = new Float64Array(n * m);
  for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) out[j * n + i] = a[i * m + j] as number;
  return out;
}

/** Inverse of an n × n row-major matrix (Gauss–Jordan with partial pivoting). */
export function inverse(m: Float64Array, n: number): Float64Array {
  const a = Array.from({ length: n }, (_, i) => [
    ...Array.from({ length: n }, (_, j) => m[i * n + j] as number),
    ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)),
  ]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++)
      if (Math.abs(a[r]?.[c] as number) > Math.abs(a[pivot]?.[c] as number)) pivot = r;
    [a[c], a[pivot]] = [a[pivot] as number[], a[c] as number[]];
    const row = a[c] as number[];
    const d = row[c] as number;
    if (Math.abs(d) < 1e-300) throw new Error("singular matrix");
    for (let k = 0; k < 2 * n; k++) row[k] = (row[k] as number) / d;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const other = a[r] as number[];
      const f = other[c] as number;
      for (let k = 0; k < 2 * n; k++) other[k] = (other[k] as number) - f * (row[k] as number);
    }
  }
  return Float64Array.from(a.flatMap((row) => row.slice(n)));
}

/**
 * Solves A X = B for a symmetric positive-definite n × n A (row-major) and n × m B by
 * Cholesky factorisation: n³/3 operations, so it stays quick for a few thousand features.
 */
export function solveSpd(a: Float64Array, n: number, b: Float64Array, m: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * n + j] as number;
      for (let k = 0; k < j; k++) s -= (l[i * n + k] as number) * (l[j * n + k] as number);
      if (i === j) {
        if (s <= 0) throw new Error("matrix is not positive definite");
        l[i * n + i] = Math.sqrt(s);
      } else l[i * n + j] = s / (l[j * n + j] as number);
    }
  }
  const x = Float64Array.from(b);
  for (let c = 0; c < m; c++) {
    for (let i = 0; i < n; i++) {
      let s = x[i * m + c] as number;
      for (let k = 0; k < i; k++) s -= (l[i * n + k] as number) * (x[k * m + c] as number);
      x[i * m + c] = s / (l[i * n + i] as number);
    }
    for (let i = n - 1; i >= 0; i--) {
      let s = x[i * m + c] as number;
      for (let k = i + 1; k < n; k++) s -= (l[k * n + i] as number) * (x[k * m + c] as number);
      x[i * m + c] = s / (l[i * n + i] as number);
    }
  }
  return x;
}
