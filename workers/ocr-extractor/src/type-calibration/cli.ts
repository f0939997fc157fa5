/**
 * `npm run fit:type-calibration -w workers/ocr-extractor -- [--seed 6101] [--n 100]
 *   [--out pages.json] [--from pages.json]`: fits the text's type calibration
 * (TEXT_CALIBRATION in extraction/detect-type.ts). Renders `n` corpus photos of training
 * documents (seed `seed`; never a seed or family a bench reports), flattens each with the
 * image-processor's /process as the pipeline does, reads it once as /extract-json `auto`
 * does (generic configuration, a landscape page the cards', MRZ lines refined), and fits how
 * often each lead of the best type's evidence named the true type. The lines read are saved
 * (`--out`), so that `--from` refits them — after a change of cues too — without reading
 * again.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { detectType, linesFromPage, type TextLine } from "../extraction";
import { refineMrz } from "../pipeline/mrz-pass";
import { readingTypeFor } from "../pipeline/reader";
import { type EvidenceRow, fitCalibration } from "./fit";

/** One page read: its true type and its lines. */
interface PageRow {
  id: string;
  truth: EvidenceRow["truth"];
  lines: TextLine[];
}

interface Corpus {
  generateCorpus(o: {
    n: number;
    seed: number;
  }): AsyncIterable<{ truth: { id: string; type: EvidenceRow["truth"] }; photo: Buffer }>;
}
interface Service {
  buildApp(config: unknown): Promise<FastifyInstance>;
  readConfig(env: Record<string, string>): unknown;
}

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

async function collect(seed: number, n: number, out?: string): Promise<PageRow[]> {
  // Computed specifiers: the corpus and phase 1 are other workspaces, loaded only here.
  const corpus = (await import(["@iris", "models", "corpus"].join("/"))) as Corpus;
  const phase1 = (await import(["@iris", "image-processor"].join("/"))) as Service;
  const quiet = { LOG_LEVEL: "silent", LOG_REQUESTS: "false" };
  // A shared machine may be busy: no page is given up for taking long.
  const images = await phase1.buildApp(
    phase1.readConfig({ ...quiet, IMAGE_WORKERS: "1", IMAGE_TASK_TIMEOUT_MS: "600000" }),
  );
  const ocr = await buildApp(readConfig({ ...quiet, OCR_WORKERS: "2", OCR_TIMEOUT_MS: "600000" }));
  const rows: PageRow[] = [];
  try {
    for await (const doc of corpus.generateCorpus({ n, seed })) {
      const flat = await post(images, "/process", doc.photo).catch((error: Error) => {
        console.error(`${doc.truth.id}: skipped, phase 1 failed: ${error.message.slice(0, 120)}`);
        return undefined;
      });
      if (!flat) continue;
      const buffer = Buffer.from(String(flat.processed_image), "base64");
      const upright = ((flat.orientation as { lines?: number } | undefined)?.lines ?? 0) > 0;
      const file = { buffer, format: "png" as const, filename: "page.png" };
      const readAs = await readingTypeFor(file as never, upright);
      const read = await ocr.pipeline.read(file as never, readAs, upright);
      const lines = await refineMrz(ocr.pipeline.engine, read.ocr, linesFromPage(read.ocr), "auto");
      rows.push({ id: doc.truth.id, truth: doc.truth.type, lines });
      console.error(`${doc.truth.id}: ${detectType(lines).document_type}`);
      if (out) writeFileSync(out, JSON.stringify(rows));
    }
  } finally {
    await Promise.all([images.close(), ocr.close()]);
  }
  return rows;
}

async function post(
  app: FastifyInstance,
  url: string,
  bytes: Buffer,
): Promise<Record<string, unknown>> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), "page");
  const req = new Request("http://local", { method: "POST", body: form });
  const res = await app.inject({
    method: "POST",
    url,
    headers: { "content-type": req.headers.get("content-type") ?? "" },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  const body = res.json() as { data: Record<string, unknown> };
  if (res.statusCode !== 200)
    throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return body.data;
}

const from = arg("from");
const pages = from
  ? (JSON.parse(readFileSync(from, "utf8")) as PageRow[])
  : await collect(Number(arg("seed") ?? 6101), Number(arg("n") ?? 100), arg("out"));
const rows = pages.map((p) => ({ truth: p.truth, scores: detectType(p.lines).scores }));
for (const [i, p] of pages.entries()) {
  const decided = detectType(p.lines).document_type;
  if (decided !== p.truth)
    console.error(`${p.id}: read as ${decided} ${JSON.stringify(rows[i]?.scores)}`);
}
console.log(JSON.stringify(fitCalibration(rows), null, 2));
