import type { InkMask } from "./ink";
import { GLYPHS } from "./tuning";

/**
 * Keeps only glyph-sized ink: connected pieces no taller or wider than GLYPHS.maxHeight and
 * maxWidth of the page's long side. Rules, frames, photo edges, guilloche and signatures are long or large and
 * go; letters, digits, accents and dots stay. Text lines then separate cleanly.
 *
 * Connected pieces (8-connectivity) are found on horizontal runs of ink rather than pixels:
 * a run joins every run of the row above that touches it, diagonally included. This runs on
 * every ink pixel of a 1200 px page twice per image, so runs, labels and boxes live in
 * growable typed arrays.
 */
export function glyphMask(mask: InkMask, boxesOut?: number[]): InkMask {
  const { data, width, height } = mask;
  const runs = new RunTable();
  let previousStart = 0;
  for (let y = 0; y < height; y++) {
    const rowStart = runs.count;
    const row = y * width;
    let above = previousStart;
    for (let x = 0; x < width; x++) {
      if (!data[row + x]) continue;
      const start = x;
      while (x + 1 < width && data[row + x + 1]) x++;
      const run = runs.add(y, start, x);
      // Runs of the row above touching [start − 1, x + 1].
      while (above < rowStart && (runs.end[above] as number) < start - 1) above++;
      for (let k = above; k < rowStart && (runs.start[k] as number) <= x + 1; k++) {
        runs.union(run, k);
      }
    }
    previousStart = rowStart;
  }
  const maxHeight = GLYPHS.maxHeight * Math.max(width, height);
  const maxWidth = GLYPHS.maxWidth * Math.max(width, height);
  const boxes = runs.boxes();
  const out = new Uint8Array(width * height);
  for (let k = 0; k < runs.count; k++) {
    const o = runs.find(k) * 4;
    const w = (boxes[o + 2] as number) - (boxes[o] as number) + 1;
    const h = (boxes[o + 3] as number) - (boxes[o + 1] as number) + 1;
    if (h <= maxHeight && w <= maxWidth) {
      if (boxesOut && o === k * 4) boxesOut.push(boxes[o] as number, boxes[o + 1] as number, w, h);
      const row = (runs.row[k] as number) * width;
      out.fill(1, row + (runs.start[k] as number), row + (runs.end[k] as number) + 1);
    }
  }
  return { data: out, width, height };
}

/** Horizontal runs of ink with a union-find over them. */
class RunTable {
  count = 0;
  row = new Int32Array(1024);
  start = new Int32Array(1024);
  /** Last ink pixel of the run (inclusive). */
  end = new Int32Array(1024);
  parent = new Int32Array(1024);

  add(y: number, start: number, end: number): number {
    if (this.count === this.row.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.row = grow(this.row);
      this.start = grow(this.start);
      this.end = grow(this.end);
      this.parent = grow(this.parent);
    }
    const k = this.count++;
    this.row[k] = y;
    this.start[k] = start;
    this.end[k] = end;
    this.parent[k] = k;
    return k;
  }

  find(a: number): number {
    const parent = this.parent;
    let r = a;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[a] !== r) {
      const next = parent[a] as number;
      parent[a] = r;
      a = next;
    }
    return r;
  }

  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }

  /** Bounding box (x0, y0, x1, y1) of each piece, at its root's index × 4. */
  boxes(): Int32Array {
    const box = new Int32Array(this.count * 4);
    for (let k = 0; k < this.count; k++) {
      const o = this.find(k) * 4;
      const y = this.row[k] as number;
      const s = this.start[k] as number;
      const e = this.end[k] as number;
      if (o === k * 4) {
        // First run of its piece in scan order (roots are the smallest index).
        box[o] = s;
        box[o + 1] = y;
        box[o + 2] = e;
        box[o + 3] = y;
        continue;
      }
      if (s < (box[o] as number)) box[o] = s;
      if (e > (box[o + 2] as number)) box[o + 2] = e;
      if (y > (box[o + 3] as number)) box[o + 3] = y;
    }
    return box;
  }
}
