import type { InkMask } from "./ink";
import { TEXT_LINES } from "./tuning";

/** A line of text found on a level ink mask: its rows, ink profile and horizontal runs. */
export interface TextLine {
  /** First and one-past-last row of the band. */
  start: number;
  end: number;
  /** Ink per row of the band (index 0 is row `start`). */
  profile: Float32Array;
  /** Horizontal runs of ink separated by gaps wider than the line is tall: [x0, x1). */
  segments: [number, number][];
}

/**
 * Text lines of a mask whose lines are level after removing `skewDeg`: bands of rows whose
 * ink profile rises above a floor, TEXT_LINES.minShare–maxShare of the page tall, each split into segments
 * (phrases or columns) at wide horizontal gaps.
 */
export function findTextLines(mask: InkMask, skewDeg: number): TextLine[] {
  const { width, height, data } = mask;
  const tan = Math.tan((skewDeg * Math.PI) / 180);
  const cx = width / 2;
  const levelRow = (x: number, y: number) => Math.round(y - (x - cx) * tan);
  const profile = new Float32Array(height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      const yl = levelRow(x, y);
      if (yl >= 0 && yl < height) profile[yl] = (profile[yl] as number) + 1;
    }
  }
  const lines: TextLine[] = [];
  for (const band of withMarks(bands(profile, width, height))) {
    const columns = new Uint16Array(width);
    for (let x = 0; x < width; x++) {
      for (let yl = band.start; yl < band.end; yl++) {
        const y = Math.round(yl + (x - cx) * tan);
        if (y >= 0 && y < height && data[y * width + x]) columns[x] = (columns[x] as number) + 1;
      }
    }
    const gap = Math.max(3, band.end - band.start);
    lines.push({
      start: band.start,
      end: band.end,
      profile: profile.slice(band.start, band.end),
      segments: runs(columns, gap),
    });
  }
  return lines;
}

function bands(profile: Float32Array, width: number, height: number) {
  const out: { start: number; end: number }[] = [];
  // A floor relative to the busiest rows, so that the odd descender between lines does not
  // merge them.
  const busy = [...profile].filter((v) => v > 0).sort((a, b) => a - b);
  const high = busy[Math.floor(0.9 * busy.length)] ?? 0;
  const floor = Math.max(1, TEXT_LINES.minRowInk * width, TEXT_LINES.minRowShare * high);
  let start = -1;
  for (let y = 0; y <= height; y++) {
    const on = y < height && (profile[y] as number) >= floor;
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      const h = y - start;
      const shortest = Math.max(TEXT_LINES.minHeight, TEXT_LINES.minShare * height);
      if (h >= shortest && h <= TEXT_LINES.maxShare * height) out.push({ start, end: y });
      start = -1;
    }
  }
  return out;
}

/**
 * Joins a thin band (accents, dots, a tilde row) to the text band right below or above it,
 * when the gap between them is small: the marks belong to that line.
 */
function withMarks(list: { start: number; end: number }[]) {
  const out = [...list];
  for (let i = 0; i < out.length; i++) {
    const band = out[i] as { start: number; end: number };
    const h = band.end - band.start;
    const next = out[i + 1];
    const previous = out[i - 1];
    const close = (other: { start: number; end: number }, gap: number) =>
      other.end - other.start > TEXT_LINES.markRatio * h &&
      gap <= TEXT_LINES.markGap * (other.end - other.start);
    if (next && close(next, next.start - band.end)) {
      next.start = band.start;
      out.splice(i--, 1);
    } else if (previous && close(previous, band.start - previous.end)) {
      previous.end = band.end;
      out.splice(i--, 1);
    }
  }
  return out;
}

/** Runs of non-empty columns, merged across gaps narrower than `gap`. */
function runs(columns: Uint16Array, gap: number): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  let last = -1;
  for (let x = 0; x < columns.length; x++) {
    if (!columns[x]) continue;
    if (start >= 0 && x - last > gap) {
      out.push([start, last + 1]);
      start = -1;
    }
    if (start < 0) start = x;
    last = x;
  }
  if (start >= 0) out.push([start, last + 1]);
  return out;
}
