/**
 * `npm run bench pipeline [docs] [levels] [phase1=off] [seed=N] [receipts=N] [--split heldout|train|both]
 * [--families a,b]`:
 * the full pipeline through the gateway.
 *
 * Starts the four phase services (in this process, on ephemeral ports) and the gateway under
 * `wrangler dev`, renders `docs` corpus photos of each family split (all five types, seed
 * 8301; held-out first), turns the result cache off, and posts every photo to POST /process
 * (variant C) at each concurrency level (default 1,2,4), each level on photos of its own seed
 * (seed, seed + 1, …: the services' caches never serve a level). The document type the pipeline
 * answers is scored per split and, for held-out families, per family. Per run: end-to-end latency seen by the client, and the phase services'
 * own times (their envelopes' processing_time, reported per phase by the gateway).
 * Orchestration overhead = end-to-end − the services' time on the critical path
 * (phase 1, then the longest of phases 2, 3-4 and 5-6, which start together).
 * A third argument `phase1=off` points the gateway at a closed port for the image-processor:
 * the runs then take the documented fallback (the original photo goes on to phases 2-6).
 * `seed=N` renders another corpus seed (default 8301). Per split, type and family it reports
 * the document type's accuracy, which evidence decided it (`document_type_source`), whose
 * text phases 5-6 read (`read_from`: phase 1's page, or the upload when that page's text
 * said nothing) and the fields read exactly (extracted_data of the run's /results against
 * the truth, fetched once the level's time and CPU are taken). A run that fails (a deadline on a busy machine) is counted under failed_runs, scored as a wrong type
 * with no fields, and left out of the latency figures. `receipts=N` then posts the first N
 * real receipts of each half of shared/eval/sroie_dev, one at a time and with no type given,
 * and scores the type (factura), date, total and issuer (realReceipts). `--families a,b` renders
 * `docs` photos of each named training family instead (held-out names are refused), scored
 * under the training split: a new family measured through the whole pipeline before anything
 * is developed on it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { generateDocument } from "@iris/models/corpus";
import { startGateway } from "../../browser/start-gateway";
import { startPhaseServices } from "../../support";
import {
  breakdown,
  familiesPlan,
  namedFamilies,
  parseSplit,
  planOf,
  splitsOf,
} from "../corpus/splits";
import { evalData } from "../eval-data";
import { compare } from "../phase5_6/corpus-fields";
import type { DocumentTruth } from "../phase5_6/corpus-types";
import { cpuPer, ProcessTreeCpu } from "../process-tree-cpu";
import { idsOfHalf } from "../sroie/halves";
import { scoreReceipt } from "../sroie/score";
import { type BenchSuite, benchServiceEnv, percentile } from "../suite";

const log = (line: string) =>
  console.error(`  [pipeline] ${line} (load ${(loadavg()[0] ?? 0).toFixed(2)})`);
const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** Recognitions the ocr-extractor's engine has completed (its /health `jobs_completed`). */
async function ocrReadings(url: string): Promise<number> {
  const health = (await (await fetch(`${url}/health`)).json()) as {
    data: { checks?: { ocr_engine?: { jobs_completed?: number } } };
  };
  return health.data.checks?.ocr_engine?.jobs_completed ?? Number.NaN;
}

interface Phase {
  status: string;
  processing_time: number;
  service_time: number | null;
  result?: { read_from?: string };
}
interface Answer {
  success: boolean;
  pipeline_id: string;
  processing_time: number;
  document_type: string;
  document_type_source?: string | null;
  phases: Record<"phase_1" | "phase_2" | "phase_3_4" | "phase_5_6", Phase>;
}

interface Sample {
  split: string;
  type: string;
  family: string;
  answered: string;
  e2e: number;
  gatewayTime: number;
  critical: number;
  serviceSum: number;
  /** Each phase service's own time (s), as the gateway reports it. */
  phaseTimes?: Record<string, number>;
  correctType: boolean;
  source: string;
  /** Whose text phases 5-6 read: phase 1's page, or the upload when that page said nothing. */
  readFrom: string;
  fields: number;
  matched: number;
  /** Scores the run's fields (set after the level's timing: see the level loop). */
  score?: () => Promise<{ total: number; matched: number }>;
  failed?: boolean;
}

function criticalPath(a: Answer): { critical: number; sum: number } {
  const t = (k: keyof Answer["phases"]) => a.phases[k].service_time ?? 0;
  return {
    // Phases 2, 3-4 and 5-6 start together once phase 1 answers.
    critical: t("phase_1") + Math.max(t("phase_2"), t("phase_3_4"), t("phase_5_6")),
    sum: t("phase_1") + t("phase_2") + t("phase_3_4") + t("phase_5_6"),
  };
}

