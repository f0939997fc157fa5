import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type InferencePool, ModelError } from "@iris/ml-core";
import { HEAD_INPUT, HEAD_OUTPUT } from "../heads";
import type { StoredModel } from "../store";

interface Slot {
  key: string;
  loading: Promise<void>;
  leases: number;
  drained?: () => void;
}

/**
 * Classifier heads as ONNX sessions in the backbone's inference workers (the same pool as
 * the embedding model: one runtime, one set of threads). A head loads on first use, after
 * its file's sha256 is checked against the metadata, and unloads only once the requests
 * using it have finished.
 */
export class HeadRunner {
  private readonly slots = new Map<string, Slot>();
  private loads = 0;

  constructor(private readonly pool: InferencePool) {}

  /** Versions of the heads currently loaded. */
  get loaded(): string[] {
    return [...this.slots.keys()];
  }

  /** Calibrated probabilities, row-major [rows, classes], for L2-normalised embeddings. */
  async probabilities(
    model: StoredModel,
    embeddings: Float32Array,
    rows: number,
  ): Promise<Float32Array> {
    const slot = this.slot(model);
    slot.leases++;
    try {
      await slot.loading;
      const dim = model.metadata.backbone.embedding_dim;
      const out = await this.pool.run(slot.key, {
        [HEAD_INPUT]: { data: embeddings, dims: [rows, dim] },
      });
      const probabilities = out[HEAD_OUTPUT];
      if (!probabilities || !(probabilities.data instanceof Float32Array)) {
        throw new Error(`head of ${model.metadata.model_id} answered no ${HEAD_OUTPUT}`);
      }
      return probabilities.data;
    } finally {
      slot.leases--;
      if (slot.leases === 0) slot.drained?.();
    }
  }

  /** Unloads the head of `version` once idle. */
  async unload(version: string): Promise<void> {
    const slot = this.slots.get(version);
    if (!slot) return;
    this.slots.delete(version);
    await slot.loading.catch(() => undefined);
    if (slot.leases > 0) await new Promise<void>((resolve) => (slot.drained = resolve));
    await this.pool.unload(slot.key).catch(() => undefined);
  }

  /** Unloads every head whose version is not in `keep`. */
  async retain(keep: Set<string>): Promise<void> {
    await Promise.all(this.loaded.filter((v) => !keep.has(v)).map((v) => this.unload(v)));
  }

  /** Unloads every head. */
  async close(): Promise<void> {
    await this.retain(new Set());
  }

  private slot(model: StoredModel): Slot {
    const { version } = model.metadata;
    const existing = this.slots.get(version);
    if (existing) return existing;
    const key = `head:${version}#${++this.loads}`;
    const slot: Slot = { key, leases: 0, loading: this.load(key, model) };
    this.slots.set(version, slot);
    slot.loading.catch(() => {
      if (this.slots.get(version) === slot) this.slots.delete(version);
    });
    return slot;
  }

  private async load(key: string, model: StoredModel): Promise<void> {
    const bytes = await readFile(model.headPath);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (sha256 !== model.metadata.head.sha256) {
      throw new ModelError(
        "checksum_mismatch",
        model.metadata.model_id,
        `the head of model "${model.metadata.model_id}" does not match its metadata`,
        `expected sha256 ${model.metadata.head.sha256}, the file has ${sha256}; retrain or restore it`,
      );
    }
    await this.pool.load(key, new Uint8Array(bytes));
  }
}
