import type { BoxDetector } from "../checkboxes/detector";
import { type BBox, type OcrEngine, type OcrResult, recognizeRegion, type TextBlock } from "../ocr";
import { mean, union } from "../ocr/tsv";

/** A re-read line is kept only with at least this mean word confidence (noise reads low). */
const MIN_LINE_CONFIDENCE = 0.45;
/** A re-read word overlapping a word of the page by more than this share of its box is a repeat. */
const MAX_OVERLAP = 0.3;

/**
 * Rows the page's layout analysis left out, read again: Tesseract (psm 3/4) sometimes skips
 * whole form rows of a photographed page ("OCUPACIÓN: ADMINISTRADOR" missing from the text
 * while psm 6 reads it). The prepared page's print that no recognised word covers is found
 * in the pixels (on the page-analysis worker thread), each such row is read on its own as one
 * line (psm 7) in the page's languages, and its words that repeat none of the page's are
 * added as new blocks in their place on the page. Answers the page with the rows added, or
 * undefined when nothing was left out (or nothing readable was found there).
 */
export async function readUncoveredRows(
  engine: OcrEngine,
  pixels: BoxDetector,
  ocr: OcrResult,
): Promise<OcrResult | undefined> {
  const lines = ocr.blocks.flatMap((b) => b.children);
  const all = lines.flatMap((l) => l.children);
  const heights = lines.map((l) => l.bbox.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)];
  if (!median || all.length < 5) return undefined;
  // Smeared words cover nothing: the print under them is read again, and they give way to it.
  const smeared = new Set(all.filter((w) => isSmeared(w, median)));
  const words = all.filter((w) => !smeared.has(w));
  const s = ocr.prepared.scale;
  const regions = await pixels
    .uncovered(ocr.prepared.png, {
      words: words.map((w) => ({
        x: w.bbox.x * s,
        y: w.bbox.y * s,
        width: w.bbox.width * s,
        height: w.bbox.height * s,
      })),
      lineHeight: median * s,
    })
    .catch(() => []);
  if (!regions.length) return undefined;
  const added: TextBlock[] = [];
  // One region at a time: the engine's queue is shared with other requests.
  for (const r of regions) {
    const box: BBox = {
      x: Math.floor(r.x / s),
      y: Math.floor(r.y / s),
      width: Math.ceil(r.width / s),
      height: Math.ceil(r.height / s),
    };
    const page = await recognizeRegion(engine, ocr.prepared, box, {
      lang: ocr.language,
      psm: 7,
      dpi: ocr.dpi,
    }).catch(() => undefined);
    for (const line of page?.blocks.flatMap((b) => b.children) ?? []) {
      const fresh = line.children.filter(
        (w) =>
          /[\p{L}\d]/u.test(w.text) &&
          ![...words, ...added.flatMap((b) => b.children.flatMap((l) => l.children))].some(
            (o) => overlapShare(w.bbox, o.bbox) > MAX_OVERLAP,
          ),
      );
      if (!fresh.some((w) => /[\p{L}\d]{2,}/u.test(w.text))) continue;
      const confidence = mean(fresh.map((w) => w.confidence));
      if (confidence < MIN_LINE_CONFIDENCE) continue;
      const text = fresh.map((w) => w.text).join(" ");
      const bbox = union(fresh.map((w) => w.bbox));
      const newLine: TextBlock = { text, confidence, bbox, level: "line", children: fresh };
      added.push({ text, confidence, bbox, level: "block", children: [newLine] });
    }
  }
  if (!added.length) return undefined;
  const replaced = new Set(
    [...smeared].filter((w) =>
      added.some((b) =>
        b.children.some((l) => l.children.some((f) => overlapShare(w.bbox, f.bbox) > MAX_OVERLAP)),
      ),
    ),
  );
  // Each new block goes before the first block of the page that starts below it.
  const blocks = withoutWords(ocr.blocks, replaced);
  for (const block of added.sort((a, b) => a.bbox.y - b.bbox.y)) {
    const at = blocks.findIndex((b) => b.bbox.y > block.bbox.y);
    blocks.splice(at < 0 ? blocks.length : at, 0, block);
  }
  const kept = blocks.flatMap((b) => b.children.flatMap((l) => l.children));
  return {
    ...ocr,
    blocks,
    text: blocks.map((b) => b.text).join("\n\n"),
    confidence: mean(kept.map((w) => w.confidence)),
    preprocessing: [...ocr.preprocessing, `reread_rows_${added.length}`],
  };
}

/** A word read below this confidence may be a smear (isSmeared). */
const SMEAR_CONFIDENCE = 0.35;

/**
 * A word Tesseract smeared over print it could not separate: read with low confidence, and
 * taller than one and a half text lines or wider than three line heights a character. When a
 * large title and a small block beside it share a row, the layout analysis makes them one
 * line and reads the block as a couple of such words ("FACTURA o razo" for "FACTURA" beside
 * an issuer's name and tax number); the page's words under them are left unread.
 */
function isSmeared(w: TextBlock, lineHeight: number): boolean {
  if (w.confidence >= SMEAR_CONFIDENCE) return false;
  const chars = Math.max(1, [...w.text].length);
  return w.bbox.height > 1.5 * lineHeight || w.bbox.width / chars > 3 * lineHeight;
}

/** `blocks` without the words of `drop`; lines and blocks left empty go. */
function withoutWords(blocks: TextBlock[], drop: Set<TextBlock>): TextBlock[] {
  if (!drop.size) return [...blocks];
  const out: TextBlock[] = [];
  for (const block of blocks) {
    const lines: TextBlock[] = [];
    for (const line of block.children) {
      const children = line.children.filter((w) => !drop.has(w));
      if (children.length === line.children.length) lines.push(line);
      else if (children.length)
        lines.push({
          ...line,
          children,
          text: children.map((w) => w.text).join(" "),
          bbox: union(children.map((w) => w.bbox)),
          confidence: mean(children.map((w) => w.confidence)),
        });
    }
    if (lines.length === block.children.length && lines.every((l, i) => l === block.children[i]))
      out.push(block);
    else if (lines.length)
      out.push({
        ...block,
        children: lines,
        text: lines.map((l) => l.text).join("\n"),
        bbox: union(lines.map((l) => l.bbox)),
      });
  }
  return out;
}

/** Share of `a`'s area that `b` covers. */
function overlapShare(a: BBox, b: BBox): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / Math.max(1, a.width * a.height);
}
