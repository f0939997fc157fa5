/**
 * Solves the square linear system a·x = b by Gaussian elimination with partial pivoting.
 * The inputs are not modified. Answers undefined when the system is singular (a pivot
 * under 1e-12 in magnitude).
 */
export function solveLinear(
  a: readonly (readonly number[])[],
  b: readonly number[],
): number[] | undefined {
  const n = b.length;
  if (a.length !== n || a.some((row) => row.length !== n)) {
    throw new RangeError(`solveLinear needs an ${n}×${n} matrix`);
  }
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) {
      if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[pivot] as number[])[c] as number))
        pivot = r;
    }
    [m[c], m[pivot]] = [m[pivot] as number[], m[c] as number[]];
    const row = m[c] as number[];
    const p = row[c] as number;
    if (Math.abs(p) < 1e-12) return undefined;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const other = m[r] as number[];
      const f = (other[c] as number) / p;
      if (f === 0) continue;
      for (let k = c; k <= n; k++) other[k] = (other[k] as number) - f * (row[k] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}
