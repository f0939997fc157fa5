import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IrisError } from "@iris/kit";
import { makeImage, makePngBomb } from "@iris/kit/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AUGMENT_MAX_SIDE,
  augmentImage,
  readDatasetImage,
  resolveDataset,
  STRONG_AUGMENT,
  scanDataset,
  stratifiedSplit,
} from ".";

let base: string;
let root: string;
let outside: string;

beforeAll(async () => {
  base = realpathSync(mkdtempSync(join(tmpdir(), "iris-datasets-")));
  root = join(base, "datasets");
  outside = join(base, "outside");
  const png = await makeImage(40, 30, "png");
  const files: Record<string, Buffer | string> = {
    "good/cats/a.png": png,
    "good/cats/b.png": png,
    "good/cats/nested/c.png": png,
    "good/cats/.DS_Store": "x",
    "good/dogs/a.png": png,
    "good/.hidden/a.png": png,
    "good/readme.txt": "not a class",
    "good/birds/.keep": "",
    "single/only/a.png": png,
    "outside-link/cats/a.png": png,
    "outside-link/dogs/a.png": png,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(root, name, ".."), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  mkdirSync(join(root, "empty"));
  mkdirSync(join(outside, "secret"), { recursive: true });
  writeFileSync(join(outside, "secret", "x.png"), png);
  symlinkSync(join(outside, "secret"), join(root, "escape"));
  symlinkSync(join(outside, "secret", "x.png"), join(root, "outside-link", "dogs", "leak.png"));
  symlinkSync(join(root, "good"), join(root, "alias"));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

async function failure(promise: Promise<unknown>): Promise<IrisError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IrisError);
  return error as IrisError;
}

describe("dataset_path confinement", () => {
  it("resolves a folder relative to the datasets root, or an absolute path inside it", async () => {
    expect(await resolveDataset(root, "good")).toBe(join(root, "good"));
    expect(await resolveDataset(root, join(root, "good"))).toBe(join(root, "good"));
    expect(await resolveDataset(root, "alias")).toBe(join(root, "good"));
  });

  it("refuses '..', paths outside the root and symlinks that leave it with 400", async () => {
    for (const path of [
      "../outside/secret",
      "good/../../outside",
      join(outside, "secret"),
      "escape",
      "/etc",
    ]) {
      const error = await failure(resolveDataset(root, path));
      expect(error.status, path).toBe(400);
    }
    expect((await failure(resolveDataset(root, "good\0"))).status).toBe(400);
  });

  it("answers 404 for a dataset that does not exist and 400 for a file", async () => {
    expect((await failure(resolveDataset(root, "missing"))).status).toBe(404);
    expect((await failure(resolveDataset(root, "good/readme.txt"))).status).toBe(400);
  });
});

describe("ImageFolder scan", () => {
  it("finds class folders (sorted), their files recursively, and skips hidden entries", async () => {
    const scan = await scanDataset(join(root, "good"), { confine: root, maxFiles: 100 });
    expect(scan.classes).toEqual(["cats", "dogs"]);
    expect(scan.counts).toEqual([3, 1]);
    expect(scan.empty_classes).toEqual(["birds"]);
    expect(scan.items.map((i) => i.name).sort()).toEqual([
      "cats/a.png",
      "cats/b.png",
      "cats/nested/c.png",
      "dogs/a.png",
    ]);
  });

  it("refuses an empty or one-class dataset with 400", async () => {
    const empty = await failure(scanDataset(join(root, "empty"), { confine: root, maxFiles: 100 }));
    expect(empty.status).toBe(400);
    expect(empty.message).toMatch(/empty/);
    const single = await failure(
      scanDataset(join(root, "single"), { confine: root, maxFiles: 100 }),
    );
    expect(single.message).toMatch(/one class/);
  });

  it("refuses a dataset holding a symlink to a file outside the root", async () => {
    const error = await failure(
      scanDataset(join(root, "outside-link"), { confine: root, maxFiles: 100 }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/outside/);
  });

  it("refuses more files than the limit", async () => {
    const error = await failure(scanDataset(join(root, "good"), { confine: root, maxFiles: 2 }));
    expect(error.details).toMatch(/at most 2 files/);
  });
});

describe("dataset files", () => {
  const limits = { maxBytes: 1 << 20, maxPixels: 10_000_000 };

  it("reads a good image and reports why a bad one is skipped", async () => {
    const dir = join(base, "files");
    mkdirSync(dir, { recursive: true });
    const png = await makeImage(20, 20, "png");
    writeFileSync(join(dir, "ok.png"), png);
    writeFileSync(
      join(dir, "truncated.png"),
      Buffer.concat([png.subarray(0, 8), Buffer.alloc(30, 1)]),
    );
    writeFileSync(join(dir, "notes.txt"), "hello");
    writeFileSync(join(dir, "bomb.png"), await makePngBomb(40_000, 40_000));
    writeFileSync(join(dir, "empty.png"), "");
    expect((await readDatasetImage(join(dir, "ok.png"), limits)).ok).toBe(true);
    for (const [file, reason] of [
      ["truncated.png", /corrupt|truncated/],
      ["notes.txt", /not a JPEG/],
      ["bomb.png", /pixel limit/],
      ["empty.png", /empty/],
    ] as const) {
      const outcome = await readDatasetImage(join(dir, file), limits);
      expect(outcome.ok, file).toBe(false);
      if (!outcome.ok) expect(outcome.reason, file).toMatch(reason);
    }
  });
});

describe("stratified split", () => {
  it("holds out the fraction per class, keeps a training sample per class, and is seeded", () => {
    const labels = [...new Array(50).fill(0), ...new Array(10).fill(1), 2];
    const split = stratifiedSplit(labels, 0.2, 7);
    const count = (ids: number[], c: number) => ids.filter((i) => labels[i] === c).length;
    expect([
      count(split.validation, 0),
      count(split.validation, 1),
      count(split.validation, 2),
    ]).toEqual([10, 2, 0]);
    expect(count(split.train, 2)).toBe(1);
    expect(new Set([...split.train, ...split.validation]).size).toBe(labels.length);
    expect(stratifiedSplit(labels, 0.2, 7)).toEqual(split);
    expect(stratifiedSplit(labels, 0.2, 8).validation).not.toEqual(split.validation);
    expect(stratifiedSplit(labels, 0, 7).validation).toEqual([]);
  });
});

describe("augmentation", () => {
  async function document(): Promise<Buffer> {
    // A page with dark text-like bars, so distortions are visible.
    const bars = Array.from({ length: 8 }, (_, i) => ({
      input: { create: { width: 300, height: 12, channels: 3 as const, background: "#222" } },
      left: 50,
      top: 40 + i * 45,
    }));
    return sharp({ create: { width: 400, height: 420, channels: 3, background: "#f4f1ea" } })
      .composite(bars)
      .png()
      .toBuffer();
  }

  async function pixels(image: Buffer, width = 100, height = 105): Promise<Float32Array> {
    const { data } = await sharp(image)
      .resize(width, height, { fit: "fill" })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return Float32Array.from(data);
  }

  function correlation(a: Float32Array, b: Float32Array): number {
    const mean = (v: Float32Array) => v.reduce((s, x) => s + x, 0) / v.length;
    const [ma, mb] = [mean(a), mean(b)];
    let num = 0;
    let da = 0;
    let db = 0;
    for (let i = 0; i < a.length; i++) {
      num += ((a[i] as number) - ma) * ((b[i] as number) - mb);
      da += ((a[i] as number) - ma) ** 2;
      db += ((b[i] as number) - mb) ** 2;
    }
    return num / Math.sqrt(da * db);
  }

  it("makes small, seeded, decodable distortions of the same size", async () => {
    const original = await document();
    const copies = await augmentImage(original, 3, 5);
    expect(copies).toHaveLength(3);
    const again = await augmentImage(original, 3, 5);
    expect(again.map((c) => c.equals(copies[0] as Buffer))).toEqual([true, false, false]);
    const base = await pixels(original);
    for (const copy of copies) {
      const meta = await sharp(copy).metadata();
      // 400 px on the shorter side: answered at the working size, never enlarged.
      const scale = Math.min(1, AUGMENT_MAX_SIDE / 400);
      expect([meta.format, meta.width, meta.height]).toEqual([
        "jpeg",
        Math.round(400 * scale),
        Math.round(420 * scale),
      ]);
      // Not the same pixels, but recognisably the same page: where the ink is, on a coarse
      // grid (crop-margin error shifts the content by a few per cent, so fine bars misalign).
      expect(correlation(base, await pixels(copy))).toBeLessThan(0.995);
      expect(correlation(await pixels(original, 8, 8), await pixels(copy, 8, 8))).toBeGreaterThan(
        0.4,
      );
    }
  });

  it("strong copies are sometimes cast in shadow: part of a blank page clearly darker", async () => {
    const blank = await sharp({
      create: { width: 400, height: 420, channels: 3, background: "#f4f1ea" },
    })
      .png()
      .toBuffer();
    // Darkest against brightest cell of the page's middle (outside the crop-error margin).
    const contrast = async (copy: Buffer) => {
      const cells = await pixels(copy, 8, 8);
      const inner = Array.from(cells).filter((_, i) => i % 8 > 1 && i % 8 < 6 && i > 15 && i < 48);
      return Math.min(...inner) / Math.max(...inner);
    };
    const strong = await Promise.all(
      (await augmentImage(blank, 12, 3, STRONG_AUGMENT)).map(contrast),
    );
    const mild = await Promise.all((await augmentImage(blank, 12, 3)).map(contrast));
    expect(strong.filter((c) => c < 0.7).length).toBeGreaterThanOrEqual(2);
    expect(Math.min(...strong)).toBeLessThan(Math.min(...mild));
  });

  it("works on a downscaled copy of a large image", async () => {
    const big = await sharp({
      create: { width: 2000, height: 1400, channels: 3, background: "#888" },
    })
      .jpeg()
      .toBuffer();
    const [copy] = await augmentImage(big, 1, 1);
    const meta = await sharp(copy as Buffer).metadata();
    expect(meta.height).toBe(AUGMENT_MAX_SIDE);
    expect(meta.width).toBe(Math.round((2000 * AUGMENT_MAX_SIDE) / 1400));
  });
});
