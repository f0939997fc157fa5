import type { InferencePool, LoadedInfo } from "../inference";
import { isInstalled, type LoadedManifest, type ResolvedModel, sha256File } from "../manifest";
import { ModelError } from "./errors";

/** A model's state as /models reports it. */
export type ModelStatus = "loaded" | "available" | "not_installed";

/** A model whose session exists in every inference worker. */
export interface LoadedModel {
  entry: ResolvedModel;
  /** `name` plus the first 12 hex digits of its sha256 when pinned: cache keys and model_version. */
  version: string;
  /** Pool key of its sessions. */
  key: string;
  info: LoadedInfo;
  loadedAt: Date;
}

/** A hold on a loaded model for the length of one request. */
export interface ModelLease {
  model: LoadedModel;
  release(): void;
}

interface Slot {
  loading: Promise<LoadedModel>;
  model?: LoadedModel;
  leases: number;
  drained?: () => void;
}

/** Options for a {@link ModelRegistry}. */
export interface ModelRegistryOptions {
  manifest: LoadedManifest;
  pool: InferencePool;
  /** Check each file's sha256 against the manifest before loading (default true). */
  verifyChecksums?: boolean;
}

/**
 * The models of a manifest and their sessions. Each model is loaded once (concurrent loads
 * share one promise), leased per request, and unloaded only after its last lease ends, so a
 * model switch never drops a request in flight.
 */
export class ModelRegistry {
  private readonly slots = new Map<string, Slot>();
  private loads = 0;

  constructor(private readonly options: ModelRegistryOptions) {}

  /** Every manifest entry (any task). */
  get entries(): readonly ResolvedModel[] {
    return this.options.manifest.models;
  }

  /** A manifest entry by name, or undefined. */
  entry(name: string): ResolvedModel | undefined {
    return this.entries.find((m) => m.name === name);
  }

  /** loaded, available (file present) or not_installed (file absent). */
  status(name: string): ModelStatus {
    const entry = this.require(name);
    if (this.slots.get(name)?.model) return "loaded";
    return isInstalled(entry) ? "available" : "not_installed";
  }

  /** The loaded model, if it is loaded. */
  loaded(name: string): LoadedModel | undefined {
    return this.slots.get(name)?.model;
  }

  /** Loads `name` once: checks presence and checksum, creates its sessions. */
  load(name: string): Promise<LoadedModel> {
    const existing = this.slots.get(name);
    if (existing) return existing.loading;
    const slot: Slot = { loading: this.create(name), leases: 0 };
    this.slots.set(name, slot);
    slot.loading.then(
      (model) => {
        slot.model = model;
      },
      () => {
        if (this.slots.get(name) === slot) this.slots.delete(name);
      },
    );
    return slot.loading;
  }

  /** Loads (if needed) and leases `name`; call `release()` when the request is done. */
  async lease(name: string): Promise<ModelLease> {
    const model = await this.load(name);
    const slot = this.slots.get(name) as Slot;
    slot.leases++;
    let released = false;
    return {
      model,
      release: () => {
        if (released) return;
        released = true;
        slot.leases--;
        if (slot.leases === 0) slot.drained?.();
      },
    };
  }

  /** Unloads `name` once its in-flight requests have finished. */
  async unload(name: string): Promise<void> {
    const slot = this.slots.get(name);
    if (!slot) return;
    this.slots.delete(name);
    const model = await slot.loading.catch(() => undefined);
    if (!model) return;
    if (slot.leases > 0) {
      await new Promise<void>((resolve) => {
        slot.drained = resolve;
      });
    }
    await this.options.pool.unload(model.key);
  }

  /** Unloads every model (after in-flight requests). */
  async close(): Promise<void> {
    await Promise.all([...this.slots.keys()].map((name) => this.unload(name)));
  }

  private require(name: string): ResolvedModel {
    const entry = this.entry(name);
    if (!entry) {
      const known = this.entries.map((m) => m.name).join(", ");
      throw new ModelError("unknown", name, `unknown model "${name}"`, `known models: ${known}`);
    }
    return entry;
  }

  private async create(name: string): Promise<LoadedModel> {
    const entry = this.require(name);
    if (!isInstalled(entry)) {
      throw new ModelError(
        "not_installed",
        name,
        `model "${name}" is not installed`,
        `its file ${entry.file} is absent; it is made by ${entry.source}`,
      );
    }
    if (entry.sha256 && this.options.verifyChecksums !== false) {
      const actual = await sha256File(entry.path);
      if (actual !== entry.sha256) {
        throw new ModelError(
          "checksum_mismatch",
          name,
          `model "${name}" does not match its manifest checksum`,
          `expected sha256 ${entry.sha256}, file has ${actual}; rebuild it with ${entry.source}`,
        );
      }
    }
    // A fresh key per load: a reload racing the previous copy's delayed unload stays intact.
    const key = `${name}#${++this.loads}`;
    let info: LoadedInfo;
    try {
      info = await this.options.pool.load(key, entry.path);
    } catch (error) {
      throw new ModelError("load_failed", name, `model "${name}" failed to load`, String(error));
    }
    for (const [kind, wanted, names] of [
      ["input", entry.input.name, info.inputNames],
      ["output", entry.output.name, info.outputNames],
    ] as const) {
      if (!names.includes(wanted)) {
        await this.options.pool.unload(key);
        throw new ModelError(
          "load_failed",
          name,
          `model "${name}" has no ${kind} "${wanted}"`,
          `the file's ${kind}s are ${names.join(", ")}`,
        );
      }
    }
    const version = entry.sha256 ? `${name}-${entry.sha256.slice(0, 12)}` : name;
    return { entry, version, key, info, loadedAt: new Date() };
  }
}
