/**
 * Harder phone-photo conditions, as people really photograph documents: a surface the colour
 * of the document, an open passport booklet (facing page, binding, cover), a sheet or an
 * object against the document, a finger over a corner, a hard cast shadow, strong glare and
 * a steeper camera. Every draw comes from its own stream (`rng.fork("hard")` by the caller),
 * so the shared conditions of a photo are the same with or without them.
 */
import type { Canvas, SKRSContext2D } from "@napi-rs/canvas";
import type { Rng } from "../rng.ts";
import type { Point, Quad } from "../types.ts";
import { rgb, speckle } from "./background.ts";
import { applyHomography, type Matrix3, solveHomography } from "./homography.ts";
import { LIGHT_CELL, type LightMap } from "./lighting.ts";

/** What the hard conditions need to know about the document. */
export interface HardConditions {
  /** Resolution of the rendered page, to size fingers and bindings in millimetres. */
  dpi: number;
  /** The page is a passport's data page: photograph it in its open booklet. */
  booklet: boolean;
}

/** How often each hard condition is drawn, and its strength (reasons from how phones photograph documents). */
export const HARD = {
  /** People lay documents on whatever is at hand: a white desk under a white sheet is common. */
  alikeSurface: 0.35,
  /** …differing from the document's mean colour by this many levels (8-bit). */
  alikeShift: [8, 22] as const,
  /** A passport is nearly always photographed open, held flat on its facing page. */
  booklet: 0.85,
  /** A larger sheet (a letter, a form) lying under the document. */
  sheetUnder: 0.2,
  /** A pen, phone or another card lying against one of the document's sides. */
  objectAlongside: 0.3,
  /** Cards and booklets are held flat with a thumb on a corner. */
  fingerOnCard: 0.45,
  fingerOnSheet: 0.15,
  /** The phone's or the hand's shadow falls across the document under a ceiling light. */
  castShadow: 0.35,
  /** A lamp's reflection on a laminate or glossy paper, saturating part of an edge. */
  edgeGlare: 0.3,
  /** Tilt of the camera, degrees: standard deviation and limit (phones at arm's length lean far). */
  tiltSigma: 16,
  tiltMax: 38,
  /** Penumbra of a cast shadow, mm: a phone 30 cm over the page under a 10–40 cm wide ceiling light. */
  penumbraMm: [6, 25] as const,
  /** An adult finger is 15–20 mm wide. */
  fingerMm: [15, 20] as const,
} as const;

const SKIN: readonly (readonly [number, number, number])[] = [
  [241, 194, 167],
  [224, 172, 140],
  [198, 134, 96],
  [160, 105, 72],
  [110, 70, 45],
];

const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The page-to-photo homography of a `w`×`h` page photographed at `corners`. */
export function pageToPhoto(w: number, h: number, corners: Quad): Matrix3 {
  return solveHomography(
    [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ],
    corners,
  );
}

/** Projects page points; undefined when one falls behind the camera's horizon. */
function project(m: Matrix3, points: Point[]): Point[] | undefined {
  for (const [x, y] of points) if (m[6] * x + m[7] * y + m[8] <= 0.05) return undefined;
  return points.map((p) => applyHomography(m, p));
}

function fillPolygon(ctx: SKRSContext2D, points: Point[], style: SKRSContext2D["fillStyle"]): void {
  ctx.fillStyle = style;
  ctx.beginPath();
  for (const [x, y] of points) ctx.lineTo(x, y);
  ctx.closePath();
  ctx.fill();
}

/** The document's mean colour (opaque pixels of a small copy). */
export function meanColour(page: Canvas): [number, number, number] {
  const small = page.getContext("2d");
  const step = Math.max(1, Math.floor(Math.min(page.width, page.height) / 48));
  const data = small.getImageData(0, 0, page.width, page.height).data;
  let [r, g, b, n] = [0, 0, 0, 0];
  for (let y = 0; y < page.height; y += step) {
    for (let x = 0; x < page.width; x += step) {
      const o = (y * page.width + x) * 4;
      if ((data[o + 3] as number) < 200) continue;
      r += data[o] as number;
      g += data[o + 1] as number;
      b += data[o + 2] as number;
      n++;
    }
  }
  return n ? [r / n, g / n, b / n] : [230, 230, 230];
}

