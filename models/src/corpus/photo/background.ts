/** Procedural backgrounds for the camera photos: wood, table tops, fabric, light desks, clutter. */
import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { Rng } from "../rng.ts";

/** A surface the document lies on; `paint` fills the (half-resolution) canvas. */
export interface Background {
  kind: string;
  paint(ctx: SKRSContext2D, rng: Rng, w: number, h: number): void;
  /** A desk with many objects on it rather than a few now and then. */
  cluttered?: boolean;
}

export const rgb = (r: number, g: number, b: number, a = 1) =>
  `rgba(${r | 0},${g | 0},${b | 0},${a})`;

/** The shared surfaces; "claro" is light enough that the document's contrast is low. */
export const BACKGROUNDS = {
  madera: { kind: "madera", paint: wood },
  mesa: { kind: "mesa", paint: table },
  tela: { kind: "tela", paint: fabric },
  escritorio: { kind: "escritorio", paint: table, cluttered: true },
  claro: { kind: "claro", paint: light },
} satisfies Record<string, Background>;

/** How often each shared surface is drawn. */
export const DEFAULT_BACKGROUNDS: readonly (readonly [Background, number])[] = [
  [BACKGROUNDS.madera, 30],
  [BACKGROUNDS.mesa, 20],
  [BACKGROUNDS.tela, 15],
  [BACKGROUNDS.escritorio, 20],
  [BACKGROUNDS.claro, 15],
];

/** Draws a background at half the frame resolution (the upscale softens it like a defocused table). */
export function drawBackground(
  rng: Rng,
  width: number,
  height: number,
  choices: readonly (readonly [Background, number])[] = DEFAULT_BACKGROUNDS,
): { canvas: Canvas; kind: string } {
  const background = rng.weighted(choices);
  const canvas = createCanvas(Math.ceil(width / 2), Math.ceil(height / 2));
  const ctx = canvas.getContext("2d");
  const w = canvas.width;
  const h = canvas.height;
  background.paint(ctx, rng, w, h);
  const clutter = background.cluttered ? rng.int(4, 9) : rng.chance(0.4) ? rng.int(1, 3) : 0;
  for (let i = 0; i < clutter; i++) clutterObject(ctx, rng, w, h);
  return { canvas, kind: background.kind };
}

function wood(ctx: SKRSContext2D, rng: Rng, w: number, h: number): void {
  const [r, g, b] = rng.pick([
    [107, 68, 35],
    [139, 90, 43],
    [160, 82, 45],
    [92, 58, 30],
    [193, 154, 107],
    [62, 42, 26],
  ]);
  ctx.fillStyle = rgb(r, g, b);
  ctx.fillRect(0, 0, w, h);
  ctx.save();
  if (rng.chance(0.5)) {
    ctx.translate(w, 0);
    ctx.rotate(Math.PI / 2);
  }
  const span = Math.max(w, h);
  const plank = span / rng.int(3, 6);
  for (let p = 0; p * plank < span; p++) {
    const tone = rng.float(-18, 18);
    ctx.fillStyle = rgb(r + tone, g + tone * 0.8, b + tone * 0.6);
    ctx.fillRect(-10, p * plank, span + 20, plank);
    for (let i = 0; i < 45; i++) {
      const y0 = p * plank + rng.float(0, plank);
      const dark = rng.chance(0.6);
      ctx.strokeStyle = dark
        ? rgb(r * 0.6, g * 0.55, b * 0.5, rng.float(0.1, 0.35))
        : rgb(r * 1.25, g * 1.2, b * 1.15, rng.float(0.08, 0.25));
      ctx.lineWidth = rng.float(0.6, 2.4);
      ctx.beginPath();
      const amp = rng.float(1, 6);
      const freq = rng.float(0.002, 0.01);
      for (let x = -10; x <= span + 10; x += 24) {
        const y = y0 + amp * Math.sin(x * freq + i);
        if (x === -10) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    ctx.fillStyle = rgb(r * 0.35, g * 0.3, b * 0.3, 0.8);
    ctx.fillRect(-10, p * plank, span + 20, 2);
  }
  ctx.restore();
}

function table(ctx: SKRSContext2D, rng: Rng, w: number, h: number): void {
  const [r, g, b] = rng.pick([
    [60, 60, 64],
    [35, 38, 45],
    [46, 74, 62],
    [40, 58, 90],
    [120, 110, 100],
    [150, 60, 50],
    [90, 90, 80],
  ]);
  const grad = ctx.createLinearGradient(0, 0, w * rng.float(0.5, 1), h);
  grad.addColorStop(0, rgb(r * 1.15, g * 1.15, b * 1.15));
  grad.addColorStop(1, rgb(r * 0.85, g * 0.85, b * 0.85));
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, w, h);
  speckle(ctx, rng, w, h, 2500);
}

function fabric(ctx: SKRSContext2D, rng: Rng, w: number, h: number): void {
  const [r, g, b] = rng.pick([
    [70, 90, 130],
    [120, 40, 50],
    [60, 100, 70],
    [150, 140, 120],
    [90, 70, 100],
  ]);
  ctx.fillStyle = rgb(r, g, b);
  ctx.fillRect(0, 0, w, h);
  const step = rng.int(3, 6);
  ctx.lineWidth = 1;
  ctx.strokeStyle = rgb(r * 0.75, g * 0.75, b * 0.75, 0.5);
  ctx.beginPath();
  for (let x = 0; x < w; x += step) {
    ctx.moveTo(x, 0);
    ctx.lineTo(x, h);
  }
  for (let y = 0; y < h; y += step) {
    ctx.moveTo(0, y);
    ctx.lineTo(w, y);
  }
  ctx.stroke();
  // Soft folds.
  for (let i = 0; i < rng.int(2, 5); i++) {
    const x = rng.float(0, w);
    const grad = ctx.createLinearGradient(x - w * 0.1, 0, x + w * 0.1, h * 0.2);
    grad.addColorStop(0, "rgba(0,0,0,0)");
    grad.addColorStop(0.5, rng.chance(0.5) ? "rgba(0,0,0,0.18)" : "rgba(255,255,255,0.12)");
    grad.addColorStop(1, "rgba(0,0,0,0)");
    ctx.fillStyle = grad;
    ctx.fillRect(0, 0, w, h);
  }
}

function light(ctx: SKRSContext2D, rng: Rng, w: number, h: number): void {
  const base = rng.int(200, 238);
  const tint = rng.pick([
    [0, 0, 0],
    [4, 0, -10],
    [-6, -2, 4],
  ]);
  const grad = ctx.createLinearGradient(0, 0, w, h * rng.float(0.3, 1));
  grad.addColorStop(0, rgb(base + (tint[0] ?? 0), base + (tint[1] ?? 0), base + (tint[2] ?? 0)));
  grad.addColorStop(1, rgb(base - 25, base - 25, base - 22));
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, w, h);
  speckle(ctx, rng, w, h, 1200);
}

