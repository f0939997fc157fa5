import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { InferencePool } from "../inference";
import { FIXTURE_MODEL, type FixtureManifest, writeFixtureManifest } from "../testing";
import { ModelError } from "./errors";
import { ModelRegistry } from "./model-registry";

let fixture: FixtureManifest;
let pool: InferencePool;
let registry: ModelRegistry;
beforeAll(async () => {
  const base = await writeFixtureManifest();
  const entry = base.manifest.models[0];
  base.remove();
  if (!entry) throw new Error("fixture manifest is empty");
  const { path: _path, ...fields } = entry;
  fixture = await writeFixtureManifest({
    extra: [
      { ...fields, name: "absent", file: "absent.onnx" },
      { ...fields, name: "tampered", file: "tampered.onnx" },
    ],
  });
  writeFileSync(join(fixture.dir, "tampered.onnx"), "not the bytes the manifest pinned");
  pool = new InferencePool({ workers: 1, intraOpThreads: 1, provider: "cpu" });
});
afterEach(async () => {
  await registry?.close();
});
afterAll(async () => {
  await pool.close();
  fixture.remove();
});

describe("ModelRegistry", () => {
  it("reports available, then loaded after the first load, and loads once", async () => {
    registry = new ModelRegistry({ manifest: fixture.manifest, pool });
    expect(registry.status(FIXTURE_MODEL)).toBe("available");
    const [a, b] = await Promise.all([registry.load(FIXTURE_MODEL), registry.load(FIXTURE_MODEL)]);
    expect(a).toBe(b);
    expect(registry.status(FIXTURE_MODEL)).toBe("loaded");
    await registry.unload(FIXTURE_MODEL);
    expect(registry.status(FIXTURE_MODEL)).toBe("available");
  });

  it("says a model whose file is absent is not installed, and how it is made", async () => {
    registry = new ModelRegistry({ manifest: fixture.manifest, pool });
    expect(registry.status("absent")).toBe("not_installed");
    const error = await registry.load("absent").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect(error).toMatchObject({
      reason: "not_installed",
      hint: expect.stringMatching(/absent\.onnx/),
    });
  });

  it("refuses a file that does not match its pinned checksum", async () => {
    registry = new ModelRegistry({ manifest: fixture.manifest, pool });
    await expect(registry.load("tampered")).rejects.toMatchObject({ reason: "checksum_mismatch" });
  });

  it("rejects an unknown name, listing the known ones", async () => {
    registry = new ModelRegistry({ manifest: fixture.manifest, pool });
    expect(() => registry.status("nope")).toThrow(ModelError);
    await expect(registry.load("nope")).rejects.toMatchObject({
      reason: "unknown",
      hint: expect.stringContaining(FIXTURE_MODEL),
    });
  });

  it("keeps a leased model until its last request has finished", async () => {
    registry = new ModelRegistry({ manifest: fixture.manifest, pool });
    const lease = await registry.lease(FIXTURE_MODEL);
    let unloaded = false;
    const unloading = registry.unload(FIXTURE_MODEL).then(() => {
      unloaded = true;
    });
    // The request in flight can still run on its model.
    const out = await pool.run(lease.model.key, {
      pixel_values: { data: new Float32Array(3 * 224 * 224), dims: [1, 3, 224, 224] },
    });
    expect(out.embedding?.dims).toEqual([1, 64]);
    expect(unloaded).toBe(false);
    lease.release();
    await unloading;
    expect(unloaded).toBe(true);
    await expect(
      pool.run(lease.model.key, {
        pixel_values: { data: new Float32Array(3 * 224 * 224), dims: [1, 3, 224, 224] },
      }),
    ).rejects.toThrow(/not loaded/);
  });
});
