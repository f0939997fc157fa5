import {
  multipartForm,
  type RunningService,
  readData,
  readHealth,
  startRedis,
  type TestRedis,
} from "@iris/kit/testing";
import type { FixtureManifest } from "@iris/ml-core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clusterStatsContract, type FindSimilarData } from "../contract";
import {
  AUTH,
  embedForm,
  fixtureManifest,
  postForm,
  postJson,
  startService,
  texture,
} from "../test-support";

const tints: [number, number, number][] = [
  [1, 0.15, 0.15],
  [0.15, 1, 0.15],
  [0.15, 0.15, 1],
];

/** Stores 9 textures (3 tints × 3) with type metadata; returns their embeddings. */
async function storeCorpus(url: string) {
  const out: { id: string; embedding: number[]; type: string }[] = [];
  for (let i = 0; i < 9; i++) {
    const type = ["factura", "pasaporte", "formulario"][i % 3] as string;
    const data = await embedForm(
      url,
      multipartForm([{ name: `doc_${i}.png`, bytes: await texture(40 + i, tints[i % 3]) }], {
        store: "true",
        document_type: type,
        metadata: JSON.stringify({ batch: i < 6 ? 1 : 2 }),
      }),
    );
    expect(data.stored).toBe(true);
    expect(data.stored_ids).toHaveLength(1);
    out.push({
      id: data.stored_ids?.[0] ?? "",
      embedding: data.embeddings[0]?.embedding ?? [],
      type,
    });
  }
  return out;
}

describe("similarity index in process, persisted to DATA_DIR", () => {
  let manifest: FixtureManifest;
  let svc: RunningService & { dataDir: string };
  let stored: Awaited<ReturnType<typeof storeCorpus>>;
  beforeAll(async () => {
    manifest = await fixtureManifest();
    svc = await startService(manifest);
    stored = await storeCorpus(svc.url);
  });
  afterAll(async () => {
    await svc?.close();
    manifest?.remove();
  });

  it("finds a stored embedding first, with its metadata, score and rank from 1", async () => {
    const query = stored[4] as (typeof stored)[number];
    const { status, body } = await postJson<FindSimilarData>(`${svc.url}/find-similar`, {
      embedding: query.embedding,
      top_k: 3,
    });
    expect(status).toBe(200);
    const { results } = body.data;
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({
      id: query.id,
      rank: 1,
      document_type: query.type,
      filename: "doc_4.png",
      batch: 1,
      similarity_score: expect.closeTo(1, 4),
    });
    expect(results.map((r) => r.rank)).toEqual([1, 2, 3]);
    const scores = results.map((r) => r.similarity_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(body.data.total_indexed).toBe(9);
  });

  it("applies metadata filters", async () => {
    const { body } = await postJson<FindSimilarData>(`${svc.url}/find-similar`, {
      embedding: stored[0]?.embedding,
      top_k: 10,
      filters: { document_type: "pasaporte", batch: 1 },
    });
    expect(body.data.results.map((r) => r.id).sort()).toEqual(
      [stored[1]?.id, stored[4]?.id].sort(),
    );
  });

  it("takes an image as the query", async () => {
    const { status, body } = await postForm<FindSimilarData>(
      `${svc.url}/find-similar`,
      multipartForm([{ name: "q.png", bytes: await texture(47, tints[1]) }], { top_k: "1" }),
    );
    expect(status).toBe(200);
    expect(body.data.results[0]).toMatchObject({
      id: stored[7]?.id,
      similarity_score: expect.closeTo(1, 4),
    });
  });

  it("refuses a query embedding of the wrong dimension", async () => {
    const { status, body } = await postJson(`${svc.url}/find-similar`, { embedding: [1, 2, 3] });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { message: expect.stringMatching(/dimension/) } });
  });

  it("reports the stored corpus in /cluster-stats", async () => {
    const res = await fetch(`${svc.url}/cluster-stats`, { headers: AUTH });
    const data = await readData(res, clusterStatsContract.data);
    expect(data.count).toBe(9);
    expect(data.clusters?.n_clusters).toBeGreaterThanOrEqual(2);
    const sizes = Object.values(data.clusters?.cluster_sizes ?? {});
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(9);
  });

  it("keeps the index across a restart", async () => {
    const dataDir = svc.dataDir;
    await svc.app.close();
    const again = await startService(manifest, { DATA_DIR: dataDir });
    try {
      const { body } = await postJson<FindSimilarData>(`${again.url}/find-similar`, {
        embedding: stored[2]?.embedding,
        top_k: 1,
      });
      expect(body.data.total_indexed).toBe(9);
      expect(body.data.results[0]?.id).toBe(stored[2]?.id);
    } finally {
      await again.close();
    }
  });
});

describe("similarity index in Redis, shared by replicas", () => {
  let redis: TestRedis | undefined;
  let manifest: FixtureManifest;
  beforeAll(async () => {
    redis = await startRedis("similarity index Redis tests");
    manifest = await fixtureManifest();
  });
  afterAll(async () => {
    await redis?.stop();
    manifest?.remove();
  });

  it("stores through one replica and finds through another", async (ctx) => {
    if (!redis) return ctx.skip();
    const a = await startService(manifest, { REDIS_URL: redis.url });
    const b = await startService(manifest, { REDIS_URL: redis.url });
    try {
      const stored = await storeCorpus(a.url);
      const { body } = await postJson<FindSimilarData>(`${b.url}/find-similar`, {
        embedding: stored[5]?.embedding,
        top_k: 2,
        filters: { document_type: "formulario" },
      });
      expect(body.data.total_indexed).toBe(9);
      expect(body.data.results[0]).toMatchObject({ id: stored[5]?.id, rank: 1, batch: 1 });
      // The embedding cache is shared too: replica b computes nothing for a's images.
      const again = await embedForm(
        b.url,
        multipartForm([{ name: "x.png", bytes: await texture(45, tints[2]) }]),
      );
      expect(again.cached).toBe(1);
      const { checks } = await readHealth(await fetch(`${b.url}/health`));
      expect(checks.redis?.status).toBe("healthy");
    } finally {
      await a.close();
      await b.close();
    }
  });
});
