import { describe, expect, it } from "vitest";
import { seededRandom } from "../../testing";
import { glyphMask } from "./glyphs";
import type { InkMask } from "./ink";

/** Straightforward reference: flood fill each 8-connected piece, keep it when glyph-sized. */
function reference(mask: InkMask): Uint8Array {
  const { data, width, height } = mask;
  const seen = new Uint8Array(width * height);
  const out = new Uint8Array(width * height);
  const maxHeight = 0.06 * Math.max(width, height);
  const maxWidth = 0.08 * Math.max(width, height);
  for (let start = 0; start < data.length; start++) {
    if (!data[start] || seen[start]) continue;
    const piece: number[] = [start];
    seen[start] = 1;
    let x0 = width;
    let y0 = height;
    let x1 = -1;
    let y1 = -1;
    for (let k = 0; k < piece.length; k++) {
      const i = piece[k] as number;
      const x = i % width;
      const y = (i - x) / width;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (data[j] && !seen[j]) {
            seen[j] = 1;
            piece.push(j);
          }
        }
    }
    if (y1 - y0 + 1 <= maxHeight && x1 - x0 + 1 <= maxWidth) for (const i of piece) out[i] = 1;
  }
  return out;
}

describe("glyphMask", () => {
  it("keeps exactly the glyph-sized 8-connected pieces of random masks", () => {
    const random = seededRandom(7);
    for (let t = 0; t < 200; t++) {
      const width = 1 + Math.floor(random() * 90);
      const height = 1 + Math.floor(random() * 90);
      const density = random() * 0.7;
      const data = new Uint8Array(width * height).map(() => (random() < density ? 1 : 0));
      const mask = { data, width, height };
      expect(Array.from(glyphMask(mask).data)).toEqual(Array.from(reference(mask)));
    }
  });

  it("drops a rule and a frame but keeps the letters beside them", () => {
    const width = 200;
    const height = 100;
    const data = new Uint8Array(width * height);
    const set = (x: number, y: number) => {
      data[y * width + x] = 1;
    };
    for (let x = 10; x < 190; x++) set(x, 80); // a rule: 180 px wide
    for (let y = 20; y < 30; y++) for (let x = 20; x < 26; x++) set(x, y); // a letter
    for (let i = 0; i < 8; i++) set(40 + i, 20 + i); // a diagonal stroke (8-connected)
    const kept = glyphMask({ data, width, height }).data;
    expect(kept[80 * width + 100]).toBe(0);
    expect(kept[25 * width + 22]).toBe(1);
    expect(kept[27 * width + 47]).toBe(1);
  });
});