/** Repaints the (half-resolution) background as a plain surface close to the document's colour. */
export function alikeSurface(background: Canvas, colour: [number, number, number], rng: Rng): void {
  const ctx = background.getContext("2d");
  const { width: w, height: h } = background;
  // Never the very same colour: a real surface differs from paper or plastic by a few levels at least.
  const shift = rng.pick([-1, 1]) * rng.float(HARD.alikeShift[0], HARD.alikeShift[1]);
  const [r, g, b] = colour.map((c) => Math.min(250, Math.max(10, c + shift + rng.float(-4, 4))));
  const grad = ctx.createLinearGradient(0, 0, w * rng.float(0.3, 1), h);
  grad.addColorStop(0, rgb((r ?? 0) * 1.04, (g ?? 0) * 1.04, (b ?? 0) * 1.04));
  grad.addColorStop(1, rgb((r ?? 0) * 0.94, (g ?? 0) * 0.94, (b ?? 0) * 0.94));
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, w, h);
  speckle(ctx, rng, w, h, 1500);
}

/**
 * Draws what lies under and around the document (before the document is drawn): an open
 * booklet's facing page and cover, a larger sheet beneath it, an object along a side.
 * Answers the names of what it drew.
 */
export function drawUnder(
  ctx: SKRSContext2D,
  rng: Rng,
  page: { width: number; height: number },
  corners: Quad,
  hard: HardConditions,
): { drawn: string[]; binding?: [Point, Point] } {
  const drawn: string[] = [];
  let binding: [Point, Point] | undefined;
  const { width: W, height: H } = page;
  const m = pageToPhoto(W, H, corners);
  const mm = hard.dpi / 25.4;
  if (hard.booklet && rng.chance(HARD.booklet)) {
    // ICAO 9303 booklets open along a long side; the data page is one of the two inner pages.
    const landscape = W >= H;
    const facingFirst = rng.chance(0.5);
    const cover = rng.float(1.5, 3.5) * mm;
    const box = (x0: number, y0: number, x1: number, y1: number): Point[] => [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ];
    const facing = landscape
      ? facingFirst
        ? box(0, -H, W, 0)
        : box(0, H, W, 2 * H)
      : facingFirst
        ? box(-W, 0, 0, H)
        : box(W, 0, 2 * W, H);
    const [fx0, fy0] = facing[0] as Point;
    const [fx1, fy1] = facing[2] as Point;
    const coverBox = box(
      Math.min(0, fx0) - cover,
      Math.min(0, fy0) - cover,
      Math.max(W, fx1) + cover,
      Math.max(H, fy1) + cover,
    );
    const coverQuad = project(m, coverBox);
    const facingQuad = project(m, facing);
    if (coverQuad && facingQuad) {
      const coverColour = rng.pick(["#5a1420", "#1c2a5a", "#1d3d2a", "#2a2a2a", "#6b1d1d"]);
      fillPolygon(ctx, coverQuad, coverColour);
      const paper = rng.pick([
        [236, 232, 220],
        [226, 236, 228],
        [230, 230, 240],
        [242, 236, 226],
      ]);
      fillPolygon(ctx, facingQuad, rgb(paper[0] ?? 0, paper[1] ?? 0, paper[2] ?? 0));
      // Security print of the facing page: fine waves across it.
      ctx.save();
      ctx.beginPath();
      for (const [x, y] of facingQuad) ctx.lineTo(x, y);
      ctx.closePath();
      ctx.clip();
      ctx.lineWidth = Math.max(1, 0.15 * mm * (dist(corners[0], corners[1]) / W));
      ctx.strokeStyle = rgb((paper[0] ?? 0) - 40, (paper[1] ?? 0) - 30, (paper[2] ?? 0) - 20, 0.5);
      const waves = rng.int(10, 24);
      for (let i = 0; i < waves; i++) {
        const line: Point[] = [];
        const t0 = i / waves;
        for (let s = 0; s <= 40; s++) {
          const u = s / 40;
          const px = fx0 + (fx1 - fx0) * u;
          const py = fy0 + (fy1 - fy0) * (t0 + 0.02 * Math.sin(u * 18 + i));
          line.push([px, py]);
        }
        const projected = project(m, line);
        if (!projected) continue;
        ctx.beginPath();
        for (const [x, y] of projected) ctx.lineTo(x, y);
        ctx.stroke();
      }
      // A visa page or observations: a few printed lines.
      if (rng.chance(0.5)) {
        const lines = rng.int(3, 8);
        for (let i = 0; i < lines; i++) {
          const y = fy0 + (fy1 - fy0) * (0.15 + (0.7 * i) / lines);
          const x = fx0 + (fx1 - fx0) * 0.08;
          const bar = project(m, box(x, y, x + (fx1 - fx0) * rng.float(0.3, 0.8), y + 2.2 * mm));
          if (bar) fillPolygon(ctx, bar, "rgba(40,40,60,0.55)");
        }
      }
      ctx.restore();
      drawn.push("booklet");
      // The side of the data page along the binding.
      const side = landscape ? (facingFirst ? [0, 1] : [3, 2]) : facingFirst ? [0, 3] : [1, 2];
      binding = [corners[side[0] as number] as Point, corners[side[1] as number] as Point];
    }
  }
  if (rng.chance(hard.booklet ? HARD.sheetUnder / 2 : HARD.sheetUnder)) {
    // The sheet is larger than the document and covers at least one of its sides.
    const [sw, sh] = [W * rng.float(1.2, 2), H * rng.float(1.2, 2)];
    const turn = rng.float(-0.25, 0.25);
    const [cx, cy] = [W / 2 + rng.float(-0.5, 0.5) * sw, H / 2 + rng.float(-0.5, 0.5) * sh];
    const pts: Point[] = [
      [-sw / 2, -sh / 2],
      [sw / 2, -sh / 2],
      [sw / 2, sh / 2],
      [-sw / 2, sh / 2],
    ].map(([x, y]) => [
      cx + (x as number) * Math.cos(turn) - (y as number) * Math.sin(turn),
      cy + (x as number) * Math.sin(turn) + (y as number) * Math.cos(turn),
    ]);
    const sheet = project(m, pts);
    if (sheet) {
      const t = rng.int(228, 250);
      ctx.save();
      ctx.shadowColor = "rgba(0,0,0,0.3)";
      ctx.shadowBlur = 4 * mm * (dist(corners[0], corners[1]) / W);
      fillPolygon(ctx, sheet, rgb(t, t - rng.int(0, 6), t - rng.int(0, 14)));
      ctx.restore();
      drawn.push("sheet_under");
    }
  }
  if (rng.chance(HARD.objectAlongside)) {
    // Parallel to a side and close to it: the line a detector may take for the document's edge.
    const side = rng.int(0, 3);
    const a = corners[side] as Point;
    const b = corners[(side + 1) % 4] as Point;
    const centre: Point = [
      (corners[0][0] + corners[1][0] + corners[2][0] + corners[3][0]) / 4,
      (corners[0][1] + corners[1][1] + corners[2][1] + corners[3][1]) / 4,
    ];
    const mid: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const out = [mid[0] - centre[0], mid[1] - centre[1]];
    const len = Math.hypot(out[0] ?? 0, out[1] ?? 0) || 1;
    const n: Point = [(out[0] ?? 0) / len, (out[1] ?? 0) / len];
    const scale = dist(corners[0], corners[1]) / W;
    const gap = rng.float(1, 12) * mm * scale;
    const thick = rng.float(6, 14) * mm * scale;
    const along = rng.float(0.5, 1.1);
    const u: Point = [(b[0] - a[0]) / dist(a, b), (b[1] - a[1]) / dist(a, b)];
    const half = (dist(a, b) * along) / 2;
    const c0: Point = [mid[0] + n[0] * (gap + thick / 2), mid[1] + n[1] * (gap + thick / 2)];
    const quad: Point[] = [
      [c0[0] - u[0] * half - n[0] * (thick / 2), c0[1] - u[1] * half - n[1] * (thick / 2)],
      [c0[0] + u[0] * half - n[0] * (thick / 2), c0[1] + u[1] * half - n[1] * (thick / 2)],
      [c0[0] + u[0] * half + n[0] * (thick / 2), c0[1] + u[1] * half + n[1] * (thick / 2)],
      [c0[0] - u[0] * half + n[0] * (thick / 2), c0[1] - u[1] * half + n[1] * (thick / 2)],
    ];
    ctx.save();
    ctx.shadowColor = "rgba(0,0,0,0.35)";
    ctx.shadowBlur = thick * 0.3;
    fillPolygon(
      ctx,
      quad,
      rng.pick(["#161616", "#1a237e", "#e0e0e0", "#b71c1c", "#c8b070", "#f5f5f5"]),
    );
    ctx.restore();
    drawn.push("object_alongside");
  }
  return { drawn, ...(binding ? { binding } : {}) };
}

