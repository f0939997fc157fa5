/**
 * What else a phone photo of a document shows, under the hard conditions: surfaces made of
 * straight lines (floor tiles, a cutting mat, a checked tablecloth) and rectangular things
 * lying apart from the document (a book, a tablet, a receipt, another card, a printed
 * sheet). Each has four sharp sides of its own; several hold print. A detector that takes the
 * crispest rectangle in the frame rather than the document takes one of these.
 */
import type { Canvas, SKRSContext2D } from "@napi-rs/canvas";
import type { Rng } from "../rng.ts";
import type { Point, Quad } from "../types.ts";
import { rgb, speckle } from "./background.ts";

/** How often each is drawn (training families' hard photos only). */
export const SURROUNDINGS = {
  /** Documents are photographed on the floor, a cutting mat, a kitchen table as well as a desk. */
  linedSurface: 0.25,
  /** Something rectangular lies beside the document in one photo of three. */
  thingBeside: 0.35,
  /** …and a second one in a few. */
  secondThing: 0.25,
  /** Its size, as a share of the document's longer side. */
  size: [0.25, 0.8] as const,
} as const;

const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * Repaints the (half-resolution) background as a surface of straight lines: square tiles
 * with grout, a cutting mat's grid, or a checked cloth. `unit` is the frame's pixels per
 * millimetre of the document, halved like the background. Answers its name.
 */
export function linedSurface(background: Canvas, rng: Rng, unit: number): string {
  const ctx = background.getContext("2d");
  const { width: w, height: h } = background;
  const kind = rng.pick(["tiles", "mat", "checks"] as const);
  ctx.save();
  ctx.translate(w / 2, h / 2);
  ctx.rotate(rng.float(-0.5, 0.5));
  const reach = Math.hypot(w, h);
  if (kind === "tiles") {
    const size = rng.float(150, 400) * unit;
    const base = rng.pick([
      [225, 222, 214],
      [196, 180, 160],
      [150, 120, 100],
      [90, 90, 95],
      [238, 238, 238],
    ]);
    for (let y = -reach; y < reach; y += size)
      for (let x = -reach; x < reach; x += size) {
        const v = rng.float(-10, 10);
        ctx.fillStyle = rgb((base[0] ?? 0) + v, (base[1] ?? 0) + v, (base[2] ?? 0) + v);
        ctx.fillRect(x, y, size, size);
      }
    const grout = Math.max(1, rng.float(2, 6) * unit);
    const g = rng.chance(0.5) ? 60 : 200;
    ctx.fillStyle = rgb(g, g - 4, g - 10, 0.85);
    for (let x = -reach; x < reach; x += size)
      ctx.fillRect(x - grout / 2, -reach, grout, 2 * reach);
    for (let y = -reach; y < reach; y += size)
      ctx.fillRect(-reach, y - grout / 2, 2 * reach, grout);
  } else if (kind === "mat") {
    const [r, g, b] = rng.pick([
      [40, 110, 80],
      [30, 60, 110],
      [35, 35, 38],
    ] as const);
    ctx.fillStyle = rgb(r, g, b);
    ctx.fillRect(-reach, -reach, 2 * reach, 2 * reach);
    const cell = 10 * unit;
    for (let i = -Math.ceil(reach / cell); i * cell < reach; i++) {
      const bold = i % 5 === 0;
      ctx.fillStyle = bold ? "rgba(235,240,230,0.75)" : "rgba(235,240,230,0.35)";
      const t = Math.max(1, (bold ? 0.8 : 0.4) * unit);
      ctx.fillRect(i * cell - t / 2, -reach, t, 2 * reach);
      ctx.fillRect(-reach, i * cell - t / 2, 2 * reach, t);
    }
  } else {
    const cell = rng.float(10, 30) * unit;
    const [r, g, b] = rng.pick([
      [190, 40, 50] as const,
      [40, 70, 150] as const,
      [40, 120, 70] as const,
    ]);
    ctx.fillStyle = rgb(240, 238, 232);
    ctx.fillRect(-reach, -reach, 2 * reach, 2 * reach);
    for (let i = -Math.ceil(reach / cell); i * cell < reach; i += 2) {
      ctx.fillStyle = rgb(r, g, b, 0.5);
      ctx.fillRect(i * cell, -reach, cell, 2 * reach);
      ctx.fillRect(-reach, i * cell, 2 * reach, cell);
    }
  }
  ctx.restore();
  speckle(ctx, rng, w, h, 1500);
  return kind;
}

/** True when two convex polygons overlap (separating axis test). */
function overlaps(p: Point[], q: Point[]): boolean {
  for (const poly of [p, q])
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i] as Point;
      const b = poly[(i + 1) % poly.length] as Point;
      const n: Point = [b[1] - a[1], a[0] - b[0]];
      const range = (s: Point[]) => {
        const d = s.map(([x, y]) => x * n[0] + y * n[1]);
        return [Math.min(...d), Math.max(...d)] as const;
      };
      const [p0, p1] = range(p);
      const [q0, q1] = range(q);
      if (p1 < q0 || q1 < p0) return false;
    }
  return true;
}

/** `quad` grown by `by` pixels outwards from its centre (a keep-clear margin). */
function grown(quad: Quad, by: number): Point[] {
  const cx = quad.reduce((s, p) => s + p[0], 0) / 4;
  const cy = quad.reduce((s, p) => s + p[1], 0) / 4;
  return quad.map(([x, y]) => {
    const d = Math.hypot(x - cx, y - cy) || 1;
    return [x + ((x - cx) / d) * by, y + ((y - cy) / d) * by] as Point;
  });
}

