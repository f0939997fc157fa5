import { solveLinear } from "@iris/kit/geometry";
import { inkMask } from "../orientation";
import type { Raster } from "../raster";
import { mean, type TracedLine, traceTextLines } from "./text-lines";
import { DEWARP } from "./tuning";

/**
 * A smooth vertical displacement over the page: the source of output pixel (x, y) is
 * (x, y + dy(x, y)) with dy = f(x, y) − mean over x of f(x, y), f a polynomial of degree
 * 1–3 in x and 0–2 in y. Coordinates are those of the page it was planned on.
 */
export interface DisplacementField {
  width: number;
  height: number;
  /** Coefficients a[i][j] of x̂^(i+1)·ŷ^j, x̂ and ŷ scaled to [−1, 1]. */
  coefficients: number[];
  /** The text's extent: outside it the field is held constant (no extrapolation). */
  xRange: [number, number];
  yRange: [number, number];
}

/** The result of looking for curved text lines. */
export interface DewarpPlan {
  /** True when the lines bend enough, coherently enough, for straightening to help. */
  helps: boolean;
  /** Largest displacement the fitted field applies along the text lines, in page pixels. */
  curvature: number;
  /** Root-mean-square deviation of the traced lines from the field, in page pixels. */
  residual: number;
  /** Share of the lines' deviation from straight that the smooth field explains (0–1). */
  explained: number;
  lines: number;
  field: DisplacementField | undefined;
}

const X_DEGREES = [1, 2, 3];
const Y_DEGREES = [0, 1, 2];

/**
 * Plans text-line dewarping on an upright, rectified grey page. Traced lines are fitted
 * jointly with one smooth displacement field; a page curl or a bent card moves neighbouring
 * lines alike, whereas the jitter of line centres (capitals, descenders) is independent from
 * line to line. The field is applied only when it explains most of the deviation and moves
 * text by a worthwhile fraction of a line height — otherwise dewarping could only hurt.
 */
export function planDewarp(grey: Raster): DewarpPlan {
  const lines = traceTextLines(inkMask(grey));
  const none = (curvature = 0, explained = 0, residual = 0): DewarpPlan => ({
    helps: false,
    curvature: round(curvature),
    residual: round(residual),
    explained: round(explained),
    lines: lines.length,
    field: undefined,
  });
  if (lines.length < DEWARP.minLines) return none();
  const field = fitField(lines, grey.width, grey.height);
  if (!field) return none();
  const { explained, residual } = goodness(lines, field);
  const curvature = amplitude(field, lines);
  const lineHeight = median(lines.map((l) => l.height));
  const worthwhile =
    curvature >= Math.max(DEWARP.minCurvature, DEWARP.minCurvatureLines * lineHeight);
  if (!worthwhile || explained < DEWARP.minExplained) return none(curvature, explained, residual);
  return {
    helps: true,
    curvature: round(curvature),
    residual: round(residual),
    explained: round(explained),
    lines: lines.length,
    field,
  };
}

/** dy at (x, y) in page pixels. */
export function displacementAt(field: DisplacementField, x: number, y: number): number {
  return raw(field, x, y) - rowMean(field, y);
}

/**
 * The field over an output page `width` × `height` pixels whose pixel centres map to field
 * coordinates ((x + ½)·scale, (y + ½)·scale), as separable tables: the displacement of output
 * pixel (x, y), in output pixels, is u·(c1 + u·(c2 + u·c3)) − m with u = columns[x] and
 * [c1, c2, c3, m] = rows[4y … 4y + 3]. The polynomial in x̂ is reduced once per row and x̂ once
 * per column (displacementAt per pixel made dewarped A4 pages take seconds).
 */
export function displacementTables(
  field: DisplacementField,
  width: number,
  height: number,
  scale: number,
): DisplacementTables {
  const columns = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    columns[x] = (2 * clamp((x + 0.5) * scale, field.xRange)) / field.width - 1;
  }
  const rows = new Float64Array(4 * height);
  for (let y = 0; y < height; y++) {
    const fy = (y + 0.5) * scale;
    const ys = (2 * clamp(fy, field.yRange)) / field.height - 1;
    const c = [0, 0, 0, 0];
    let k = 0;
    for (const i of X_DEGREES)
      for (const j of Y_DEGREES)
        c[i] = (c[i] as number) + (field.coefficients[k++] as number) * ys ** j;
    // Field pixels to output pixels.
    rows[4 * y] = (c[1] as number) / scale;
    rows[4 * y + 1] = (c[2] as number) / scale;
    rows[4 * y + 2] = (c[3] as number) / scale;
    rows[4 * y + 3] = rowMean(field, fy) / scale;
  }
  return { columns, rows };
}

