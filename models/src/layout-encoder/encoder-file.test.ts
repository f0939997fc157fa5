import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createSession, loadManifest, prepareImage, toNchwTensor } from "@iris/ml-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { INPUT_NAME, OUTPUT_NAME } from "./build-graph";
import { encoderBytes, LAYOUT_ENCODER_NAME, LAYOUT_ENCODER_PATH } from "./encoder-file";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const entry = loadManifest().models.find((m) => m.name === LAYOUT_ENCODER_NAME);

describe("embedded layout encoder", () => {
  it("is listed as the embedded model, and the committed file is what its sources build", () => {
    expect(entry?.embedded).toBe(true);
    const committed = readFileSync(LAYOUT_ENCODER_PATH);
    expect(sha256(committed)).toBe(entry?.sha256);
    expect(sha256(encoderBytes())).toBe(entry?.sha256);
  });

  it("tells a ruled table from running text and a tinted card", async () => {
    if (!entry) throw new Error("no manifest entry");
    const session = await createSession(LAYOUT_ENCODER_PATH, {
      provider: "cpu",
      intraOpThreads: 1,
    });
    const embed = async (svg: string) => {
      const img = await prepareImage(
        await sharp(Buffer.from(svg)).png().toBuffer(),
        entry.preprocess,
      );
      const data = toNchwTensor(img.pixels, 1, img.height, img.width, 3, entry.preprocess);
      const out = await session.run({
        [INPUT_NAME]: { data, dims: [1, 3, img.height, img.width] },
      });
      const v = Array.from(out[OUTPUT_NAME]?.data as Float32Array);
      const norm = Math.hypot(...v);
      return v.map((x) => x / norm);
    };
    const page = (body: string, w = 600, h = 850, fill = "#fff") =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${fill}"/>${body}</svg>`;
    const text = (seed: number) =>
      Array.from(
        { length: 30 },
        (_, i) =>
          `<rect x="50" y="${60 + i * 24}" width="${300 + ((i * 7 + seed) % 200)}" height="8" fill="#222"/>`,
      ).join("");
    const table = (seed: number) =>
      Array.from(
        { length: 12 },
        (_, i) =>
          `<line x1="50" x2="550" y1="${200 + i * 40 + seed}" y2="${200 + i * 40 + seed}" stroke="#000" stroke-width="3"/>`,
      ).join("") +
      [50, 250, 400, 550]
        .map(
          (x) =>
            `<line x1="${x}" x2="${x}" y1="${200 + seed}" y2="${640 + seed}" stroke="#000" stroke-width="3"/>`,
        )
        .join("");
    const card = (seed: number) => page(text(seed, 8), 856, 540, "#c8dcf0");
    const cosine = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * (b[i] as number), 0);
    const [t1, t2, b1, b2, c1, c2] = await Promise.all([
      embed(page(text(1))),
      embed(page(text(5))),
      embed(page(table(0))),
      embed(page(table(9))),
      embed(card(2)),
      embed(card(8)),
    ]);
    await session.release();
    // Each pair is closer to its twin than to any page of another kind.
    for (const [a, b, others] of [
      [t1, t2, [b1, c1]],
      [b1, b2, [t1, c1]],
      [c1, c2, [t1, b1]],
    ] as const) {
      for (const o of others) expect(cosine(a, b)).toBeGreaterThan(cosine(a, o));
    }
  });
});
