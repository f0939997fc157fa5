import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { PreprocessConfig } from "../manifest";
import { prepareImage } from "./prepare-image";
import { toNchwTensor } from "./to-tensor";

const timm: PreprocessConfig = {
  size: [224, 224],
  resize: "crop",
  crop_pct: 0.9,
  interpolation: "bicubic",
  channels: "rgb",
  mean: [0.5, 0.5, 0.5],
  std: [0.5, 0.5, 0.5],
};

/** A wide image: red left margin (40 px), green body, blue right margin (40 px). */
async function banded(width = 600, height = 300): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      if (x < 40) raw[o] = 255;
      else if (x >= width - 40) raw[o + 2] = 255;
      else raw[o + 1] = 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function pixel(img: { pixels: Uint8Array; width: number; channels: number }, x: number, y: number) {
  const o = (y * img.width + x) * img.channels;
  return Array.from(img.pixels.subarray(o, o + img.channels));
}

describe("prepareImage", () => {
  it("timm crop: shorter side to 248, centre 224×224 — the side margins are cut away", async () => {
    const img = await prepareImage(await banded(), timm);
    expect([img.width, img.height, img.channels]).toEqual([224, 224, 3]);
    // 600×300 → 496×248; the centre 224 columns all lie in the green body.
    expect(pixel(img, 0, 112)).toEqual([0, 255, 0]);
    expect(pixel(img, 223, 112)).toEqual([0, 255, 0]);
  });

  it("squash keeps the whole image, margins included", async () => {
    const img = await prepareImage(await banded(), { ...timm, resize: "squash" });
    expect(pixel(img, 2, 112)).toEqual([255, 0, 0]);
    expect(pixel(img, 221, 112)).toEqual([0, 0, 255]);
  });

  it("letterbox fits the image and pads the rest with the pad colour", async () => {
    const img = await prepareImage(await banded(), {
      ...timm,
      resize: "letterbox",
      pad: [10, 20, 30],
    });
    // 600×300 fitted into 224×224 is 224×112, centred: rows 0–55 are padding.
    expect(pixel(img, 112, 5)).toEqual([10, 20, 30]);
    expect(pixel(img, 112, 112)).toEqual([0, 255, 0]);
  });

  it("gives one channel for grayscale models", async () => {
    const img = await prepareImage(await banded(), {
      ...timm,
      channels: "gray",
      mean: [0],
      std: [1],
    });
    expect(img.channels).toBe(1);
    expect(img.pixels.length).toBe(224 * 224);
  });

  it("applies EXIF orientation before resizing", async () => {
    // Stored 600×300 with orientation 6 (rotate 90° clockwise): displayed 300×600, margins top/bottom.
    const rotated = await sharp(await banded())
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const img = await prepareImage(rotated, { ...timm, resize: "squash" });
    const top = pixel(img, 112, 2);
    expect(top[0]).toBeGreaterThan(200); // red margin now on top
    expect(top[1]).toBeLessThan(60);
  });

  it("flattens transparency onto white", async () => {
    const png = await sharp({
      create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const img = await prepareImage(png, { ...timm, resize: "squash" });
    expect(pixel(img, 10, 10)).toEqual([255, 255, 255]);
  });

  it("rejects bytes that are not an image", async () => {
    await expect(prepareImage(Buffer.from("not an image at all"), timm)).rejects.toThrow();
  });
});

describe("toNchwTensor", () => {
  it("normalises (x/255 − mean)/std into planar channels", () => {
    // Two 1×2 images, HWC: [white, black] and [red, mid-grey].
    const pixels = Uint8Array.from([255, 255, 255, 0, 0, 0, 255, 0, 0, 127, 127, 127]);
    const out = toNchwTensor(pixels, 2, 1, 2, 3, { mean: [0.5, 0.5, 0.5], std: [0.5, 0.5, 0.5] });
    const close = (arr: Float32Array, want: number[]) =>
      want.forEach((w, i) => {
        expect(arr[i]).toBeCloseTo(w, 5);
      });
    // image 0: R plane [1, −1], G plane [1, −1], B plane [1, −1]
    close(out.subarray(0, 6), [1, -1, 1, -1, 1, -1]);
    // image 1: R [1, −0.0039], G [−1, −0.0039], B [−1, −0.0039]
    close(out.subarray(6, 12), [1, -1 / 255, -1, -1 / 255, -1, -1 / 255]);
  });

  it("refuses a buffer of the wrong size", () => {
    expect(() =>
      toNchwTensor(new Uint8Array(5), 1, 1, 2, 3, { mean: [0, 0, 0], std: [1, 1, 1] }),
    ).toThrow(/expected 6 bytes/);
  });
});
