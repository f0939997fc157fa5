import { errorEnvelope, successEnvelope } from "@iris/kit/contract";
import {
  listenForTest,
  multipartForm,
  parsePrometheus,
  type RunningService,
  readHealth,
} from "@iris/kit/testing";
import { loadTesseract } from "@iris/native-tesseract";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { extractContract } from "../contract";
import { renderPage, stack } from "../testing";
import { createEngine } from "./create-engine";
import type { NativeEngine } from "./native-engine";
import { enginesUnderTest, nativeHere, whileReading } from "./test-engines";

const native = "versions" in nativeHere;
const page = await renderPage(
  stack(["Solicitud de residencia temporal", "Dirección: Av. Bolívar 123, Caracas"], 90, 56),
  { width: 1400, height: 260 },
);
const running: RunningService[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.close()));
});

async function service(engine: "js" | "native" | "auto"): Promise<RunningService> {
  const config = readConfig({ LOG_LEVEL: "silent", OCR_ENGINE: engine, OCR_WORKERS: "1" });
  const svc = await listenForTest(await buildApp(config));
  running.push(svc);
  return svc;
}

async function extract(svc: RunningService, bytes: Buffer = page) {
  const res = await fetch(`${svc.url}/extract`, {
    method: "POST",
    body: multipartForm([{ name: "page.png", bytes }], { confidence_threshold: "0" }),
  });
  const body = z
    .union([successEnvelope(extractContract.data), errorEnvelope])
    .parse(await res.json());
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body };
}

describe("engine choice", () => {
  it("hides the addon when IRIS_NATIVE=off", () => {
    for (const off of ["off", "0", "false", "OFF"])
      expect(loadTesseract({ IRIS_NATIVE: off })).toEqual({ reason: "IRIS_NATIVE=off" });
  });

  it("runs tesseract.js under auto when the addon is not there, and says why", async () => {
    const config = readConfig({ LOG_LEVEL: "silent", OCR_ENGINE: "auto" });
    const { engine, note } = createEngine(config, { reason: "IRIS_NATIVE=off" });
    await engine.close();
    expect(engine.name).toBe("js");
    expect(note).toMatch(/^tesseract\.js \(IRIS_NATIVE=off\)/);
  });

  it("refuses to start OCR_ENGINE=native without the addon", () => {
    const config = readConfig({ LOG_LEVEL: "silent", OCR_ENGINE: "native" });
    expect(() => createEngine(config, { reason: "not built" })).toThrow(
      /OCR_ENGINE=native: not built/,
    );
  });

  it.skipIf(!native)("runs the addon under auto where it is built", async () => {
    const { engine, note } = createEngine(readConfig({ LOG_LEVEL: "silent" }));
    await engine.close();
    expect(engine.name).toBe("native");
    expect(note).toMatch(/^native \(tesseract 5/);
  });
});

describe.each(enginesUnderTest())("the service on the $name engine", ({ name }) => {
  it("says which engine runs in /health and /metrics, and reads a page", async () => {
    const svc = await service(name);
    const health = await readHealth(await fetch(`${svc.url}/health`));
    expect(health.status).toBe("healthy");
    expect(health.checks.ocr_engine?.engine).toBe(
      name === "native" ? "libtesseract" : "tesseract.js",
    );
    const read = await extract(svc);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      data: { engine: name, text: expect.stringMatching(/Bolívar/) },
    });
    const metrics = parsePrometheus(await (await fetch(`${svc.url}/metrics`)).text());
    const info = metrics.find((m) => m.name === "ocr_engine_info");
    expect(info?.samples).toEqual([
      expect.objectContaining({ labels: expect.objectContaining({ engine: name }), value: 1 }),
    ]);
  });
});

describe.skipIf(!native)("the service when a native host crashes", () => {
  it("answers the page in flight 503 with Retry-After, then reads the next, and counts it", async () => {
    const svc = await service("native");
    expect((await extract(svc)).status).toBe(200);
    const engine = svc.app.pipeline.engine as NativeEngine;
    const big = await renderPage(
      stack(
        Array.from({ length: 70 }, (_, i) => `${i + 1}. Línea de texto para leer`),
        40,
        46,
      ),
      { width: 2480, height: 3400 },
    );
    const inFlight = extract(svc, big);
    await whileReading(engine);
    for (const pid of engine.hostPids()) process.kill(pid, "SIGSEGV");
    const crashed = await inFlight;
    expect(crashed.status).toBe(503);
    expect(crashed.retryAfter).toBe("1");
    expect(crashed.body).toMatchObject({
      error: { code: "SERVICE_UNAVAILABLE", retryable: true },
    });
    expect((await extract(svc)).status).toBe(200);
    const health = await readHealth(await fetch(`${svc.url}/health`));
    expect(health.status).toBe("healthy");
    expect(health.checks.ocr_engine?.host_crashes).toBe(1);
    const metrics = parsePrometheus(await (await fetch(`${svc.url}/metrics`)).text());
    expect(metrics.find((m) => m.name === "ocr_engine_host_crashes_total")?.samples[0]?.value).toBe(
      1,
    );
  });
});
