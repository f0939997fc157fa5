import { describe, expect, it } from "vitest";
import { DEFAULT_MANIFEST_PATH, loadManifest, parseManifest } from "./load-manifest";

const entry = {
  name: "m",
  task: "embedding",
  file: "m.onnx",
  sha256: null,
  input: { name: "pixel_values", shape: ["batch", 3, 224, 224] },
  output: { name: "embedding", shape: ["batch", 8] },
  embedding_dim: 8,
  preprocess: {
    size: [224, 224],
    resize: "squash",
    interpolation: "bilinear",
    mean: [0, 0, 0],
    std: [1, 1, 1],
  },
  description: "d",
  pretrained: "p",
  source: "s",
};

describe("model manifest", () => {
  it("the repository's manifest is valid and lists both timm ViTs with their dimensions", () => {
    const manifest = loadManifest(DEFAULT_MANIFEST_PATH);
    const dims = Object.fromEntries(manifest.models.map((m) => [m.name, m.embedding_dim]));
    expect(dims).toMatchObject({ vit_base_patch16_224: 768, vit_large_patch16_224: 1024 });
    for (const model of manifest.models) expect(model.path).toMatch(/^\//);
  });

  it("the repository's manifest has exactly one embedded model", () => {
    const embedded = loadManifest(DEFAULT_MANIFEST_PATH).models.filter((m) => m.embedded);
    expect(embedded).toHaveLength(1);
  });

  it("fills defaults and accepts a minimal entry", () => {
    const [model] = parseManifest({ models: [entry] }).models;
    expect(model?.preprocess.crop_pct).toBe(1);
    expect(model?.preprocess.channels).toBe("rgb");
    expect(model?.embedded).toBe(false);
  });

  it("names every problem of a bad manifest", () => {
    const bad = {
      models: [
        { ...entry, embedding_dim: 9 },
        { ...entry, preprocess: { ...entry.preprocess, mean: [0] } },
      ],
    };
    expect(() => parseManifest(bad, "test")).toThrow(
      /models\.0\.embedding_dim: output's last dimension is 8.*models\.1\.name: duplicate name.*mean and std need 3/s,
    );
    expect(() => parseManifest({ models: [{ ...entry, sha256: "abc" }] })).toThrow(/sha256/);
  });

  it("reports a missing manifest file clearly", () => {
    expect(() => loadManifest("/nonexistent/manifest.json")).toThrow(/manifest.*ENOENT/);
  });
});
