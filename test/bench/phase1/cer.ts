/**
 * Character error rate: Levenshtein distance between the recognised and the true text over
 * the length of the true text, after folding whitespace (runs of spaces and line breaks
 * become one space) — layout is not what is measured. Case and accents count.
 */
export function cer(recognised: string, truth: string): number {
  const a = fold(recognised);
  const b = fold(truth);
  if (b.length === 0) return a.length === 0 ? 0 : 1;
  return levenshtein(a, b) / b.length;
}

function fold(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** Edit distance (insertions, deletions, substitutions), two rows of memory. */
export function levenshtein(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  let current = new Array<number>(y.length + 1);
  for (let i = 1; i <= x.length; i++) {
    current[0] = i;
    for (let j = 1; j <= y.length; j++) {
      const substitution = (previous[j - 1] as number) + (x[i - 1] === y[j - 1] ? 0 : 1);
      current[j] = Math.min(
        substitution,
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
      );
    }
    [previous, current] = [current, previous];
  }
  return previous[y.length] as number;
}
