import { spanConfidence, type TextLine } from "./text-lines";

/** A run of a line between wide gaps (a column cell), with its place on the page. */
export interface Segment {
  line: number;
  start: number;
  end: number;
  text: string;
  x0: number;
  x1: number;
}

/** A gap wider than this many times the line's mean character width splits a line. */
const GAP_CHARS = 3;

/**
 * Splits each line at wide horizontal gaps between words, so that the cells of a two-column
 * layout ("Nombres: ANA      Apellidos: RUIZ") come apart. Lines without boxes stay whole.
 */
export function segmentLines(lines: TextLine[]): Segment[][] {
  return lines.map((line, index) => {
    const words = line.words;
    const boxed = words.every((w) => w.x0 !== undefined && w.x1 !== undefined);
    if (!boxed || words.length === 0) {
      return [{ line: index, start: 0, end: line.text.length, text: line.text, x0: 0, x1: 0 }];
    }
    const charWidth = charWidthOf(line);
    const out: Segment[] = [];
    let first = 0;
    for (let i = 1; i <= words.length; i++) {
      const prev = words[i - 1];
      const next = words[i];
      const split = !next || (next.x0 as number) - (prev?.x1 as number) > GAP_CHARS * charWidth;
      if (!split) continue;
      const a = words[first];
      const b = words[i - 1];
      if (a && b) {
        out.push({
          line: index,
          start: a.start,
          end: b.end,
          text: line.text.slice(a.start, b.end),
          x0: a.x0 as number,
          x1: b.x1 as number,
        });
      }
      first = i;
    }
    return out;
  });
}

/**
 * A line's character width: the lower median over its words of box width per character. On
 * a warped photo OCR may give a word a box reaching over its neighbours ("SANTIAGO" spanning
 * "DE LOS", a speck read as a letter as wide as three), which a mean over the line would take
 * for wide print and so miss a column gap.
 */
function charWidthOf(line: TextLine): number {
  // Frame strokes and rules ("|", "—") are no measure of the print's width.
  const printed = line.words.filter((w) => /[\p{L}\d]/u.test(line.text.slice(w.start, w.end)));
  const widths = (printed.length ? printed : line.words)
    .map((w) => ((w.x1 as number) - (w.x0 as number)) / Math.max(1, w.end - w.start))
    .sort((a, b) => a - b);
  return widths[(widths.length - 1) >> 1] ?? 0;
}

/** Mean word confidence over a segment's span of its line. */
export function segmentConfidence(
  lines: TextLine[],
  seg: { line: number; start: number; end: number },
): number {
  const line = lines[seg.line];
  return line ? spanConfidence(line, seg.start, seg.end) : 0;
}
