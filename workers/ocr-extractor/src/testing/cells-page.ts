import { buildDocument } from "../extraction/build-document";
import type { DocumentType } from "../extraction/document-types";
import type { LineWord, TextLine } from "../extraction/text-lines";

/**
 * One printed cell as OCR would read it: text at x, y (pixels), letters `size` high (20 by
 * default). Cells on the same y are one line's words, with a wide gap between cells.
 */
export type Cell = [text: string, x: number, y: number, size?: number];

/** The text lines of a page drawn from cells, with word boxes, for extraction tests. */
export function cellsPage(cells: Cell[]): TextLine[] {
  const rows = new Map<number, Cell[]>();
  for (const c of cells) rows.set(c[2], [...(rows.get(c[2]) ?? []), c]);
  return [...rows.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([y, row]) => {
      let text = "";
      const words: LineWord[] = [];
      for (const [cell, x0, , size = 20] of row.sort((a, b) => a[1] - b[1])) {
        let x = x0;
        for (const word of cell.split(" ")) {
          if (text) text += " ";
          const width = word.length * size * 0.6;
          words.push({
            start: text.length,
            end: text.length + word.length,
            confidence: 0.95,
            x0: x,
            x1: x + width,
            y0: y,
            y1: y + size,
          });
          text += word;
          x += width + size * 0.3;
        }
      }
      const x0 = words[0]?.x0 ?? 0;
      const x1 = words.at(-1)?.x1 ?? 0;
      const height = Math.max(...row.map((c) => c[3] ?? 20));
      return { text, words, confidence: 0.95, bbox: { x: x0, y, width: x1 - x0, height } };
    });
}

/** The document built from a page drawn from cells, as `type` (tables and fields on). */
export function buildFromCells(cells: Cell[], type: DocumentType) {
  return buildDocument({
    lines: cellsPage(cells),
    documentType: type,
    ocrConfidence: 0.95,
    wordCount: cells.length,
    options: () => ({ checkboxes: false, tables: true, fields: true }),
    normalise: { phoneRegion: "VE", today: new Date("2026-06-01T00:00:00Z") },
    elapsedSeconds: 0,
  });
}
