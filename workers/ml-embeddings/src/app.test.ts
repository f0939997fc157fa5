import { parsePrometheus, readData, readHealth } from "@iris/kit/testing";
import { describe, expect, it } from "vitest";
import { modelsContract } from "./contract";
import { AUTH, FIXTURE_MODEL, startService, useFixtureService } from "./test-support";

const fixture = useFixtureService();

describe("ml-embeddings service", () => {
  it("reports itself healthy with its model loaded in a worker", async () => {
    const res = await fetch(`${fixture.svc.url}/health`);
    expect(res.status).toBe(200);
    const health = await readHealth(res);
    expect(health).toMatchObject({ service: "ml-embeddings", status: "healthy" });
    expect(health.checks.model).toMatchObject({
      status: "healthy",
      current_model: FIXTURE_MODEL,
      execution_provider: "cpu",
    });
    expect(health.checks.inference).toMatchObject({ workers: 1 });
  });

  it("serves Prometheus metrics, including its batching metrics, to a caller with the token", async () => {
    const res = await fetch(`${fixture.svc.url}/metrics`, { headers: AUTH });
    expect(res.status).toBe(200);
    const names = parsePrometheus(await res.text()).map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "http_request_duration_seconds",
        "embedding_batch_size",
        "embedding_model_loaded",
      ]),
    );
  });

  it("refuses routes without the service token", async () => {
    const res = await fetch(`${fixture.svc.url}/models`);
    expect(res.status).toBe(401);
  });
});

describe("ORT_EXECUTION_PROVIDER=cuda on a machine without CUDA", () => {
  it("falls back to CPU and keeps serving", async () => {
    const cuda = await startService(fixture.manifest, { ORT_EXECUTION_PROVIDER: "cuda" });
    try {
      const health = await readHealth(await fetch(`${cuda.url}/health`));
      expect(health.status).toBe("healthy");
      expect(health.checks.model).toMatchObject({ execution_provider: "cpu" });
      const models = await fetch(`${cuda.url}/models`, { headers: AUTH });
      expect(await readData(models, modelsContract.data)).toMatchObject({
        execution_provider: "cpu",
      });
    } finally {
      await cuda.close();
    }
  });
});