/**
 * The booklet's binding over the photographed pages: a crease in shadow, 2–5 mm wide,
 * centred on the data page's bound side (drawn after the document).
 */
export function drawBinding(
  ctx: SKRSContext2D,
  rng: Rng,
  page: { width: number; height: number },
  corners: Quad,
  binding: [Point, Point],
  hard: HardConditions,
): void {
  const mm = (hard.dpi / 25.4) * (dist(corners[0], corners[1]) / page.width);
  const half = (rng.float(2, 5) * mm) / 2;
  const [a, b] = binding;
  const len = dist(a, b) || 1;
  const [nx, ny] = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
  const mid: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const grad = ctx.createLinearGradient(
    mid[0] - nx * half,
    mid[1] - ny * half,
    mid[0] + nx * half,
    mid[1] + ny * half,
  );
  const alpha = rng.float(0.2, 0.45);
  grad.addColorStop(0, "rgba(0,0,0,0)");
  grad.addColorStop(0.5, `rgba(0,0,0,${alpha.toFixed(3)})`);
  grad.addColorStop(1, "rgba(0,0,0,0)");
  fillPolygon(
    ctx,
    [
      [a[0] - nx * half, a[1] - ny * half],
      [b[0] - nx * half, b[1] - ny * half],
      [b[0] + nx * half, b[1] + ny * half],
      [a[0] + nx * half, a[1] + ny * half],
    ],
    grad,
  );
}

