import { startRedis, type TestRedis } from "@iris/kit/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmbeddingCache, imageHash } from "./embedding-cache";

const v = (...xs: number[]) => Float32Array.from(xs);

describe("EmbeddingCache (in process)", () => {
  it("hits by image hash and model, and misses for another model", async () => {
    const cache = new EmbeddingCache({ maxEntries: 10 });
    const hash = imageHash(Buffer.from("image-a"));
    await cache.set("model-1", hash, v(1, 2));
    expect(Array.from((await cache.get("model-1", hash)) ?? [])).toEqual([1, 2]);
    expect(await cache.get("model-2", hash)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, size: 1 });
  });

  it("evicts the least recently used entry beyond its size", async () => {
    const cache = new EmbeddingCache({ maxEntries: 2 });
    await cache.set("m", "a", v(1));
    await cache.set("m", "b", v(2));
    await cache.get("m", "a"); // a is now more recent than b
    await cache.set("m", "c", v(3));
    expect(await cache.get("m", "b")).toBeUndefined();
    expect(await cache.get("m", "a")).toBeDefined();
    expect(await cache.get("m", "c")).toBeDefined();
  });

  it("hashes equal bytes equally and different bytes differently", () => {
    expect(imageHash(Buffer.from("x"))).toBe(imageHash(Uint8Array.from([120])));
    expect(imageHash(Buffer.from("x"))).not.toBe(imageHash(Buffer.from("y")));
  });
});

let redis: TestRedis | undefined;
beforeAll(async () => {
  redis = await startRedis("embedding cache Redis tests");
});
afterAll(async () => {
  await redis?.stop();
});

describe("EmbeddingCache (Redis)", () => {
  it("shares entries between two replicas through Redis", async (ctx) => {
    if (!redis) return ctx.skip();
    const a = new Redis(redis.url);
    const b = new Redis(redis.url);
    try {
      const first = new EmbeddingCache({ maxEntries: 10, redis: a, ttlSeconds: 60 });
      const second = new EmbeddingCache({ maxEntries: 10, redis: b, ttlSeconds: 60 });
      await first.set("m", "h1", v(0.5, -0.25, 1e-7));
      const shared = await second.get("m", "h1");
      expect(Array.from(shared ?? [])).toEqual([0.5, -0.25, expect.closeTo(1e-7, 12)]);
      expect(await b.ttl("iris:ml:emb:m:h1")).toBeGreaterThan(0);
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });

  it("treats an unreachable Redis as a miss and reports the error", async (ctx) => {
    if (!redis) return ctx.skip();
    const dead = await startRedis("dead redis");
    if (!dead) return ctx.skip();
    const client = new Redis(dead.url, { maxRetriesPerRequest: 0, enableOfflineQueue: false });
    await new Promise((resolve) => client.once("ready", resolve));
    await dead.stop();
    const errors: unknown[] = [];
    const cache = new EmbeddingCache({
      maxEntries: 0,
      redis: client,
      onError: (e) => errors.push(e),
    });
    try {
      expect(await cache.get("m", "h")).toBeUndefined();
      await cache.set("m", "h", v(1));
      expect(errors.length).toBeGreaterThanOrEqual(1);
    } finally {
      client.disconnect();
    }
  });
});
