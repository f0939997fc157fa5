/**
 * `npm run bench pipeline [docs] [levels] [phase1=off] [--split heldout|train|both]`: the full
 * pipeline through the gateway.
 *
 * Starts the four phase services (in this process, on ephemeral ports) and the gateway under
 * `wrangler dev`, renders `docs` corpus photos of each family split (all five types, seed
 * 8301; held-out first), turns the result cache off, and posts every photo to POST /process
 * (variant C) at each concurrency level (default 1,2,4). The document type the pipeline
 * answers is scored per split and, for held-out families, per family. Per run: end-to-end latency seen by the client, and the phase services'
 * own times (their envelopes' processing_time, reported per phase by the gateway).
 * Orchestration overhead = end-to-end − the services' time on the critical path
 * (phase 1, then the longer of phase 2 and phases 3-4 → 5-6, which run alongside).
 * A third argument `phase1=off` points the gateway at a closed port for the image-processor:
 * the runs then take the documented fallback (the original photo goes on to phases 2-6).
 */
import { loadavg } from "node:os";
import { generateDocument } from "@iris/models/corpus";
import { startGateway } from "../../browser/start-gateway";
import { startPhaseServices } from "../../support";
import { breakdown, parseSplit, planOf, splitsOf } from "../corpus/splits";
import { type BenchSuite, percentile } from "../suite";

const log = (line: string) =>
  console.error(`  [pipeline] ${line} (load ${(loadavg()[0] ?? 0).toFixed(2)})`);
const r3 = (v: number) => Math.round(v * 1000) / 1000;

interface Phase {
  status: string;
  processing_time: number;
  service_time: number | null;
}
interface Answer {
  success: boolean;
  processing_time: number;
  document_type: string;
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
  correctType: boolean;
}

function criticalPath(a: Answer): { critical: number; sum: number } {
  const t = (k: keyof Answer["phases"]) => a.phases[k].service_time ?? 0;
  return {
    critical: t("phase_1") + Math.max(t("phase_2"), t("phase_3_4") + t("phase_5_6")),
    sum: t("phase_1") + t("phase_2") + t("phase_3_4") + t("phase_5_6"),
  };
}

const suite: BenchSuite = {
  name: "pipeline",
  description:
    "full pipeline through the gateway: p50/p95 latency, docs/min, orchestration overhead",
  async run(args) {
    const split = parseSplit(args);
    const positional = args.filter((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"));
    const n = Number(positional[0] ?? 10);
    const levels = (positional[1] ?? "1,2,4").split(",").map(Number);
    const phase1 = positional[2] !== "phase1=off";
    const services = await startPhaseServices({});
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
      const docs: Awaited<ReturnType<typeof generateDocument>>[] = [];
      for (const s of splitsOf(split))
        for (const { type, index } of planOf(s, n, 8301))
          docs.push(await generateDocument(type, 8301, index, { split: s }));
      log(`${docs.length} corpus photos rendered`);
      const once = async (i: number): Promise<Sample> => {
        const doc = docs[i % docs.length] as (typeof docs)[number];
        const form = new FormData();
        form.append(
          "file",
          new Blob([new Uint8Array(doc.photo)], { type: "image/jpeg" }),
          "photo.jpg",
        );
        const started = performance.now();
        const res = await fetch(`${gateway.url}/process`, { method: "POST", body: form });
        const body = (await res.json()) as Answer;
        const e2e = (performance.now() - started) / 1000;
        if (res.status !== 200)
          throw new Error(`run ${i}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        const { critical, sum } = criticalPath(body);
        return {
          split: doc.truth.split,
          type: doc.truth.type,
          family: doc.truth.family,
          answered: body.document_type,
          e2e,
          gatewayTime: body.processing_time,
          critical,
          serviceSum: sum,
          correctType: body.document_type === doc.truth.type,
        };
      };
      await once(0);
      await once(1);
      const results: Record<string, unknown>[] = [];
      const all: Sample[] = [];
      for (const c of levels) {
        const samples: Sample[] = [];
        let next = 0;
        const loadStart = loadavg()[0];
        const wall = performance.now();
        await Promise.all(
          Array.from({ length: c }, async () => {
            while (next < docs.length) {
              const i = next++;
              samples.push(await once(i));
            }
          }),
        );
        const seconds = (performance.now() - wall) / 1000;
        const e2e = samples.map((s) => s.e2e);
        const overhead = samples.map((s) => s.e2e - s.critical);
        const overheadShare = samples.map((s) => (s.e2e - s.critical) / s.e2e);
        const row = {
          concurrency: c,
          documents: samples.length,
          e2e_p50_s: r3(percentile(e2e, 50)),
          e2e_p95_s: r3(percentile(e2e, 95)),
          docs_per_minute: r3((samples.length / seconds) * 60),
          services_critical_path_p50_s: r3(
            percentile(
              samples.map((s) => s.critical),
              50,
            ),
          ),
          services_sum_p50_s: r3(
            percentile(
              samples.map((s) => s.serviceSum),
              50,
            ),
          ),
          overhead_p50_ms: Math.round(percentile(overhead, 50) * 1000),
          overhead_p95_ms: Math.round(percentile(overhead, 95) * 1000),
          overhead_p50_share: r3(percentile(overheadShare, 50)),
          gateway_reported_p50_s: r3(
            percentile(
              samples.map((s) => s.gatewayTime),
              50,
            ),
          ),
          type_accuracy: r3(samples.filter((s) => s.correctType).length / samples.length),
          load_average_start: loadStart,
          load_average_end: loadavg()[0],
        };
        log(
          `concurrency ${c}: p50 ${row.e2e_p50_s} s, ${row.docs_per_minute} docs/min, overhead p50 ${row.overhead_p50_ms} ms`,
        );
        results.push(row);
        all.push(...samples);
      }
      // Type accuracy over every run of every level, per split (held-out first) and family.
      const typeAccuracy = (v: Sample[]) => ({
        runs: v.length,
        accuracy: r3(v.filter((s) => s.correctType).length / v.length),
        answered: Object.fromEntries(
          [...new Set(v.map((s) => s.answered))].map((a) => [
            a,
            v.filter((s) => s.answered === a).length,
          ]),
        ),
      });
      const accuracy = Object.fromEntries(
        splitsOf(split).map((s) => {
          const v = all.filter((x) => x.split === s);
          return [s, { ...typeAccuracy(v), ...breakdown(v, typeAccuracy) }];
        }),
      );
      return {
        metrics: {
          documents_per_level: docs.length,
          splits: splitsOf(split),
          phase1: phase1 ? "on" : "off (fallback)",
          document_type: accuracy,
          levels: results,
        },
        table: [
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

export default suite;
