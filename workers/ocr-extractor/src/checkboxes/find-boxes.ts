/** A checkbox square found in the pixels, in the analysed image's pixels. */
export interface BoxMark {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Share of the box's inside (inset past the frame) that is ink, 0–1. */
  fill: number;
  checked: boolean;
  /** How clearly the fill separates checked from empty, 0–1. */
  confidence: number;
}

/** Inside ink above this share means a mark (an X, a tick, a fill); empty boxes are ~0. */
export const CHECKED_FILL = 0.06;
/** Each side of a square frame must be inked along at least this share of its length. */
const SIDE_COVERAGE = 0.85;

/** Limits of the search, in pixels. */
export interface FindBoxesOptions {
  /** Smallest and largest side of a box (defaults: 1.8–12 mm at `dpi`). */
  minSide?: number;
  maxSide?: number;
  dpi?: number;
}

/**
 * Square frames ("☐") in a greyscale image and whether each holds a mark. The page is
 * binarised at its Otsu threshold and split into 8-connected ink components; a component is
 * a box when it is about square, within the size limits, inked along all four sides of its
 * bounding box and mostly empty between them (its own ink is the frame). The mark is any ink
 * inside the frame — an X drawn apart from the frame is a separate component, so the inside
 * is measured on the binarised pixels, not on the frame's component.
 */
export function findBoxes(
  grey: Uint8Array,
  width: number,
  height: number,
  options: FindBoxesOptions = {},
  page?: InkPage,
): BoxMark[] {
  const dpi = options.dpi ?? 300;
  const minSide = options.minSide ?? Math.max(10, Math.round((1.8 / 25.4) * dpi));
  const maxSide = options.maxSide ?? Math.round((12 / 25.4) * dpi);
  const { ink, labels, components } = page ?? inkPage(grey, width, height);
  const out: BoxMark[] = [];
  for (const c of components) {
    const w = c.x1 - c.x0 + 1;
    const h = c.y1 - c.y0 + 1;
    if (w < minSide || h < minSide || w > maxSide || h > maxSide) continue;
    if (w / h < 0.75 || w / h > 1.33) continue;
    const side = Math.min(w, h);
    const band = Math.max(2, Math.round(side * 0.18));
    if (!framed(labels, width, c, band)) continue;
    // The frame's own ink stays near the border: a filled blob or a letter is not a box.
    const frameArea = w * h - Math.max(0, w - 2 * band) * Math.max(0, h - 2 * band);
    if (c.pixels > frameArea * 1.6) continue;
    const fill = insideFill(ink, width, c, band + Math.max(1, Math.round(side * 0.06)));
    const checked = fill > CHECKED_FILL;
    const confidence = Math.min(1, Math.abs(fill - CHECKED_FILL) / CHECKED_FILL);
    out.push({ x: c.x0, y: c.y0, width: w, height: h, fill: round(fill), checked, confidence });
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** A page binarised at its Otsu threshold and split into ink components (see label). */
export interface InkPage {
  ink: Uint8Array;
  labels: Int32Array;
  components: Component[];
}

/**
 * The ink of a greyscale page: what findBoxes and findUncoveredText both start from, so that
 * a page analysed for both is binarised and labelled once.
 */
export function inkPage(grey: Uint8Array, width: number, height: number): InkPage {
  const threshold = otsu(grey);
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = (grey[i] as number) < threshold ? 1 : 0;
  return { ink, ...label(ink, width, height) };
}

/** An 8-connected ink component: its box and pixel count. */
export interface Component {
  id: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number;
}

/** Each side band of the component's box holds its ink along ≥ SIDE_COVERAGE of its length. */
function framed(labels: Int32Array, width: number, c: Component, band: number): boolean {
  const w = c.x1 - c.x0 + 1;
  const h = c.y1 - c.y0 + 1;
  const along = (n: number, hit: (i: number) => boolean) => {
    let covered = 0;
    for (let i = 0; i < n; i++) if (hit(i)) covered += 1;
    return covered / n >= SIDE_COVERAGE;
  };
  const at = (x: number, y: number) => labels[y * width + x] === c.id;
  const rows = (y0: number) => (x: number) => {
    for (let y = y0; y < y0 + band; y++) if (at(c.x0 + x, y)) return true;
    return false;
  };
  const cols = (x0: number) => (y: number) => {
    for (let x = x0; x < x0 + band; x++) if (at(x, c.y0 + y)) return true;
    return false;
  };
  return (
    along(w, rows(c.y0)) &&
    along(w, rows(c.y1 - band + 1)) &&
    along(h, cols(c.x0)) &&
    along(h, cols(c.x1 - band + 1))
  );
}

function insideFill(ink: Uint8Array, width: number, c: Component, inset: number): number {
  const x0 = c.x0 + inset;
  const x1 = c.x1 - inset;
  const y0 = c.y0 + inset;
  const y1 = c.y1 - inset;
  if (x1 <= x0 || y1 <= y0) return 0;
  let dark = 0;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) dark += ink[y * width + x] as number;
  return dark / ((x1 - x0 + 1) * (y1 - y0 + 1));
}

/** 8-connected components of the ink, by runs and union-find (one pass over the pixels). */
export function label(
  ink: Uint8Array,
  width: number,
  height: number,
): { labels: Int32Array; components: Component[] } {
  const labels = new Int32Array(width * height);
  // Union-find over run labels, in a typed array grown by doubling (label 0 is "no ink").
  let parent = new Int32Array(1024);
  let count = 1;
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
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      if (!ink[row + x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < width && ink[row + x]) x += 1;
      const end = x; // exclusive
      let id = 0;
      if (y > 0) {
        const above = row - width;
        for (let ax = Math.max(0, start - 1); ax < Math.min(width, end + 1); ax++) {
          const l = labels[above + ax] as number;
          if (!l) continue;
          if (!id) id = l;
          else if (l !== id) union(id, l);
        }
      }
      if (!id) {
        if (count === parent.length) {
          const grown = new Int32Array(parent.length * 2);
          grown.set(parent);
          parent = grown;
        }
        id = count;
        parent[id] = id;
        count += 1;
      }
      labels.fill(id, row + start, row + end);
    }
  }
  // Components in the order their first pixel is met, each root's index looked up in an array.
  const index = new Int32Array(count).fill(-1);
  const components: Component[] = [];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const l = labels[row + x] as number;
      if (!l) continue;
      const r = find(l);
      labels[row + x] = r;
      let k = index[r] as number;
      if (k < 0) {
        k = components.length;
        index[r] = k;
        components.push({ id: r, x0: x, y0: y, x1: x, y1: y, pixels: 0 });
      }
      const c = components[k] as Component;
      c.pixels += 1;
      if (x < c.x0) c.x0 = x;
      if (x > c.x1) c.x1 = x;
      if (y > c.y1) c.y1 = y;
    }
  }
  return { labels, components };
}

/** Otsu's threshold of a greyscale histogram (ink is below it), kept within 60–220. */
export function otsu(grey: Uint8Array): number {
  const hist = new Uint32Array(256);
  for (let i = 0; i < grey.length; i++) {
    const v = grey[i] as number;
    hist[v] = (hist[v] as number) + 1;
  }
  const total = grey.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (hist[i] as number);
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t] as number;
    if (!wB) continue;
    const wF = total - wB;
    if (!wF) break;
    sumB += t * (hist[t] as number);
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      threshold = t + 1;
    }
  }
  return Math.min(220, Math.max(60, threshold));
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
