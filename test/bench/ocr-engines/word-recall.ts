/**
 * Words of a text for matching: whitespace-separated tokens in capitals (the annotation writes
 * most receipts' text in capitals whatever the print), with the punctuation around them
 * trimmed ("PANAS." and "PANAS," are one word; ":" alone is none). Inner punctuation stays:
 * "29.68", "03-40210276".
 */
export function words(text: string): string[] {
  return text
    .normalize("NFC")
    .toUpperCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
}

/** Tokens as written: case and punctuation kept. */
export function exactWords(text: string): string[] {
  return text.normalize("NFC").split(/\s+/).filter(Boolean);
}

/** The multiset of `truth` tokens also in `read`. */
function matched(read: string[], truth: string[]): number {
  const left = new Map<string, number>();
  for (const w of read) left.set(w, (left.get(w) ?? 0) + 1);
  let found = 0;
  for (const w of truth) {
    const n = left.get(w) ?? 0;
    if (n > 0) {
      found += 1;
      left.set(w, n - 1);
    }
  }
  return found;
}

/** How `read` covers the true `lines`, word by word. */
export interface WordMatch {
  /** True words read (see `words`), over the true words. */
  recall: number;
  /** True words read, over the words read. */
  precision: number;
  /** Recall with case and punctuation kept. */
  exact_recall: number;
  truth: number;
  found: number;
}

/** Word recall and precision of `read` against the annotated `lines` (multisets). */
export function wordMatch(read: string, lines: string[]): WordMatch {
  const truth = words(lines.join("\n"));
  const got = words(read);
  const found = matched(got, truth);
  const exactTruth = exactWords(lines.join("\n"));
  return {
    recall: truth.length ? found / truth.length : 1,
    precision: got.length ? found / got.length : 0,
    exact_recall: exactTruth.length ? matched(exactWords(read), exactTruth) / exactTruth.length : 1,
    truth: truth.length,
    found,
  };
}
