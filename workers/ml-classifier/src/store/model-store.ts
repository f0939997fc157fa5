import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { IrisError } from "@iris/kit";
import { MODEL_ID, type ModelMetadata, modelMetadataSchema } from "./metadata";

/** Where a model comes from: shipped with the project (read-only) or trained here. */
export type ModelSource = "shipped" | "trained";

/** A stored classifier: its metadata and where its head file is. */
export interface StoredModel {
  metadata: ModelMetadata;
  source: ModelSource;
  dir: string;
  headPath: string;
}

/** What `reload()` found. */
export interface ReloadReport {
  models: number;
  added: string[];
  removed: string[];
  /** Folders that are not valid models, with why. */
  invalid: { dir: string; reason: string }[];
}

/** Options for a {@link ModelStore}. */
export interface ModelStoreOptions {
  /** Read-only folder of shipped models (the repository's models/classifier). */
  shippedDir: string;
  /** Writable folder of trained models (MODELS_DIR). */
  modelsDir: string;
  /** DEFAULT_CLASSIFIER: the active model until another is activated. */
  defaultModel: string;
}

const ACTIVE_FILE = "active.json";

/**
 * The classifiers on disk: one folder per model with `metadata.json` and `head.onnx`.
 * Shipped models are read-only; trained ones live in MODELS_DIR, which also records the
 * active model (`active.json`) so it survives a restart. Writes are atomic (temporary folder,
 * then rename), so a reader never sees half a model.
 */
export class ModelStore {
  private models = new Map<string, StoredModel>();
  private activeId: string;

  constructor(private readonly options: ModelStoreOptions) {
    this.activeId = options.defaultModel;
  }

  /** Re-reads both folders and the active-model record. */
  async reload(): Promise<ReloadReport> {
    const before = new Set(this.models.keys());
    const next = new Map<string, StoredModel>();
    const invalid: ReloadReport["invalid"] = [];
    for (const [dir, source] of [
      [this.options.shippedDir, "shipped"],
      [this.options.modelsDir, "trained"],
    ] as const) {
      for (const model of await readModels(dir, source, invalid)) {
        if (!next.has(model.metadata.model_id)) next.set(model.metadata.model_id, model);
      }
    }
    this.models = next;
    this.activeId = (await this.readActive()) ?? this.options.defaultModel;
    return {
      models: next.size,
      added: [...next.keys()].filter((id) => !before.has(id)),
      removed: [...before].filter((id) => !next.has(id)),
      invalid,
    };
  }

  /** Every model, the active one first, then newest first. */
  list(): StoredModel[] {
    return [...this.models.values()].sort((a, b) =>
      a.metadata.model_id === this.activeId
        ? -1
        : b.metadata.model_id === this.activeId
          ? 1
          : b.metadata.created_at.localeCompare(a.metadata.created_at),
    );
  }

  /** The model `id`, or undefined. */
  get(id: string): StoredModel | undefined {
    return this.models.get(id);
  }

  /** The model `id`; 404 when there is none. */
  require(id: string): StoredModel {
    const model = this.models.get(id);
    if (!model) {
      throw new IrisError("NOT_FOUND", `unknown model "${id}"`, {
        details: `known models: ${[...this.models.keys()].join(", ") || "none"}`,
      });
    }
    return model;
  }

  /** The id of the model /classify uses when none is named. */
  get active(): string {
    return this.activeId;
  }

  /** Makes `id` the active model and records it in MODELS_DIR. */
  async activate(id: string): Promise<StoredModel> {
    const model = this.require(id);
    await mkdir(this.options.modelsDir, { recursive: true });
    const tmp = join(this.options.modelsDir, `.${ACTIVE_FILE}.${randomBytes(4).toString("hex")}`);
    await writeFile(
      tmp,
      `${JSON.stringify({ model_id: id, activated_at: new Date().toISOString() })}\n`,
    );
    await rename(tmp, join(this.options.modelsDir, ACTIVE_FILE));
    this.activeId = id;
    return model;
  }

