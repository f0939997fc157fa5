import { DOCUMENT_TYPES, type DocumentType } from "@iris/kit/document-types";
import { pageWords, type WordModel } from "../extraction/type-words";

/** One page read: its true type, its layout family and its lines. */
export interface WordRow {
  truth: DocumentType;
  family: string;
  lines: { text: string }[];
}

/** A word counts when at least this many layout families of one type print it. */
export const MIN_FAMILIES = 3;
/** Fewer of the model's words than this on a page: the words say nothing. */
export const MIN_WORDS = 3;
/** Additive smoothing of each type's word frequencies (Laplace). */
export const SMOOTHING = 1;
/** Temperatures tried by the leave-one-family-out fit. */
const TEMPERATURES = [1, 1.5, 2, 3, 4, 6, 8, 12];

/**
 * Fits the words' type model (extraction/type-words.ts) on `rows`: the vocabulary (Spanish
 * words printed by MIN_FAMILIES families of one type), each type's word frequencies (each
 * family weighing the same; a word counts once per page), Laplace-smoothed into
 * log-probabilities. The temperature is chosen by leaving each family out in turn: refitted
 * without it, the model scores its pages, and the temperature with the least mean negative
 * log-likelihood of their true types wins. The leave-one-family-out accuracy is reported.
 */
export function fitWordModel(rows: WordRow[]): WordModel {
  const words = rows.map((r) => pageWords(r.lines));
  const all = rows.map((_, i) => i);
  const families = [...new Set(rows.map((r) => r.family))];
  const scored: { logits: number[] | null; truth: number }[] = [];
  for (const family of families) {
    const model = vocabularyModel(
      rows,
      words,
      all.filter((i) => rows[i]?.family !== family),
    );
    for (const i of all.filter((i) => rows[i]?.family === family)) {
      const present = [...(words[i] ?? [])].filter((w) => w in model);
      scored.push({
        logits:
          present.length < MIN_WORDS
            ? null
            : DOCUMENT_TYPES.map((_, k) => present.reduce((s, w) => s + (model[w]?.[k] ?? 0), 0)),
        truth: DOCUMENT_TYPES.indexOf((rows[i] as WordRow).truth),
      });
    }
  }
  const spoken = scored.filter((s) => s.logits !== null) as { logits: number[]; truth: number }[];
  const nll = (t: number) =>
    spoken.reduce(
      (sum, s) => sum - Math.log(Math.max(1e-9, softmax(s.logits, t)[s.truth] ?? 0)),
      0,
    ) / Math.max(1, spoken.length);
  const temperature = TEMPERATURES.reduce((best, t) => (nll(t) < nll(best) ? t : best));
  const right = spoken.filter((s) => argmax(s.logits) === s.truth).length;
  const byType = Object.fromEntries(
    DOCUMENT_TYPES.map((t, k) => {
      const own = spoken.filter((s) => s.truth === k);
      return [t, round(own.filter((s) => argmax(s.logits) === k).length / Math.max(1, own.length))];
    }),
  );
  return {
    fitted: {
      pages: rows.length,
      families: families.length,
      min_families: MIN_FAMILIES,
      smoothing: SMOOTHING,
      leave_one_family_out: {
        pages_with_words: spoken.length,
        accuracy: round(right / Math.max(1, spoken.length)),
        accuracy_by_type: byType,
        nll: round(nll(temperature)),
      },
    },
    temperature,
    min_words: MIN_WORDS,
    vocabulary: vocabularyModel(rows, words, all),
  };
}

/** Per vocabulary word, its smoothed log-probability under each type, from the pages `use`. */
function vocabularyModel(
  rows: WordRow[],
  words: Set<string>[],
  use: number[],
): Record<string, number[]> {
  const familiesOf = new Map<string, Map<DocumentType, Set<string>>>();
  const pagesOf = new Map<DocumentType, Map<string, number[]>>();
  for (const i of use) {
    const { truth, family } = rows[i] as WordRow;
    const byFamily = pagesOf.get(truth) ?? new Map<string, number[]>();
    pagesOf.set(truth, byFamily.set(family, [...(byFamily.get(family) ?? []), i]));
    for (const w of words[i] ?? []) {
      const types = familiesOf.get(w) ?? new Map<DocumentType, Set<string>>();
      familiesOf.set(w, types.set(truth, (types.get(truth) ?? new Set()).add(family)));
    }
  }
  const vocabulary = [...familiesOf]
    .filter(([, types]) => [...types.values()].some((f) => f.size >= MIN_FAMILIES))
    .map(([w]) => w)
    .sort();
  const out: Record<string, number[]> = Object.fromEntries(vocabulary.map((w) => [w, []]));
  for (const type of DOCUMENT_TYPES) {
    const groups = [...(pagesOf.get(type)?.values() ?? [])];
    // Each family's share of pages printing the word, summed over the type's families.
    const freq = vocabulary.map((w) =>
      groups.reduce((s, g) => s + g.filter((i) => words[i]?.has(w)).length / g.length, 0),
    );
    const total = freq.reduce((a, b) => a + b, 0) + SMOOTHING * vocabulary.length;
    vocabulary.forEach((w, k) => {
      (out[w] as number[]).push(round(Math.log(((freq[k] ?? 0) + SMOOTHING) / total), 4));
    });
  }
  return out;
}

function softmax(z: number[], temperature: number): number[] {
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp((v - top) / temperature));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / s);
}

const argmax = (a: number[]) => a.indexOf(Math.max(...a));
const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
