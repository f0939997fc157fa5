/**
 * `npm run fit:type-calibration -w workers/ocr-extractor -- [--seed 6101] [--n 100]
 *   [--out pages.json] [--from a.json,b.json] [--classifier] [--classifier-roster 1]
 *   [--fit-words type-words.json]`: fits the text's type calibration
 * (TEXT_CALIBRATION in extraction/detect-type.ts). Renders `n` corpus photos of training
 * documents (seed `seed`; never a seed or family a bench reports), flattens each with the
 * image-processor's /process as the pipeline does, reads it once as /extract-json `auto`
 * does (generic configuration, a landscape page the cards', MRZ lines refined), and fits how
 * often each lead of the best type's evidence named the true type. The lines read are saved
 * (`--out`), so that `--from` refits them — after a change of cues too — without reading
 * again. `--fit-words FILE` also fits the words' type model (extraction/type-words.ts,
 * type-calibration/words-fit.ts) on the pages and writes it to FILE.
 *
 * `--classifier` also asks the shipped image classifier (`/classify`, as the gateway does) for
 * each page's top 3 and fits the gateway's classifier exponent (FUSION.classifierExponent in
 * edge/src/pipeline/type-fusion.ts) on the pages of families that joined the corpus after
 * the classifier was trained (roster above `--classifier-roster`, default 1 for `doctype-v1`):
 * designs it never saw, as a user's are. With `--classifier` it also counts the format phase 1
 * snapped each page to (`document_format`), prints the page format's evidence
 * (FORMAT_EVIDENCE in type-fusion.ts) fitted on all the pages, and how many pages the fusion
 * gets right with the shipped format evidence and without it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { detectType, linesFromPage, type TextLine } from "../extraction";
import { refineMrz } from "../pipeline/mrz-pass";
import { readingTypeFor } from "../pipeline/reader";
import { type FusionRow, fitExponent } from "./exponent-fit";
import { type EvidenceRow, fitCalibration } from "./fit";
import { fitFormatEvidence } from "./format-fit";
import { fitWordModel } from "./words-fit";

/** One page read: its true type and its lines (and, with --classifier, the classifier's top 3). */
interface PageRow {
  id: string;
  family?: string;
  truth: EvidenceRow["truth"];
  lines: TextLine[];
  top3?: { class: string; confidence: number }[] | null;
  /** The format phase 1 snapped the page to (`document_format.name`), or null. */
  format?: string | null;
}

interface Corpus {
  generateCorpus(o: { n: number; seed: number }): AsyncIterable<{
    truth: { id: string; family: string; type: EvidenceRow["truth"] };
    photo: Buffer;
  }>;
  listFamilies(): { name: string; roster?: number }[];
}
interface Fusion {
  fromTop3(top3: { class: string; confidence: number }[]): FusionRow["classifier"];
  fuseTypes(e: {
    classifier: FusionRow["classifier"];
    text: FusionRow["text"];
    classifierExponent?: number;
    format?: string | null;
  }): { document_type: string; top_3: { class: string; confidence: number }[] };
  FORMAT_EVIDENCE: { floor: number };
  formatAsRead(name: string | null | undefined, width: number, height: number): string | null;
}
interface Service {
  buildApp(config: unknown): Promise<FastifyInstance>;
  readConfig(env: Record<string, string>): unknown;
}

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

/** The gateway's fusion (another workspace, loaded only here). */
async function loadFusion(): Promise<Fusion> {
  return (await import(
    ["..", "..", "..", "..", "edge", "src", "pipeline", "type-fusion.ts"].join("/")
  )) as Fusion;
}

