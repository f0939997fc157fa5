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
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCorpus } from "../corpus";
import { project } from "../doctype-data/family-cv";
import { rectifyPhoto } from "../rectify";
import { buildTextLayoutEncoder, INPUT_NAME, OUTPUT_NAME } from "./build-graph";
import {
  readTextLayoutParams,
  TEXT_LAYOUT_ENCODER_NAME,
  TEXT_LAYOUT_ENCODER_PATH,
  textLayoutEncoderBytes,
} from "./encoder-file";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const entry = loadManifest().models.find((m) => m.name === TEXT_LAYOUT_ENCODER_NAME);

async function embed(session: OnnxSession, image: Buffer): Promise<number[]> {
  if (!entry) throw new Error("no manifest entry");
  const img = await prepareImage(image, entry.preprocess);
  const data = toNchwTensor(img.pixels, 1, img.height, img.width, 3, entry.preprocess);
  const out = await session.run({ [INPUT_NAME]: { data, dims: [1, 3, img.height, img.width] } });
  return Array.from(out[OUTPUT_NAME]?.data as Float32Array);
}

const distance = (a: number[], b: number[]) => Math.hypot(...a.map((x, i) => x - (b[i] as number)));

describe("embedded text-layout encoder", () => {
  let session: OnnxSession;
  beforeAll(async () => {
    session = await createSession(TEXT_LAYOUT_ENCODER_PATH, { provider: "cpu", intraOpThreads: 1 });
  });
  afterAll(() => session?.release());

  it("is the manifest's first embedded model, and the committed file is what its sources build", () => {
    expect(loadManifest().models.find((m) => m.embedded && m.task === "embedding")?.name).toBe(
      TEXT_LAYOUT_ENCODER_NAME,
    );
    expect(sha256(readFileSync(TEXT_LAYOUT_ENCODER_PATH))).toBe(entry?.sha256);
    expect(sha256(textLayoutEncoderBytes())).toBe(entry?.sha256);
  });

  it("answers the fitted projection of the detector's features (what the head was trained on)", async () => {
    const params = readTextLayoutParams();
    const raw = await createSession(buildTextLayoutEncoder(params.groups).bytes, {
      provider: "cpu",
      intraOpThreads: 1,
    });
    const page = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="850"><rect width="600" height="850" fill="#fff"/><text x="60" y="90" font-size="36">FACTURA</text>${Array.from({ length: 20 }, (_, i) => `<text x="60" y="${160 + i * 30}" font-size="16">Línea ${i} de la factura 12,50</text>`).join("")}</svg>`,
      ),
    )
      .png()
      .toBuffer();
    const features = await embed(raw, page);
    await raw.release();
    const fitted = await embed(session, page);
    expect(fitted.length).toBe(entry?.embedding_dim);
    const expected = project(features, {
      mean: params.mean,
      std: params.std,
      matrix: params.projection.matrix,
      bias: params.projection.bias,
      components: params.projection.components,
      residualWeight: params.residualWeight,
    });
    for (let i = 0; i < expected.length; i++)
      expect(fitted[i]).toBeCloseTo(expected[i] as number, 3);
  });

  it("puts photos of training families (a fresh seed) nearest to one of their own type", async () => {
    const docs: { type: string; vector: number[] }[] = [];
    // Seed 5 is not one the encoder was fitted on (doctype-data uses 2001+). Roster 1: the
    // training families the encoder was fitted on, before later families joined.
    for await (const doc of generateCorpus({ n: 10, seed: 5, split: "train", roster: 1 })) {
      const flat = await rectifyPhoto(doc.photo, doc.truth.photo.corners);
      docs.push({ type: doc.truth.type, vector: await embed(session, flat) });
    }
    const right = docs.filter((d, i) => {
      let best = -1;
      docs.forEach((o, j) => {
        if (
          j !== i &&
          (best < 0 || distance(d.vector, o.vector) < distance(d.vector, docs[best]?.vector ?? []))
        )
          best = j;
      });
      return docs[best]?.type === d.type;
    }).length;
    expect(right).toBeGreaterThanOrEqual(8);
  }, 120_000);
});
