import { appendFile, mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import {
  decodeEmbedding,
  encodeEmbedding,
  type IndexEntry,
  type MetadataValue,
  type SimilarityIndex,
} from "./similarity-index";

interface StoredLine {
  id: string;
  model: string;
  embedding: string;
  metadata: Record<string, MetadataValue>;
  created_at: string;
}

/**
 * The in-process index: entries in memory, appended to a JSON-lines file so a restart keeps
 * them. One process owns the file; replicas that must share an index use Redis instead.
 */
export class MemoryIndex implements SimilarityIndex {
  readonly kind = "memory";
  private readonly byModel = new Map<string, IndexEntry[]>();
  private writes: Promise<void> = Promise.resolve();

  private constructor(private readonly file: string) {}

  /** Opens (or creates) the index persisted at `file`; skips a torn last line. */
  static async open(file: string): Promise<MemoryIndex> {
    const index = new MemoryIndex(file);
    await mkdir(dirname(file), { recursive: true });
    const text = await readFile(file, "utf8").catch((e: NodeJS.ErrnoException) => {
      if (e.code === "ENOENT") return "";
      throw e;
    });
    for (const line of text.split("\n")) {
      if (!line.trim()) continue;
      try {
        const stored = JSON.parse(line) as StoredLine;
        index.remember({ ...stored, embedding: decodeEmbedding(stored.embedding) });
      } catch {
        // A line cut short by a crash mid-write: everything before it is intact.
      }
    }
    return index;
  }

  /**
   * Appends the entries to the file, then keeps them in memory: a failed write (a full or
   * read-only disk) fails this call and stores nothing, and the next call writes again.
   */
  async add(entries: IndexEntry[]): Promise<void> {
    const lines = entries
      .map((e) => JSON.stringify({ ...e, embedding: encodeEmbedding(e.embedding) }))
      .join("\n");
    // Serialised appends: concurrent requests never interleave partial lines. The chain
    // itself never rejects, so one failed append does not fail every later one.
    const write = this.writes.then(() => appendFile(this.file, `${lines}\n`));
    this.writes = write.catch(() => undefined);
    await write;
    for (const entry of entries) this.remember(entry);
  }

  async entries(model: string): Promise<IndexEntry[]> {
    return [...(this.byModel.get(model) ?? [])];
  }

  async count(model?: string): Promise<number> {
    if (model) return this.byModel.get(model)?.length ?? 0;
    let total = 0;
    for (const list of this.byModel.values()) total += list.length;
    return total;
  }

  async close(): Promise<void> {
    await this.writes;
  }

  private remember(entry: IndexEntry): void {
    const list = this.byModel.get(entry.model) ?? [];
    list.push(entry);
    this.byModel.set(entry.model, list);
  }
}
