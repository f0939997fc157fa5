import { frameQuad, homographyBetween, type Point } from "@iris/kit/geometry";
import { seededNormal, seededRandom } from "@iris/ml-core";
import sharp from "sharp";

/** How strong each random distortion may be. */
export interface AugmentStrength {
  /** Largest rotation, in degrees either way. */
  rotationDeg: number;
  /** Largest displacement of each corner, as a fraction of the image side (perspective). */
  perspective: number;
  /** Largest brightness shift, in 0–255 levels either way. */
  brightness: number;
  /** Largest contrast change, as a fraction either way. */
  contrast: number;
  /** Largest Gaussian blur sigma, in pixels of the working image (applied half of the time). */
  blurSigma: number;
  /** Largest per-pixel Gaussian noise sigma, in 0–255 levels. */
  noiseSigma: number;
  /**
   * Largest crop-margin error per side, as a fraction of that side: positive cuts into the
   * page, negative leaves a strip of background (phase 1's corners are never exact).
   */
  margin: number;
  /** Smallest resolution kept, as a fraction of the working size (far or cheap cameras). */
  minScale: number;
  /** Largest per-channel gain change (white balance, paper tint), as a fraction either way. */
  colour: number;
  /** Largest brightness fall-off across the page (uneven light), as a fraction. */
  shading: number;
  /** Lowest JPEG quality (up to 95). */
  minJpegQuality: number;
  /**
   * Chance of a cast shadow (a hand or phone between the lamp and the page): a half-plane
   * darkened to 45–75 % with a soft edge. Optional; none when absent.
   */
  shadow?: number;
}

/**
 * Distortions of the kind phase 1 leaves behind on phone photos (its output is never exactly
 * flat, cropped, lit or sharp) and that real documents vary in (paper tint, print contrast).
 */
export const DEFAULT_AUGMENT: AugmentStrength = {
  rotationDeg: 3,
  perspective: 0.03,
  brightness: 25,
  contrast: 0.25,
  blurSigma: 1.5,
  noiseSigma: 8,
  margin: 0.04,
  minScale: 0.45,
  colour: 0.08,
  shading: 0.25,
  minJpegQuality: 55,
};

/**
 * Stronger distortions for fitting models that must generalise to unseen designs and
 * cameras (models/src/doctype-data): rotation up to ±5°, more perspective, crop error and
 * scale loss, and cast shadows on a third of the copies.
 */
export const STRONG_AUGMENT: AugmentStrength = {
  rotationDeg: 5,
  perspective: 0.05,
  brightness: 35,
  contrast: 0.35,
  blurSigma: 2.2,
  noiseSigma: 10,
  margin: 0.07,
  minScale: 0.3,
  colour: 0.12,
  shading: 0.35,
  minJpegQuality: 35,
  shadow: 0.35,
};

/**
 * Longest shorter side of the working image: an A4 page letterboxed into the largest model
 * input (640) is 453 px wide, so copies keep every pixel a model sees; cheap to warp.
 */
export const AUGMENT_MAX_SIDE = 480;

// Standard-normal samples drawn once; copies read them from a seeded offset and stride, which
// is far cheaper than a Box–Muller pair per pixel and random enough for sensor noise.
const NOISE_SIZE = 1 << 16;
const NOISE = Float32Array.from({ length: NOISE_SIZE }, seededNormal(12345));

/**
 * Makes `copies` randomly distorted versions of an image (seeded, so reproducible): small
 * rotation and perspective (one homography, bilinear sampling, edges replicated), brightness
 * and contrast, Gaussian noise, sometimes blur; JPEG at quality 80–95. Works on a copy
 * downscaled so its shorter side is at most 512 px. CPU-heavy: run it in a worker thread.
 */
