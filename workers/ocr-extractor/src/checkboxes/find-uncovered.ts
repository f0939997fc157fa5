import { type Component, type InkPage, inkPage } from "./find-boxes";

/** A box in the analysed image's pixels. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Glyph-sized ink components no recognised word covers, inside the region. */
  glyphs: number;
}

export interface FindUncoveredOptions {
  /** Boxes of the words OCR recognised, in the analysed image's pixels. */
  words: { x: number; y: number; width: number; height: number }[];
  /** Median height of a recognised text line, in the same pixels. */
  lineHeight: number;
  /** At most this many regions, those with the most uncovered glyphs first (default 12). */
  maxRegions?: number;
}

/** A row needs this many uncovered glyphs to be read again (a stray mark is not text). */
const MIN_GLYPHS = 4;

/**
 * Rows of print that OCR's layout analysis left out. Tesseract (psm 3/4) sometimes drops
 * whole form rows of a photographed page — a row whose values sit on underline rules that
 * blur joined to the glyphs — and reads nothing there. The page is binarised at its Otsu
 * threshold and split into ink components; glyph-sized components (0.25–1.3 line heights
 * tall, at most 2.5 wide) that no recognised word's box covers are chained into rows by
 * vertical overlap and horizontal proximity. A row of four or more such glyphs is a region
 * to read again: its glyphs' band, padded, from its first glyph rightwards to the next
 * recognised word on that band (or the page edge), so a value beside an unread label is
 * read with it. Rows of large print left out (largePrint) come first. Regions are in the
 * analysed image's pixels.
 */
export function findUncoveredText(
  grey: Uint8Array,
  width: number,
  height: number,
  options: FindUncoveredOptions,
  page?: InkPage,
): Region[] {
  const lh = options.lineHeight;
  if (!(lh > 4) || !width || !height) return [];
  const { components } = page ?? inkPage(grey, width, height);
  const pad = 0.2 * lh;
  const words = options.words.map((w) => ({
    x0: w.x - pad,
    y0: w.y - pad,
    x1: w.x + w.width + pad,
    y1: w.y + w.height + pad,
  }));
  const covered = (c: Component) => {
    const cx = (c.x0 + c.x1) / 2;
    const cy = (c.y0 + c.y1) / 2;
    return words.some((w) => cx >= w.x0 && cx <= w.x1 && cy >= w.y0 && cy <= w.y1);
  };
  const glyphs = components.filter((c) => {
    const w = c.x1 - c.x0 + 1;
    const h = c.y1 - c.y0 + 1;
    if (h < 0.25 * lh || h > 1.3 * lh || w > 2.5 * lh || w < 0.05 * lh) return false;
    // A thin frame or a speck is not a letter: some body of ink.
    if (c.pixels < 0.03 * lh * lh) return false;
    return !covered(c);
  });
  glyphs.sort((a, b) => a.x0 - b.x0);
  // Rows: a glyph joins the row whose last glyph overlaps it vertically and ends near it.
  const rows: { x0: number; y0: number; x1: number; y1: number; n: number; lastX1: number }[] = [];
  for (const g of glyphs) {
    const gh = g.y1 - g.y0 + 1;
    let best: (typeof rows)[number] | undefined;
    for (const r of rows) {
      const overlap = Math.min(r.y1, g.y1) - Math.max(r.y0, g.y0) + 1;
      if (overlap < 0.5 * Math.min(gh, r.y1 - r.y0 + 1)) continue;
      if (g.x0 - r.lastX1 > 1.2 * lh || r.y1 - r.y0 > 1.6 * lh) continue;
      best = r;
      break;
    }
    if (best) {
      best.x1 = Math.max(best.x1, g.x1);
      best.lastX1 = Math.max(best.lastX1, g.x1);
      // A row's band grows only to its letters' height (no drift onto the next row).
      if (Math.max(best.y1, g.y1) - Math.min(best.y0, g.y0) <= 1.6 * lh) {
        best.y0 = Math.min(best.y0, g.y0);
        best.y1 = Math.max(best.y1, g.y1);
      }
      best.n += 1;
    } else rows.push({ x0: g.x0, y0: g.y0, x1: g.x1, y1: g.y1, n: 1, lastX1: g.x1 });
  }
  const out: Region[] = [];
  for (const r of rows) {
    if (r.n < MIN_GLYPHS || r.x1 - r.x0 < 1.5 * lh) continue;
    const y0 = Math.max(0, Math.floor(r.y0 - 0.4 * lh));
    const y1 = Math.min(height, Math.ceil(r.y1 + 0.4 * lh));
    const x0 = Math.max(0, Math.floor(r.x0 - 0.5 * lh));
    // Rightwards to the next recognised word on the band, else the page edge.
    let x1 = width;
    for (const w of words) {
      const overlap = Math.min(w.y1, r.y1) - Math.max(w.y0, r.y0);
      if (overlap < 0.5 * (r.y1 - r.y0) || w.x0 + pad < r.x1) continue;
      x1 = Math.min(x1, Math.ceil(w.x0 + pad));
    }
    x1 = Math.max(x1, Math.min(width, Math.ceil(r.x1 + 0.5 * lh)));
    out.push({ x: x0, y: y0, width: x1 - x0, height: y1 - y0, glyphs: r.n });
  }
  const max = options.maxRegions ?? 12;
  const titles = largePrint(components, covered, lh, width, height).slice(0, MAX_TITLES);
  const body = mergeOverlapping(out).sort((a, b) => b.glyphs - a.glyphs);
  return [...titles, ...body].slice(0, max);
}

