/**
 * The camera photo: the rendered page, perspective-warped onto a procedural background,
 * with a drop shadow, uneven light, defocus, sensor noise and JPEG compression.
 */
import { type Canvas, createCanvas, ImageData, type SKRSContext2D } from "@napi-rs/canvas";
import sharp from "sharp";
import type { Rng } from "../rng.ts";
import type { Point, Quad } from "../types.ts";
import { type Background, drawBackground } from "./background.ts";
import { develop } from "./develop.ts";
import {
  alikeSurface,
  drawBinding,
  drawOver,
  drawUnder,
  HARD,
  type HardConditions,
  harden,
  meanColour,
} from "./hard.ts";
import { invert, solveHomography } from "./homography.ts";
import { randomLightMap } from "./lighting.ts";
import { randomPose } from "./pose.ts";
import { drawBeside, linedSurface, SURROUNDINGS } from "./surroundings.ts";
import { warpPatch } from "./warp.ts";

/** Photo conditions a family may change; every other condition is shared. */
export interface PhotoOptions {
  /** Surfaces and their weights (default: the shared ones). */
  backgrounds?: readonly (readonly [Background, number])[];
  /**
   * An effect drawn over the warped document before lighting and noise (glare on a laminate,
   * say); answers its name for the distortions record, or undefined when it drew nothing.
   */
  overlay?: (
    ctx: SKRSContext2D,
    rng: Rng,
    corners: Quad,
    width: number,
    height: number,
  ) => string | undefined;
  /**
   * Harder phone-photo conditions (see hard.ts), for the training split only: held-out photos
   * keep the shared conditions they were measured with.
   */
  hard?: HardConditions;
}

/** A JPEG photo with the document's corners and the distortions applied. */
export interface Photo {
  jpeg: Buffer;
  width: number;
  height: number;
  corners: Quad;
  distortions: Record<string, number | string | boolean>;
}

const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Downscales the page to about its size in the photo (so the warp never aliases). A further
 * `defocus` factor > 1 makes the warp upsample a smaller source: a mild, lens-like blur.
 */
function sourceAt(page: Canvas, corners: Quad, defocus: number): Canvas {
  const [tl, tr, br, bl] = corners;
  const fit = Math.max(
    Math.max(dist(tl, tr), dist(bl, br)) / page.width,
    Math.max(dist(tl, bl), dist(tr, br)) / page.height,
  );
  const k = Math.min(1, (1.05 * fit) / defocus);
  const small = createCanvas(
    Math.max(2, Math.round(page.width * k)),
    Math.max(2, Math.round(page.height * k)),
  );
  const ctx = small.getContext("2d");
  ctx.imageSmoothingQuality = "medium";
  ctx.drawImage(page, 0, 0, small.width, small.height);
  return small;
}

/** The document's drop shadow: darkness and offset (shares of the frame width). */
interface DropShadow {
  alpha: number;
  dx: number;
  dy: number;
}

function dropShadowParams(rng: Rng): DropShadow {
  const alpha = rng.float(0.25, 0.5);
  const dx = rng.float(-0.008, 0.008);
  const dy = rng.float(0, 0.01);
  return { alpha, dx, dy };
}