/** Draws a finger (or a coin) over one of the document's corners; answers what it drew. */
export function drawOver(
  ctx: SKRSContext2D,
  rng: Rng,
  page: { width: number; height: number },
  corners: Quad,
  hard: HardConditions,
): string | undefined {
  const sheet = Math.max(page.width, page.height) > 2000;
  if (!rng.chance(sheet ? HARD.fingerOnSheet : HARD.fingerOnCard)) return undefined;
  const scale = dist(corners[0], corners[1]) / page.width;
  const mm = (hard.dpi / 25.4) * scale;
  const k = rng.int(0, 3);
  const corner = corners[k] as Point;
  const centre: Point = [
    (corners[0][0] + corners[1][0] + corners[2][0] + corners[3][0]) / 4,
    (corners[0][1] + corners[1][1] + corners[2][1] + corners[3][1]) / 4,
  ];
  const angle = Math.atan2(corner[1] - centre[1], corner[0] - centre[0]) + rng.float(-0.6, 0.6);
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const width = rng.float(HARD.fingerMm[0], HARD.fingerMm[1]) * mm;
  // The fingertip reaches 4–14 mm past the corner onto the document.
  const reach = rng.float(4, 14) * mm;
  const tip: Point = [corner[0] - dx * reach, corner[1] - dy * reach];
  const length = 90 * mm;
  const [r, g, b] = rng.pick(SKIN);
  ctx.save();
  ctx.translate(tip[0], tip[1]);
  ctx.rotate(angle);
  ctx.shadowColor = "rgba(0,0,0,0.4)";
  ctx.shadowBlur = width * 0.35;
  ctx.shadowOffsetY = width * 0.1;
  const grad = ctx.createLinearGradient(0, -width / 2, 0, width / 2);
  grad.addColorStop(0, rgb(r * 0.72, g * 0.7, b * 0.7));
  grad.addColorStop(0.45, rgb(r, g, b));
  grad.addColorStop(1, rgb(r * 0.6, g * 0.58, b * 0.58));
  ctx.fillStyle = grad;
  ctx.beginPath();
  ctx.roundRect(0, -width / 2, length, width, width / 2);
  ctx.fill();
  ctx.shadowColor = "rgba(0,0,0,0)";
  if (rng.chance(0.7)) {
    ctx.fillStyle = rgb(Math.min(255, r * 1.12), Math.min(255, g * 1.05), Math.min(255, b * 1.08));
    ctx.beginPath();
    ctx.roundRect(width * 0.08, -width * 0.3, width * 0.55, width * 0.6, width * 0.25);
    ctx.fill();
  }
  ctx.restore();
  return "finger";
}

