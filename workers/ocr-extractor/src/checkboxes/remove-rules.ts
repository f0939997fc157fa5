/** Physical sizes of a rule (a form's box border, a table's row line, an underline). */
export interface RemoveRulesOptions {
  /** Resolution of the page, pixels per inch. */
  dpi: number;
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
  let wiped = 0;
  for (const spans of [horizontal, vertical]) {
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