/** Scattered light and dark specks, like the grain of a surface. */
export function speckle(ctx: SKRSContext2D, rng: Rng, w: number, h: number, count: number): void {
  for (let i = 0; i < count; i++) {
    ctx.fillStyle = rng.chance(0.5) ? "rgba(0,0,0,0.10)" : "rgba(255,255,255,0.10)";
    ctx.fillRect(rng.float(0, w), rng.float(0, h), rng.float(1, 3), rng.float(1, 3));
  }
}

function clutterObject(ctx: SKRSContext2D, rng: Rng, w: number, h: number): void {
  const unit = Math.min(w, h);
  ctx.save();
  ctx.translate(rng.float(0, w), rng.float(0, h));
  ctx.rotate(rng.float(0, Math.PI * 2));
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = unit * 0.01;
  ctx.shadowOffsetX = unit * 0.005;
  ctx.shadowOffsetY = unit * 0.005;
  const kind = rng.pick([
    "paper",
    "paper",
    "pen",
    "mug",
    "phone",
    "note",
    "coin",
    "shape",
  ] as const);
  if (kind === "paper") {
    const pw = unit * rng.float(0.3, 0.6);
    const ph = pw * 1.3;
    ctx.fillStyle = rgb(rng.int(225, 250), rng.int(222, 248), rng.int(210, 240));
    ctx.fillRect(-pw / 2, -ph / 2, pw, ph);
    ctx.shadowColor = "rgba(0,0,0,0)";
    ctx.fillStyle = "rgba(60,60,60,0.35)";
    for (let y = -ph / 2 + ph * 0.1; y < ph / 2 - ph * 0.08; y += ph * 0.045) {
      ctx.fillRect(-pw / 2 + pw * 0.1, y, pw * rng.float(0.4, 0.8), ph * 0.012);
    }
  } else if (kind === "pen") {
    ctx.fillStyle = rng.pick(["#1a237e", "#111111", "#b71c1c", "#e0e0e0"]);
    ctx.beginPath();
    ctx.roundRect(-unit * 0.14, -unit * 0.008, unit * 0.28, unit * 0.016, unit * 0.008);
    ctx.fill();
  } else if (kind === "mug") {
    const r = unit * rng.float(0.07, 0.11);
    ctx.fillStyle = rng.pick(["#fafafa", "#c62828", "#1565c0", "#2e7d32"]);
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.shadowColor = "rgba(0,0,0,0)";
    ctx.fillStyle = "#3e2723";
    ctx.beginPath();
    ctx.arc(0, 0, r * 0.8, 0, Math.PI * 2);
    ctx.fill();
  } else if (kind === "phone") {
    ctx.fillStyle = "#161616";
    ctx.beginPath();
    ctx.roundRect(-unit * 0.07, -unit * 0.14, unit * 0.14, unit * 0.28, unit * 0.018);
    ctx.fill();
    ctx.fillStyle = "#263238";
    ctx.fillRect(-unit * 0.062, -unit * 0.125, unit * 0.124, unit * 0.25);
  } else if (kind === "note") {
    const s = unit * rng.float(0.1, 0.16);
    ctx.fillStyle = rng.pick(["#fff176", "#f8bbd0", "#b2ebf2", "#c5e1a5"]);
    ctx.fillRect(-s / 2, -s / 2, s, s);
  } else if (kind === "coin") {
    ctx.fillStyle = rng.pick(["#b0a060", "#c0c0c0", "#a0703c"]);
    ctx.beginPath();
    ctx.arc(0, 0, unit * rng.float(0.015, 0.03), 0, Math.PI * 2);
    ctx.fill();
  } else {
    ctx.fillStyle = rgb(rng.int(40, 200), rng.int(40, 200), rng.int(40, 200), rng.float(0.4, 0.9));
    const s = unit * rng.float(0.05, 0.25);
    if (rng.chance(0.5)) ctx.fillRect(-s / 2, -s / 3, s, (s * 2) / 3);
    else {
      ctx.beginPath();
      ctx.ellipse(0, 0, s / 2, s / 3, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.restore();
}