/**
 * Adds a hard cast shadow across the document and/or a strong glare on one of its sides to
 * the light map; answers what it added.
 */
export function harden(
  light: LightMap,
  rng: Rng,
  page: { width: number; height: number },
  corners: Quad,
  hard: HardConditions,
): string[] {
  const added: string[] = [];
  const { cols, rows, gain, glare } = light;
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const size = Math.max(x1 - x0, y1 - y0);
  if (rng.chance(HARD.castShadow)) {
    const p: Point = [rng.float(x0, x1), rng.float(y0, y1)];
    const a = rng.float(0, Math.PI * 2);
    const [nx, ny] = [Math.cos(a), Math.sin(a)];
    const depth = rng.float(0.3, 0.55);
    const mm = (hard.dpi / 25.4) * (dist(corners[0], corners[1]) / page.width);
    const soft = mm * rng.float(HARD.penumbraMm[0], HARD.penumbraMm[1]);
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < cols; i++) {
        const d = ((i * LIGHT_CELL - p[0]) * nx + (j * LIGHT_CELL - p[1]) * ny) / soft;
        const t = Math.min(1, Math.max(0, 0.5 + d / 2));
        const s = t * t * (3 - 2 * t);
        gain[j * cols + i] = (gain[j * cols + i] as number) * (1 - depth * s);
      }
    }
    added.push("cast_shadow");
  }
  if (rng.chance(HARD.edgeGlare)) {
    const side = rng.int(0, 3);
    const a = corners[side] as Point;
    const b = corners[(side + 1) % 4] as Point;
    const t = rng.float(0.15, 0.85);
    const c: Point = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    const r = size * rng.float(0.06, 0.16);
    const amp = rng.float(0.5, 0.85);
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < cols; i++) {
        const k =
          amp * Math.exp(-(((i * LIGHT_CELL - c[0]) ** 2 + (j * LIGHT_CELL - c[1]) ** 2) / r ** 2));
        const o = j * cols + i;
        gain[o] = (gain[o] as number) * (1 - k);
        glare[o] = (glare[o] as number) + 255 * k;
      }
    }
    added.push("edge_glare");
  }
  return added;
}
