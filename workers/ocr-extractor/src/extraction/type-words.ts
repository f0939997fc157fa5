import { readFileSync } from "node:fs";
import { isCommonWord } from "../normalize";
import { DOCUMENT_TYPES, type DocumentType } from "./document-types";
import { fold, type TextLine } from "./text-lines";

/**
 * The page's words as evidence of its type: a naive Bayes model over which Spanish words a
 * page prints (present or not, not how often), fitted on OCR readings of training-family
 * photos (`npm run fit:type-calibration -w workers/ocr-extractor -- --from … --fit-words`,
 * type-calibration/words-fit.ts). It hears what the rules of detect-type.ts do not look for —
 * a card's "sexo", "nacimiento", "vencimiento"; a certificate's "que", "consta", "reside"; an
 * invoice's "cantidad", "precio" — and speaks where a page does not name itself.
 *
 * Kept general by construction: only common words of the Spanish dictionaries (pageWords: no
 * name of a person or place, so none of a generator's pools), and only words printed by
 * at least MIN_FAMILIES layout families of one type (one design's wording does not count);
 * each family weighs the same within its type. Its temperature is the one under which the
 * model, refitted with each family left out in turn, gave the left-out family's pages the
 * least negative log-likelihood: how sure it should be on a design it has never seen.
 */
export interface WordModel {
  /** What it was fitted on, and its leave-one-family-out figures. */
  fitted: Record<string, unknown>;
  /** Divides the summed log-probabilities before the softmax. */
  temperature: number;
  /** Fewer vocabulary words than this on a page: the words say nothing. */
  min_words: number;
  /** Per word, its log-probability under each type (DOCUMENT_TYPES order). */
  vocabulary: Record<string, number[]>;
}

/** What the words say about a page. */
export interface WordEvidence {
  probabilities: Record<DocumentType, number>;
  /** The vocabulary words the page prints, most telling for `probabilities`' best type first. */
  words: string[];
}

/**
 * The words of three letters or more that `lines` print, folded, that are common words of the
 * Spanish dictionaries and no proper noun or person's name (isCommonWord): what a document
 * says, not whom or where it names.
 */
export function pageWords(lines: readonly Pick<TextLine, "text">[]): Set<string> {
  const words = new Set<string>();
  for (const line of lines)
    for (const w of fold(line.text).match(/[a-zñ]{3,}/g) ?? []) if (isCommonWord(w)) words.add(w);
  return words;
}

let shipped: WordModel | undefined;

/** The model shipped beside this file (type-words.json), read once per thread. */
export function shippedWordModel(): WordModel {
  shipped ??= JSON.parse(
    readFileSync(new URL("./type-words.json", import.meta.url), "utf8"),
  ) as WordModel;
  return shipped;
}

/** The words' view of the page's type, or null when it prints too few of the model's words. */
export function wordEvidence(
  lines: readonly Pick<TextLine, "text">[],
  model: WordModel = shippedWordModel(),
): WordEvidence | null {
  const present = [...pageWords(lines)].filter((w) => w in model.vocabulary);
  if (present.length < model.min_words) return null;
  const logits = DOCUMENT_TYPES.map((_, k) =>
    present.reduce((sum, w) => sum + (model.vocabulary[w]?.[k] ?? 0), 0),
  );
  const top = Math.max(...logits);
  const weights = logits.map((z) => Math.exp((z - top) / model.temperature));
  const total = weights.reduce((a, b) => a + b, 0);
  const probabilities = Object.fromEntries(
    DOCUMENT_TYPES.map((t, k) => [t, Math.round(((weights[k] ?? 0) / total) * 1e4) / 1e4]),
  ) as Record<DocumentType, number>;
  const best = logits.indexOf(top);
  // How much more likely a word is under the best type than under the others on average.
  const lift = (w: string) => {
    const row = model.vocabulary[w] ?? [];
    const own = row[best] ?? 0;
    const rest = row.filter((_, k) => k !== best);
    return own - rest.reduce((a, b) => a + b, 0) / Math.max(1, rest.length);
  };
  return { probabilities, words: present.sort((a, b) => lift(b) - lift(a)) };
}
