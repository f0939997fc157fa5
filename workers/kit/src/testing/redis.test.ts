import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { startRedis } from "./redis";

const redis = await startRedis("kit redis helper");
afterAll(() => redis?.stop());

describe.skipIf(!redis)("startRedis", () => {
  it("starts a real server that answers commands, and stops it", async () => {
    if (!redis) return;
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    client.on("error", () => {});
    await client.connect();
    await client.set("k", "v");
    expect(await client.get("k")).toBe("v");
    await redis.stop();
    await expect(client.get("k")).rejects.toThrow();
    client.disconnect();
  });
});