/** Letters a row of large print needs (a type's name has more; a seal's scrap, fewer). */
const MIN_TITLE_LETTERS = 4;
/** At most this many rows of large print are read again per page. */
const MAX_TITLES = 3;
/** Large print: letters taller than this many body lines… */
const LARGE_FROM = 1.3;
/** …and at most this many (taller ink is a photo, a seal or a frame, not a letter). */
const LARGE_TO = 6;

/**
 * Rows of large print no recognised word covers: a title Tesseract's layout analysis left
 * out. When a large title and a block of small text share a row ("FACTURA" beside the
 * issuer's name and tax number), the analysis often reads the block and drops the title.
 * Letter-shaped components (as wide as 0.08–1.5 of their height, a fifth to three quarters
 * inked: not a rule, a frame or a solid logo) between 1.3 and 6 body lines tall, chained
 * by size and spacing along a straight band, four or more to a row; each row's box, padded.
 */
function largePrint(
  components: Component[],
  covered: (c: Component) => boolean,
  lh: number,
  width: number,
  height: number,
): Region[] {
  const letters = components.filter((c) => {
    const w = c.x1 - c.x0 + 1;
    const h = c.y1 - c.y0 + 1;
    if (h <= LARGE_FROM * lh || h > LARGE_TO * lh || w < 0.08 * h || w > 1.5 * h) return false;
    const fill = c.pixels / (w * h);
    return fill >= 0.2 && fill <= 0.75 && !covered(c);
  });
  letters.sort((a, b) => a.x0 - b.x0);
  const rows: { x0: number; y0: number; x1: number; y1: number; n: number; h: number }[] = [];
  for (const g of letters) {
    const gh = g.y1 - g.y0 + 1;
    const row = rows.find((r) => {
      const overlap = Math.min(r.y1, g.y1) - Math.max(r.y0, g.y0) + 1;
      const ratio = Math.max(gh, r.h) / Math.min(gh, r.h);
      // A straight row: a seal's letters round a circle drift off its band.
      const band = Math.max(r.y1, g.y1) - Math.min(r.y0, g.y0) + 1;
      return (
        overlap >= 0.6 * Math.min(gh, r.h) &&
        ratio <= 1.5 &&
        band <= 1.4 * Math.max(gh, r.h) &&
        g.x0 - r.x1 <= 0.8 * r.h
      );
    });
    if (!row) {
      rows.push({ x0: g.x0, y0: g.y0, x1: g.x1, y1: g.y1, n: 1, h: gh });
      continue;
    }
    row.x1 = Math.max(row.x1, g.x1);
    row.y0 = Math.min(row.y0, g.y0);
    row.y1 = Math.max(row.y1, g.y1);
    row.n += 1;
  }
  return rows
    .filter((r) => r.n >= MIN_TITLE_LETTERS)
    .sort((a, b) => b.n - a.n)
    .map((r) => {
      const m = 0.3 * r.h;
      const x = Math.max(0, Math.floor(r.x0 - m));
      const y = Math.max(0, Math.floor(r.y0 - m));
      return {
        x,
        y,
        width: Math.min(width, Math.ceil(r.x1 + m)) - x,
        height: Math.min(height, Math.ceil(r.y1 + m)) - y,
        glyphs: r.n,
      };
    });
}

/** Regions on one band that overlap become one. */
function mergeOverlapping(regions: Region[]): Region[] {
  const out: Region[] = [];
  for (const r of [...regions].sort((a, b) => a.x - b.x)) {
    const hit = out.find(
      (o) =>
        Math.min(o.y + o.height, r.y + r.height) - Math.max(o.y, r.y) >
          0.5 * Math.min(o.height, r.height) &&
        r.x <= o.x + o.width &&
        o.x <= r.x + r.width,
    );
    if (!hit) {
      out.push({ ...r });
      continue;
    }
    const x1 = Math.max(hit.x + hit.width, r.x + r.width);
    const y1 = Math.max(hit.y + hit.height, r.y + r.height);
    hit.x = Math.min(hit.x, r.x);
    hit.y = Math.min(hit.y, r.y);
    hit.width = x1 - hit.x;
    hit.height = y1 - hit.y;
    hit.glyphs += r.glyphs;
  }
  return out;
}
