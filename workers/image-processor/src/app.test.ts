import { listenForTest, parsePrometheus, type RunningService, readHealth } from "@iris/kit/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { readConfig } from "./config";
import { EngineUnavailableError } from "./pipeline/engine";
import { nativeBuilt } from "./testing";

let svc: RunningService;
beforeAll(async () => {
  svc = await listenForTest(
    await buildApp(readConfig({ LOG_LEVEL: "silent", SERVICE_TOKEN: "t", IMAGE_WARMUP: "false" })),
  );
});
afterAll(() => svc.close());

describe("image-processor service", () => {
  it("reports itself healthy, with the pixel engine it chose", async () => {
    const res = await fetch(`${svc.url}/health`);
    expect(res.status).toBe(200);
    const health = await readHealth(res);
    expect(health).toMatchObject({ service: "image-processor", status: "healthy" });
    // auto: native OpenCV where the addon is built, else OpenCV.js saying why.
    const engine = health.checks.engine;
    expect(engine?.name).toBe(nativeBuilt ? "native" : "wasm");
    if (nativeBuilt) expect(engine?.library).toMatch(/^OpenCV 4\.\d+\.\d+ \(native\)$/);
    else expect(engine?.fallback_reason).toMatch(/not built|did not load|IRIS_NATIVE=off/);
  });

  it("serves Prometheus metrics to a caller with the service token", async () => {
    const res = await fetch(`${svc.url}/metrics`, { headers: { authorization: "Bearer t" } });
    expect(res.status).toBe(200);
    const families = parsePrometheus(await res.text());
    expect(families.some((f) => f.name === "http_request_duration_seconds")).toBe(true);
    expect(families.some((f) => f.name === "image_processor_engine_info")).toBe(true);
  });

  it("runs OpenCV.js when asked to, whatever is built", async () => {
    const wasm = await listenForTest(
      await buildApp(
        readConfig({ LOG_LEVEL: "silent", IMAGE_ENGINE: "wasm", IMAGE_WARMUP: "false" }),
      ),
    );
    try {
      const health = await readHealth(await fetch(`${wasm.url}/health`));
      expect(health.checks.engine).toMatchObject({ status: "healthy", name: "wasm" });
    } finally {
      await wasm.close();
    }
  });

  it.skipIf(nativeBuilt)("refuses to start with IMAGE_ENGINE=native and no addon", async () => {
    await expect(
      buildApp(readConfig({ LOG_LEVEL: "silent", IMAGE_ENGINE: "native" })),
    ).rejects.toBeInstanceOf(EngineUnavailableError);
  });
});
