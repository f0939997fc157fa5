/** Whitespace collapsed to single spaces, trimmed: CER ignores layout. */
export function normaliseText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Levenshtein distance (two rows). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
    }
    prev = cur;
  }
  return prev[b.length] as number;
}

/** Character error rate of `hypothesis` against `reference`, whitespace-normalised. */
export function cer(hypothesis: string, reference: string): number {
  const ref = normaliseText(reference);
  return editDistance(normaliseText(hypothesis), ref) / Math.max(1, ref.length);
}
