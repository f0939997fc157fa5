import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  createSession,
  loadManifest,
  type OnnxSession,
  prepareImage,
  toNchwTensor,
} from "@iris/ml-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildLayoutEncoder, INPUT_NAME, OUTPUT_NAME } from "./build-graph";
import { encoderBytes, LAYOUT_ENCODER_NAME, LAYOUT_ENCODER_PATH } from "./encoder-file";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const entry = loadManifest().models.find((m) => m.name === LAYOUT_ENCODER_NAME);

async function embed(session: OnnxSession, image: Buffer): Promise<number[]> {
  if (!entry) throw new Error("no manifest entry");
  const img = await prepareImage(image, entry.preprocess);
  const data = toNchwTensor(img.pixels, 1, img.height, img.width, 3, entry.preprocess);
  const out = await session.run({ [INPUT_NAME]: { data, dims: [1, 3, img.height, img.width] } });
  return Array.from(out[OUTPUT_NAME]?.data as Float32Array);
}

const distance = (a: number[], b: number[]) => Math.hypot(...a.map((x, i) => x - (b[i] as number)));

describe("embedded layout encoder", () => {
  it("is in the manifest (committed, switchable), and the committed file is what its sources build", () => {
    expect(entry?.file).toBe("onnx/iris_layout_v1.onnx");
    expect(sha256(readFileSync(LAYOUT_ENCODER_PATH))).toBe(entry?.sha256);
    expect(sha256(encoderBytes())).toBe(entry?.sha256);
  });

  it("its hand-designed features tell a ruled table from running text and a tinted card", async () => {
    const session = await createSession(buildLayoutEncoder().bytes, {
      provider: "cpu",
      intraOpThreads: 1,
    });
    const page = (body: string, w = 600, h = 850, fill = "#fff") =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${fill}"/>${body}</svg>`,
        ),
      )
        .png()
        .toBuffer();
    const text = (seed: number, lines = 30) =>
      Array.from(
        { length: lines },
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
    const [t1, t2, b1, b2, c1, c2] = (await Promise.all(
      [
        page(text(1)),
        page(text(5)),
        page(table(0)),
        page(table(9)),
        page(text(2, 8), 856, 540, "#c8dcf0"),
        page(text(8, 8), 856, 540, "#c8dcf0"),
      ].map(async (p) => embed(session, await p)),
    )) as [number[], number[], number[], number[], number[], number[]];
    await session.release();
    for (const [a, b, others] of [
      [t1, t2, [b1, c1]],
      [b1, b2, [t1, c1]],
      [c1, c2, [t1, b1]],
    ] as const) {
      for (const o of others) expect(distance(a, b)).toBeLessThan(distance(a, o));
    }
  });
});
