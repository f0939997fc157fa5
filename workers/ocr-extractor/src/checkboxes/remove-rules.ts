/** Physical sizes of a rule (a form's box border, a table's row line, an underline). */
export interface RemoveRulesOptions {
  /** Resolution of the page, pixels per inch. */
  dpi: number;
  /** Only dotted rules (leaders, see removeLeaders); solid rules stay. */
  leadersOnly?: boolean;
}

/** A pixel darker than this is ink (box borders are light grey after a photo's white point). */
const INK_BELOW = 215;
/** A horizontal rule is at least this long: longer than any run of blurred letters. */
const MIN_HORIZONTAL_MM = 40;
/** A vertical rule is at least this long: taller than any line of body text. */
const MIN_VERTICAL_MM = 8;
/** A rule is at most this thick, its blur included (bars and shaded headers are thicker). */
const MAX_THICKNESS_MM = 1;
/** Share of a run's length that must be that thin for the run to be a rule. */
const THIN_SHARE = 0.8;
/** A dot of a dotted rule (a leader) is at most this wide and tall. */
const MAX_DOT_MM = 0.8;
/** Dots of a leader follow each other at most this far apart (edge to edge). */
const MAX_DOT_GAP_MM = 2.5;
/** A leader has at least this many dots and spans at least MIN_HORIZONTAL_MM / 2. */
const MIN_DOTS = 8;
/** Share of a leader's gaps within half the median gap of it: leaders are evenly spaced. */
const EVEN_SHARE = 0.8;

/**
 * Whitens the ruled lines of a greyscale page in place: the borders of a form's boxes, a
 * table's row and column lines, underlines. Tesseract's layout analysis takes a text line
 * framed by box borders for part of a picture or a table and drops it (a form photographed
 * clean reads without its address row); without the rules the same line reads. A rule is a
 * straight run of ink at least MIN_HORIZONTAL_MM (MIN_VERTICAL_MM upright) long that, over
 * most of its length, is at most MAX_THICKNESS_MM thick: letters never make runs that long,
 * and filled bars (white text on a dark header) are thick, so both are left alone. Checkbox
 * squares are shorter than a rule and stay. Returns the number of pixels whitened.
 */
export function removeRules(
  grey: Uint8Array,
  width: number,
  height: number,
  options: RemoveRulesOptions,
): number {
  const mm = options.dpi / 25.4;
  const maxThickness = Math.max(2, Math.round(MAX_THICKNESS_MM * mm));
  // Horizontal rules: runs along rows, thickness measured down columns. Both directions are
  // found on the page as it is (a table's column lines are not cut by its row lines first).
  const horizontal = findRules(grey, width, height, {
    along: width,
    across: height,
    stepAlong: 1,
    stepAcross: width,
    minLength: Math.round(MIN_HORIZONTAL_MM * mm),
    maxThickness,
  });
  const vertical = findRules(grey, width, height, {
    along: height,
    across: width,
    stepAlong: width,
    stepAcross: 1,
    minLength: Math.round(MIN_VERTICAL_MM * mm),
    maxThickness,
  });
  return whiten(grey, [horizontal, vertical, findLeaders(grey, width, height, mm)]);
}

/**
 * Whitens only a page's dotted rules (leaders, see findLeaders) in place, leaving solid rules
 * alone. Returns the number of pixels whitened.
 */
export function removeLeaders(
  grey: Uint8Array,
  width: number,
  height: number,
  options: RemoveRulesOptions,
): number {
  return whiten(grey, [findLeaders(grey, width, height, options.dpi / 25.4)]);
}

/** Whitens the spans of findRules and findLeaders; answers the pixels that changed. */
function whiten(grey: Uint8Array, all: number[][]): number {
  let wiped = 0;
  for (const spans of all) {
    for (let k = 0; k < spans.length; k += 3) {
      const step = spans[k + 2] as number;
      for (let i = spans[k] as number; i <= (spans[k + 1] as number); i += step) {
        if ((grey[i] as number) !== 255) {
          grey[i] = 255;
          wiped++;
        }
      }
    }
  }
  return wiped;
}

/** A small isolated blot of ink: its box, and the row of its centre. */
interface Dot {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  cy: number;
}

