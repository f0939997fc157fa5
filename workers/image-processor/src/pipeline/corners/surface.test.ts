import { type Quad, scaleQuad } from "@iris/kit/geometry";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { availableEngines } from "../../testing";
import type { Raster } from "../raster";
import { toRaster } from "../sharp-io";
import { buildWorkImage } from "./features";
import { houghLines } from "./lines";
import { isSurfaceRegion } from "./surface";

const engines = await availableEngines();

const W = 1200;
const H = 1600;
const CELL = 90;
const TURN = 11;

/** A checked cloth (two sets of half-dark stripes, turned) with a printed page and its shadow on it. */
async function pageOnCheckedCloth(page: Quad): Promise<Raster> {
  const points = page.map(([x, y]) => `${x},${y}`).join(" ");
  const stripes: string[] = [];
  for (let i = -30; i < 30; i += 2) {
    stripes.push(`<rect x="${i * CELL}" y="-3000" width="${CELL}" height="6000"/>`);
    stripes.push(`<rect x="-3000" y="${i * CELL}" width="6000" height="${CELL}"/>`);
  }
  const [tl, tr] = page;
  const across = (tr[0] - tl[0]) * 0.7;
  const print = Array.from(
    { length: 14 },
    (_, k) =>
      `<rect x="${tl[0] + 60}" y="${tl[1] + 80 + k * 42}" width="${across * (k % 3 ? 0.9 : 0.6)}" height="12" fill="rgb(50,50,60)"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><filter id="soft"><feGaussianBlur stdDeviation="6"/></filter></defs>
    <rect width="${W}" height="${H}" fill="rgb(224,220,210)"/>
    <g transform="rotate(${TURN} ${W / 2} ${H / 2})" fill="rgb(40,120,70)" fill-opacity="0.5">${stripes.join("")}</g>
    <polygon points="${points}" fill="rgb(0,0,0)" fill-opacity="0.4" filter="url(#soft)" transform="translate(6 10)"/>
    <polygon points="${points}" fill="rgb(250,250,247)"/>
    <g transform="rotate(4 ${tl[0]} ${tl[1]})">${print}</g>
  </svg>`;
  return toRaster(sharp(Buffer.from(svg)).flatten(), 3);
}

/** The cloth's cells from (i, j) to (i + n, j + m), in image pixels. */
function cells(i: number, j: number, n: number, m: number): Quad {
  const t = (TURN * Math.PI) / 180;
  const at = (u: number, v: number): [number, number] => {
    const [x, y] = [u * CELL - W / 2, v * CELL - H / 2];
    return [W / 2 + x * Math.cos(t) - y * Math.sin(t), H / 2 + x * Math.sin(t) + y * Math.cos(t)];
  };
  return [at(i, j), at(i + n, j), at(i + n, j + m), at(i, j + m)];
}

const page: Quad = [
  [330, 820],
  [1010, 900],
  [930, 1540],
  [250, 1450],
];

describe.each(engines)("a document on a checked cloth ($name)", ({ cv }) => {
  it("tells the cloth's cells and blocks from the page by their lines", async () => {
    const raster = await pageOnCheckedCloth(page);
    const work = buildWorkImage(cv, raster);
    try {
      const lines = houghLines(cv, work);
      const inWork = (q: Quad) => scaleQuad(q, work.scale);
      // Cells and blocks of cells clear of the page, in the upper half of the frame.
      expect(isSurfaceRegion(inWork(cells(6, 3, 1, 1)), lines, work)).toBe(true);
      expect(isSurfaceRegion(inWork(cells(4, 2, 4, 3)), lines, work)).toBe(true);
      expect(isSurfaceRegion(inWork(page), lines, work)).toBe(false);
    } finally {
      work.dispose();
    }
  });
});
