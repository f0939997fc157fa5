import { dot } from "@iris/ml-core";

/** A metadata value stored with an embedding (and matched by filters). */
export type MetadataValue = string | number | boolean | null;

/** One stored embedding. */
export interface IndexEntry {
  id: string;
  /** model_version of the embedding: only entries of the same model are comparable. */
  model: string;
  embedding: Float32Array;
  metadata: Record<string, MetadataValue>;
  created_at: string;
}

/** A search hit. */
export interface SimilarityHit {
  entry: IndexEntry;
  score: number;
}

/** Where stored embeddings live: in process (persisted to a file) or in Redis. */
export interface SimilarityIndex {
  /** "memory" or "redis". */
  readonly kind: string;
  add(entries: IndexEntry[]): Promise<void>;
  /** Every entry of `model`, oldest first. */
  entries(model: string): Promise<IndexEntry[]>;
  count(model?: string): Promise<number>;
  close(): Promise<void>;
}

/** True when every filter key equals the entry's metadata value. */
export function matches(entry: IndexEntry, filters: Record<string, MetadataValue>): boolean {
  return Object.entries(filters).every(([key, value]) => entry.metadata[key] === value);
}

/**
 * The `topK` entries most similar (cosine; embeddings are unit length, so a dot product)
 * to `query`, among those matching `filters`, best first. Brute force: exact, and fast
 * enough for tens of thousands of entries.
 */
export function rankBySimilarity(
  entries: IndexEntry[],
  query: Float32Array,
  topK: number,
  filters: Record<string, MetadataValue> = {},
): SimilarityHit[] {
  const hits: SimilarityHit[] = [];
  for (const entry of entries) {
    if (entry.embedding.length !== query.length || !matches(entry, filters)) continue;
    hits.push({ entry, score: dot(entry.embedding, query) });
  }
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, topK);
}

/** Encodes an embedding for storage (little-endian float32, base64). */
export function encodeEmbedding(embedding: Float32Array): string {
  return Buffer.from(embedding.buffer, embedding.byteOffset, embedding.byteLength).toString(
    "base64",
  );
}

/** Decodes {@link encodeEmbedding}. */
export function decodeEmbedding(text: string | Buffer): Float32Array {
  const bytes = typeof text === "string" ? Buffer.from(text, "base64") : text;
  return new Float32Array(new Uint8Array(bytes).buffer);
}
