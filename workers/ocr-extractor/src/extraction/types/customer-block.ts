import { topToBottom } from "../geometry";
import type { LabelledText } from "../labels";
import type { Segment } from "../segments";
import { fold, lineCore, type TextLine } from "../text-lines";

/**
 * A label opening the buyer's block of an invoice (its name, address and tax number follow,
 * beside or under it): Cliente, Receptor, Adquiriente, Comprador, Señor(es), Facturar a,
 * Bill to, Sold to, Customer. Only as a label (a colon or nothing after it): "CUSTOMER COPY"
 * is none.
 */
const CUSTOMER_LABEL =
  /^(?:datos\s+del\s+)?(?:cliente|receptor|adquiri?ente|comprador|destinatario|senor(?:es|a)?(?:\s*\(\s*(?:es|as?)\s*\))?|sr(?:es|a)?\.?|facturar\s*a|(?:facturado|vendido|enviar)\s+a|bill(?:ed)?\s+to|sold\s+to|customer(?:\s+name)?)\s*(?::|$)/;

/** Rows of the block under its label: the name, an address over two lines, the tax number. */
const BLOCK_ROWS = 4;
/** How far left of its label (in text heights) a cell of the block may start. */
const BLOCK_INDENT = 2;

/**
 * The page without the buyer's block: every cell right of a customer label on its row, and the
 * cells of the next rows that start at or right of it (within BLOCK_ROWS rows). The issuer's tax
 * number and name are looked for there, never the buyer's. Undefined when no block is found or
 * the page has no word boxes.
 */
export function withoutCustomerBlock(text: LabelledText): LabelledText | undefined {
  const lines = text.lines;
  if (!lines.every((l) => l.bbox)) return undefined;
  const masked = new Map<number, Segment[]>();
  const order = topToBottom(lines);
  for (const row of text.segments) {
    for (const label of row) {
      // Alone in its cell, or before a colon and its value ("Cliente: ANA RUIZ").
      if (
        !CUSTOMER_LABEL.test(
          fold(label.text)
            .replace(/^[^\p{L}]+/u, "")
            .trim(),
        )
      )
        continue;
      const core = lineCore(lines[label.line] as TextLine);
      if (!core) continue;
      const height = core.y1 - core.y0;
      const left = label.x0 - BLOCK_INDENT * height;
      const start = order.indexOf(label.line);
      for (const i of order.slice(start, start + BLOCK_ROWS + 1)) {
        const c = lineCore(lines[i] as TextLine);
        if (!c || c.y0 > core.y1 + (BLOCK_ROWS + 1) * height * 1.5) break;
        const cells = (text.segments[i] ?? []).filter((s) =>
          i === label.line ? s.x0 >= label.x0 : s.x0 >= left,
        );
        masked.set(i, [...(masked.get(i) ?? []), ...cells]);
      }
    }
  }
  if (masked.size === 0) return undefined;
  return text.withLines(lines.map((line, i) => mask(line, masked.get(i) ?? [])));
}

/** A line with the text and words of `cells` blanked (offsets kept). */
function mask(line: TextLine, cells: Segment[]): TextLine {
  if (cells.length === 0) return line;
  const inside = (start: number, end: number) =>
    cells.some((c) => start >= c.start && end <= c.end);
  let text = line.text;
  for (const c of cells)
    text = text.slice(0, c.start) + " ".repeat(c.end - c.start) + text.slice(c.end);
  return { ...line, text, words: line.words.filter((w) => !inside(w.start, w.end)) };
}