  /** Stores a new trained model: writes its head and metadata, then makes it visible. */
  async save(
    head: Uint8Array,
    metadata: Omit<ModelMetadata, "version" | "head"> & {
      head: Omit<ModelMetadata["head"], "sha256" | "file">;
    },
  ): Promise<StoredModel> {
    const sha256 = createHash("sha256").update(head).digest("hex");
    const full = modelMetadataSchema.parse({
      ...metadata,
      version: `${metadata.model_id}-${sha256.slice(0, 12)}`,
      head: { ...metadata.head, file: "head.onnx", sha256 },
    });
    const dir = join(this.options.modelsDir, full.model_id);
    if (this.models.has(full.model_id) || existsSync(dir)) {
      throw new IrisError("CONFLICT", `model "${full.model_id}" already exists`);
    }
    await mkdir(this.options.modelsDir, { recursive: true });
    const tmp = join(
      this.options.modelsDir,
      `.tmp-${full.model_id}-${randomBytes(4).toString("hex")}`,
    );
    await mkdir(tmp);
    await writeFile(join(tmp, "head.onnx"), head);
    await writeFile(join(tmp, "metadata.json"), `${JSON.stringify(full, null, 2)}\n`);
    await rename(tmp, dir);
    const model: StoredModel = {
      metadata: full,
      source: "trained",
      dir,
      headPath: join(dir, "head.onnx"),
    };
    this.models.set(full.model_id, model);
    return model;
  }

  /** Deletes a trained model; the active model and shipped models are refused (409). */
  async delete(id: string): Promise<StoredModel> {
    const model = this.require(id);
    if (id === this.activeId) {
      throw new IrisError("CONFLICT", `model "${id}" is the active model`, {
        details: "activate another model before deleting this one",
      });
    }
    if (model.source === "shipped") {
      throw new IrisError("CONFLICT", `model "${id}" ships with iris and cannot be deleted`);
    }
    // Rename first: the folder disappears at once for every reader, then goes.
    const trash = join(this.options.modelsDir, `.deleted-${id}-${randomBytes(4).toString("hex")}`);
    await rename(model.dir, trash);
    this.models.delete(id);
    await rm(trash, { recursive: true, force: true });
    return model;
  }

  private async readActive(): Promise<string | undefined> {
    try {
      const raw = JSON.parse(await readFile(join(this.options.modelsDir, ACTIVE_FILE), "utf8"));
      const id = (raw as { model_id?: unknown }).model_id;
      return typeof id === "string" && this.models.has(id) ? id : undefined;
    } catch {
      return undefined;
    }
  }
}

async function readModels(
  dir: string,
  source: ModelSource,
  invalid: ReloadReport["invalid"],
): Promise<StoredModel[]> {
  let entries: string[];
  try {
    entries = (await readdir(dir, { withFileTypes: true }))
      .filter((e) => e.isDirectory() && !e.name.startsWith("."))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
  const models: StoredModel[] = [];
  for (const name of entries) {
    const modelDir = join(dir, name);
    const metadataPath = join(modelDir, "metadata.json");
    if (!existsSync(metadataPath)) continue;
    try {
      const metadata = modelMetadataSchema.parse(JSON.parse(await readFile(metadataPath, "utf8")));
      if (!MODEL_ID.test(metadata.model_id) || metadata.model_id !== name) {
        throw new Error(`model_id "${metadata.model_id}" does not match its folder`);
      }
      const headPath = join(modelDir, metadata.head.file);
      if (!existsSync(headPath)) throw new Error(`${metadata.head.file} is missing`);
      models.push({ metadata, source, dir: modelDir, headPath });
    } catch (error) {
      invalid.push({ dir: modelDir, reason: firstLine(error) });
    }
  }
  return models;
}

function firstLine(error: unknown): string {
  return String((error as Error).message ?? error).split("\n")[0] ?? "invalid";
}
