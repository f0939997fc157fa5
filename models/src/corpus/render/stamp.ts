/**
 * Rubber stamps and a ghost portrait. A stamp's lettering runs round a circle, is partly inked
 * and often crosses printed text, so it is drawn straight onto the canvas and never recorded as
 * a text line (as with microprint, nobody reads it back as a line of the document).
 */
import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Rng } from "../rng.ts";
import type { Box } from "./page.ts";

/** A round office stamp: two rings, `text` round the rim, a star or short word in the middle. */
export function roundStamp(
  ctx: SKRSContext2D,
  cx: number,
  cy: number,
  r: number,
  text: string,
  rng: Rng,
  opts: { color?: string; centre?: string; family?: string } = {},
): void {
  const color =
    opts.color ??
    rng.pick(["rgba(40,60,160,0.72)", "rgba(120,40,140,0.7)", "rgba(170,30,40,0.68)"]);
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(rng.float(-0.5, 0.5));
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = Math.max(2, r / 28);
  // Uneven inking: the outer ring in arcs with small gaps.
  for (let a = 0; a < Math.PI * 2; ) {
    const len = rng.float(0.4, 1.4);
    ctx.beginPath();
    ctx.arc(0, 0, r, a, Math.min(Math.PI * 2, a + len));
    ctx.stroke();
    a += len + rng.float(0.02, 0.09);
  }
  ctx.lineWidth = Math.max(1.5, r / 45);
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.66, 0, Math.PI * 2);
  ctx.stroke();
  const size = r * 0.2;
  ctx.font = `bold ${size.toFixed(1)}px "${opts.family ?? "Roboto"}"`;
  ctx.textAlign = "center";
  const chars = [...text];
  const step = Math.min(0.3, (Math.PI * 1.8) / chars.length);
  const start = -Math.PI / 2 - (step * (chars.length - 1)) / 2;
  for (const [i, ch] of chars.entries()) {
    const a = start + i * step;
    ctx.save();
    ctx.rotate(a + Math.PI / 2);
    ctx.fillText(ch, 0, -r * 0.76);
    ctx.restore();
  }
  if (opts.centre) {
    ctx.font = `bold ${(r * 0.22).toFixed(1)}px "${opts.family ?? "Roboto"}"`;
    ctx.fillText(opts.centre, 0, r * 0.08);
  } else {
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 === 0 ? r * 0.3 : r * 0.13;
      ctx.lineTo(rr * Math.cos(a), rr * Math.sin(a));
    }
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

/** A small, faded second portrait (the "ghost image" of newer cards), in one ink colour. */
export function ghostPortrait(ctx: SKRSContext2D, box: Box, color: string): void {
  ctx.save();
  ctx.globalAlpha = 0.28;
  ctx.fillStyle = color;
  const cx = box.x + box.width / 2;
  ctx.beginPath();
  ctx.ellipse(cx, box.y + box.height * 0.4, box.width * 0.24, box.height * 0.21, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(cx, box.y + box.height * 1.02, box.width * 0.48, box.height * 0.38, 0, Math.PI, 0);
  ctx.fill();
  ctx.restore();
}
