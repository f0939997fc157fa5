import type { ModelRegistry } from "@iris/ml-core";

/**
 * A model's `status` in /models, the vocabulary ml-classifier uses too: spec §2.10's
 * "loaded" (in memory, serving) and "available" (installed: loads on /switch_model or its
 * first request), and "unavailable" — listed, but it cannot run here; `problem` says why.
 */
export type ModelRecordStatus = "loaded" | "available" | "unavailable";

/** One row of /models. */
export interface ModelRecord {
  name: string;
  embedding_dim: number;
  description: string;
  pretrained: string;
  status: ModelRecordStatus;
  /** Why an unavailable model cannot run (its file is absent, and what makes it). */
  problem?: string;
  embedded: boolean;
  file: string;
  input_size: [number, number];
}

/**
 * Which embedding model serves requests. Starts with DEFAULT_MODEL, or the embedded model
 * (with a warning) when that is not installed. `switchTo` loads the new model before
 * making it current and unloads the old one only after its requests have drained.
 */
export class ModelSelector {
  private name: string;
  private switching: Promise<unknown> = Promise.resolve();
  /** Why the configured model is not the one in use, when it is not. */
  readonly fallbackReason: string | undefined;

  constructor(
    private readonly registry: ModelRegistry,
    readonly configured: string,
    warn: (message: string) => void,
  ) {
    const embedded = registry.entries.find((m) => m.embedded && m.task === "embedding");
    const wanted = registry.entry(configured);
    if (wanted && registry.status(configured) !== "not_installed") {
      this.name = configured;
    } else if (embedded) {
      this.fallbackReason = wanted
        ? `${configured} is not installed (made by ${wanted.source})`
        : `${configured} is not in the manifest`;
      warn(`DEFAULT_MODEL ${this.fallbackReason}; using the embedded model ${embedded.name}`);
      this.name = embedded.name;
    } else {
      throw new Error(`DEFAULT_MODEL ${configured} is unavailable and no embedded model is listed`);
    }
  }

  /** The model new requests use. */
  get current(): string {
    return this.name;
  }

  /** Every embedding model of the manifest with its status. */
  list(): ModelRecord[] {
    return this.registry.entries
      .filter((m) => m.task === "embedding")
      .map((m) => {
        const status = this.registry.status(m.name);
        return {
          name: m.name,
          embedding_dim: m.embedding_dim,
          description: m.description,
          pretrained: m.pretrained,
          ...(status === "not_installed"
            ? { status: "unavailable", problem: `not installed: ${m.file} (made by ${m.source})` }
            : { status }),
          embedded: m.embedded,
          file: m.file,
          input_size: m.preprocess.size,
        };
      });
  }

  /** Loads `name` and makes it current; the previous model unloads once idle. */
  switchTo(name: string): Promise<{ previous: string; current: string }> {
    // One switch at a time, so concurrent switches cannot leave a stray model loaded.
    const next = this.switching.then(async () => {
      const previous = this.name;
      await this.registry.load(name);
      this.name = name;
      if (previous !== name) void this.registry.unload(previous);
      return { previous, current: name };
    });
    this.switching = next.catch(() => undefined);
    return next;
  }
}