const suite: BenchSuite = {
  name: "pipeline",
  description:
    "full pipeline through the gateway: p50/p95 latency, docs/min, orchestration overhead",
  async run(args) {
    const at = args.indexOf("--families");
    const families = namedFamilies(at >= 0 ? args[at + 1]?.split(",") : undefined);
    const split = families ? "train" : parseSplit(args);
    const positional = args.filter(
      (a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--") && !a.includes("="),
    );
    const n = Number(positional[0] ?? 10);
    const levels = (positional[1] ?? "1,2,4").split(",").map(Number);
    const phase1 = !args.includes("phase1=off");
    const seed = Number(args.find((a) => a.startsWith("seed="))?.slice(5) ?? 8301);
    const receiptsN = Number(args.find((a) => a.startsWith("receipts="))?.slice(9) ?? 0);
    const services = await startPhaseServices(benchServiceEnv());
    const gateway = await startGateway({
      IMAGE_PROCESSOR_URL: phase1 ? services.urls.image_processor : "http://127.0.0.1:9",
      ML_EMBEDDINGS_URL: services.urls.ml_embeddings,
      ML_CLASSIFIER_URL: services.urls.ml_classifier,
      OCR_EXTRACTOR_URL: services.urls.ocr_extractor,
      RATE_LIMIT_MAX: "1000000",
      RATE_LIMIT_PROCESSING_MAX: "1000000",
    });
    log(`gateway up at ${gateway.url}`);
    try {
      await fetch(`${gateway.url}/admin/config`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          cache: { enabled: false },
          ...(phase1 ? {} : { services: { image_processor: { max_retries: 0 } } }),
        }),
      });
      type Doc = Awaited<ReturnType<typeof generateDocument>>;
      // Each level gets photos of its own (seed, seed + 1, …): the services cache embeddings
      // and classifications by image, so a level repeating the previous one's photos would be
      // measured partly from those caches.
      const render = async (levelSeed: number) => {
        const out: Doc[] = [];
        if (families)
          for (const { type, index, family } of familiesPlan(families, n, levelSeed))
            out.push(await generateDocument(type, levelSeed, index, { family }));
        else
          for (const s of splitsOf(split))
            for (const { type, index } of planOf(s, n, levelSeed))
              out.push(await generateDocument(type, levelSeed, index, { split: s }));
        return out;
      };
      const docsByLevel: Doc[][] = [];
      for (const [k] of levels.entries()) docsByLevel.push(await render(seed + k));
      const docs = docsByLevel[0] as Doc[];
      log(`${docsByLevel.length} × ${docs.length} corpus photos rendered`);
      const warmup = await render(seed + levels.length);
      const once = async (doc: Doc): Promise<Sample> => {
        const form = new FormData();
        form.append(
          "file",
          new Blob([new Uint8Array(doc.photo)], { type: "image/jpeg" }),
          "photo.jpg",
        );
        const started = performance.now();
        const answer = await fetch(`${gateway.url}/process`, { method: "POST", body: form })
          .then(async (r) => ({ status: r.status, body: (await r.json()) as Answer }))
          .catch((error: Error) => ({ status: 0, body: { error: error.message } as never }));
        const body = answer.body;
        const e2e = (performance.now() - started) / 1000;
        const of = { split: doc.truth.split, type: doc.truth.type, family: doc.truth.family };
        if (answer.status !== 200) {
          // A run that failed (a deadline on a busy machine) is counted, not fatal.
          log(
            `run ${doc.truth.id ?? of.family}: ${answer.status} ${JSON.stringify(body).slice(0, 200)}`,
          );
          return {
            ...of,
            answered: `failed (${answer.status})`,
            e2e,
            gatewayTime: e2e,
            critical: e2e,
            serviceSum: e2e,
            correctType: false,
            source: `failed (${answer.status})`,
            readFrom: "none",
            fields: Object.keys(doc.truth.fields).length,
            matched: 0,
            failed: true,
          };
        }
        const { critical, sum } = criticalPath(body);
        const score = async () => {
          const results = await fetch(`${gateway.url}/results/${body.pipeline_id}`);
          const b = (await results.json()) as { final_result?: { extracted_data?: object } };
          return compare(doc.truth as unknown as DocumentTruth, {
            document_type: body.document_type,
            extracted_data: (b.final_result?.extracted_data ?? {}) as Record<string, unknown>,
            structured_document: {},
            text: "",
            fields: {},
          });
        };
        return {
          ...of,
          answered: body.document_type,
          e2e,
          gatewayTime: body.processing_time,
          critical,
          serviceSum: sum,
          phaseTimes: Object.fromEntries(
            Object.entries(body.phases).map(([k, p]) => [k, p.service_time ?? 0]),
          ),
          correctType: body.document_type === doc.truth.type,
          source: body.document_type_source ?? "none",
          readFrom: body.phases.phase_5_6.result?.read_from ?? "phase_1",
          fields: 0,
          matched: 0,
          score,
        };
      };
      await once(warmup[0] as Doc);
      await once(warmup[1] as Doc);
      const results: Record<string, unknown>[] = [];
      const cpu = new ProcessTreeCpu();
      const all: Sample[] = [];
      for (const [k, c] of levels.entries()) {
        const level = docsByLevel[k] as Doc[];
        const samples: Sample[] = [];
        let next = 0;
        const loadStart = loadavg()[0];
        const cpuStart = cpu.totals();
        const readsStart = await ocrReadings(services.urls.ocr_extractor);
        const wall = performance.now();
        await Promise.all(
          Array.from({ length: c }, async () => {
            while (next < level.length) {
              const i = next++;
              samples.push(await once(level[i] as Doc));
            }
          }),
        );
        const seconds = (performance.now() - wall) / 1000;
        const cpuPerDoc = cpuPer(cpuStart, cpu.totals(), samples.length);
        const reads = (await ocrReadings(services.urls.ocr_extractor)) - readsStart;
        // Fields are scored once the level's time and CPU are taken: a run's variant B result
        // carries the page as base64 (several MB), and fetching and parsing it is the bench's
        // own work, not the pipeline's.
        for (const s of samples) {
          const score = await s.score?.();
          if (score) [s.fields, s.matched] = [score.total, score.matched];
        }
        const ok = samples.filter((s) => !s.failed);
        const e2e = ok.map((s) => s.e2e);
        const overhead = ok.map((s) => s.e2e - s.critical);
        const overheadShare = ok.map((s) => (s.e2e - s.critical) / s.e2e);
        const row = {
          concurrency: c,
          documents: samples.length,
          failed_runs: samples.length - ok.length,
          e2e_p50_s: r3(percentile(e2e, 50)),
          e2e_p95_s: r3(percentile(e2e, 95)),
          docs_per_minute: r3((samples.length / seconds) * 60),
          services_critical_path_p50_s: r3(
            percentile(
              ok.map((s) => s.critical),
              50,
            ),
          ),
          services_sum_p50_s: r3(
            percentile(
              ok.map((s) => s.serviceSum),
              50,
            ),
          ),
          phase_p50_s: Object.fromEntries(
            ["phase_1", "phase_2", "phase_3_4", "phase_5_6"].map((k) => [
              k,
              r3(
                percentile(
                  ok.map((s) => s.phaseTimes?.[k] ?? 0),
                  50,
                ),
              ),
            ]),
          ),
          overhead_p50_ms: Math.round(percentile(overhead, 50) * 1000),
          overhead_p95_ms: Math.round(percentile(overhead, 95) * 1000),
          overhead_p50_share: r3(percentile(overheadShare, 50)),
          gateway_reported_p50_s: r3(
            percentile(
              ok.map((s) => s.gatewayTime),
              50,
            ),
          ),
          type_accuracy: r3(samples.filter((s) => s.correctType).length / samples.length),
          // CPU seconds per document by process (holds on a busy host, unlike wall time).
          cpu_s_per_doc: cpuPerDoc,
          // Pages (or parts of pages) the OCR engine recognised, per document: the reading,
          // its orientation search, band probes and second readings.
          ocr_recognitions_per_doc: r3(reads / samples.length),
          load_average_start: loadStart,
          load_average_end: loadavg()[0],
        };
        log(
          `concurrency ${c}: p50 ${row.e2e_p50_s} s, ${row.docs_per_minute} docs/min, overhead p50 ${row.overhead_p50_ms} ms`,
        );
        results.push(row);
        all.push(...samples);
      }
      // Type accuracy over every run of every level, per split (held-out first) and family:
      // what was answered, which evidence decided, and the fields read exactly.
      const typeAccuracy = (v: Sample[]) => {
        const fields = v.reduce((a, s) => a + s.fields, 0);
        return {
          runs: v.length,
          accuracy: r3(v.filter((s) => s.correctType).length / v.length),
          answered: tally(v.map((s) => s.answered)),
          source: tally(v.map((s) => s.source)),
          read_from: tally(v.map((s) => s.readFrom)),
          field_exact_match: fields ? r3(v.reduce((a, s) => a + s.matched, 0) / fields) : null,
        };
      };
      const accuracy = Object.fromEntries(
        splitsOf(split).map((s) => {
          const v = all.filter((x) => x.split === s);
          return [s, { ...typeAccuracy(v), ...breakdown(v, typeAccuracy) }];
        }),
      );
      const receipts = receiptsN > 0 ? await realReceipts(gateway.url, receiptsN) : undefined;
      return {
        metrics: {
          documents_per_level: docs.length,
          receipts,
          splits: splitsOf(split),
          seed,
          phase1: phase1 ? "on" : "off (fallback)",
          document_type: accuracy,
          levels: results,
        },
        table: [
          ...Object.entries(receipts ?? {}).map(([half, r]) => ({
            concurrency: `real receipts · ${half}`,
            "p50 / p95 (s)": `factura ${r.type_accuracy}, date ${r.date}, total ${r.total}, issuer ${r.issuer_exact} over ${r.receipts}`,
            "docs/min": "",
            "overhead p50 / p95 (ms)": "",
            "overhead share p50": "",
            load: "",
          })),
          ...Object.entries(accuracy).map(([s, a]) => ({
            concurrency: `type accuracy · ${s}`,
            "p50 / p95 (s)": `${a.accuracy} over ${a.runs} runs`,
            "docs/min": "",
            "overhead p50 / p95 (ms)": "",
            "overhead share p50": "",
            load: "",
          })),
          ...results.map((r) => ({
            concurrency: r.concurrency as number,
            "p50 / p95 (s)": `${r.e2e_p50_s} / ${r.e2e_p95_s}`,
            "docs/min": r.docs_per_minute as number,
            "overhead p50 / p95 (ms)": `${r.overhead_p50_ms} / ${r.overhead_p95_ms}`,
            "overhead share p50": r.overhead_p50_share as number,
            "CPU s/doc": (r.cpu_s_per_doc as Record<string, number>).total ?? 0,
            load: `${(r.load_average_start as number).toFixed(1)}→${(r.load_average_end as number).toFixed(1)}`,
          })),
        ],
      };
    } finally {
      await gateway.close();
      await services.close();
    }
  },
};

