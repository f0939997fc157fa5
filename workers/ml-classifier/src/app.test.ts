import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  listenForTest,
  multipartForm,
  parsePrometheus,
  type RunningService,
  readData,
  readHealth,
} from "@iris/kit/testing";
import { loadManifest } from "@iris/ml-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { readConfig, SHIPPED_DEFAULT_MODEL } from "./config";
import { classifyData, modelsContract } from "./contract";

// The service as `npm start` runs it: the repository's model manifest and shipped models.
const dataDir = mkdtempSync(join(tmpdir(), "iris-classifier-app-"));
let svc: RunningService;
const auth = { authorization: "Bearer t" };

beforeAll(async () => {
  svc = await listenForTest(
    await buildApp(readConfig({ LOG_LEVEL: "silent", SERVICE_TOKEN: "t", DATA_DIR: dataDir })),
  );
});
afterAll(async () => {
  await svc.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const FIVE = ["cedula_identidad", "ficha_residencia", "pasaporte", "factura", "formulario"];

describe("ml-classifier out of the box", () => {
  it("reports itself healthy with the shipped default model active", async () => {
    const res = await fetch(`${svc.url}/health`);
    expect(res.status).toBe(200);
    const health = await readHealth(res);
    expect(health).toMatchObject({ service: "ml-classifier", status: "healthy" });
    expect(health.checks.model?.active_model).toBe(SHIPPED_DEFAULT_MODEL);
  });

  it("ships a default model for the spec's five types, trained on the current embedded backbone", async () => {
    const res = await fetch(`${svc.url}/models`, { headers: auth });
    const { models } = await readData(res, modelsContract.data);
    const shipped = models.find((m) => m.model_id === SHIPPED_DEFAULT_MODEL);
    expect(shipped).toMatchObject({ active: true, source: "shipped" });
    expect([...(shipped?.classes ?? [])].sort()).toEqual([...FIVE].sort());
    // A head is only valid on the backbone file it was trained on.
    expect(shipped?.status).not.toBe("unavailable");
    const embedded = loadManifest().models.find((m) => m.embedded);
    expect(shipped?.backbone).toBe(embedded?.name);
  });

  it("classifies corpus documents of each type after rectification", async () => {
    const specifier = "@iris/models/corpus";
    const corpus = (await import(specifier)) as {
      generateCorpus(o: { n: number; seed: number; roster: number }): Promise<
        AsyncIterable<{
          truth: { type: string; photo: { corners: [number, number][] } };
          photo: Buffer;
        }>
      >;
    };
    const { rectifyPhoto } = await import("@iris/models/rectify");
    let right = 0;
    let total = 0;
    // Roster 1: the training families the head was fitted on, before later families joined.
    for await (const doc of await corpus.generateCorpus({ n: 10, seed: 424_242, roster: 1 })) {
      const flat = await rectifyPhoto(doc.photo, doc.truth.photo.corners as never);
      const res = await fetch(`${svc.url}/classify`, {
        method: "POST",
        headers: auth,
        body: multipartForm([{ name: "page.png", bytes: flat }]),
      });
      const data = await readData(res, classifyData);
      expect(data.model_id).toBe(SHIPPED_DEFAULT_MODEL);
      total++;
      if (data.top_3_predictions[0]?.class === doc.truth.type) right++;
    }
    expect(total).toBe(10);
    expect(right).toBeGreaterThanOrEqual(9);
  }, 120_000);

  it("serves Prometheus metrics with its classification counters", async () => {
    const res = await fetch(`${svc.url}/metrics`, { headers: auth });
    expect(res.status).toBe(200);
    const families = parsePrometheus(await res.text()).map((f) => f.name);
    expect(families).toEqual(
      expect.arrayContaining([
        "http_request_duration_seconds",
        "classifier_predictions_total",
        "classifier_models",
      ]),
    );
  });
});
