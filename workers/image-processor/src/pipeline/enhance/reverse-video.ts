import type { Raster } from "../raster";
import { labelRuns } from "../runs";

/** A pixel darker than this belongs to a band (levels are already stretched: ink is black). */
const DARK = 96;
/** A band spans at least this share of the page's width… */
const MIN_WIDTH = 0.25;
/** …is at least this share of the page's longer side tall, and at most this share. */
const MIN_HEIGHT = 0.008;
const MAX_HEIGHT = 0.3;
/** Share of the band's rows that reach across nearly all of its box: bands are rectangles. */
const FULL_ROWS = 0.9;
/** Light print inside a band (share of its area): some text, but not a framed white box. */
const MIN_PRINT = 0.02;
const MAX_PRINT = 0.45;
/** The bar's level plus twice its spread (its grain) becomes white; never above this. */
const MAX_BACKGROUND = 160;
/** The page is searched at about this many pixels along its longer side. */
const SEARCH_SIZE = 900;
/**
 * Pixels up to one search cell + RING pixels outside a band that are darker than RING_PAPER
 * are its blurred edge and become paper.
 */
const RING = 3;
const RING_PAPER = 240;
/** Pixels at least this light beside a band are paper (its colour is what the bar becomes). */
const PAPER_LEVEL = 200;
/** A band is one flat colour: its dark pixels vary by less than this (standard deviation). */
const MAX_SPREAD = 22;

/** A band found and inverted, in page pixels (x0, y0 inclusive; x1, y1 exclusive). */
export interface ReverseBand {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Turns reverse-video bands — light print on a flat dark bar: an invoice's table header, a
 * form's section bars, a card's header band — into dark print on white, and leaves
 * everything else alone. Tesseract binarises a page globally and reads dark print; on a black
 * bar it reads the bar's grainy edges as a line of garbage ("—;—]…", 200 characters on one
 * invoice) and loses the header's words.
 *
 * A band is a connected piece of dark pixels (on a copy of the page about 900 pixels long) that
 * spans a quarter of the page's width or more, is a rectangle (nearly every row of it
 * reaches across its box), is one flat colour, and has light print inside it (2–45 % of its
 * area). Photos (no rectangle, not flat), frames and boxes (mostly light inside), rules and
 * text (too thin, or separate letters) are not bands. Inside a band the bar's colour and
 * grain become the colour of the paper beside it and its print black (the bar's own hue is
 * dropped); the band's antialiased edge becomes paper too. No edge is left where the bar
 * was: a white box on cream paper would be sharpened into a frame, and tesseract drops a
 * text line it finds framed.
 */
