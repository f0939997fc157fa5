import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  DEFAULT_MANIFEST_PATH,
  type LoadedManifest,
  loadManifest,
  type ModelEntry,
  resolveManifest,
  sha256File,
} from "../manifest";
import { buildTinyVit, type TinyVitOptions, VIT_INPUT, VIT_OUTPUT } from "../onnx";

/** Name of the test ViT in fixture manifests. */
export const FIXTURE_MODEL = "tiny_vit_fixture";

/** A manifest on disk for tests, with the tiny ViT fixture built into a temporary folder. */
export interface FixtureManifest {
  dir: string;
  path: string;
  manifest: LoadedManifest;
  /** Deletes the folder. */
  remove(): void;
}

/** Options for {@link writeFixtureManifest}. */
export interface FixtureManifestOptions {
  vit?: TinyVitOptions;
  /** Also list the repository's models (resolved to their real files). */
  includeRepositoryModels?: boolean;
  /** Extra entries (their `file` relative to the fixture folder). */
  extra?: ModelEntry[];
}

/**
 * Builds the seeded tiny ViT (same contract as the timm exports, test-only) into a fresh
 * temporary folder and writes a manifest listing it, with timm's ViT preprocessing.
 */
export async function writeFixtureManifest(
  options: FixtureManifestOptions = {},
): Promise<FixtureManifest> {
  const dir = mkdtempSync(join(tmpdir(), "iris-models-"));
  const file = "tiny-vit.onnx";
  writeFileSync(join(dir, file), buildTinyVit(options.vit));
  const dim = options.vit?.dim ?? 64;
  const fixture: ModelEntry = {
    name: FIXTURE_MODEL,
    task: "embedding",
    file,
    sha256: await sha256File(join(dir, file)),
    input: { name: VIT_INPUT, shape: ["batch", 3, 224, 224] },
    output: { name: VIT_OUTPUT, shape: ["batch", dim] },
    embedding_dim: dim,
    preprocess: {
      size: [224, 224],
      resize: "crop",
      crop_pct: 0.9,
      interpolation: "bicubic",
      channels: "rgb",
      mean: [0.5, 0.5, 0.5],
      std: [0.5, 0.5, 0.5],
    },
    description: "ViT-shaped test fixture with seeded random weights",
    pretrained: "none: seeded random weights, test-only",
    source: "@iris/ml-core buildTinyVit",
    embedded: false,
  };
  const repository = options.includeRepositoryModels
    ? loadManifest(DEFAULT_MANIFEST_PATH).models.map(({ path, ...m }) => ({ ...m, file: path }))
    : [];
  const models = [fixture, ...repository, ...(options.extra ?? [])];
  const path = join(dir, "manifest.json");
  writeFileSync(path, `${JSON.stringify({ models }, null, 2)}\n`);
  return {
    dir,
    path,
    manifest: resolveManifest({ models }, path),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