/**
 * Draws up to two rectangular things on the frame apart from the document (before the
 * document, so that nothing covers it): a book, a tablet, a receipt, a card or a printed
 * sheet, each with what is printed or shown on it, cut by the frame's edge where it falls
 * there. `mm` is frame pixels per millimetre of the document. Answers what it drew.
 */
export function drawBeside(
  ctx: SKRSContext2D,
  rng: Rng,
  corners: Quad,
  frame: { width: number; height: number },
  mm: number,
): string[] {
  const drawn: string[] = [];
  const docSize = Math.max(dist(corners[0], corners[1]), dist(corners[1], corners[2]));
  const keepClear = grown(corners, 4 * mm);
  const placed: Point[][] = [];
  const count = rng.chance(SURROUNDINGS.secondThing) ? 2 : 1;
  for (let k = 0; k < count; k++) {
    const kind = rng.pick(["book", "tablet", "receipt", "card", "sheet"] as const);
    const long = docSize * rng.float(SURROUNDINGS.size[0], SURROUNDINGS.size[1]);
    const aspect =
      kind === "receipt" ? rng.float(2.2, 4) : kind === "card" ? 1.586 : rng.float(1.3, 1.5);
    const [bw, bh] = rng.chance(0.5) ? [long, long / aspect] : [long / aspect, long];
    const turn = rng.float(-0.35, 0.35);
    // Somewhere in the frame that does not touch the document: a few tries, else nothing.
    for (let attempt = 0; attempt < 12; attempt++) {
      const cx = rng.float(-0.1, 1.1) * frame.width;
      const cy = rng.float(-0.1, 1.1) * frame.height;
      const quad = (
        [
          [-bw / 2, -bh / 2],
          [bw / 2, -bh / 2],
          [bw / 2, bh / 2],
          [-bw / 2, bh / 2],
        ] as Point[]
      ).map(
        ([x, y]) =>
          [
            cx + x * Math.cos(turn) - y * Math.sin(turn),
            cy + x * Math.sin(turn) + y * Math.cos(turn),
          ] as Point,
      );
      // At least a third of it in the frame, or it is not in the photo.
      const inFrame = quad.filter(
        ([x, y]) => x >= 0 && y >= 0 && x < frame.width && y < frame.height,
      ).length;
      if (inFrame < 2 && !(cx > 0 && cy > 0 && cx < frame.width && cy < frame.height)) continue;
      if (overlaps(quad, keepClear) || placed.some((p) => overlaps(quad, p))) continue;
      drawThing(ctx, rng, kind, { cx, cy, bw, bh, turn }, mm);
      placed.push(quad);
      drawn.push(kind);
      break;
    }
  }
  return drawn;
}

interface Placement {
  cx: number;
  cy: number;
  bw: number;
  bh: number;
  turn: number;
}

function drawThing(
  ctx: SKRSContext2D,
  rng: Rng,
  kind: "book" | "tablet" | "receipt" | "card" | "sheet",
  { cx, cy, bw, bh, turn }: Placement,
  mm: number,
): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(turn);
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = 3 * mm;
  ctx.shadowOffsetY = 1.5 * mm;
  const rows = (colour: string, from: number, to: number, height: number, gap: number) => {
    ctx.fillStyle = colour;
    for (let y = -bh / 2 + from * bh; y < -bh / 2 + to * bh; y += gap)
      ctx.fillRect(-bw / 2 + 0.08 * bw, y, bw * rng.float(0.35, 0.84), height);
  };
  if (kind === "book") {
    ctx.fillStyle = rng.pick(["#7b1f2b", "#1f3f7b", "#2f5d3a", "#d8c9a3", "#f0f0f0", "#202020"]);
    ctx.fillRect(-bw / 2, -bh / 2, bw, bh);
    ctx.shadowColor = "rgba(0,0,0,0)";
    // A title and an author in large type.
    const ink = rng.chance(0.5) ? "rgba(250,250,240,0.85)" : "rgba(20,20,20,0.8)";
    ctx.fillStyle = ink;
    ctx.fillRect(-bw * 0.35, -bh * 0.3, bw * 0.7, Math.max(2, 9 * mm));
    ctx.fillRect(-bw * 0.25, -bh * 0.3 + 14 * mm, bw * 0.5, Math.max(2, 5 * mm));
  } else if (kind === "tablet") {
    ctx.fillStyle = "#141414";
    ctx.beginPath();
    ctx.roundRect(-bw / 2, -bh / 2, bw, bh, 6 * mm);
    ctx.fill();
    ctx.shadowColor = "rgba(0,0,0,0)";
    const bezel = 8 * mm;
    const lit = rng.chance(0.6);
    ctx.fillStyle = lit ? "#e8eef4" : "#1d2329";
    ctx.fillRect(-bw / 2 + bezel, -bh / 2 + bezel, bw - 2 * bezel, bh - 2 * bezel);
    if (lit) rows("rgba(30,30,40,0.7)", 0.12, 0.85, Math.max(1.5, 2 * mm), 6 * mm);
  } else {
    const t = rng.int(232, 252);
    ctx.fillStyle =
      kind === "card"
        ? rng.pick(["#f4f4f4", "#1c3f8c", "#c9d7e8", "#e9dcc0"])
        : rgb(t, t - rng.int(0, 4), t - rng.int(0, 10));
    ctx.beginPath();
    ctx.roundRect(-bw / 2, -bh / 2, bw, bh, kind === "card" ? 3 * mm : 0);
    ctx.fill();
    ctx.shadowColor = "rgba(0,0,0,0)";
    const text = kind === "card" ? 2.2 * mm : 1.8 * mm;
    rows("rgba(40,40,50,0.7)", 0.08, 0.92, Math.max(1.5, text), text * 2.2);
  }
  ctx.restore();
}
