import { listenForTest, parsePrometheus, type RunningService } from "@iris/kit/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { readConfig } from "./config";

let svc: RunningService;
beforeAll(async () => {
  svc = await listenForTest(
    await buildApp(readConfig({ LOG_LEVEL: "silent", SERVICE_TOKEN: "t" })),
  );
});
afterAll(() => svc.close());

describe("ml-embeddings service", () => {
  it("reports itself healthy", async () => {
    const res = await fetch(`${svc.url}/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { service: string; status: string } };
    expect(body.data).toMatchObject({ service: "ml-embeddings", status: "healthy" });
  });

  it("serves Prometheus metrics to a caller with the service token", async () => {
    const res = await fetch(`${svc.url}/metrics`, { headers: { authorization: "Bearer t" } });
    expect(res.status).toBe(200);
    expect(
      parsePrometheus(await res.text()).some((f) => f.name === "http_request_duration_seconds"),
    ).toBe(true);
  });
});