export function invertReverseBands(
  raster: Raster,
  options: { inPlace?: boolean } = {},
): { raster: Raster; bands: ReverseBand[] } {
  const { width, height, channels } = raster;
  const src = raster.data;
  const lum =
    channels === 1
      ? (i: number) => src[i] as number
      : (i: number) =>
          (77 * (src[3 * i] as number) +
            150 * (src[3 * i + 1] as number) +
            29 * (src[3 * i + 2] as number)) >>
          8;
  const k = Math.max(1, Math.round(Math.max(width, height) / SEARCH_SIZE));
  const small = sample(raster, k, lum);
  const { width: sw, height: sh } = small;
  const dark = new Uint8Array(sw * sh);
  for (let i = 0; i < dark.length; i++) dark[i] = (small.data[i] as number) < DARK ? 1 : 0;
  const runs = labelRuns(dark, sw, sh);
  const boxes = runs.boxes();
  const long = Math.max(sw, sh);

  // Candidate pieces by their boxes alone.
  const candidates = new Map<number, { area: number; sum: number; sum2: number }>();
  for (let k2 = 0; k2 < runs.count; k2++) {
    if (runs.find(k2) !== k2) continue;
    const o = k2 * 4;
    const bw = (boxes[o + 2] as number) - (boxes[o] as number) + 1;
    const bh = (boxes[o + 3] as number) - (boxes[o + 1] as number) + 1;
    if (bw < MIN_WIDTH * sw || bh < Math.max(4, MIN_HEIGHT * long) || bh > MAX_HEIGHT * long)
      continue;
    candidates.set(k2, { area: 0, sum: 0, sum2: 0 });
  }
  if (candidates.size === 0) return { raster, bands: [] };

  // Each candidate's rows: the span its runs cover, and its pixels' level statistics.
  const spans = new Map<number, Int32Array>();
  for (let r = 0; r < runs.count; r++) {
    const root = runs.find(r);
    const stats = candidates.get(root);
    if (!stats) continue;
    const o = root * 4;
    const y = runs.row[r] as number;
    const s = runs.start[r] as number;
    const e = runs.end[r] as number;
    let span = spans.get(root);
    if (!span) {
      const rows = (boxes[o + 3] as number) - (boxes[o + 1] as number) + 1;
      span = new Int32Array(rows * 2).fill(-1);
      spans.set(root, span);
    }
    const j = (y - (boxes[o + 1] as number)) * 2;
    if ((span[j] as number) < 0 || s < (span[j] as number)) span[j] = s;
    if (e > (span[j + 1] as number)) span[j + 1] = e;
    stats.area += e - s + 1;
    const base = y * sw;
    for (let x = s; x <= e; x++) {
      const v = small.data[base + x] as number;
      stats.sum += v;
      stats.sum2 += v * v;
    }
  }

  const bands: { span: Int32Array; y0: number; background: number }[] = [];
  for (const [root, stats] of candidates) {
    const o = root * 4;
    const bw = (boxes[o + 2] as number) - (boxes[o] as number) + 1;
    const span = spans.get(root) as Int32Array;
    let full = 0;
    let covered = 0;
    const rows = span.length / 2;
    for (let j = 0; j < rows; j++) {
      const w = (span[2 * j + 1] as number) - (span[2 * j] as number) + 1;
      covered += w;
      if (w >= 0.9 * bw) full++;
    }
    if (full < FULL_ROWS * rows) continue;
    const print = 1 - stats.area / covered;
    if (print < MIN_PRINT || print > MAX_PRINT) continue;
    const mean = stats.sum / stats.area;
    const spread = Math.sqrt(Math.max(0, stats.sum2 / stats.area - mean * mean));
    if (spread > MAX_SPREAD) continue;
    bands.push({
      span,
      y0: boxes[o + 1] as number,
      background: Math.min(MAX_BACKGROUND, mean + 2 * spread),
    });
  }
  if (bands.length === 0) return { raster, bands: [] };

  // In place only for a raster nobody else has seen yet (enhance's own levelled copy).
  const out = options.inPlace ? src : new Uint8Array(src);
  const ringPx = k + RING;
  // The paper's colour beside the band is what the bar becomes, so no edge is left between
  // them: shade[c][v] is channel c of the paper at v / 255 of its brightness.
  /** Sets pixel i to `v` of 255 of the paper's colour (255: paper, 0: black print). */
  const shade = [new Uint8Array(256), new Uint8Array(256), new Uint8Array(256)] as const;
  const set = (i: number, v: number) => {
    if (channels === 1) out[i] = shade[0][v] as number;
    else {
      out[i * 3] = shade[0][v] as number;
      out[i * 3 + 1] = shade[1][v] as number;
      out[i * 3 + 2] = shade[2][v] as number;
    }
  };
  /** Mean colour of the light pixels in rows y0…y1 between x0 and x1. */
  const paperBeside = (rows: [number, number][], x0: number, x1: number) => {
    const sum = [0, 0, 0];
    let n = 0;
    for (const [from, to] of rows)
      for (let y = Math.max(0, from); y < Math.min(height, to); y++)
        for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) {
          const i = y * width + x;
          if (lum(i) < PAPER_LEVEL) continue;
          for (let c = 0; c < channels; c++)
            sum[c] = (sum[c] as number) + (src[i * channels + c] as number);
          n++;
        }
    for (let c = 0; c < 3; c++) {
      const level = n === 0 ? 255 : (sum[channels === 1 ? 0 : c] as number) / n;
      const table = shade[c] as Uint8Array;
      for (let v = 0; v < 256; v++) table[v] = Math.round((level * v) / 255);
    }
  };
  /** The band's edge just outside it (antialiasing, a coloured fringe) becomes paper. */
  const ring = (y: number, x0: number, x1: number) => {
    if (y < 0 || y >= height) return;
    for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) {
      const i = y * width + x;
      if (lum(i) < RING_PAPER) set(i, 255);
    }
  };
  const found: ReverseBand[] = [];
  for (const { span, y0, background } of bands) {
    // The bar (up to its grain) becomes white, white print black.
    const scale = 255 / (255 - background);
    const rows = span.length / 2;
    paperBeside(
      [
        [y0 * k - 2 * ringPx, y0 * k - ringPx],
        [(y0 + rows) * k + ringPx, (y0 + rows) * k + 2 * ringPx],
      ],
      (span[0] as number) * k,
      ((span[1] as number) + 1) * k,
    );
    let bx0 = width;
    let bx1 = 0;
    for (let j = 0; j < rows; j++) {
      const rim = j === 0 || j === rows - 1;
      const xs = (span[2 * j] as number) * k;
      const xe = Math.min(width, ((span[2 * j + 1] as number) + 1) * k);
      bx0 = Math.min(bx0, xs);
      bx1 = Math.max(bx1, xe);
      for (let y = (y0 + j) * k; y < Math.min(height, (y0 + j + 1) * k); y++) {
        for (let x = xs; x < xe; x++) {
          const i = y * width + x;
          // The band's outermost cells hold its edge (and paper beside it), never print.
          if (rim || x < xs + k || x >= xe - k) {
            set(i, 255);
            continue;
          }
          const t = 255 - (lum(i) - background) * scale;
          set(i, t < 0 ? 0 : t > 255 ? 255 : t | 0);
        }
        ring(y, xs - ringPx, xs);
        ring(y, xe, xe + ringPx);
      }
    }
    const first = [(span[0] as number) * k, ((span[1] as number) + 1) * k];
    const last = [(span[2 * rows - 2] as number) * k, ((span[2 * rows - 1] as number) + 1) * k];
    for (let d = 1; d <= ringPx; d++) {
      ring(y0 * k - d, (first[0] as number) - ringPx, (first[1] as number) + ringPx);
      ring((y0 + rows) * k - 1 + d, (last[0] as number) - ringPx, (last[1] as number) + ringPx);
    }
    found.push({ x0: bx0, y0: y0 * k, x1: bx1, y1: Math.min(height, (y0 + rows) * k) });
  }
  return { raster: { data: out, width, height, channels }, bands: found };
}

/** Luminance at the centre of each k × k block: enough to find bars tens of pixels tall. */
function sample(raster: Raster, k: number, lum: (i: number) => number): Raster {
  const width = Math.floor(raster.width / k);
  const height = Math.floor(raster.height / k);
  const out = new Uint8Array(width * height);
  const half = k >> 1;
  for (let y = 0; y < height; y++) {
    const row = (y * k + half) * raster.width + half;
    for (let x = 0; x < width; x++) out[y * width + x] = lum(row + x * k);
  }
  return { data: out, width, height, channels: 1 };
}
