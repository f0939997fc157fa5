import { mean, union } from "./tsv";
import type { TextBlock } from "./types";

/**
 * Keeps the words at or above `threshold` (0–1); lines and blocks left without words are
 * dropped, and the texts, boxes and confidences of the rest are recomputed from what is kept.
 */
export function filterBlocks(blocks: TextBlock[], threshold: number): TextBlock[] {
  if (threshold <= 0) return blocks;
  const out: TextBlock[] = [];
  for (const block of blocks) {
    const lines: TextBlock[] = [];
    for (const line of block.children) {
      const words = line.children.filter((w) => w.confidence >= threshold);
      if (words.length === 0) continue;
      lines.push({
        ...line,
        text: words.map((w) => w.text).join(" "),
        confidence: mean(words.map((w) => w.confidence)),
        bbox: union(words.map((w) => w.bbox)),
        children: words,
      });
    }
    if (lines.length === 0) continue;
    const words = lines.flatMap((l) => l.children);
    out.push({
      ...block,
      text: lines.map((l) => l.text).join("\n"),
      confidence: mean(words.map((w) => w.confidence)),
      bbox: union(lines.map((l) => l.bbox)),
      children: lines,
    });
  }
  return out;
}

/** Number of words in `blocks`. */
export function countWords(blocks: TextBlock[]): number {
  return blocks.reduce((n, b) => n + b.children.reduce((m, l) => m + l.children.length, 0), 0);
}
