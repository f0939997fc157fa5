import { spawnSync } from "node:child_process";
import { loadTesseract } from "@iris/native-tesseract";
import { parseSplit } from "../corpus/splits";
import { measureCorpus } from "../phase5_6/corpus-fields";
import { measureEvalPages } from "../phase5_6/eval-cer";
import type { BenchResult, BenchSuite } from "../suite";

/**
 * Phases 5-6 (ocr-extractor): field exact-match per type and per family on corpus scans and
 * on corpus photos after phase 1, held-out families first, MRZ verification, CER against the
 * native CLI on real pages, seconds per page per engine, and RSS across consecutive documents.
 *
 *   npm run bench phase5_6 -- [--parts eval,scans,photos,rss] [--n 100] [--rss-docs 500]
 *     [--split heldout|train|both]  (family splits scored, held-out first; default both, n each)
 *     [--rss-types cedula_identidad] [--seed 7] [--engine js|native]
 *     [--rss-env MALLOC_ARENA_MAX=2,OCR_WORKER_MAX_JOBS=25]  (environment of the RSS run's service)
 *     [--dump bench/results/phase5_6-dump]  (every document's truth, answer, misses and image)
 *     [--types formulario,ficha_residencia]  (scans and photos of these types only)
 *     [--families ficha-ve-tabla,cedula-gq-dip]  (n documents of each named training family)
 *     [--configure '{"document_type":"formulario","config":{"psm":12}}']  (/configure-ocr first;
 *      an array of such bodies for several types)
 *     [--photo-reference]  (photos also flattened with their true corners, scored apart)
 *     [--phase1-fields enhance_quality=false]  (form fields of phase 1's /process for photos)
 *     [--hard-photos]  (training families' photos under the corpus's harder conditions)
 *     [--read auto]  (read as /process does, without the type, then apply the true type)
 */
const suite: BenchSuite = {
  name: "phase5_6",
  description: "ocr-extractor: field accuracy, MRZ, CER vs tesseract CLI, s/page, RSS plateau",
  async run(args: string[]): Promise<BenchResult> {
    const opt = parseArgs(args);
    // The CLI is the reference on real pages; `native` is the addon, measured where it loads.
    const hasCli = spawnSync("sh", ["-c", "command -v tesseract"]).status === 0;
    const engines: ("js" | "native")[] = "binding" in loadTesseract() ? ["js", "native"] : ["js"];
    const metrics: Record<string, unknown> = { engines, options: opt };
    const table: Record<string, string | number>[] = [];
    if (opt.parts.includes("eval")) {
      if (!hasCli) metrics.eval = { skipped: "tesseract CLI not installed" };
      else {
        const evalResult = await measureEvalPages(engines);
        metrics.eval = evalResult;
        if ("summary" in evalResult) {
          const summary = evalResult.summary as Record<
            string,
            { mean_cer: number; seconds_per_page: number }
          >;
          for (const [engine, s] of Object.entries(summary)) {
            table.push({ part: "eval pages", engine, metric: "mean CER", value: s.mean_cer });
            table.push({ part: "eval pages", engine, metric: "s/page", value: s.seconds_per_page });
          }
        }
      }
    }
    const corpusParts = opt.parts.filter((p) => p === "scans" || p === "photos" || p === "rss");
    if (corpusParts.length) {
      const corpus = await measureCorpus({ ...opt, parts: corpusParts });
      metrics.corpus = corpus;
      table.push(...corpus.table);
    }
    return { metrics, table };
  },
};

function parseArgs(args: string[]) {
  const get = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  return {
    parts: (get("parts") ?? "eval,scans,photos,rss").split(","),
    n: Number(get("n") ?? 100),
    rssDocs: Number(get("rss-docs") ?? 500),
    seed: Number(get("seed") ?? 7),
    engine: (get("engine") ?? "js") as "js" | "native",
    rssTypes: get("rss-types")?.split(","),
    rssEnv: keyValues(get("rss-env")),
    dump: get("dump"),
    types: get("types")?.split(","),
    families: get("families")?.split(","),
    photoReference: args.includes("--photo-reference"),
    phase1Fields: keyValues(get("phase1-fields")),
    hardPhotos: args.includes("--hard-photos"),
    split: parseSplit(args),
    read: (get("read") ?? "type") as "type" | "auto",
    configure: get("configure") === undefined ? undefined : JSON.parse(get("configure") as string),
  };
}

/** "a=1,b=2" as { a: "1", b: "2" }; undefined stays undefined. */
function keyValues(list: string | undefined): Record<string, string> | undefined {
  if (list === undefined) return undefined;
  return Object.fromEntries(
    list.split(",").map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)]),
  );
}

export default suite;
