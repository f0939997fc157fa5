import type { Point, Quad } from "../geometry";
import { matFromRaster, type OpenCV, rasterFromMat } from "../opencv";
import { glyphMask, inkMask } from "../orientation";
import { type Raster, toGrey } from "../raster";

/** Longest side of the copy text is looked for in (text stays a few pixels tall). */
export const TEXT_SIZE = 1200;
/**
 * Text outside an outline beyond this multiple of the text inside it rules the outline out.
 * Scanned invoices and forms whose table or frame holds much of the text have 1.6–1.9 times
 * as much outside; photos of documents at most 0.9 (corpus seeds 101–106, 200 photos), and
 * most none at all.
 */
const MAX_TEXT_OUTSIDE = 1.25;
/** Mean grey level around ink above which it counts as print on paper (scans are white). */
const PAPER_LIGHTNESS = 170;
/** Text covering less than this share of the frame outside an outline is not evidence. */
const MIN_TEXT_SHARE = 0.002;

/** Glyph-sized ink of an image (see glyphMask), as points in input pixels. */
export interface PageText {
  points: Float32Array;
  /** 1 where the point's surroundings are bright like paper, per point. */
  onPaper: Uint8Array;
  /** Pixels of the copy the points were found in. */
  pixels: number;
  scale: number;
}

/**
 * Finds glyph-sized ink on a copy of the image at most TEXT_SIZE pixels on its long side,
 * made from `source` (the raster or a smaller copy of it, see cornerPreview).
 */
export function findPageText(cv: OpenCV, raster: Raster, source: Raster = raster): PageText {
  const scale = Math.min(1, TEXT_SIZE / Math.max(raster.width, raster.height));
  const width = Math.max(1, Math.round(raster.width * scale));
  const height = Math.max(1, Math.round(raster.height * scale));
  const full = matFromRaster(cv, toGrey(source));
  const small = new cv.Mat();
  const surround = new cv.Mat();
  try {
    cv.resize(full, small, new cv.Size(width, height), 0, 0, cv.INTER_AREA);
    const side = 2 * Math.round(Math.max(width, height) / 60) + 1;
    cv.blur(small, surround, new cv.Size(side, side));
    const light = surround.data as Uint8Array;
    const mask = glyphMask(inkMask(rasterFromMat(small)));
    const out: number[] = [];
    const paper: number[] = [];
    for (let i = 0; i < mask.data.length; i++) {
      if (!mask.data[i]) continue;
      out.push((i % width) / scale, Math.floor(i / width) / scale);
      paper.push((light[i] as number) >= PAPER_LIGHTNESS ? 1 : 0);
    }
    return {
      points: Float32Array.from(out),
      onPaper: Uint8Array.from(paper),
      pixels: width * height,
      scale,
    };
  } finally {
    full.delete();
    small.delete();
    surround.delete();
  }
}

/**
 * True when there is much more print on paper around an outline than text inside it: the outline is a box
 * printed on a page (a photo on an ID card, a table on an invoice) seen in a flat scan, not
 * a document lying on a background, which has no text around it.
 */
export function isBoxOnPage(text: PageText, quad: Quad): boolean {
  let inside = 0;
  let outside = 0;
  for (let i = 0; i < text.points.length; i += 2) {
    if (inQuad(quad, text.points[i] as number, text.points[i + 1] as number)) inside++;
    // Around a document lying on a desk there is clutter, wood grain, cables; around a box
    // printed on a page there is print on white paper.
    else if (text.onPaper[i / 2]) outside++;
  }
  return outside >= MIN_TEXT_SHARE * text.pixels && outside > MAX_TEXT_OUTSIDE * inside;
}

function inQuad(quad: Quad, x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i] as Point;
    const b = quad[(i + 1) % 4] as Point;
    const cross = Math.sign((b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]));
    if (cross === 0) continue;
    if (sign === 0) sign = cross;
    else if (cross !== sign) return false;
  }
  return true;
}
