import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { seededRandom } from "@iris/ml-core";
import sharp from "sharp";

/** Visual classes the test datasets draw: different, easy patterns. */
export const PATTERNS = ["stripes_h", "stripes_v", "checks"] as const;
export type Pattern = (typeof PATTERNS)[number];

/** Ink colour of each class: with the pattern, what tells the classes apart. */
const INK: Record<Pattern, [number, number, number]> = {
  stripes_h: [170, 40, 40],
  stripes_v: [40, 140, 50],
  checks: [40, 60, 170],
};

/**
 * One test image of a pattern class: its pattern in its ink colour, with random period,
 * phase, shade and noise — varied within a class, unmistakable between classes, so even a
 * backbone with random weights (the ml-core test fixture) separates them.
 */
export async function patternImage(pattern: Pattern, seed: number, size = 160): Promise<Buffer> {
  const random = seededRandom(seed);
  const period = 10 + Math.floor(random() * 14);
  const phase = Math.floor(random() * period);
  const shade = 0.75 + random() * 0.5;
  const ink = INK[pattern].map((v) => v * shade);
  const paper = [215 + random() * 35, 215 + random() * 35, 215 + random() * 35];
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const h = Math.floor((y + phase) / period) % 2 === 0;
      const v = Math.floor((x + phase) / period) % 2 === 0;
      const dark = pattern === "stripes_h" ? h : pattern === "stripes_v" ? v : h !== v;
      const colour = dark ? ink : paper;
      for (let c = 0; c < 3; c++) {
        pixels[(y * size + x) * 3 + c] = Math.max(
          0,
          Math.min(255, (colour[c] as number) + (random() - 0.5) * 30),
        );
      }
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

/** Writes an ImageFolder dataset: `perClass` images of each pattern under `dir/<pattern>/`. */
export async function writePatternDataset(
  dir: string,
  perClass: number,
  seed: number,
  patterns: readonly Pattern[] = PATTERNS,
): Promise<void> {
  for (const [p, pattern] of patterns.entries()) {
    mkdirSync(join(dir, pattern), { recursive: true });
    for (let i = 0; i < perClass; i++) {
      writeFileSync(
        join(dir, pattern, `${i}.png`),
        await patternImage(pattern, seed * 10_007 + p * 1009 + i),
      );
    }
  }
}
