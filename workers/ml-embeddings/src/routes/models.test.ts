import type { RunningService } from "@iris/kit/testing";
import { multipartForm, readData } from "@iris/kit/testing";
import { loadManifest } from "@iris/ml-core";
import { type FixtureManifest, writeFixtureManifest } from "@iris/ml-core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelsContract } from "../contract";
import {
  AUTH,
  embedForm,
  FIXTURE_MODEL,
  postJson,
  startService,
  texture,
  useFixtureService,
} from "../test-support";

const fixture = useFixtureService();

/** GET /models; the `data`, read with its contract. */
async function models() {
  const res = await fetch(`${fixture.svc.url}/models`, { headers: AUTH });
  return readData(res, modelsContract.data);
}

describe("GET /models and POST /switch_model", () => {
  it("lists every model as loaded, available or unavailable (with why), and the current one", async () => {
    const data = await models();
    const status = Object.fromEntries(data.available_models.map((m) => [m.name, m.status]));
    expect(status).toEqual({
      [FIXTURE_MODEL]: "loaded",
      tiny_vit_copy: "available",
      not_here: "unavailable",
    });
    const absent = data.available_models.find((m) => m.name === "not_here");
    expect(absent?.problem).toMatch(/^not installed: not-here\.onnx/);
    expect(data.current_model).toBe(FIXTURE_MODEL);
  });

  it("answers 404 for an unknown model and 409 for one that is not installed", async () => {
    const unknown = await postJson(`${fixture.svc.url}/switch_model`, { model_name: "nope" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: "NOT_FOUND" } });
    const absent = await postJson(`${fixture.svc.url}/switch_model`, { model_name: "not_here" });
    expect(absent.status).toBe(409);
    expect(absent.body).toMatchObject({
      error: { code: "CONFLICT", message: expect.stringMatching(/not installed/) },
    });
    expect((await models()).current_model).toBe(FIXTURE_MODEL);
    const missing = await postJson(`${fixture.svc.url}/switch_model`, {});
    expect(missing.status).toBe(400);
  });

  it("switches without failing requests in flight, and new requests use the new model", async () => {
    const images = await Promise.all(Array.from({ length: 12 }, (_, i) => texture(300 + i)));
    // Each answer is read with its contract, which expects 200.
    const inFlight = images.map((img, i) =>
      embedForm(fixture.svc.url, multipartForm([{ name: `p${i}.png`, bytes: img }])),
    );
    const switched = await postJson<{ current_model: string; previous_model: string }>(
      `${fixture.svc.url}/switch_model`,
      { model_name: "tiny_vit_copy" },
    );
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({
      current_model: "tiny_vit_copy",
      previous_model: FIXTURE_MODEL,
    });
    expect(await Promise.all(inFlight)).toHaveLength(images.length);

    const after = await embedForm(
      fixture.svc.url,
      multipartForm([{ name: "after.png", bytes: await texture(999) }]),
    );
    expect(after.model_version).toMatch(/^tiny_vit_copy-/);
    const data = await models();
    expect(data.current_model).toBe("tiny_vit_copy");
    // The previous model is released once its requests drained.
    await expect
      .poll(
        async () => (await models()).available_models.find((m) => m.name === FIXTURE_MODEL)?.status,
      )
      .toBe("available");
  });
});

describe("out of the box: the repository's fixture.manifest", () => {
  let repo: FixtureManifest;
  let out: RunningService;
  beforeAll(async () => {
    repo = await writeFixtureManifest({ includeRepositoryModels: true });
    out = await startService(repo, { DEFAULT_MODEL: "vit_base_patch16_224" });
  });
  afterAll(async () => {
    await out?.close();
    repo?.remove();
  });

  it("falls back to the embedded model when the configured ViT is not installed, and says so", async () => {
    const res = await fetch(`${out.url}/models`, { headers: AUTH });
    const data = await readData(res, modelsContract.data);
    const embedded = loadManifest().models.find((m) => m.embedded)?.name;
    expect(data.current_model).toBe(embedded);
    expect(data.configured_default).toBe("vit_base_patch16_224");
    expect(data.fallback_reason).toMatch(/vit_base_patch16_224 is not installed.*export_timm\.py/);
    const status = Object.fromEntries(data.available_models.map((m) => [m.name, m.status]));
    expect(status).toMatchObject({
      vit_base_patch16_224: "unavailable",
      vit_large_patch16_224: "unavailable",
      [embedded as string]: "loaded",
    });
    const dims = Object.fromEntries(data.available_models.map((m) => [m.name, m.embedding_dim]));
    expect(dims).toMatchObject({ vit_base_patch16_224: 768, vit_large_patch16_224: 1024 });
  });

  it("refuses to switch to a ViT that is not installed, naming the export script", async () => {
    const { status, body } = await postJson(`${out.url}/switch_model`, {
      model_name: "vit_large_patch16_224",
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: { code: "CONFLICT", details: expect.stringMatching(/export_timm\.py/) },
    });
  });

  it("embeds with the embedded model", async () => {
    const data = await embedForm(
      out.url,
      multipartForm([{ name: "page.png", bytes: await texture(12) }]),
    );
    const entry = loadManifest().models.find((m) => m.embedded);
    expect(data.model).toBe(entry?.name);
    expect(data.embedding).toHaveLength(entry?.embedding_dim ?? -1);
  });
});