export async function augmentImage(
  bytes: Uint8Array,
  copies: number,
  seed: number,
  strength: AugmentStrength = DEFAULT_AUGMENT,
): Promise<Buffer[]> {
  const meta = await sharp(bytes).rotate().metadata();
  const short = Math.min(meta.width ?? 1, meta.height ?? 1);
  const scale = Math.min(1, AUGMENT_MAX_SIDE / short);
  const { data, info } = await sharp(bytes)
    .rotate()
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .resize({
      width: Math.max(1, Math.round((meta.width ?? 1) * scale)),
      height: Math.max(1, Math.round((meta.height ?? 1) * scale)),
      fit: "fill",
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = { data, width: info.width, height: info.height, channels: info.channels };
  const out: Buffer[] = [];
  for (let c = 0; c < copies; c++) {
    const random = seededRandom(seed * 1009 + c);
    const between = (limit: number) => (random() * 2 - 1) * limit;
    // What shows beyond the page's edge: a table, a hand, a dark or light background.
    const ground = [0, 1, 2].map(() => 40 + random() * 160);
    const pixels = warp(source, randomQuad(source.width, source.height, strength, between), ground);
    const gain = 1 + between(strength.contrast);
    const shift = between(strength.brightness);
    const tint = [0, 1, 2].map(() => 1 + between(strength.colour));
    const noise = random() * strength.noiseSigma;
    // Light falls off along one random direction across the page.
    const fall = random() * strength.shading;
    const angle = random() * 2 * Math.PI;
    const [ux, uy] = [Math.cos(angle) / source.width, Math.sin(angle) / source.height];
    // Cast shadow: pixels beyond a random line through the page, with a soft edge (drawn only
    // when asked for, so copies without shadows stay as they were).
    const shadow =
      strength.shadow && random() < strength.shadow ? castShadow(random, source) : null;
    const bytes = new Uint8ClampedArray(pixels.length);
    const { channels, width } = source;
    let at = Math.floor(random() * NOISE_SIZE);
    const stride = 1 + 2 * Math.floor(random() * 1000);
    for (let i = 0, p = 0; i < pixels.length; i += channels, p++) {
      let light =
        1 - fall * (0.5 + ux * ((p % width) - width / 2) + uy * (p / width - source.height / 2));
      if (shadow) light *= shadow(p % width, Math.floor(p / width));
      // One noise value per pixel (luminance noise), as a phone's processed JPEG shows it.
      at = (at + stride) & (NOISE_SIZE - 1);
      const n = (NOISE[at] as number) * noise + 128 * (1 - gain) + shift;
      for (let k = 0; k < channels; k++)
        bytes[i + k] = (pixels[i + k] as number) * gain * light * (tint[k] as number) + n;
    }
    let image = sharp(bytes, {
      raw: { width: source.width, height: source.height, channels: source.channels as 3 },
    });
    const sigma = random() < 0.5 ? 0.3 + random() * (strength.blurSigma - 0.3) : 0;
    if (sigma >= 0.3) image = image.blur(sigma);
    // Lost resolution: down and back up, so the copy keeps its size but not its detail.
    const scale = strength.minScale + random() * (1 - strength.minScale);
    if (scale < 0.95) {
      const small = await image
        .resize(
          Math.max(1, Math.round(width * scale)),
          Math.max(1, Math.round(source.height * scale)),
        )
        .raw()
        .toBuffer({ resolveWithObject: true });
      image = sharp(small.data, { raw: small.info }).resize(width, source.height);
    }
    const quality = strength.minJpegQuality + Math.floor(random() * (96 - strength.minJpegQuality));
    out.push(await image.jpeg({ quality }).toBuffer());
  }
  return out;
}

/** A cast shadow's gain at pixel (x, y): a half-plane at 45–75 % light, 1–5 % soft edge. */
function castShadow(
  random: () => number,
  { width, height }: { width: number; height: number },
): (x: number, y: number) => number {
  const gain = 0.45 + random() * 0.3;
  const angle = random() * 2 * Math.PI;
  const [sx, sy] = [Math.cos(angle), Math.sin(angle)];
  const side = Math.min(width, height);
  const at = (random() - 0.5) * 0.8 * side;
  const penumbra = (0.01 + random() * 0.04) * side;
  return (x, y) => {
    const d = (sx * (x - width / 2) + sy * (y - height / 2) - at) / penumbra;
    const t = d <= -1 ? 0 : d >= 1 ? 1 : (d + 1) / 2;
    return 1 - (1 - gain) * t;
  };
}

/** Where the output's corners come from in the source: a small rotation plus corner jitter. */
function randomQuad(
  width: number,
  height: number,
  strength: AugmentStrength,
  between: (limit: number) => number,
): Point[] {
  const angle = (between(strength.rotationDeg) * Math.PI) / 180;
  const [cx, cy] = [width / 2, height / 2];
  const corners: Point[] = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
  // Crop error: each side moves in (cutting the page) or out (background shows) independently.
  const [left, top, right, bottom] = [0, 0, 0, 0].map(() => between(strength.margin));
  const box: Point[] = [
    [(left as number) * width, (top as number) * height],
    [width - (right as number) * width, (top as number) * height],
    [width - (right as number) * width, height - (bottom as number) * height],
    [(left as number) * width, height - (bottom as number) * height],
  ];
  return corners.map(([x, y], i) => {
    const dx = x - cx;
    const dy = y - cy;
    const [bx, by] = box[i] as Point;
    return [
      bx -
        x +
        cx +
        dx * Math.cos(angle) -
        dy * Math.sin(angle) +
        between(strength.perspective) * width,
      by -
        y +
        cy +
        dx * Math.sin(angle) +
        dy * Math.cos(angle) +
        between(strength.perspective) * height,
    ];
  });
}

interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/** Resamples `src` so the output's corners come from `quad` (bilinear); outside it is `ground`. */
function warp(src: RawImage, quad: readonly Point[], ground: number[]): Float32Array {
  const { width, height, channels, data } = src;
  const h = homographyBetween(frameQuad(width, height), quad);
  const out = new Float32Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = (h[6] as number) * x + (h[7] as number) * y + (h[8] as number);
      const rx = ((h[0] as number) * x + (h[1] as number) * y + (h[2] as number)) / w;
      const ry = ((h[3] as number) * x + (h[4] as number) * y + (h[5] as number)) / w;
      if (rx < -0.5 || ry < -0.5 || rx > width - 0.5 || ry > height - 0.5) {
        for (let c = 0; c < channels; c++) out[(y * width + x) * channels + c] = ground[c] ?? 128;
        continue;
      }
      const sx = Math.min(width - 1, Math.max(0, rx));
      const sy = Math.min(height - 1, Math.max(0, ry));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(width - 1, x0 + 1);
      const y1 = Math.min(height - 1, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      for (let c = 0; c < channels; c++) {
        const p00 = data[(y0 * width + x0) * channels + c] as number;
        const p10 = data[(y0 * width + x1) * channels + c] as number;
        const p01 = data[(y1 * width + x0) * channels + c] as number;
        const p11 = data[(y1 * width + x1) * channels + c] as number;
        out[(y * width + x) * channels + c] =
          (p00 * (1 - fx) + p10 * fx) * (1 - fy) + (p01 * (1 - fx) + p11 * fx) * fy;
      }
    }
  }
  return out;
}
