import { makeImage } from "@iris/kit/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backbone, type BackboneConfig, createBackbone } from "../backbone";
import { ImageDecodeError } from "../registry";
import { FIXTURE_MODEL, type FixtureManifest, writeFixtureManifest } from "../testing";
import { l2Norm } from "../vector";

const config: BackboneConfig = {
  ORT_EXECUTION_PROVIDER: "cpu",
  ORT_INTRA_OP_THREADS: undefined,
  MODEL_MANIFEST: undefined,
  VERIFY_MODEL_CHECKSUMS: true,
  MAX_BATCH_SIZE: 32,
  BATCH_MAX_DELAY_MS: 20,
  INFERENCE_QUEUE_LIMIT: 100,
  EMBEDDING_CACHE_SIZE: 100,
  EMBEDDING_CACHE_TTL: 0,
};

async function photo(seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(160 * 120 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * (seed + 3) * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: 160, height: 120, channels: 3 } })
    .png()
    .toBuffer();
}

let fixture: FixtureManifest;
let backbone: Backbone;
const batches: number[] = [];
beforeAll(async () => {
  fixture = await writeFixtureManifest();
  backbone = createBackbone(config, {
    workers: 2,
    manifest: fixture.manifest,
    onBatch: (size) => batches.push(size),
  });
});
afterAll(async () => {
  await backbone.close();
  fixture.remove();
});

describe("Embedder", () => {
  it("answers unit-length embeddings of the manifest's dimension", async () => {
    const out = await backbone.embedder.embed(
      [await photo(1), await makeImage(300, 200)],
      FIXTURE_MODEL,
    );
    expect(out.embeddings).toHaveLength(2);
    for (const e of out.embeddings) {
      expect(e.length).toBe(64);
      expect(l2Norm(e)).toBeCloseTo(1, 5);
    }
    expect(out.model.version).toMatch(/^tiny_vit_fixture-[0-9a-f]{12}$/);
  });

  it("runs sessions in worker threads, never on the main thread", async () => {
    const model = await backbone.registry.load(FIXTURE_MODEL);
    expect(model.info.threadId).toBeGreaterThan(0);
    expect(backbone.pool.size).toBe(2);
  });

  it("gathers concurrent requests into shared batches with the same results as alone", async () => {
    const images = await Promise.all(Array.from({ length: 12 }, (_, i) => photo(100 + i)));
    batches.length = 0;
    const together = await Promise.all(
      images.map((img) => backbone.embedder.embed([img], FIXTURE_MODEL)),
    );
    expect(Math.max(...batches)).toBeGreaterThan(1);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(12);
    const alone = await createBackbone(
      { ...config, EMBEDDING_CACHE_SIZE: 0, MAX_BATCH_SIZE: 1 },
      { workers: 1, manifest: fixture.manifest },
    );
    try {
      for (const i of [0, 7, 11]) {
        const single = (await alone.embedder.embed([images[i] as Buffer], FIXTURE_MODEL))
          .embeddings[0] as Float32Array;
        const batched = together[i]?.embeddings[0] as Float32Array;
        single.forEach((x, k) => {
          expect(batched[k]).toBeCloseTo(x, 4);
        });
      }
    } finally {
      await alone.close();
    }
  });

  it("serves a repeated image from the cache", async () => {
    const img = await photo(999);
    const first = await backbone.embedder.embed([img], FIXTURE_MODEL);
    const again = await backbone.embedder.embed([img], FIXTURE_MODEL);
    expect(first.cached).toBe(0);
    expect(again.cached).toBe(1);
    expect(Array.from(again.embeddings[0] ?? [])).toEqual(Array.from(first.embeddings[0] ?? []));
  });

  it("names the undecodable image of a request", async () => {
    const bad = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(64)]);
    const error = await backbone.embedder
      .embed([await photo(5), bad], FIXTURE_MODEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageDecodeError);
    expect((error as ImageDecodeError).index).toBe(1);
  });
});