/**
 * Dotted rules (leaders: "Nombre: ........"), as spans to whiten like findRules'. A form's
 * dotted lines sit just under the values written on them; on a photographed page their dots
 * blur into the descenders and Tesseract drops the whole row (a form's civil status, address
 * and phone rows missing from the text while its scan reads them). A leader is a row of at
 * least MIN_DOTS dots (blots of ink at most MAX_DOT_MM wide and tall, white around them), each
 * at most MAX_DOT_GAP_MM from the next, evenly spaced, over at least half a rule's length.
 * Full stops, the dots of i and j and specks are dots too, but never many in a row.
 */
function findLeaders(grey: Uint8Array, width: number, height: number, mm: number): number[] {
  const maxDot = Math.max(2, Math.round(MAX_DOT_MM * mm));
  const maxGap = Math.max(3, Math.round(MAX_DOT_GAP_MM * mm));
  const minSpan = Math.round((MIN_HORIZONTAL_MM / 2) * mm);
  const dots: Dot[] = [];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      if ((grey[row + x] as number) >= INK_BELOW) {
        x++;
        continue;
      }
      let e = x + 1;
      while (e < width && (grey[row + e] as number) < INK_BELOW) e++;
      const dot = e - x <= maxDot ? dotAt(grey, width, height, x, e, y, maxDot) : undefined;
      // Each dot once: on the row through its middle.
      if (dot && dot.cy === y) dots.push(dot);
      x = e;
    }
  }
  dots.sort((a, b) => a.x0 - b.x0);
  // Chains of dots along a row (its centre within a pixel), each dot joining the chain whose
  // last dot ends nearest before it.
  const chains: Dot[][] = [];
  const open: Dot[][] = [];
  for (const d of dots) {
    let best: Dot[] | undefined;
    let bestGap = Number.POSITIVE_INFINITY;
    for (let i = open.length - 1; i >= 0; i--) {
      const chain = open[i] as Dot[];
      const last = chain[chain.length - 1] as Dot;
      const gap = d.x0 - last.x1;
      if (gap > maxGap) {
        // Dots come by x: this chain can take no later dot.
        chains.push(chain);
        open.splice(i, 1);
        continue;
      }
      if (gap > 0 && Math.abs(d.cy - last.cy) <= 1 && gap < bestGap) {
        best = chain;
        bestGap = gap;
      }
    }
    if (best) best.push(d);
    else open.push([d]);
  }
  chains.push(...open);
  const spans: number[] = [];
  for (const found of chains) {
    if (found.length < MIN_DOTS) continue;
    const gapsOf = (c: Dot[]) => c.slice(1).map((d, i) => d.x0 - (c[i] as Dot).x1);
    const median = [...gapsOf(found)].sort((a, b) => a - b)[(found.length - 1) >> 1] as number;
    const even = (g: number) => Math.abs(g - median) <= Math.max(1, median / 2);
    // A colon's or a full stop's dot before the leader is no part of it.
    let from = 0;
    let to = found.length - 1;
    while (from < to && !even((found[from + 1] as Dot).x0 - (found[from] as Dot).x1)) from++;
    while (to > from && !even((found[to] as Dot).x0 - (found[to - 1] as Dot).x1)) to--;
    const chain = found.slice(from, to + 1);
    if (chain.length < MIN_DOTS) continue;
    if ((chain[chain.length - 1] as Dot).x1 - (chain[0] as Dot).x0 < minSpan) continue;
    const gaps = gapsOf(chain);
    if (gaps.filter(even).length < EVEN_SHARE * gaps.length) continue;
    for (const d of chain)
      for (let x = Math.max(0, d.x0 - 1); x <= Math.min(width - 1, d.x1); x++)
        spans.push(
          Math.max(0, d.y0 - 1) * width + x,
          Math.min(height - 1, d.y1 + 1) * width + x,
          width,
        );
  }
  return spans;
}

/**
 * The dot through the ink run [x0, x1) of row y: the ink connected to it (4-neighbours)
 * when it fits in a maxDot square with white all around; undefined otherwise.
 */
