import { request as httpRequest } from "node:http";
import { parsePrometheus, readError } from "@iris/kit/testing";
import { seededNormal } from "@iris/ml-core";
import { describe, expect, it } from "vitest";
import { AUTH, postJson, useFixtureService } from "../test-support";

// The compute bound of /cluster (issue 25, finding 1): work beyond the budget is refused up
// front, work within it stops when its client goes or its deadline passes, and a small
// request is never queued behind a large one.

/** n points of isotropic noise in d dimensions: no structure, so Lloyd runs long. */
function noise(n: number, d: number, seed = 5): number[][] {
  const normal = seededNormal(seed);
  return Array.from({ length: n }, () =>
    Array.from({ length: d }, () => Math.round(normal() * 1e4) / 1e4),
  );
}

/** A request that would take minutes here: only a budget far above the default admits it. */
const LONG = { embeddings: noise(2000, 64), min_clusters: 2, max_clusters: 150 };
const SMALL = {
  embeddings: [
    [0, 0],
    [0, 0.1],
    [0.1, 0],
    [5, 5],
    [5, 5.1],
    [5.1, 5],
  ],
};

function send(url: string, body: unknown) {
  return fetch(`${url}/cluster`, {
    method: "POST",
    headers: { ...AUTH, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * Sends `body` on a connection of its own and returns a way to drop it: the client goes away
 * the way a closed browser tab or a gateway timeout does, with the connection.
 */
function sendThenDrop(url: string, body: unknown): { drop(): void; ended: Promise<void> } {
  const req = httpRequest(`${url}/cluster`, {
    method: "POST",
    agent: false,
    headers: { ...AUTH, "content-type": "application/json" },
  });
  const ended = new Promise<void>((resolve) => {
    req.on("error", () => resolve());
    req.on("close", () => resolve());
  });
  req.end(JSON.stringify(body));
  return { drop: () => req.destroy(), ended };
}

/** A sample of /metrics, 0 when absent. */
async function metric(url: string, name: string, labels: Record<string, string>) {
  const text = await (await fetch(`${url}/metrics`, { headers: AUTH })).text();
  const sample = parsePrometheus(text)
    .flatMap((f) => f.samples)
    .find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return sample?.value ?? 0;
}

/** Polls until `check` holds (or fails after `ms`). */
async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

const heavyJobs = (url: string) => metric(url, "clustering_jobs", { lane: "heavy" });

describe("POST /cluster within the default budget", () => {
  const fixture = useFixtureService();

  it("refuses 3000 × 64 with max_clusters 1000 at once: 413 naming the budget and what fits", async () => {
    const res = await send(fixture.svc.url, { embeddings: noise(3000, 64), max_clusters: 1000 });
    const body = await readError(res, 413);
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.retryable).toBe(false);
    expect(body.error.details).toContain("CLUSTER_WORK_BUDGET");
    const fits = Number(/max_clusters (\d+) would fit/.exec(body.error.details)?.[1]);
    expect(fits).toBeGreaterThanOrEqual(2);
    expect(fits).toBeLessThan(1000);
    expect(
      await metric(fixture.svc.url, "clustering_requests_total", { outcome: "over_budget" }),
    ).toBe(1);
  });

  it("samples the silhouette (SILHOUETTE_SAMPLE_SIZE) and reports the seedings it used", async () => {
    const { status, body } = await postJson<{
      parameters: { silhouette_sample_size: number; n_samples: number; n_init: number };
    }>(`${fixture.svc.url}/cluster`, { embeddings: noise(1200, 4), max_clusters: 3 });
    expect(status).toBe(200);
    expect(body.data.parameters.n_samples).toBe(1200);
    expect(body.data.parameters.silhouette_sample_size).toBe(1000);
    expect(body.data.parameters.n_init).toBe(10);
  });
});

describe("POST /cluster under a budget that admits long work", () => {
  const fixture = useFixtureService({
    CLUSTER_WORK_BUDGET: "1e13",
    CLUSTER_TIMEOUT_MS: "120000",
    CLUSTER_QUEUE_LIMIT: "0",
  });

  it("answers a small request while a large one runs, and stops the large one when its client goes", async () => {
    const url = fixture.svc.url;
    const long = sendThenDrop(url, LONG);
    await until(async () => (await heavyJobs(url)) === 1, 15_000);

    const started = performance.now();
    const small = await send(url, SMALL);
    const seconds = (performance.now() - started) / 1000;
    expect(small.status).toBe(200);
    expect(await heavyJobs(url)).toBe(1); // the large one is still running
    console.info(`small /cluster beside a large one: ${seconds.toFixed(3)} s`);

    long.drop();
    await long.ended;
    await until(async () => (await heavyJobs(url)) === 0, 5_000);
    expect(await metric(url, "clustering_requests_total", { outcome: "client_gone" })).toBe(1);
  }, 90_000);

  it("refuses a second large job while one runs (bounded queue): 503 with Retry-After", async () => {
    const url = fixture.svc.url;
    const long = sendThenDrop(url, LONG);
    await until(async () => (await heavyJobs(url)) === 1, 15_000);
    const second = await send(url, LONG);
    expect(second.headers.get("retry-after")).toBeTruthy();
    const body = await readError(second, 503);
    expect(body.error.code).toBe("SERVICE_UNAVAILABLE");
    expect(body.error.retryable).toBe(true);
    long.drop();
    await long.ended;
    await until(async () => (await heavyJobs(url)) === 0, 5_000);
  }, 90_000);
});

describe("POST /cluster with a short deadline", () => {
  const fixture = useFixtureService({ CLUSTER_WORK_BUDGET: "1e13", CLUSTER_TIMEOUT_MS: "3000" });

  it("stops at its deadline: 503 SERVICE_UNAVAILABLE, retryable, and the lane is free again", async () => {
    const url = fixture.svc.url;
    const res = await send(url, LONG);
    expect(res.headers.get("retry-after")).toBeTruthy();
    const body = await readError(res, 503);
    expect(body.error.code).toBe("SERVICE_UNAVAILABLE");
    expect(body.error.details).toContain("CLUSTER_TIMEOUT_MS");
    await until(async () => (await heavyJobs(url)) === 0, 5_000);
    expect(await metric(url, "clustering_requests_total", { outcome: "deadline" })).toBe(1);
  }, 60_000);
});
