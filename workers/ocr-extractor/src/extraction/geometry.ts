import { lineCore, type TextLine } from "./text-lines";

/** Share of the shorter line's height two lines must share to be on one row. */
const SAME_ROW = 0.5;
/** How far below a line (in its heights) the line holding its value may start. */
const BELOW_LINES = 1.6;

/** Left and right edges of a line's words (undefined without boxes). */
export function lineSpan(line: TextLine): { x0: number; x1: number } | undefined {
  const first = line.words[0];
  const last = line.words.at(-1);
  if (first?.x0 === undefined || last?.x1 === undefined) return undefined;
  return { x0: first.x0, x1: last.x1 };
}

/**
 * The other lines on the same row as line `index`, left to right: OCR often reads one printed
 * row as several lines ("TOTAL" at the left margin, "7.42" at the right one). Empty without
 * boxes.
 */
export function rowMates(lines: TextLine[], index: number): number[] {
  const line = lines[index];
  const core = line && lineCore(line);
  if (!core || !line.bbox) return [];
  return lines
    .map((l, i) => ({ i, c: l.bbox ? lineCore(l) : undefined, s: lineSpan(l) }))
    .filter(({ i, c }) => {
      if (i === index || !c) return false;
      const overlap = Math.min(c.y1, core.y1) - Math.max(c.y0, core.y0);
      return overlap >= SAME_ROW * Math.min(c.y1 - c.y0, core.y1 - core.y0);
    })
    .sort((a, b) => (a.s?.x0 ?? 0) - (b.s?.x0 ?? 0))
    .map(({ i }) => i);
}

/**
 * The line just below line `index` (by position when lines have boxes, else the next one),
 * when it starts within {@link BELOW_LINES} line heights.
 */
export function lineBelow(lines: TextLine[], index: number): number | undefined {
  const line = lines[index];
  const core = line && lineCore(line);
  if (!core || !line.bbox) return index + 1 < lines.length ? index + 1 : undefined;
  const height = core.y1 - core.y0;
  let best: { i: number; y: number } | undefined;
  lines.forEach((l, i) => {
    const c = l.bbox ? lineCore(l) : undefined;
    if (i === index || !c) return;
    if (c.y0 < core.y0 + 0.6 * height || c.y0 - core.y1 > BELOW_LINES * height) return;
    if (!best || c.y0 < best.y) best = { i, y: c.y0 };
  });
  return best?.i;
}

/** Lines in the order they are printed, top to bottom (reading order without boxes). */
export function topToBottom(lines: TextLine[]): number[] {
  const order = lines.map((_, i) => i);
  if (!lines.every((l) => l.bbox)) return order;
  const top = (i: number) => lineCore(lines[i] as TextLine)?.y0 ?? 0;
  return order.sort((a, b) => top(a) - top(b));
}