async function collect(seed: number, n: number, out?: string): Promise<PageRow[]> {
  // Computed specifiers: the corpus and phase 1 are other workspaces, loaded only here.
  const corpus = (await import(["@iris", "models", "corpus"].join("/"))) as Corpus;
  const phase1 = (await import(["@iris", "image-processor"].join("/"))) as Service;
  const fusion = await loadFusion();
  const quiet = { LOG_LEVEL: "silent", LOG_REQUESTS: "false" };
  // A shared machine may be busy: no page is given up for taking long.
  const images = await phase1.buildApp(
    phase1.readConfig({ ...quiet, IMAGE_WORKERS: "1", IMAGE_TASK_TIMEOUT_MS: "600000" }),
  );
  const ocr = await buildApp(readConfig({ ...quiet, OCR_WORKERS: "2", OCR_TIMEOUT_MS: "600000" }));
  const classifier = withClassifier
    ? await import(["@iris", "ml-classifier"].join("/")).then((m: Service) =>
        m.buildApp(m.readConfig(quiet)),
      )
    : undefined;
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
      const top3 = classifier
        ? ((await post(classifier, "/classify", buffer)).top_3_predictions as PageRow["top3"])
        : undefined;
      const [width, height] = (flat.output_dimensions as [number, number] | undefined) ?? [0, 0];
      const format = fusion.formatAsRead(
        (flat.document_format as { name?: string } | null)?.name,
        width,
        height,
      );
      rows.push({
        id: doc.truth.id,
        family: doc.truth.family,
        truth: doc.truth.type,
        lines,
        top3,
        format,
      });
      console.error(`${doc.truth.id}: ${detectType(lines).document_type}`);
      if (out) writeFileSync(out, JSON.stringify(rows));
    }
  } finally {
    await Promise.all([images.close(), ocr.close(), classifier?.close()]);
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
const withClassifier = process.argv.includes("--classifier");
const pages = from
  ? from.split(",").flatMap((file) => JSON.parse(readFileSync(file, "utf8")) as PageRow[])
  : await collect(Number(arg("seed") ?? 6101), Number(arg("n") ?? 100), arg("out"));
const rows = pages.map((p) => ({ truth: p.truth, scores: detectType(p.lines).scores }));
for (const [i, p] of pages.entries()) {
  const decided = detectType(p.lines).document_type;
  if (decided !== p.truth)
    console.error(`${p.id}: read as ${decided} ${JSON.stringify(rows[i]?.scores)}`);
}
console.log(JSON.stringify(fitCalibration(rows), null, 2));

const wordsOut = arg("fit-words");
if (wordsOut) {
  const model = fitWordModel(pages.filter((p): p is PageRow & { family: string } => !!p.family));
  writeFileSync(wordsOut, `${JSON.stringify(model)}\n`);
  console.log(
    JSON.stringify(
      {
        word_model: {
          ...model.fitted,
          temperature: model.temperature,
          words: Object.keys(model.vocabulary).length,
        },
      },
      null,
      2,
    ),
  );
}

if (withClassifier) {
  // Computed specifiers: the corpus and the gateway's fusion are other workspaces.
  const corpus = (await import(["@iris", "models", "corpus"].join("/"))) as Corpus;
  const fusion = await loadFusion();
  const trainedOn = Number(arg("classifier-roster") ?? 1);
  const unseen = new Set(
    corpus
      .listFamilies()
      .filter((f) => (f.roster ?? 1) > trainedOn)
      .map((f) => f.name),
  );
  const fusionRows: FusionRow[] = pages
    .filter((p) => p.top3 && p.family && unseen.has(p.family))
    .map((p) => ({
      truth: p.truth,
      text: detectType(p.lines).probabilities,
      classifier: fusion.fromTop3(p.top3 ?? []),
    }));
  const fit = fitExponent(fusionRows, (row, exponent) =>
    fusion.fuseTypes({ classifier: row.classifier, text: row.text, classifierExponent: exponent }),
  );
  console.log(JSON.stringify({ classifier_exponent: fit }, null, 2));

  // The page format's evidence (pages collected before formats were kept have none).
  const formatted = pages.filter((p) => p.top3 && p.format !== undefined);
  if (formatted.length) {
    const rows = formatted.map((p) => ({ truth: p.truth, format: p.format ?? null }));
    const fitted = fitFormatEvidence(rows, fusion.FORMAT_EVIDENCE.floor);
    // Fused answers right, with the format and without, on every page and on unseen designs.
    const right = (subset: PageRow[], withFormat: boolean) =>
      subset.filter(
        (p) =>
          fusion.fuseTypes({
            classifier: fusion.fromTop3(p.top3 ?? []),
            text: detectType(p.lines).probabilities,
            format: withFormat ? p.format : null,
          }).document_type === p.truth,
      ).length;
    const unseenPages = formatted.filter((p) => p.family && unseen.has(p.family));
    console.log(
      JSON.stringify(
        {
          format_evidence: fitted,
          fused_right: {
            pages: formatted.length,
            without_format: right(formatted, false),
            with_shipped_format: right(formatted, true),
            unseen_pages: unseenPages.length,
            unseen_without_format: right(unseenPages, false),
            unseen_with_shipped_format: right(unseenPages, true),
          },
        },
        null,
        2,
      ),
    );
  }
}
