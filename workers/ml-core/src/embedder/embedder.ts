import { DynamicBatcher } from "../batching";
import { type EmbeddingCache, imageHash } from "../cache";
import type { InferencePool } from "../inference";
import { type PreparedImage, prepareImage } from "../preprocess";
import { ImageDecodeError, type LoadedModel, type ModelRegistry } from "../registry";

/** Batching limits for an {@link Embedder}. */
export interface BatchingOptions {
  /** MAX_BATCH_SIZE: most images in one inference call. */
  maxBatchSize: number;
  /** Longest a lone image waits for companions, in ms. */
  maxDelayMs: number;
  /** Most images waiting before new ones are refused (QueueFullError). */
  maxQueue: number;
  /** Observes every batch (for metrics). */
  onBatch?: (size: number, waitedMs: number) => void;
}

/** Embeddings of one call, in input order, each L2-normalised. */
export interface EmbedOutcome {
  model: LoadedModel;
  embeddings: Float32Array[];
  /** How many came from the cache. */
  cached: number;
}

interface Job {
  model: LoadedModel;
  image: PreparedImage;
}

/**
 * The backbone's one entry point for images → embeddings: cache lookup by image hash and
 * model version, preprocessing per the model's config (sharp, off the event loop), dynamic
 * batching across concurrent requests, inference in the worker pool, L2 normalisation.
 */
export class Embedder {
  private readonly batcher: DynamicBatcher<Job, Float32Array>;

  constructor(
    readonly registry: ModelRegistry,
    readonly pool: InferencePool,
    readonly cache: EmbeddingCache,
    batching: BatchingOptions,
  ) {
    this.batcher = new DynamicBatcher<Job, Float32Array>({
      ...batching,
      concurrency: pool.size,
      keyOf: (job) => job.model.key,
      run: (jobs) => this.runBatch(jobs),
    });
  }

  /** Images waiting for a batch, and batches running. */
  get queue(): { queued: number; active: number } {
    return { queued: this.batcher.queued, active: this.batcher.active };
  }

  /**
   * Embeds `images` with model `name`, loading it first if needed. The model is leased for
   * the call, so switching models meanwhile does not disturb it.
   */
  async embed(images: Uint8Array[], name: string): Promise<EmbedOutcome> {
    const lease = await this.registry.lease(name);
    try {
      const { model } = lease;
      let cached = 0;
      // allSettled: the lease must outlive every image of the call, failed or not.
      const settled = await Promise.allSettled(
        images.map(async (bytes, index) => {
          const hash = imageHash(bytes);
          const hit = await this.cache.get(model.version, hash);
          if (hit) {
            cached++;
            return hit;
          }
          const image = await prepareImage(bytes, model.entry.preprocess).catch((cause) => {
            throw new ImageDecodeError(index, cause);
          });
          const embedding = await this.batcher.submit({ model, image });
          await this.cache.set(model.version, hash, embedding);
          return embedding;
        }),
      );
      const failed = settled.find((r) => r.status === "rejected");
      if (failed) throw failed.reason;
      const embeddings = settled.map((r) => (r as PromiseFulfilledResult<Float32Array>).value);
      return { model, embeddings, cached };
    } finally {
      lease.release();
    }
  }

  private async runBatch(jobs: Job[]): Promise<Float32Array[]> {
    const { model, image } = jobs[0] as Job;
    const perImage = image.pixels.length;
    const pixels = new Uint8Array(perImage * jobs.length);
    jobs.forEach((job, i) => {
      pixels.set(job.image.pixels, i * perImage);
    });
    const { preprocess, input, output } = model.entry;
    const result = await this.pool.embed({
      key: model.key,
      input: input.name,
      output: output.name,
      pixels,
      count: jobs.length,
      height: image.height,
      width: image.width,
      channels: image.channels,
      mean: preprocess.mean,
      std: preprocess.std,
    });
    if (result.dim !== model.entry.embedding_dim) {
      throw new Error(
        `model "${model.entry.name}" answered ${result.dim} values per image; its manifest says ${model.entry.embedding_dim}`,
      );
    }
    return jobs.map((_, i) => result.embeddings.slice(i * result.dim, (i + 1) * result.dim));
  }
}
