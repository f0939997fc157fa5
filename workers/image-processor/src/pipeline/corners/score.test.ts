import type { Point, Quad } from "@iris/kit/geometry";
import { scaleQuad } from "@iris/kit/geometry";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { availableEngines } from "../../testing";
import type { Raster } from "../raster";
import { toRaster } from "../sharp-io";
import { buildWorkImage } from "./features";
import { refineQuad } from "./refine";
import { scoreQuad } from "./score";

const engines = await availableEngines();

/** A light page (corners `page`) with a thin ruled frame (`frame`) inside, on a blue-grey table. */
async function drawing(page: Quad, frame: Quad): Promise<Raster> {
  const points = (q: Quad) => q.map(([x, y]) => `${x},${y}`).join(" ");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="rgb(70,90,110)"/>
    <polygon points="${points(page)}" fill="rgb(232,228,220)"/>
    <polygon points="${points(frame)}" fill="none" stroke="rgb(40,40,40)" stroke-width="1.5"/>
  </svg>`;
  return toRaster(sharp(Buffer.from(svg)).flatten(), 3);
}

/** `q` with every corner moved towards its centre by `d` pixels. */
function shrink(q: Quad, d: number): Quad {
  const cx = q.reduce((s, p) => s + p[0], 0) / 4;
  const cy = q.reduce((s, p) => s + p[1], 0) / 4;
  return q.map(([x, y]) => {
    const len = Math.hypot(x - cx, y - cy);
    return [x - ((x - cx) / len) * d, y - ((y - cy) / len) * d];
  }) as Quad;
}

const page: Quad = [
  [210, 160],
  [980, 220],
  [940, 760],
  [170, 700],
];

describe.each(engines)("corner scoring on a drawn rectangle ($name)", ({ cv }) => {
  it("scores the page's own outline high, and plain paper or a thin rule on it low", async () => {
    const frame = shrink(page, 60);
    const raster = await drawing(page, frame);
    const work = buildWorkImage(cv, raster);
    try {
      const own = scoreQuad(work, scaleQuad(page, work.scale));
      expect(own.score).toBeGreaterThan(0.9);
      for (const side of own.sides) expect(side).toBeGreaterThan(0.8);
      // A thin rule has paper on both sides: no step, little support (an outline a few pixels
      // beside it does see a step; refinement at full resolution tells the two apart).
      expect(scoreQuad(work, scaleQuad(frame, work.scale)).score).toBeLessThan(0.3);
      // The outline moved onto plain paper finds no edge either.
      expect(scoreQuad(work, scaleQuad(shrink(page, 25), work.scale)).score).toBeLessThan(0.2);
    } finally {
      work.dispose();
    }
  });

  it("refines a rough outline onto the page's edges within a pixel", async () => {
    const raster = await drawing(page, shrink(page, 60));
    const rough = page.map(([x, y], i) => [x + (i % 2 ? 4 : -3), y + (i < 2 ? 3 : -4)]) as Quad;
    const refined = refineQuad(raster, rough, 8);
    expect(refined).toBeDefined();
    refined?.quad.forEach(([x, y], i) => {
      const [u, v] = page[i] as Point;
      expect(Math.hypot(x - u, y - v)).toBeLessThan(1);
    });
    for (const c of refined?.continuity ?? []) expect(c).toBeGreaterThan(0.85);
  });
});
