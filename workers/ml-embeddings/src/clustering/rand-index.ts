/**
 * Adjusted Rand index of two labelings of the same points: 1 for identical partitions (up to
 * renaming), about 0 for chance agreement. Used to score clustering against ground truth.
 */
export function adjustedRandIndex(
  truth: ArrayLike<string | number>,
  predicted: ArrayLike<number>,
): number {
  const n = truth.length;
  if (n !== predicted.length) throw new Error("labelings differ in length");
  const table = new Map<string, number>();
  const rows = new Map<string | number, number>();
  const cols = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const t = truth[i] as string | number;
    const p = predicted[i] as number;
    const key = `${t}\u0000${p}`;
    table.set(key, (table.get(key) ?? 0) + 1);
    rows.set(t, (rows.get(t) ?? 0) + 1);
    cols.set(p, (cols.get(p) ?? 0) + 1);
  }
  const pairs = (x: number) => (x * (x - 1)) / 2;
  let index = 0;
  for (const v of table.values()) index += pairs(v);
  let a = 0;
  for (const v of rows.values()) a += pairs(v);
  let b = 0;
  for (const v of cols.values()) b += pairs(v);
  const expected = (a * b) / pairs(n);
  const max = (a + b) / 2;
  return max === expected ? 1 : (index - expected) / (max - expected);
}
