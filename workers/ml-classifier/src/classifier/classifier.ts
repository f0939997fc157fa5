import { IrisError } from "@iris/kit";
import type { Backbone } from "@iris/ml-core";
import type { ModelStore, StoredModel } from "../store";
import { toServiceError } from "./errors";
import type { HeadRunner } from "./head-runner";

/** One candidate class and its calibrated probability. */
export interface Prediction {
  class: string;
  confidence: number;
}

/** What /classify answers. */
export interface Classification {
  /** The most probable class, or "unknown" when its probability is below the threshold. */
  predicted_class: string;
  /** Calibrated probability of the most probable class. */
  confidence: number;
  top_3_predictions: Prediction[];
  /** False when the answer is "unknown". */
  confident: boolean;
  threshold: number;
  model_id: string;
  model_version: string;
  backbone: string;
  backbone_version: string;
  /** `given`: the caller's embedding was used (GivenEmbedding); `file`: the image was embedded. */
  embedding_source: "given" | "file";
}

/** An embedding of the image the caller already has (ml-embeddings' /embed of the same file). */
export interface GivenEmbedding {
  vector: number[];
  model: string;
  model_version: string;
}

/** The class name answered when no class is probable enough. */
export const UNKNOWN_CLASS = "unknown";

/**
 * Classification: the model's backbone embeds the image (shared embedder: cache, dynamic
 * batching, worker threads), its head turns the embedding into calibrated probabilities.
 */
export class Classifier {
  constructor(
    private readonly store: ModelStore,
    private readonly backbone: Backbone,
    private readonly heads: HeadRunner,
    private readonly threshold: number,
  ) {}

  /**
   * Classifies one image with `modelId` (the active model when absent). A `given` embedding
   * stands in for embedding the image when the model's backbone, as loaded here, made it.
   */
  async classify(
    image: Uint8Array,
    modelId?: string,
    threshold = this.threshold,
    given?: GivenEmbedding,
  ): Promise<Classification> {
    const model = modelId ? this.store.require(modelId) : this.activeModel();
    const usable = given && this.madeByBackbone(model, given) ? given.vector : null;
    const [embedding] = usable ? [Float32Array.from(usable)] : await this.embed(model, [image]);
    const { metadata } = model;
    const probabilities = await this.heads
      .probabilities(model, embedding as Float32Array, 1)
      .catch((error: unknown) => {
        throw toServiceError(error);
      });
    const ranked = metadata.classes
      .map((name, i) => ({ class: name, confidence: round(probabilities[i] as number) }))
      .sort((a, b) => b.confidence - a.confidence);
    const top = ranked[0] as Prediction;
    // Compared unrounded: 0.9999996 is below a threshold of 1 even though it prints as 1.
    const confident = Math.max(...probabilities.subarray(0, metadata.classes.length)) >= threshold;
    return {
      predicted_class: confident ? top.class : UNKNOWN_CLASS,
      confidence: top.confidence,
      top_3_predictions: ranked.slice(0, 3),
      confident,
      threshold,
      model_id: metadata.model_id,
      model_version: metadata.version,
      backbone: metadata.backbone.name,
      backbone_version:
        this.backbone.registry.loaded(metadata.backbone.name)?.version ?? metadata.backbone.name,
      embedding_source: usable ? "given" : "file",
    };
  }

  /** Whether `given` comes from the model's backbone as loaded here, at its width. */
  private madeByBackbone(model: StoredModel, given: GivenEmbedding): boolean {
    const { name, embedding_dim } = model.metadata.backbone;
    const loaded = this.backbone.registry.loaded(name);
    return (
      given.model === name &&
      loaded !== undefined &&
      given.model_version === loaded.version &&
      given.vector.length === embedding_dim &&
      this.backboneProblem(model) === undefined
    );
  }

  /** The active model; 503 when it is missing (named by DEFAULT_CLASSIFIER but not installed). */
  activeModel(): StoredModel {
    const model = this.store.get(this.store.active);
    if (!model) {
      throw new IrisError("SERVICE_UNAVAILABLE", "no default classifier is installed", {
        details: `the active model ${this.store.active} is not in the model folders; name a model, or train and activate one`,
      });
    }
    return model;
  }

  /** Embeddings of `images` with the model's backbone; failures mapped to service errors. */
  async embed(model: StoredModel, images: Uint8Array[]): Promise<Float32Array[]> {
    this.checkBackbone(model);
    try {
      return (await this.backbone.embedder.embed(images, model.metadata.backbone.name)).embeddings;
    } catch (error) {
      throw toServiceError(error);
    }
  }

  /**
   * Why the model cannot run here, or undefined when it can: its backbone must be in the
   * manifest, installed, of the same width, and (when both are pinned) the same file.
   */
  backboneProblem(model: StoredModel): string | undefined {
    const { backbone } = model.metadata;
    const entry = this.backbone.registry.entry(backbone.name);
    if (!entry) return `its backbone ${backbone.name} is not in the model manifest`;
    if (this.backbone.registry.status(backbone.name) === "not_installed") {
      return `its backbone ${backbone.name} is not installed (made by ${entry.source})`;
    }
    if (entry.embedding_dim !== backbone.embedding_dim) {
      return `its backbone ${backbone.name} now has ${entry.embedding_dim} dimensions, the head expects ${backbone.embedding_dim}`;
    }
    if (entry.sha256 && backbone.sha256 && entry.sha256 !== backbone.sha256) {
      return `its backbone ${backbone.name} changed since the head was trained (sha256 ${entry.sha256.slice(0, 12)}, trained on ${backbone.sha256.slice(0, 12)}); retrain it`;
    }
    return undefined;
  }

  private checkBackbone(model: StoredModel): void {
    const problem = this.backboneProblem(model);
    if (problem) {
      throw new IrisError("CONFLICT", `model "${model.metadata.model_id}" cannot run`, {
        details: problem,
      });
    }
  }
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
