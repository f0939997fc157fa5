/**
 * Uneven illumination as a smooth low-resolution light map: a multiplicative part (gradient,
 * vignette, soft shadow) and an additive part (glare), plus a white-balance tint. The map is
 * applied together with the sensor noise in one pass over the pixels (see `develop`).
 */
import type { Rng } from "../rng.ts";

/** Grid spacing of the light map, in pixels. */
export const LIGHT_CELL = 32;

/** A light map sampled every LIGHT_CELL pixels, with what it contains for the truth record. */
export interface LightMap {
  cols: number;
  rows: number;
  /** Multiplicative light, 0..1, row-major cols×rows. */
  gain: Float32Array;
  /** Additive light (glare), 0..255. */
  glare: Float32Array;
  /** Per-channel white-balance factors. */
  balance: [number, number, number];
  params: { lighting: string; light_min: number; white_balance: string; glare: boolean };
}

const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** Draws a random light map for a `width`×`height` frame. */
export function randomLightMap(rng: Rng, width: number, height: number): LightMap {
  const cols = Math.ceil(width / LIGHT_CELL) + 2;
  const rows = Math.ceil(height / LIGHT_CELL) + 2;
  const gain = new Float32Array(cols * rows).fill(1);
  const glare = new Float32Array(cols * rows);
  const wb = rng.weighted([
    ["neutral", 5],
    ["warm", 3],
    ["cool", 2],
  ] as const);
  const balance: [number, number, number] = {
    neutral: [1, 1, 1],
    warm: [1, 0.955, 0.87],
    cool: [0.91, 0.95, 1],
  }[wb] as [number, number, number];
  const mode = rng.weighted([
    ["gradient", 3],
    ["vignette", 3],
    ["shadow", 2],
    ["mixed", 2],
  ] as const);
  const lightMin = Math.round(rng.float(0.55, 0.85) * 100) / 100;
  const depth = 1 - lightMin;
  const diag = Math.hypot(width, height);
  const angle = rng.float(0, Math.PI * 2);
  const vc = [width * rng.float(0.35, 0.65), height * rng.float(0.35, 0.65)];
  const blob = {
    x: width * rng.pick([0, 1]),
    y: height * rng.float(0, 1),
    rx: width * rng.float(0.25, 0.5),
    ry: height * rng.float(0.3, 0.6),
  };
  const hasGlare = rng.chance(0.2);
  const spot = {
    x: width * rng.float(0.2, 0.8),
    y: height * rng.float(0.2, 0.8),
    r: Math.min(width, height) * rng.float(0.12, 0.3),
    a: rng.float(0.12, 0.3),
  };
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const x = i * LIGHT_CELL;
      const y = j * LIGHT_CELL;
      let g = 1;
      if (mode === "gradient" || mode === "mixed") {
        const t =
          ((x - width / 2) * Math.cos(angle) + (y - height / 2) * Math.sin(angle)) / diag + 0.5;
        g *= 1 - depth * Math.min(1, Math.max(0, t));
      }
      if (mode === "vignette" || mode === "mixed") {
        const d = Math.hypot(x - (vc[0] ?? 0), y - (vc[1] ?? 0)) / (diag * 0.62);
        g *= 1 - depth * smoothstep(0.2, 1, d);
      }
      if (mode === "shadow") {
        const d = Math.hypot((x - blob.x) / blob.rx, (y - blob.y) / blob.ry);
        g *= 1 - depth * (1 - smoothstep(0.75, 1.25, d));
      }
      let add = 0;
      if (hasGlare) {
        const k = spot.a * Math.exp(-(((x - spot.x) ** 2 + (y - spot.y) ** 2) / spot.r ** 2));
        g *= 1 - k;
        add = 255 * k;
      }
      gain[j * cols + i] = g;
      glare[j * cols + i] = add;
    }
  }
  return {
    cols,
    rows,
    gain,
    glare,
    balance,
    params: { lighting: mode, light_min: lightMin, white_balance: wb, glare: hasGlare },
  };
}