function tally(values: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

export default suite;

/**
 * Real receipts (shared/eval/sroie_dev), the first `n` of each half, through POST /process
 * one at a time with no type given: how often the pipeline calls them an invoice, and its
 * date, total and issuer against their keys (../sroie/score.ts). Receipt by receipt only for
 * the dev half (../sroie/halves.ts).
 */
async function realReceipts(url: string, n: number) {
  const dir = evalData("sroie_dev");
  const ids = readdirSync(`${dir}/img`).map((f) => f.replace(/\.\w+$/, ""));
  const out: Record<string, Record<string, unknown>> = {};
  for (const half of ["check", "dev"] as const) {
    const rows: Record<string, unknown>[] = [];
    for (const id of idsOfHalf(ids, half).slice(0, n)) {
      const form = new FormData();
      const bytes = new Uint8Array(readFileSync(`${dir}/img/${id}.jpg`));
      form.append("file", new Blob([bytes], { type: "image/jpeg" }), `${id}.jpg`);
      const started = performance.now();
      const res = await fetch(`${url}/process`, { method: "POST", body: form });
      const body = (await res.json()) as Partial<Answer>;
      const e2e = (performance.now() - started) / 1000;
      const results = body.pipeline_id
        ? ((await (await fetch(`${url}/results/${body.pipeline_id}`)).json()) as {
            final_result?: { extracted_data?: Record<string, unknown> };
          })
        : {};
      const key = JSON.parse(readFileSync(`${dir}/key/${id}.json`, "utf8"));
      const score = scoreReceipt(key, results.final_result?.extracted_data ?? {});
      rows.push({
        id,
        status: res.status,
        type: body.document_type,
        source: body.document_type_source,
        e2e,
        ...score,
      });
      log(`receipt ${half} ${rows.length}: ${res.status}`);
    }
    const share = (f: (r: Record<string, unknown>) => boolean) =>
      r3(rows.filter(f).length / Math.max(1, rows.length));
    out[half] = {
      receipts: rows.length,
      type_accuracy: share((r) => r.type === "factura"),
      answered: tally(rows.map((r) => String(r.type))),
      source: tally(rows.map((r) => String(r.source ?? "none"))),
      date: share((r) => r.date === true),
      total: share((r) => r.total === true),
      issuer_exact: share((r) => r.issuer_exact === true),
      e2e_p50_s: r3(
        percentile(
          rows.map((r) => r.e2e as number),
          50,
        ),
      ),
      ...(half === "dev" ? { rows } : {}),
    };
  }
  return out as Record<
    "check" | "dev",
    { receipts: number; type_accuracy: number; date: number; total: number; issuer_exact: number }
  >;
}
