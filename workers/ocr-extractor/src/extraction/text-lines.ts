import type { BBox, OcrPage } from "../ocr";

/** A word inside a line's text: its span and confidence. */
export interface LineWord {
  start: number;
  end: number;
  confidence: number;
  /** Horizontal extent in pixels (absent for given text). */
  x0?: number;
  x1?: number;
  /** Vertical extent in pixels (absent for given text). */
  y0?: number;
  y1?: number;
}

/** One line of text as the extractors read it. */
export interface TextLine {
  text: string;
  words: LineWord[];
  /** Mean word confidence; 1 for text given directly (nothing was recognised). */
  confidence: number;
  bbox?: BBox;
}

/** Lines of an OCR page in reading order, each word's span in the line text kept. */
export function linesFromPage(page: OcrPage): TextLine[] {
  const out: TextLine[] = [];
  for (const block of page.blocks) {
    for (const line of block.children) {
      let text = "";
      // NFC keeps fold() length-preserving, so spans found in folded text fit the original.
      const words: LineWord[] = [];
      for (const word of line.children) {
        if (text) text += " ";
        words.push({
          start: text.length,
          end: text.length + word.text.length,
          confidence: word.confidence,
          x0: word.bbox.x,
          x1: word.bbox.x + word.bbox.width,
          y0: word.bbox.y,
          y1: word.bbox.y + word.bbox.height,
        });
        text += word.text.normalize("NFC");
      }
      out.push({ text, words, confidence: line.confidence, bbox: line.bbox });
    }
  }
  return out;
}

/** Lines of plain text (the text-only route); every character counts as fully confident. */
export function linesFromText(text: string): TextLine[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+$/, ""))
    .filter((l) => l.trim() !== "")
    .map((line) => line.normalize("NFC"))
    .map((line) => ({
      text: line,
      words: [{ start: 0, end: line.length, confidence: 1 }],
      confidence: 1,
    }));
}

/** Mean confidence of the words overlapping [start, end) of `line`. */
export function spanConfidence(line: TextLine, start: number, end: number): number {
  const hit = line.words.filter((w) => w.end > start && w.start < end);
  if (hit.length === 0) return line.confidence;
  return hit.reduce((a, w) => a + w.confidence, 0) / hit.length;
}

/**
 * Lower-case, accents removed, digit look-alikes inside words turned back into letters
 * ("APELL1DOS" → "apellidos"), for matching labels. Keeps the length of NFC text, so spans
 * found in folded text fit the original.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/(?<=[a-z])[1|](?=[a-z])/g, "i")
    .replace(/(?<=[a-z])0(?=[a-z])/g, "o");
}

/**
 * A line's vertical extent without its outliers: the median top and bottom of its words that
 * hold a letter or digit, so a rule or bar OCR took for a word ("|" running through two rows)
 * does not stretch it.
 */
export function lineCore(line: TextLine): { y0: number; y1: number } | undefined {
  // Words with a letter or digit; a bar or bracket alone is a rule, not text.
  const words = line.words.filter(
    (w) =>
      w.y0 !== undefined &&
      w.y1 !== undefined &&
      /[\p{L}\d]/u.test(line.text.slice(w.start, w.end)),
  );
  const tops = words.map((w) => w.y0 as number).sort((a, b) => a - b);
  const bottoms = words.map((w) => w.y1 as number).sort((a, b) => a - b);
  const mid = (v: number[]) => v[Math.floor(v.length / 2)] as number;
  if (tops.length) return { y0: mid(tops), y1: mid(bottoms) };
  return line.bbox ? { y0: line.bbox.y, y1: line.bbox.y + line.bbox.height } : undefined;
}
