import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ErrorBody } from "@iris/kit";
import { multipartForm, readData, readError } from "@iris/kit/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyData } from "../contract";
import type { JobRecord } from "../jobs";
import type { ReloadReport } from "../store";
import {
  patternImage,
  startTestService,
  type TestService,
  waitForJob,
  writePatternDataset,
} from "../testing";

interface ModelRow {
  model_id: string;
  active: boolean;
  source: string;
  status: string;
  problem?: string;
}

let svc: TestService;
let first: string;
let second: string;

async function train(service: TestService, modelId: string): Promise<string> {
  const { body } = await service.json<{ data: { training_id: string } }>("POST", "/train", {
    dataset_path: "patterns",
    model_id: modelId,
    config: { epochs: 4, data_augmentation: false, learning_rate: 0.01 },
  });
  const job = await waitForJob<JobRecord>(service, body.data.training_id);
  expect(job.status).toBe("completed");
  return job.model_id as string;
}

async function list(service: TestService) {
  return (
    await service.json<{ data: { models: ModelRow[]; active_model: string } }>("GET", "/models")
  ).body.data;
}

async function classifyWith(service: TestService, model?: string) {
  const res = await fetch(`${service.url}/classify`, {
    method: "POST",
    body: multipartForm(
      [{ name: "a.png", bytes: await patternImage("checks", 9) }],
      model ? { model } : {},
    ),
  });
  return res;
}

/** The model that classified, read from a 200 answer with its contract. */
async function classifiedBy(service: TestService, model?: string) {
  return (await readData(await classifyWith(service, model), classifyData)).model_id;
}

beforeAll(async () => {
  svc = await startTestService();
  await writePatternDataset(join(svc.datasetsDir, "patterns"), 6, 7);
  first = await train(svc, "first-model");
  second = await train(svc, "second-model");
});
afterAll(() => svc.close());

describe("model management", () => {
  it("refuses a second model with an id in use", async () => {
    const res = await svc.json<ErrorBody>("POST", "/train", {
      dataset_path: "patterns",
      model_id: first,
    });
    expect(res.status).toBe(409);
  });

  it("marks the active model and refuses to delete it", async () => {
    expect((await svc.json("POST", `/models/${first}/activate`)).status).toBe(200);
    const models = await list(svc);
    expect(models.active_model).toBe(first);
    expect(models.models.filter((m) => m.active).map((m) => m.model_id)).toEqual([first]);
    const refused = await svc.json<ErrorBody>("DELETE", `/models/${first}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/active/);
    expect(await classifiedBy(svc)).toBe(first);
  });

  it("deletes another model: gone from the list, from disk, and from /classify", async () => {
    expect(await classifiedBy(svc, second)).toBe(second);
    const deleted = await svc.json<{ data: { deleted: string } }>("DELETE", `/models/${second}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.deleted).toBe(second);
    expect((await list(svc)).models.map((m) => m.model_id)).not.toContain(second);
    await readError(await classifyWith(svc, second), 404);
    expect((await svc.json("DELETE", `/models/${second}`)).status).toBe(404);
  });

  it("reload picks up models added or removed on disk, and reports invalid folders", async () => {
    const modelsDir = join(svc.dataDir, "ml-classifier", "models");
    const copy = join(modelsDir, "copied-model");
    cpSync(join(modelsDir, first), copy, { recursive: true });
    const metadata = JSON.parse(readFileSync(join(copy, "metadata.json"), "utf8"));
    writeFileSync(
      join(copy, "metadata.json"),
      JSON.stringify({ ...metadata, model_id: "copied-model" }),
    );
    mkdirSync(join(modelsDir, "broken"));
    writeFileSync(join(modelsDir, "broken", "metadata.json"), "{ not json");
    const reloaded = await svc.json<{ data: ReloadReport }>("POST", "/models/reload");
    expect(reloaded.status).toBe(200);
    expect(reloaded.body.data.added).toEqual(["copied-model"]);
    expect(reloaded.body.data.invalid.map((i) => i.dir)).toEqual([join(modelsDir, "broken")]);
    expect(await classifiedBy(svc, "copied-model")).toBe("copied-model");

    rmSync(copy, { recursive: true });
    const again = await svc.json<{ data: ReloadReport }>("POST", "/models/reload");
    expect(again.body.data.removed).toEqual(["copied-model"]);
    await readError(await classifyWith(svc, "copied-model"), 404);
  });

  it("refuses a head whose file does not match its metadata", async () => {
    const modelsDir = join(svc.dataDir, "ml-classifier", "models");
    const copy = join(modelsDir, "tampered");
    cpSync(join(modelsDir, first), copy, { recursive: true });
    const metadata = JSON.parse(readFileSync(join(copy, "metadata.json"), "utf8"));
    writeFileSync(
      join(copy, "metadata.json"),
      JSON.stringify({ ...metadata, model_id: "tampered", version: "tampered-x" }),
    );
    const head = readFileSync(join(copy, "head.onnx"));
    head[head.length - 1] = (head[head.length - 1] ?? 0) ^ 0xff;
    writeFileSync(join(copy, "head.onnx"), head);
    await svc.json("POST", "/models/reload");
    const refused = await readError(await classifyWith(svc, "tampered"), 409);
    expect(refused.error.details).toMatch(/expected sha256/);
    rmSync(copy, { recursive: true });
    await svc.json("POST", "/models/reload");
  });

  it("marks a model whose backbone is missing as unavailable and refuses to run it", async () => {
    const modelsDir = join(svc.dataDir, "ml-classifier", "models");
    const copy = join(modelsDir, "orphan");
    cpSync(join(modelsDir, first), copy, { recursive: true });
    const metadata = JSON.parse(readFileSync(join(copy, "metadata.json"), "utf8"));
    writeFileSync(
      join(copy, "metadata.json"),
      JSON.stringify({
        ...metadata,
        model_id: "orphan",
        backbone: { ...metadata.backbone, name: "gone_vit" },
      }),
    );
    await svc.json("POST", "/models/reload");
    const row = (await list(svc)).models.find((m) => m.model_id === "orphan");
    expect(row).toMatchObject({
      status: "unavailable",
      problem: expect.stringMatching(/gone_vit/),
    });
    await readError(await classifyWith(svc, "orphan"), 409);
    expect((await svc.json("POST", "/models/orphan/activate")).status).toBe(409);
  });

  it("keeps the active model across a restart", async () => {
    await svc.stop();
    const { fixture, dataDir } = svc;
    const restarted = await startTestService({}, { fixture, dataDir });
    // The restarted service shares the folders; closing it must still remove them.
    svc = {
      ...restarted,
      close: async () => {
        await restarted.close();
        fixture.remove();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    const models = await list(svc);
    expect(models.active_model).toBe(first);
    expect(await classifiedBy(svc)).toBe(first);
  });
});