function dotAt(
  grey: Uint8Array,
  width: number,
  height: number,
  x0: number,
  x1: number,
  y: number,
  maxDot: number,
): Dot | undefined {
  let top = y;
  let bottom = y;
  let left = x0;
  let right = x1 - 1;
  // Grow the box until no ink touches it from outside, or it outgrows a dot.
  for (;;) {
    let grown = false;
    if (top > 0 && inkBetween(grey, width, (top - 1) * width, left - 1, right + 1)) {
      top--;
      grown = true;
    }
    if (bottom < height - 1 && inkBetween(grey, width, (bottom + 1) * width, left - 1, right + 1)) {
      bottom++;
      grown = true;
    }
    if (left > 0 && inkDown(grey, width, left - 1, top, bottom)) {
      left--;
      grown = true;
    }
    if (right < width - 1 && inkDown(grey, width, right + 1, top, bottom)) {
      right++;
      grown = true;
    }
    if (bottom - top + 1 > maxDot || right - left + 1 > maxDot) return undefined;
    if (!grown) break;
  }
  return { x0: left, x1: right + 1, y0: top, y1: bottom, cy: (top + bottom) >> 1 };
}

/** Ink in row `row` (its first index) between columns from and to, within the page. */
function inkBetween(grey: Uint8Array, width: number, row: number, from: number, to: number) {
  for (let x = Math.max(0, from); x <= Math.min(width - 1, to); x++)
    if ((grey[row + x] as number) < INK_BELOW) return true;
  return false;
}

/** Ink in column x between rows from and to. */
function inkDown(grey: Uint8Array, width: number, x: number, from: number, to: number) {
  for (let y = from; y <= to; y++) if ((grey[y * width + x] as number) < INK_BELOW) return true;
  return false;
}

interface Direction {
  /** Pixels along a run and across it. */
  along: number;
  across: number;
  /** Index step of one pixel along a run and one across it. */
  stepAlong: number;
  stepAcross: number;
  minLength: number;
  maxThickness: number;
}

/**
 * The rules running in one direction, as spans to whiten across them: [first index, last
 * index, index step] triples (each the stack of rule pixels and a pixel of blur either side).
 */
function findRules(grey: Uint8Array, width: number, height: number, d: Direction): number[] {
  const { along, across, stepAlong, stepAcross } = d;
  // Pixels on long runs of ink, and the runs (line index, start, end along it).
  const onRun = new Uint8Array(width * height);
  const runs: number[] = [];
  for (let c = 0; c < across; c++) {
    const base = c * stepAcross;
    let a = 0;
    while (a < along) {
      if ((grey[base + a * stepAlong] as number) >= INK_BELOW) {
        a++;
        continue;
      }
      let e = a + 1;
      while (e < along && (grey[base + e * stepAlong] as number) < INK_BELOW) e++;
      if (e - a >= d.minLength) {
        runs.push(c, a, e);
        for (let k = a; k < e; k++) onRun[base + k * stepAlong] = 1;
      }
      a = e;
    }
  }
  if (!runs.length) return [];
  // Thickness of the long-run pixels across the run direction (how many are stacked there).
  const thickness = new Uint16Array(width * height);
  for (let a = 0; a < along; a++) {
    const base = a * stepAlong;
    let c = 0;
    while (c < across) {
      if (!onRun[base + c * stepAcross]) {
        c++;
        continue;
      }
      let e = c + 1;
      while (e < across && onRun[base + e * stepAcross]) e++;
      const n = Math.min(65535, e - c);
      for (let k = c; k < e; k++) thickness[base + k * stepAcross] = n;
      c = e;
    }
  }
  const spans: number[] = [];
  // Each stack once (every run through it would add it again).
  const taken = new Uint8Array(width * height);
  for (let r = 0; r < runs.length; r += 3) {
    const c = runs[r] as number;
    const a0 = runs[r + 1] as number;
    const a1 = runs[r + 2] as number;
    let thin = 0;
    for (let a = a0; a < a1; a++)
      if ((thickness[c * stepAcross + a * stepAlong] as number) <= d.maxThickness) thin++;
    if (thin < THIN_SHARE * (a1 - a0)) continue;
    for (let a = a0; a < a1; a++) {
      const i = c * stepAcross + a * stepAlong;
      const n = thickness[i] as number;
      if (n > d.maxThickness) continue;
      // The stack's first pixel (it is thin: a few steps back at most).
      let s = c;
      while (s > 0 && onRun[(s - 1) * stepAcross + a * stepAlong]) s--;
      const first = a * stepAlong + s * stepAcross;
      if (taken[first]) continue;
      taken[first] = 1;
      const from = Math.max(0, s - 1);
      const to = Math.min(across - 1, s + n);
      spans.push(a * stepAlong + from * stepAcross, a * stepAlong + to * stepAcross, stepAcross);
    }
  }
  return spans;
}
