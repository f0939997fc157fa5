import { isConvexQuad, type Point, polygonArea, type Quad } from "@iris/kit/geometry";
import { matFromRaster, type OpenCV, rasterFromMat } from "../engine";
import { glyphMask, inkMask } from "../orientation";
import { type Raster, toGrey } from "../raster";
import { PAGE_TEXT } from "./tuning";

/** Longest side of the copy text is looked for in (see PAGE_TEXT). */
export const TEXT_SIZE = PAGE_TEXT.size;
const {
  maxOutside: MAX_TEXT_OUTSIDE,
  paperLightness: PAPER_LIGHTNESS,
  minShare: MIN_TEXT_SHARE,
  ringDensity: RING_DENSITY,
  ringOverInner: RING_OVER_INNER,
} = PAGE_TEXT;

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
    let count = 0;
    for (let i = 0; i < mask.data.length; i++) count += mask.data[i] as number;
    const points = new Float32Array(2 * count);
    const onPaper = new Uint8Array(count);
    for (let i = 0, k = 0; i < mask.data.length; i++) {
      if (!mask.data[i]) continue;
      points[2 * k] = (i % width) / scale;
      points[2 * k + 1] = Math.floor(i / width) / scale;
      onPaper[k++] = (light[i] as number) >= PAPER_LIGHTNESS ? 1 : 0;
    }
    return { points, onPaper, pixels: width * height, scale };
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
  const { inside, outside } = countText(text, quad);
  return outside >= MIN_TEXT_SHARE * text.pixels && outside > MAX_TEXT_OUTSIDE * inside;
}

/**
 * True when `inner` is a picture printed on the document `outer` outlines (the holder's photo
 * on an ID card, a logo box on a form): the band of `outer` around `inner` holds print, and
 * RING_OVER_INNER times as densely as `inner` does. A document holds its text; a photo on it
 * holds next to none. Densities are glyph points per pixel of the copy text was found in; the
 * outlines are in input pixels and `inner` lies inside `outer`.
 */
export function isPictureOn(text: PageText, outer: Quad, inner: Quad): boolean {
  const pixels = (q: Quad) => polygonArea(q) * text.scale ** 2;
  const ringPixels = pixels(outer) - pixels(inner);
  if (ringPixels <= 0) return false;
  const own = countText(text, inner).inside;
  const ring = (countText(text, outer).inside - own) / ringPixels;
  return ring >= RING_DENSITY && ring >= RING_OVER_INNER * (own / Math.max(1, pixels(inner)));
}

/**
 * Share of the photo's print on paper (text points in light surroundings) that lies inside
 * `quad`; undefined when the photo holds too little such print to tell (a dim photo, a dark
 * card). The document a photo is taken of holds most of the print on paper in it.
 */
export function printShare(text: PageText, quad: Quad): number | undefined {
  const total = pointIndex(text).onPaper;
  if (total < PAGE_TEXT.minPrint) return undefined;
  return (total - countText(text, quad).outside) / total;
}

/**
 * Text points inside `quad`, and those outside it on paper: around a document lying on a
 * desk there is clutter, wood grain, cables; around a box printed on a page there is print on
 * white paper.
 */
export function countText(text: PageText, quad: Quad): { inside: number; outside: number } {
  const index = pointIndex(text);
  // Points outside the quad's bounding box are outside it: only the cells it covers are read.
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const c0 = Math.max(0, Math.floor(Math.min(...xs) / index.cell));
  const c1 = Math.min(index.cols - 1, Math.floor(Math.max(...xs) / index.cell));
  const r0 = Math.max(0, Math.floor(Math.min(...ys) / index.cell));
  const r1 = Math.min(index.rows - 1, Math.floor(Math.max(...ys) / index.cell));
  // A cell whose four corners lie in a convex quad lies in it whole: its points count at once.
  const convex = isConvexQuad(quad);
  const size = index.cell;
  let inside = 0;
  let paperInside = 0;
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const cell = r * index.cols + c;
      const first = index.start[cell] as number;
      const end = index.start[cell + 1] as number;
      if (first === end) continue;
      if (
        convex &&
        inQuad(quad, c * size, r * size) &&
        inQuad(quad, (c + 1) * size, r * size) &&
        inQuad(quad, (c + 1) * size, (r + 1) * size) &&
        inQuad(quad, c * size, (r + 1) * size)
      ) {
        inside += end - first;
        paperInside += index.cellPaper[cell] as number;
        continue;
      }
      for (let k = first; k < end; k++) {
        const i = index.order[k] as number;
        if (!inQuad(quad, text.points[2 * i] as number, text.points[2 * i + 1] as number)) continue;
        inside++;
        paperInside += text.onPaper[i] as number;
      }
    }
  }
  return { inside, outside: index.onPaper - paperInside };
}

/** The text points bucketed in square cells (a counting sort), built once per PageText. */
interface PointIndex {
  cell: number;
  cols: number;
  rows: number;
  /** Points of cell k are order[start[k]] … order[start[k + 1] − 1]. */
  start: Uint32Array;
  order: Uint32Array;
  /** Points on paper in all, and in each cell. */
  onPaper: number;
  cellPaper: Uint32Array;
}

const indexes = new WeakMap<PageText, PointIndex>();

function pointIndex(text: PageText): PointIndex {
  const known = indexes.get(text);
  if (known) return known;
  const n = text.points.length / 2;
  let maxX = 0;
  let maxY = 0;
  for (let i = 0; i < n; i++) {
    maxX = Math.max(maxX, text.points[2 * i] as number);
    maxY = Math.max(maxY, text.points[2 * i + 1] as number);
  }
  const cell = Math.max(1, Math.max(maxX, maxY) / 48);
  const cols = Math.floor(maxX / cell) + 1;
  const rows = Math.floor(maxY / cell) + 1;
  const cellOf = new Uint32Array(n);
  const start = new Uint32Array(cols * rows + 1);
  const cellPaper = new Uint32Array(cols * rows);
  let onPaper = 0;
  for (let i = 0; i < n; i++) {
    const k =
      Math.floor((text.points[2 * i + 1] as number) / cell) * cols +
      Math.floor((text.points[2 * i] as number) / cell);
    cellOf[i] = k;
    start[k + 1] = (start[k + 1] as number) + 1;
    onPaper += text.onPaper[i] as number;
    cellPaper[k] = (cellPaper[k] as number) + (text.onPaper[i] as number);
  }
  for (let k = 0; k < cols * rows; k++)
    start[k + 1] = (start[k + 1] as number) + (start[k] as number);
  const fill = start.slice(0, cols * rows);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const k = cellOf[i] as number;
    order[fill[k] as number] = i;
    fill[k] = (fill[k] as number) + 1;
  }
  const index = { cell, cols, rows, start, order, onPaper, cellPaper };
  indexes.set(text, index);
  return index;
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
