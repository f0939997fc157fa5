import sharp from "sharp";
import { greyPng } from "./grey-png";
import { mean } from "./tsv";
import type { OcrPage, TextBlock } from "./types";

/**
 * Reading a tall page in two parts, side by side on two OCR workers. Tesseract reads one page
 * on one core; when a second worker has nothing to do (one document at a time), the page is
 * cut across a blank band near its middle and both halves are read at once: the page's reading
 * takes about half as long. A cut never crosses print: without a band free of ink across the
 * whole width (a table's frame, a dense two-column page) the page is read whole.
 */
export const SPLIT = {
  /** Pages shorter than this (prepared pixels) are read whole: cards, passports, tickets. */
  minHeight: 1800,
  /** The cut lies in this middle share of the page's height, so both parts are sizeable. */
  window: [0.3, 0.7] as const,
  /** A blank band at least this share of the height (≈ 14 px at 300 dpi A4: a line gap). */
  minGap: 0.004,
  /** A row is blank when every sample is at least this light… */
  paper: 160,
  /** …but for this share of its samples (specks, JPEG noise on photos). */
  specks: 0.002,
} as const;

/** Page segmentation modes that read a page's own layout, which a cut at a blank band keeps. */
const SPLITTABLE_PSM = new Set([3, 4, 6, 11]);

/** True when a reading with this mode of a page this size may be read in parts. */
export function splittable(psm: number, width: number, height: number): boolean {
  return SPLITTABLE_PSM.has(psm) && height >= SPLIT.minHeight && width > 0;
}

/**
 * The page cut across its tallest blank band inside the middle window (SPLIT), as two PNGs
 * (upper, lower) at the page's resolution and the row of the cut; undefined when no band is
 * tall enough. One decode on libvips' pool; the row scan stops at a row's first ink, so it
 * costs a few milliseconds of this thread.
 */
export async function splitPage(
  png: Buffer,
  dpi: number,
): Promise<{ row: number; parts: [Buffer, Buffer] } | undefined> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const row = cutRow(data, width, height, channels);
  if (row === undefined) return undefined;
  const stride = width * channels;
  const part = async (top: number, h: number) =>
    (
      await greyPng(
        sharp(data.subarray(top * stride, (top + h) * stride), {
          raw: { width, height: h, channels },
        }),
        dpi,
      )
    ).data;
  return { row, parts: await Promise.all([part(0, row), part(row, height - row)]) };
}

/** cutRow over raw samples (exported for tests). */
export function cutRow(
  data: Uint8Array,
  width: number,
  height: number,
  channels = 1,
): number | undefined {
  const from = Math.floor(height * SPLIT.window[0]);
  const to = Math.ceil(height * SPLIT.window[1]);
  const allowed = Math.floor(width * SPLIT.specks);
  const minGap = Math.max(2, Math.ceil(height * SPLIT.minGap));
  let best: { start: number; length: number } | undefined;
  let start = -1;
  for (let y = from; y <= to; y++) {
    let blank = y < to;
    if (blank) {
      let dark = 0;
      const row = y * width * channels;
      for (let x = 0; x < width; x++) {
        if ((data[row + x * channels] as number) < SPLIT.paper && ++dark > allowed) {
          blank = false;
          break;
        }
      }
    }
    if (blank && start < 0) start = y;
    if (!blank && start >= 0) {
      const length = y - start;
      if (length >= minGap && (!best || length > best.length)) best = { start, length };
      start = -1;
    }
  }
  return best ? best.start + Math.floor(best.length / 2) : undefined;
}

/**
 * One page from the readings of its two parts: the lower part's boxes moved down by `row`,
 * its blocks after the upper part's, the text joined as blocks are, confidence the mean over
 * every word.
 */
export function joinParts(
  top: OcrPage,
  bottom: OcrPage,
  row: number,
  size: { width: number; height: number },
): OcrPage {
  const shift = (b: TextBlock): TextBlock => ({
    ...b,
    bbox: { ...b.bbox, y: b.bbox.y + row },
    children: b.children.map(shift),
  });
  const blocks = [...top.blocks, ...bottom.blocks.map(shift)];
  const words = blocks.flatMap((b) => b.children.flatMap((l) => l.children));
  return {
    text: [top.text, bottom.text].filter(Boolean).join("\n\n"),
    confidence: mean(words.map((w) => w.confidence)),
    blocks,
    width: size.width,
    height: size.height,
  };
}
