/** L2 norm of a vector. */
export function l2Norm(vector: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) {
    const v = vector[i] as number;
    sum += v * v;
  }
  return Math.sqrt(sum);
}

/**
 * Scales `vector` in place to unit L2 length and returns it. A zero vector stays zero (it has
 * no direction; callers that need one treat it as "no signal" rather than dividing by 0).
 */
export function l2Normalize<T extends Float32Array | Float64Array | number[]>(vector: T): T {
  const norm = l2Norm(vector);
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] as number) / norm;
  return vector;
}

/** Dot product; the cosine similarity of two L2-normalised vectors. */
export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

/** Cosine similarity of two vectors of any length (0 when either is zero). */
export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const denominator = l2Norm(a) * l2Norm(b);
  return denominator > 0 ? dot(a, b) / denominator : 0;
}