/** See displacementTables. */
export interface DisplacementTables {
  columns: Float64Array;
  rows: Float64Array;
}

function raw(field: DisplacementField, x: number, y: number): number {
  const xs = (2 * clamp(x, field.xRange)) / field.width - 1;
  const ys = (2 * clamp(y, field.yRange)) / field.height - 1;
  let v = 0;
  let k = 0;
  for (const i of X_DEGREES)
    for (const j of Y_DEGREES) v += (field.coefficients[k++] as number) * xs ** i * ys ** j;
  return v;
}

function clamp(v: number, [lo, hi]: [number, number]): number {
  return Math.min(Math.max(v, lo), hi);
}

/** Mean over x̂ ∈ [−1, 1] of f: odd powers vanish, x̂² averages 1/3. */
function rowMean(field: DisplacementField, y: number): number {
  const ys = (2 * clamp(y, field.yRange)) / field.height - 1;
  let v = 0;
  let k = 0;
  for (const i of X_DEGREES)
    for (const j of Y_DEGREES) {
      if (i % 2 === 0) v += ((field.coefficients[k] as number) * ys ** j) / (i + 1);
      k++;
    }
  return v;
}

/** Least squares of each line's de-meaned heights against de-meaned basis functions. */
function fitField(
  lines: TracedLine[],
  width: number,
  height: number,
): DisplacementField | undefined {
  const n = X_DEGREES.length * Y_DEGREES.length;
  const ata = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const atb = new Array<number>(n).fill(0);
  for (const line of lines) {
    const level = mean(line.ys);
    const ys = (2 * level) / height - 1;
    const rows = line.xs.map((x) => {
      const xs = (2 * x) / width - 1;
      const row: number[] = [];
      for (const i of X_DEGREES) for (const j of Y_DEGREES) row.push(xs ** i * ys ** j);
      return row;
    });
    const means = Array.from({ length: n }, (_, c) => mean(rows.map((r) => r[c] as number)));
    rows.forEach((row, s) => {
      const b = (line.ys[s] as number) - level;
      const a = row.map((v, c) => v - (means[c] as number));
      for (let r = 0; r < n; r++) {
        atb[r] = (atb[r] as number) + (a[r] as number) * b;
        for (let c = 0; c < n; c++)
          (ata[r] as number[])[c] =
            ((ata[r] as number[])[c] as number) + (a[r] as number) * (a[c] as number);
      }
    });
  }
  // A little ridge keeps the system solvable when lines do not span the page.
  for (let r = 0; r < n; r++)
    (ata[r] as number[])[r] = ((ata[r] as number[])[r] as number) + DEWARP.ridge;
  const coefficients = solveLinear(ata, atb);
  if (!coefficients) return undefined;
  const allX = lines.flatMap((l) => l.xs);
  const levels = lines.map((l) => mean(l.ys));
  return {
    width,
    height,
    coefficients,
    xRange: [Math.min(...allX), Math.max(...allX)],
    yRange: [Math.min(...levels), Math.max(...levels)],
  };
}

function goodness(
  lines: TracedLine[],
  field: DisplacementField,
): { explained: number; residual: number } {
  let total = 0;
  let left = 0;
  let count = 0;
  for (const line of lines) {
    const level = mean(line.ys);
    const predicted = line.xs.map((x) => raw(field, x, level));
    const pm = mean(predicted);
    line.ys.forEach((y, s) => {
      const d = y - level;
      const r = d - ((predicted[s] as number) - pm);
      total += d * d;
      left += r * r;
      count++;
    });
  }
  return {
    explained: total > 0 ? 1 - left / total : 0,
    residual: Math.sqrt(left / Math.max(1, count)),
  };
}

/** Largest displacement the field predicts along the traced lines. */
function amplitude(field: DisplacementField, lines: TracedLine[]): number {
  let max = 0;
  for (const line of lines) {
    const level = mean(line.ys);
    for (const x of line.xs) max = Math.max(max, Math.abs(displacementAt(field, x, level)));
  }
  return max;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? (s[Math.floor(s.length / 2)] as number) : 0;
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
