import type { InkMask } from "./ink";

/**
 * Keeps only glyph-sized ink: connected pieces no taller than 6 % of the page and no wider
 * than 8 % of it. Rules, frames, photo edges, guilloche and signatures are long or large and
 * go; letters, digits, accents and dots stay. Text lines then separate cleanly.
 */
export function glyphMask(mask: InkMask): InkMask {
  const { data, width, height } = mask;
  const labels = new Int32Array(width * height).fill(-1);
  // Union-find over provisional labels, in a growable typed array (this runs on every
  // ink pixel of a 1200 px page: no allocation in the loop).
  let parent = new Int32Array(4096);
  let count = 0;
  const find = (a: number): number => {
    let r = a;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[a] !== r) {
      const next = parent[a] as number;
      parent[a] = r;
      a = next;
    }
    return r;
  };
  const join = (label: number, l: number): number => {
    if (l < 0) return label;
    if (label < 0) return l;
    if (l !== label) {
      const ra = find(label);
      const rb = find(l);
      if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    }
    return label;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!data[i]) continue;
      // 8-connectivity: left, and the three neighbours in the row above.
      let label = -1;
      if (x > 0) label = join(label, labels[i - 1] as number);
      if (y > 0) {
        if (x > 0) label = join(label, labels[i - width - 1] as number);
        label = join(label, labels[i - width] as number);
        if (x < width - 1) label = join(label, labels[i - width + 1] as number);
      }
      if (label < 0) {
        if (count === parent.length) {
          const grown = new Int32Array(parent.length * 2);
          grown.set(parent);
          parent = grown;
        }
        label = count;
        parent[count++] = label;
      }
      labels[i] = label;
    }
  }
  const n = count;
  const box = new Int32Array(n * 4);
  for (let k = 0; k < n; k++) {
    box[k * 4] = width;
    box[k * 4 + 1] = height;
    box[k * 4 + 2] = -1;
    box[k * 4 + 3] = -1;
  }
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i] as number;
    if (l < 0) continue;
    const r = find(l);
    labels[i] = r;
    const x = i % width;
    const y = (i - x) / width;
    const o = r * 4;
    if (x < (box[o] as number)) box[o] = x;
    if (y < (box[o + 1] as number)) box[o + 1] = y;
    if (x > (box[o + 2] as number)) box[o + 2] = x;
    if (y > (box[o + 3] as number)) box[o + 3] = y;
  }
  const maxHeight = 0.06 * Math.max(width, height);
  const maxWidth = 0.08 * Math.max(width, height);
  const out = new Uint8Array(width * height);
  for (let i = 0; i < labels.length; i++) {
    const r = labels[i] as number;
    if (r < 0) continue;
    const o = r * 4;
    const w = (box[o + 2] as number) - (box[o] as number) + 1;
    const h = (box[o + 3] as number) - (box[o + 1] as number) + 1;
    if (h <= maxHeight && w <= maxWidth) out[i] = 1;
  }
  return { data: out, width, height };
}
