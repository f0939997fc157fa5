/**
 * The camera's last steps, in one pass over the pixels: the light map (interpolated
 * linearly), white balance, and Gaussian sensor noise (luminance plus weaker chroma).
 */
import { Rng } from "../rng.ts";
import { LIGHT_CELL, type LightMap } from "./lighting.ts";

let table: Float32Array | undefined;

/** 1024 standard-normal samples, drawn once from a fixed stream. */
function gaussians(): Float32Array {
  if (!table) {
    const rng = new Rng("corpus/gaussian-table");
    table = Float32Array.from({ length: 1024 }, () => rng.normal());
  }
  return table;
}

/** The light map's gain and glare along pixel row `y`, one value per grid column. */
function lightRow(light: LightMap, y: number, gain: Float32Array, glare: Float32Array): void {
  const gy = y / LIGHT_CELL;
  const j = Math.floor(gy);
  const t = gy - j;
  for (let i = 0; i < light.cols; i++) {
    const a = j * light.cols + i;
    gain[i] = (light.gain[a] as number) * (1 - t) + (light.gain[a + light.cols] as number) * t;
    glare[i] = (light.glare[a] as number) * (1 - t) + (light.glare[a + light.cols] as number) * t;
  }
}

/** Applies light and noise (standard deviation `sigma`, 0–255 units) in place; `seed` fixes the noise. */
export function develop(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  light: LightMap,
  sigma: number,
  seed: number,
): void {
  const g = gaussians();
  const chroma = sigma * 0.4;
  const [br, bg, bb] = light.balance;
  const rowGain = new Float32Array(light.cols);
  const rowGlare = new Float32Array(light.cols);
  let s = seed | 1;
  for (let y = 0; y < height; y++) {
    lightRow(light, y, rowGain, rowGlare);
    let o = y * width * 4;
    for (let cell = 0; cell * LIGHT_CELL < width; cell++) {
      // Within a grid cell the light changes linearly: step it instead of interpolating per pixel.
      let l = rowGain[cell] as number;
      let add = rowGlare[cell] as number;
      const dl = ((rowGain[cell + 1] as number) - l) / LIGHT_CELL;
      const dadd = ((rowGlare[cell + 1] as number) - add) / LIGHT_CELL;
      const end = Math.min(width, (cell + 1) * LIGHT_CELL);
      for (let x = cell * LIGHT_CELL; x < end; x++, o += 4, l += dl, add += dadd) {
        s ^= s << 13;
        s ^= s >>> 17;
        s ^= s << 5;
        // Three 10-bit fields of one draw: luminance, red-difference and blue-difference noise.
        const luma = (g[s & 1023] as number) * sigma + add;
        const cr = (g[(s >>> 10) & 1023] as number) * chroma;
        const cb = (g[(s >>> 20) & 1023] as number) * chroma;
        data[o] = (data[o] as number) * l * br + luma + cr;
        data[o + 1] = (data[o + 1] as number) * l * bg + luma - 0.5 * (cr + cb);
        data[o + 2] = (data[o + 2] as number) * l * bb + luma + cb;
      }
    }
  }
}