/** Casts the document's soft shadow onto `canvas`, which is the frame scaled by `k`. */
function castDropShadow(canvas: Canvas, corners: Quad, shadow: DropShadow, k: number): void {
  const ctx = canvas.getContext("2d");
  const scale = canvas.width;
  // Draw the quad far off-canvas and let only its blurred shadow land in place (mask blur is cheap).
  const away = scale * 3;
  ctx.save();
  ctx.shadowColor = `rgba(0,0,0,${shadow.alpha.toFixed(3)})`;
  ctx.shadowBlur = 0.01 * scale;
  ctx.shadowOffsetX = away + shadow.dx * scale;
  ctx.shadowOffsetY = shadow.dy * scale;
  ctx.fillStyle = "#000000";
  ctx.beginPath();
  for (const [x, y] of corners) ctx.lineTo(x * k - away, y * k);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** Photographs a rendered page. Deterministic for a given `rng` label. */
export async function photograph(
  page: Canvas,
  rng: Rng,
  options: PhotoOptions = {},
): Promise<Photo> {
  // Sheets of paper are photographed to fill the frame; cards are often shot from further away.
  const sheet = Math.max(page.width, page.height) > 2000;
  const hard = options.hard;
  // Its own stream: the shared conditions of a photo are drawn alike with or without it.
  const hardRng = rng.fork("hard");
  // Surroundings came later than the other hard conditions: their own stream keeps those.
  const aroundRng = rng.fork("surroundings");
  const pose = randomPose(
    rng,
    page.width,
    page.height,
    sheet ? [0.62, 0.92] : [0.45, 0.88],
    hard ? { sigma: HARD.tiltSigma, max: HARD.tiltMax } : undefined,
  );
  const { width, height, corners } = pose;
  const background = drawBackground(rng, width, height, options.backgrounds);
  const hardDrawn: string[] = [];
  if (hard && hardRng.chance(HARD.alikeSurface)) {
    alikeSurface(background.canvas, meanColour(page), hardRng);
    background.kind = "alike";
  }
  // Frame pixels per millimetre of the document.
  const mm = hard ? (hard.dpi / 25.4) * (dist(corners[0], corners[1]) / page.width) : 0;
  if (hard && background.kind !== "alike" && aroundRng.chance(SURROUNDINGS.linedSurface)) {
    background.kind = linedSurface(background.canvas, aroundRng, mm / 2);
  }
  const shadow = dropShadowParams(rng);
  // Under hard conditions things may lie under the document: its shadow falls on them instead.
  if (!hard) castDropShadow(background.canvas, corners, shadow, 0.5);
  const frame = createCanvas(width, height);
  const ctx = frame.getContext("2d");
  ctx.imageSmoothingQuality = "low";
  ctx.drawImage(background.canvas, 0, 0, width, height);
  const under = hard ? drawUnder(ctx, hardRng, page, corners, hard) : undefined;
  if (under) hardDrawn.push(...under.drawn);
  if (hard && aroundRng.chance(SURROUNDINGS.thingBeside)) {
    hardDrawn.push(...drawBeside(ctx, aroundRng, corners, { width, height }, mm));
  }
  if (hard) castDropShadow(frame, corners, shadow, 1);

  const defocus = rng.chance(0.35) ? 1 : rng.float(1.05, 1.5);
  const source = sourceAt(page, corners, defocus);
  const sw = source.width;
  const sh = source.height;
  const toSrc = invert(
    solveHomography(
      [
        [0, 0],
        [sw, 0],
        [sw, sh],
        [0, sh],
      ],
      corners,
    ),
  );
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[0]))) - 3);
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[1]))) - 3);
  const x1 = Math.min(width, Math.ceil(Math.max(...corners.map((c) => c[0]))) + 3);
  const y1 = Math.min(height, Math.ceil(Math.max(...corners.map((c) => c[1]))) + 3);
  const src = source.getContext("2d").getImageData(0, 0, sw, sh);
  const patch = warpPatch(
    { data: src.data, width: sw, height: sh },
    toSrc,
    corners,
    x0,
    y0,
    x1 - x0,
    y1 - y0,
  );
  const patchCanvas = createCanvas(patch.width, patch.height);
  patchCanvas
    .getContext("2d")
    .putImageData(new ImageData(patch.data, patch.width, patch.height), 0, 0);
  ctx.drawImage(patchCanvas, x0, y0);
  // A fork, so that photos without an overlay draw exactly what they drew before overlays existed.
  const overlay = options.overlay?.(ctx, rng.fork("overlay"), corners, width, height);
  if (hard && under?.binding) drawBinding(ctx, hardRng, page, corners, under.binding, hard);
  const over = hard ? drawOver(ctx, hardRng, page, corners, hard) : undefined;
  if (over) hardDrawn.push(over);

  const light = randomLightMap(rng, width, height);
  if (hard) hardDrawn.push(...harden(light, hardRng, page, corners, hard));
  const noise = round2(rng.float(1, 6));
  const pixels = ctx.getImageData(0, 0, width, height);
  develop(pixels.data, width, height, light, noise, rng.u32());
  const quality = rng.int(70, 92);
  const jpeg = await sharp(
    Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength),
    {
      raw: { width, height, channels: 4 },
    },
  )
    .removeAlpha()
    .jpeg({ quality })
    .toBuffer();
  return {
    jpeg,
    width,
    height,
    corners,
    distortions: {
      ...pose.params,
      background: background.kind,
      ...(overlay ? { overlay } : {}),
      ...(hard ? { hard: hardDrawn.join("+") || "none" } : {}),
      ...light.params,
      defocus: round2(defocus),
      noise_sigma: noise,
      jpeg_quality: quality,
      shadow_alpha: round2(shadow.alpha),
      source_scale: round2(sw / page.width),
    },
  };
}
