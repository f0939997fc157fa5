/**
 * Security grounds of identity documents beyond the original guilloche and rosette: tinted
 * gradients, fine wave bands, microprinted lines, watermark lettering, dot screens, flag
 * stripes. None of it is recorded as text: at scan resolution it is pattern, not reading matter.
 */
import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Rng } from "../rng.ts";
import type { Box } from "./page.ts";

/** A linear gradient through `colors`, at `angle` degrees (0: left to right). */
export function tint(ctx: SKRSContext2D, box: Box, colors: readonly string[], angle = 0): void {
  const a = (angle * Math.PI) / 180;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = Math.hypot(box.width, box.height) / 2;
  const grad = ctx.createLinearGradient(
    cx - r * Math.cos(a),
    cy - r * Math.sin(a),
    cx + r * Math.cos(a),
    cy + r * Math.sin(a),
  );
  colors.forEach((c, i) => {
    grad.addColorStop(i / Math.max(1, colors.length - 1), c);
  });
  ctx.fillStyle = grad;
  ctx.fillRect(box.x, box.y, box.width, box.height);
}

/** Parallel sine lines across a box at `angle` degrees, closely spaced like an offset-printed band. */
export function waves(
  ctx: SKRSContext2D,
  box: Box,
  rng: Rng,
  color: string,
  opts: {
    spacing?: number;
    amplitude?: number;
    period?: number;
    angle?: number;
    width?: number;
  } = {},
): void {
  const spacing = opts.spacing ?? 9;
  const amplitude = opts.amplitude ?? rng.float(4, 12);
  const period = opts.period ?? rng.float(80, 220);
  const angle = ((opts.angle ?? 0) * Math.PI) / 180;
  const span = Math.hypot(box.width, box.height);
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  ctx.translate(box.x + box.width / 2, box.y + box.height / 2);
  ctx.rotate(angle);
  ctx.strokeStyle = color;
  ctx.lineWidth = opts.width ?? 1.1;
  const phase = rng.float(0, Math.PI * 2);
  for (let y = -span / 2; y <= span / 2; y += spacing) {
    ctx.beginPath();
    for (let x = -span / 2; x <= span / 2; x += 5) {
      const yy = y + amplitude * Math.sin((x / period) * Math.PI * 2 + phase + y / 40);
      if (x === -span / 2) ctx.moveTo(x, yy);
      else ctx.lineTo(x, yy);
    }
    ctx.stroke();
  }
  ctx.restore();
}

/** Rows of tiny repeated lettering (microprint), drawn straight onto the canvas, never recorded. */
export function microprint(
  ctx: SKRSContext2D,
  box: Box,
  text: string,
  color: string,
  opts: { size?: number; rowGap?: number; family?: string } = {},
): void {
  const size = opts.size ?? 6;
  const rowGap = opts.rowGap ?? size * 1.6;
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  ctx.fillStyle = color;
  ctx.font = `${size}px "${opts.family ?? "Roboto"}"`;
  const run = `${text} `.repeat(Math.ceil(box.width / Math.max(1, size * text.length * 0.5)) + 2);
  let shift = 0;
  for (let y = box.y + size; y < box.y + box.height + size; y += rowGap) {
    ctx.fillText(run, box.x - shift, y);
    shift = (shift + size * 2.3) % (size * 12);
  }
  ctx.restore();
}

/** Large faint lettering across the page (a watermark), never recorded. */
export function watermark(
  ctx: SKRSContext2D,
  text: string,
  cx: number,
  cy: number,
  opts: { size: number; color: string; angle?: number; family?: string },
): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(((opts.angle ?? -20) * Math.PI) / 180);
  ctx.fillStyle = opts.color;
  ctx.font = `bold ${opts.size}px "${opts.family ?? "Roboto"}"`;
  ctx.textAlign = "center";
  ctx.fillText(text, 0, opts.size / 3);
  ctx.restore();
}

/** A screen of small dots. */
export function dotScreen(ctx: SKRSContext2D, box: Box, color: string, step = 10, r = 1.4): void {
  ctx.save();
  ctx.fillStyle = color;
  for (let y = box.y + step / 2; y < box.y + box.height; y += step) {
    const offset = (Math.round((y - box.y) / step) % 2) * (step / 2);
    for (let x = box.x + step / 2 + offset; x < box.x + box.width; x += step) {
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.restore();
}

/** Concentric rings around a point, like the radial guilloche behind a coat of arms. */
export function rings(
  ctx: SKRSContext2D,
  cx: number,
  cy: number,
  radius: number,
  color: string,
  opts: { step?: number; lobes?: number; depth?: number } = {},
): void {
  const step = opts.step ?? 8;
  const lobes = opts.lobes ?? 12;
  const depth = opts.depth ?? 0.03;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = 1;
  for (let r = step; r <= radius; r += step) {
    ctx.beginPath();
    for (let s = 0; s <= 360; s += 2) {
      const t = (s * Math.PI) / 180;
      const rr = r * (1 + depth * Math.sin(lobes * t + r / 30));
      const x = cx + rr * Math.cos(t);
      const y = cy + rr * Math.sin(t);
      if (s === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  ctx.restore();
}

/** Horizontal or vertical stripes of a flag, equal in size unless `shares` says otherwise. */
export function stripes(
  ctx: SKRSContext2D,
  box: Box,
  colors: readonly string[],
  direction: "horizontal" | "vertical",
  shares?: readonly number[],
): void {
  const weights = shares ?? colors.map(() => 1);
  const total = weights.reduce((a, b) => a + b, 0);
  let at = 0;
  colors.forEach((color, i) => {
    const part = (weights[i] ?? 1) / total;
    ctx.fillStyle = color;
    if (direction === "horizontal")
      ctx.fillRect(box.x, box.y + at * box.height, box.width, part * box.height + 0.5);
    else ctx.fillRect(box.x + at * box.width, box.y, part * box.width + 0.5, box.height);
    at += part;
  });
}

/** Clips to a rounded card outline, runs `paint`, restores. */
export function onCard(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  radius: number,
  paint: () => void,
): void {
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(0, 0, width, height, radius);
  ctx.clip();
  paint();
  ctx.restore();
}
