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
  return joinRowFragments(out);
}

/**
 * Lines OCR cut apart on one row ("Calle Libertador, Cas" | "a 28-19, Urb. ...", read as two
 * blocks) joined back: a line that starts where another on the same row ends — a gap under
 * half the line height — continues it; a gap under a sixth of the height is inside a word.
 */
export function joinRowFragments(lines: TextLine[]): TextLine[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    for (;;) {
      const a = out[i] as TextLine;
      const ca = lineCore(a);
      const lastA = a.words.at(-1);
      if (!ca || !a.bbox || lastA?.x1 === undefined) break;
      const h = ca.y1 - ca.y0;
      const j = out.findIndex((b, k) => {
        if (k === i || !b.bbox) return false;
        const cb = lineCore(b);
        const firstB = b.words[0];
        if (!cb || firstB?.x0 === undefined) return false;
        const overlap = Math.min(ca.y1, cb.y1) - Math.max(ca.y0, cb.y0);
        const gap = firstB.x0 - (lastA.x1 as number);
        return overlap >= 0.7 * Math.min(h, cb.y1 - cb.y0) && gap >= -2 && gap < 0.5 * h;
      });
      if (j < 0) break;
      const b = out[j] as TextLine;
      const gap = (b.words[0]?.x0 as number) - (lastA.x1 as number);
      out[i] = joinTwo(a, b, gap < h / 6);
      out.splice(j, 1);
      if (j < i) i -= 1;
    }
  }
  return out;
}

function joinTwo(a: TextLine, b: TextLine, sameWord: boolean): TextLine {
  const sep = sameWord ? "" : " ";
  const shift = a.text.length + sep.length;
  let words = [
    ...a.words,
    ...b.words.map((w) => ({ ...w, start: w.start + shift, end: w.end + shift })),
  ];
  if (sameWord) {
    const last = a.words.length - 1;
    const left = words[last] as LineWord;
    const right = words[last + 1] as LineWord;
    const merged: LineWord = {
      ...left,
      end: right.end,
      confidence: Math.min(left.confidence, right.confidence),
      ...(right.x1 !== undefined ? { x1: right.x1 } : {}),
    };
    words = [...words.slice(0, last), merged, ...words.slice(last + 2)];
  }
  const box = a.bbox as BBox;
  const other = b.bbox as BBox;
  const x = Math.min(box.x, other.x);
  const y = Math.min(box.y, other.y);
  const n = a.words.length + b.words.length;
  return {
    text: `${a.text}${sep}${b.text}`,
    words,
    confidence: (a.confidence * a.words.length + b.confidence * b.words.length) / Math.max(1, n),
    bbox: {
      x,
      y,
      width: Math.max(box.x + box.width, other.x + other.width) - x,
      height: Math.max(box.y + box.height, other.y + other.height) - y,
    },
  };
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
