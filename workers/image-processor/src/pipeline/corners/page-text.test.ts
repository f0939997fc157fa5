import type { Quad } from "@iris/kit/geometry";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../testing";
import { countText, isBoxOnPage, type PageText } from "./page-text";

/** The rule counted point by point: text on paper outside vs all text inside. */
function bruteForce(text: PageText, quad: Quad): { inside: number; outside: number } {
  let inside = 0;
  let outside = 0;
  for (let i = 0; i < text.points.length / 2; i++) {
    const x = text.points[2 * i] as number;
    const y = text.points[2 * i + 1] as number;
    let sign = 0;
    let within = true;
    for (let k = 0; k < 4; k++) {
      const [ax, ay] = quad[k] as [number, number];
      const [bx, by] = quad[(k + 1) % 4] as [number, number];
      const cross = Math.sign((bx - ax) * (y - ay) - (by - ay) * (x - ax));
      if (cross === 0) continue;
      if (sign === 0) sign = cross;
      else if (cross !== sign) within = false;
    }
    if (within) inside++;
    else if (text.onPaper[i]) outside++;
  }
  return { inside, outside };
}

describe("isBoxOnPage", () => {
  it("counts the same text inside and outside as going through every point, for boxes inside, across and beyond the text", () => {
    const random = seededRandom(11);
    const n = 3000;
    const points = new Float32Array(2 * n);
    const onPaper = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      points[2 * i] = Math.round(random() * 1999);
      points[2 * i + 1] = Math.round(random() * 1499);
      onPaper[i] = random() < 0.7 ? 1 : 0;
    }
    const text: PageText = { points, onPaper, pixels: 500 * 400, scale: 0.6 };
    let onPage = 0;
    for (let t = 0; t < 300; t++) {
      const cx = random() * 2400 - 200;
      const cy = random() * 1800 - 150;
      const w = 50 + random() * 2600;
      const h = 50 + random() * 2000;
      const tilt = (random() - 0.5) * 0.3 * w;
      const quad: Quad = [
        [cx - w / 2 + tilt, cy - h / 2],
        [cx + w / 2 + tilt, cy - h / 2 + tilt],
        [cx + w / 2 - tilt, cy + h / 2],
        [cx - w / 2 - tilt, cy + h / 2 - tilt],
      ];
      const counts = bruteForce(text, quad);
      expect(countText(text, quad)).toEqual(counts);
      const expected =
        counts.outside >= 0.002 * text.pixels && counts.outside > 1.25 * counts.inside;
      if (expected) onPage++;
      expect(isBoxOnPage(text, quad)).toBe(expected);
    }
    // Both answers occur, so the comparison means something.
    expect(onPage).toBeGreaterThan(20);
    expect(onPage).toBeLessThan(280);
  });
});
