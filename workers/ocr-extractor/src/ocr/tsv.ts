import type { BBox, OcrPage, TextBlock } from "./types";

interface TsvRow {
  level: number;
  block: number;
  par: number;
  line: number;
  bbox: BBox;
  conf: number;
  text: string;
}

/**
 * Turns Tesseract's TSV (levels page 1, block 2, paragraph 3, line 4, word 5) into blocks →
 * lines → words. Paragraphs are folded into their block; empty words are dropped; confidences
 * become 0–1 and a line's or block's is the mean of its words'.
 */
export function parseTsv(tsv: string): OcrPage {
  let width = 0;
  let height = 0;
  const blocks = new Map<number, Map<string, TextBlock[]>>();
  for (const row of rows(tsv)) {
    if (row.level === 1) {
      width = row.bbox.width;
      height = row.bbox.height;
    }
    if (row.level !== 5) continue;
    const text = row.text.trim();
    if (!text) continue;
    const lines = blocks.get(row.block) ?? new Map<string, TextBlock[]>();
    blocks.set(row.block, lines);
    const key = `${row.par}.${row.line}`;
    const words = lines.get(key) ?? [];
    lines.set(key, words);
    words.push({
      text,
      confidence: clamp01(row.conf / 100),
      bbox: row.bbox,
      level: "word",
      children: [],
    });
  }
  const out: TextBlock[] = [];
  for (const lines of blocks.values()) {
    const lineBlocks = [...lines.values()].map((words) =>
      group("line", words, words.map((w) => w.text).join(" ")),
    );
    out.push(group("block", lineBlocks, lineBlocks.map((l) => l.text).join("\n")));
  }
  const words = out.flatMap((b) => b.children.flatMap((l) => l.children));
  return {
    text: out.map((b) => b.text).join("\n\n"),
    confidence: mean(words.map((w) => w.confidence)),
    blocks: out,
    width,
    height,
  };
}

function rows(tsv: string): TsvRow[] {
  const out: TsvRow[] = [];
  for (const line of tsv.split("\n")) {
    const cells = line.split("\t");
    if (cells.length < 11 || !/^\d+$/.test(cells[0] ?? "")) continue;
    const n = cells.slice(0, 11).map(Number);
    out.push({
      level: n[0] as number,
      block: n[2] as number,
      par: n[3] as number,
      line: n[4] as number,
      bbox: { x: n[6] as number, y: n[7] as number, width: n[8] as number, height: n[9] as number },
      conf: n[10] as number,
      text: cells.slice(11).join("\t"),
    });
  }
  return out;
}

function group(level: "line" | "block", children: TextBlock[], text: string): TextBlock {
  const words = level === "line" ? children : children.flatMap((c) => c.children);
  return {
    text,
    confidence: mean(words.map((w) => w.confidence)),
    bbox: union(children.map((c) => c.bbox)),
    level,
    children,
  };
}

/** The smallest box holding every box in `boxes`. */
export function union(boxes: BBox[]): BBox {
  if (boxes.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width));
  const y1 = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Arithmetic mean, 0 for no values, rounded to 4 decimals. */
export function mean(values: number[]): number {
  if (values.length === 0) return 0;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1e4) / 1e4;
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}
