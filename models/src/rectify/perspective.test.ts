import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { homography, quadSize, warpPerspective } from "./perspective";
import { rectifyPhoto } from "./rectify";

const apply = (H: number[], x: number, y: number) => {
  const z = (H[6] as number) * x + (H[7] as number) * y + (H[8] as number);
  return [
    ((H[0] as number) * x + (H[1] as number) * y + (H[2] as number)) / z,
    ((H[3] as number) * x + (H[4] as number) * y + (H[5] as number)) / z,
  ];
};

describe("perspective rectification", () => {
  it("maps the output rectangle's corners onto the quad", () => {
    const quad: [number, number][] = [
      [10, 20],
      [300, 5],
      [320, 210],
      [0, 190],
    ];
    const H = homography(200, 100, quad as never);
    expect(apply(H, 0, 0)).toEqual([expect.closeTo(10, 6), expect.closeTo(20, 6)]);
    expect(apply(H, 200, 0)).toEqual([expect.closeTo(300, 6), expect.closeTo(5, 6)]);
    expect(apply(H, 200, 100)).toEqual([expect.closeTo(320, 6), expect.closeTo(210, 6)]);
    expect(apply(H, 0, 100)).toEqual([expect.closeTo(0, 6), expect.closeTo(190, 6)]);
  });

  it("cuts the document out of its background", async () => {
    // A 200×150 grey photo with a white 100×50 "document" at (60, 40).
    const photo = await sharp({
      create: { width: 200, height: 150, channels: 3, background: "#404040" },
    })
      .composite([
        {
          input: { create: { width: 100, height: 50, channels: 3, background: "#ffffff" } },
          left: 60,
          top: 40,
        },
      ])
      .png()
      .toBuffer();
    const corners: [number, number][] = [
      [60, 40],
      [160, 40],
      [160, 90],
      [60, 90],
    ];
    expect(quadSize(corners as never)).toEqual({ width: 100, height: 50 });
    const flat = await rectifyPhoto(photo, corners as never);
    const { data, info } = await sharp(flat).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([100, 50]);
    const mean = data.reduce((s, v) => s + v, 0) / data.length;
    expect(mean).toBeGreaterThan(250);
  });

  it("refuses a degenerate quad", () => {
    expect(() =>
      warpPerspective(
        new Uint8Array(12),
        2,
        2,
        3,
        [
          [0, 0],
          [0, 0],
          [0, 0],
          [0, 0],
        ],
        2,
        2,
      ),
    ).toThrow(/degenerate/);
  });
});
