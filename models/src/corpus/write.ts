/** Writes a corpus to disk in the flat layout or the ImageFolder layout used for classifier training. */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { generateCorpus } from "./generate.ts";
import type { CorpusOptions, DocumentTruth, DocumentType } from "./types.ts";

/** `flat`: DIR/<id>/{scan.png,photo.jpg,truth.json}. `imagefolder`: DIR/<type>/<id>.jpg and DIR/truth/<id>.json. */
export type CorpusLayout = "flat" | "imagefolder";

/** Options for writing a corpus. */
export interface WriteOptions extends CorpusOptions {
  layout?: CorpusLayout;
  /** Called after each document is written. */
  onProgress?: (done: number, total: number, truth: DocumentTruth, ms: number) => void;
}

/** What was written. */
export interface WriteSummary {
  dir: string;
  layout: CorpusLayout;
  count: number;
  byType: Partial<Record<DocumentType, number>>;
  bytes: number;
  seconds: number;
}

/** Generates and writes `opts.n` documents under `dir`, plus `index.json` listing ids and types. */
export async function writeCorpus(dir: string, opts: WriteOptions): Promise<WriteSummary> {
  const layout = opts.layout ?? "flat";
  const started = performance.now();
  let last = started;
  const documents: {
    id: string;
    type: DocumentType;
    family: string;
    split: string;
    layout: string;
  }[] = [];
  const byType: Partial<Record<DocumentType, number>> = {};
  let bytes = 0;
  await mkdir(dir, { recursive: true });
  for await (const doc of generateCorpus(opts)) {
    const { truth } = doc;
    const json = `${JSON.stringify(truth, null, 2)}\n`;
    const files: [string, Buffer | string][] =
      layout === "flat"
        ? [
            [join(dir, truth.id, "scan.png"), doc.scan],
            ...(opts.scansOnly
              ? []
              : ([[join(dir, truth.id, "photo.jpg"), doc.photo]] as [string, Buffer][])),
            [join(dir, truth.id, "truth.json"), json],
          ]
        : [
            opts.scansOnly
              ? [join(dir, truth.type, `${truth.id}.png`), doc.scan]
              : [join(dir, truth.type, `${truth.id}.jpg`), doc.photo],
            [join(dir, "truth", `${truth.id}.json`), json],
          ];
    for (const [path, content] of files) {
      await mkdir(join(path, ".."), { recursive: true });
      await writeFile(path, content);
      bytes += typeof content === "string" ? Buffer.byteLength(content) : content.length;
    }
    documents.push({
      id: truth.id,
      type: truth.type,
      family: truth.family,
      split: truth.split,
      layout: truth.layout,
    });
    byType[truth.type] = (byType[truth.type] ?? 0) + 1;
    const now = performance.now();
    opts.onProgress?.(documents.length, opts.n, truth, now - last);
    last = now;
  }
  const index = {
    seed: opts.seed,
    n: opts.n,
    layout,
    scans_only: Boolean(opts.scansOnly),
    split: opts.family ? "family" : (opts.split ?? "train"),
    ...(opts.family ? { family: opts.family } : {}),
    documents,
  };
  await writeFile(join(dir, "index.json"), `${JSON.stringify(index, null, 2)}\n`);
  return {
    dir,
    layout,
    count: documents.length,
    byType,
    bytes,
    seconds: (performance.now() - started) / 1000,
  };
}
