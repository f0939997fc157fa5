/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Photo conditions of held-out documents: surfaces and a holding thumb no training photo has. */
import type { SKRSContext2D } from "@napi-rs/canvas";
import { BACKGROUNDS, type Background, rgb, speckle } from "../../photo/background.ts";
import type { PhotoOptions } from "../../photo/index.ts";
import type { Rng } from "../../rng.ts";
import type { Point, Quad } from "../../types.ts";

/** Polished stone: a mid-tone base, mottled patches and fine grains. */
const GRANITE: Background = {
  kind: "granito",
  paint(ctx: SKRSContext2D, rng: Rng, w: number, h: number) {
    const [r, g, b] = rng.pick([
      [120, 116, 110],
      [70, 68, 66],
      [182, 170, 150],
      [95, 80, 72],
    ]);
    ctx.fillStyle = rgb(r, g, b);
    ctx.fillRect(0, 0, w, h);
    for (let i = 0; i < 900; i++) {
      const tone = rng.float(-40, 40);
      ctx.fillStyle = rgb(r + tone, g + tone, b + tone, rng.float(0.15, 0.45));
      ctx.beginPath();
      ctx.ellipse(
        rng.float(0, w),
        rng.float(0, h),
        rng.float(2, 14),
        rng.float(2, 10),
        rng.float(0, 3),
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
    speckle(ctx, rng, w, h, 6000);
  },
};

/** A checked tablecloth. */
const CLOTH: Background = {
  kind: "mantel",
  paint(ctx: SKRSContext2D, rng: Rng, w: number, h: number) {
    const [r, g, b] = rng.pick([
      [180, 40, 40],
      [40, 80, 150],
      [40, 120, 70],
      [200, 160, 40],
    ]);
    ctx.fillStyle = "rgb(238,236,230)";
    ctx.fillRect(0, 0, w, h);
    const step = Math.round(Math.min(w, h) / rng.int(8, 16));
    ctx.fillStyle = rgb(r, g, b, 0.45);
    for (let x = 0; x < w; x += 2 * step) ctx.fillRect(x, 0, step, h);
    for (let y = 0; y < h; y += 2 * step) ctx.fillRect(0, y, w, step);
    speckle(ctx, rng, w, h, 1500);
  },
};

const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

/** A thumb holding the document at one edge, now and then (cards are held in the hand). */
function thumb(ctx: SKRSContext2D, rng: Rng, corners: Quad): string | undefined {
  if (!rng.chance(0.3)) return undefined;
  // Held at the left or right edge, where a hand holds a card without hiding its lines.
  const edge = rng.pick([1, 3]);
  const a = corners[edge] as Point;
  const b = corners[(edge + 1) % 4] as Point;
  const at = lerp(a, b, rng.float(0.3, 0.7));
  const centre = lerp(corners[0], corners[2], 0.5);
  const side = Math.min(
    Math.hypot(b[0] - a[0], b[1] - a[1]),
    Math.hypot(centre[0] - at[0], centre[1] - at[1]) * 2,
  );
  const inward = Math.atan2(centre[1] - at[1], centre[0] - at[0]);
  const length = side * rng.float(0.2, 0.26);
  const reach = rng.float(0.35, 0.5);
  ctx.save();
  ctx.translate(
    at[0] + Math.cos(inward) * length * (reach - 0.5),
    at[1] + Math.sin(inward) * length * (reach - 0.5),
  );
  ctx.rotate(inward);
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = length * 0.15;
  ctx.fillStyle = rng.pick(["#c68e6e", "#a9745a", "#e0b49a", "#8d5b44"]);
  ctx.beginPath();
  ctx.ellipse(0, 0, length * 0.5, length * 0.28, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.shadowColor = "rgba(0,0,0,0)";
  ctx.fillStyle = "rgba(255,235,225,0.55)";
  ctx.beginPath();
  ctx.ellipse(length * 0.28, 0, length * 0.14, length * 0.16, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  return "thumb";
}

/** Held-out photos: the shared surfaces plus two of their own; cards are sometimes held by a thumb. */
export function heldoutPhoto(card: boolean): PhotoOptions {
  return {
    backgrounds: [
      [BACKGROUNDS.madera, 20],
      [BACKGROUNDS.mesa, 15],
      [BACKGROUNDS.tela, 10],
      [BACKGROUNDS.escritorio, 15],
      [BACKGROUNDS.claro, 10],
      [GRANITE, 15],
      [CLOTH, 15],
    ],
    ...(card ? { overlay: (ctx, rng, corners) => thumb(ctx, rng, corners) } : {}),
  };
}
