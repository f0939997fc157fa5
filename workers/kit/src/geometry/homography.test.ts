import { describe, expect, it } from "vitest";
import {
  DegenerateQuadError,
  homographyBetween,
  invertHomography,
  multiply,
  project,
  rectToQuad,
  unturn,
} from "./homography";
import type { Point, Quad } from "./types";

const photo: Quad = [
  [48.1, 806.2],
  [879.9, 706.5],
  [941.5, 1234.3],
  [118.3, 1333.9],
];

function near(p: Point, q: Point, tolerance = 1e-6): void {
  expect(Math.hypot(p[0] - q[0], p[1] - q[1])).toBeLessThan(tolerance);
}

describe("homographies", () => {
  it("map four points onto four points, and the inverse maps them back", () => {
    const page: Quad = [
      [0, 0],
      [1011, 0],
      [1011, 638],
      [0, 638],
    ];
    const h = homographyBetween(page, photo);
    page.forEach(([x, y], i) => {
      near(project(h, x, y), photo[i] as Point);
    });
    const back = invertHomography(h);
    expect(back[8]).toBeCloseTo(1, 12);
    photo.forEach(([x, y], i) => {
      near(project(back, x, y), page[i] as Point);
    });
    // Any point makes the round trip, not only the corners.
    for (const [x, y] of [
      [500, 300],
      [-40, 900],
      [1011.5, 0.25],
    ] as Point[]) {
      near(project(back, ...project(h, x, y)), [x, y]);
    }
    const identity = multiply(back, h).map((v, _, m) => v / (m[8] as number));
    identity.forEach((v, i) => {
      expect(v).toBeCloseTo([1, 0, 0, 0, 1, 0, 0, 0, 1][i] as number, 9);
    });
  });

  it("take a rectangle onto a quad corner for corner", () => {
    const h = rectToQuad(200, 100, photo);
    near(project(h, 0, 0), photo[0]);
    near(project(h, 200, 0), photo[1]);
    near(project(h, 200, 100), photo[2]);
    near(project(h, 0, 100), photo[3]);
  });

  it("refuse to map from four points with three on a line", () => {
    const flat: Quad = [
      [0, 0],
      [10, 0],
      [20, 0],
      [0, 10],
    ];
    const square: Quad = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    expect(() => homographyBetween(flat, square)).toThrow(DegenerateQuadError);
  });

  it("turn a page by quarter turns onto whole pixels", () => {
    // A 40 × 20 page turned clockwise is 20 × 40: its top-left pixel corner comes from the
    // unturned page's bottom-left.
    const h = unturn(90, 40, 20, 20, 40);
    near(project(h, 0, 0), [0, 20], 1e-12);
    near(project(h, 20, 40), [40, 0], 1e-12);
    near(project(unturn(180, 40, 20, 40, 20), 0, 0), [40, 20], 1e-12);
  });
});
