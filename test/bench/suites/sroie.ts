/**
 * `npm run bench sroie -- [--half dev|check|all] [--n 100] [--engine js|native] [--cli-lang eng]
 * [--cli off] [--ocr-cache DIR] [--dump DIR]`: iris on the real receipts of ../shared/eval/sroie_dev (the
 * half asked for, see ../sroie/halves.ts; `all` also scores each half), each sent to
 * ocr-extractor POST /extract-json as `document_type=factura`, one at a time. Scores the issuer, the date and the total against
 * the receipts' keys (definitions in ../sroie/score.ts), OCR word recall against the receipts'
 * text lines, and seconds per receipt; and the same recall and time for the `tesseract` CLI on
 * the same images in the same run, when it is installed. Nothing here is fitted to the files.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { evalData } from "../eval-data";
import { tesseractCli } from "../phase5_6/cli";
import { postFile, startOcr } from "../phase5_6/services";
import { idsOfHalf, parseHalf } from "../sroie/halves";
import { cacheRecognitions } from "../sroie/ocr-cache";
import { type FieldScores, scoreReceipt, wordRecall } from "../sroie/score";
import type { BenchResult, BenchSuite } from "../suite";

interface Answer {
  extracted_data: Record<string, unknown>;
  text: string;
}

interface Receipt {
  id: string;
  scores: FieldScores;
  got: { emisor: unknown; fecha: unknown; total: unknown };
  key: { company: string; date: string; total: string };
  iris: { found: number; words: number; seconds: number; error?: string };
  cli?: { found: number; words: number; seconds: number };
}

const r4 = (v: number) => Math.round(v * 1e4) / 1e4;

const suite: BenchSuite = {
  name: "sroie",
  description:
    "real receipts (SROIE dev): issuer, date, total; OCR word recall and s/receipt vs tesseract CLI",
  async run(args: string[]): Promise<BenchResult> {
    const get = (name: string) => {
      const i = args.indexOf(`--${name}`);
      return i >= 0 ? args[i + 1] : undefined;
    };
    const engine = (get("engine") ?? "js") as "js" | "native";
    const cliLang = get("cli-lang") ?? "eng";
    const half = parseHalf(get("half"));
    const DIR = evalData("sroie_dev");
    const every = readdirSync(join(DIR, "img"))
      .filter((f) => f.endsWith(".jpg"))
      .map((f) => f.slice(0, -4));
    const ids = idsOfHalf(every, half).slice(0, Number(get("n") ?? 100));
    const devIds = new Set(idsOfHalf(every, "dev"));
    const hasCli =
      get("cli") !== "off" && spawnSync("sh", ["-c", "command -v tesseract"]).status === 0;
    const loadStart = loadavg()[0] ?? 0;
    // One worker and one receipt at a time, as the CLI runs: seconds are comparable in one run.
    const svc = await startOcr(engine, 1);
    const dumpDir = get("dump");
    if (dumpDir) mkdirSync(dumpDir, { recursive: true });
    const cacheDir = get("ocr-cache");
    const cache = cacheDir
      ? cacheRecognitions(svc.app.pipeline.engine as never, cacheDir)
      : undefined;
    const receipts: Receipt[] = [];
    try {
      for (const id of ids) {
        const image = readFileSync(join(DIR, "img", `${id}.jpg`));
        const key = JSON.parse(readFileSync(join(DIR, "key", `${id}.json`), "utf8"));
        const truthText = readFileSync(join(DIR, "box", `${id}.csv`), "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => line.split(",").slice(8).join(","))
          .join("\n");
        const started = performance.now();
        let error: string | undefined;
        const answer = await postFile<Answer>(svc, "/extract-json", image, `${id}.jpg`, {
          document_type: "factura",
        }).catch((e: unknown) => {
          error = (e as Error).message;
          return { extracted_data: {}, text: "" } as Answer;
        });
        const seconds = (performance.now() - started) / 1000;
        // The answers of the dev half only (see halves.ts).
        if (dumpDir && devIds.has(id))
          writeFileSync(join(dumpDir, `${id}.json`), JSON.stringify({ key, answer }, null, 1));
        const got = {
          emisor: answer.extracted_data.emisor ?? null,
          fecha: answer.extracted_data.fecha ?? null,
          total: answer.extracted_data.total ?? null,
        };
        const receipt: Receipt = {
          id,
          key,
          got,
          scores: scoreReceipt(key, got),
          iris: {
            ...wordRecall(truthText, answer.text),
            seconds: r4(seconds),
            ...(error ? { error } : {}),
          },
        };
        if (hasCli) {
          const cli = await tesseractCli(join(DIR, "img", `${id}.jpg`), cliLang);
          receipt.cli = { ...wordRecall(truthText, cli.text), seconds: r4(cli.seconds) };
        }
        receipts.push(receipt);
      }
    } finally {
      await svc.close();
    }
    const n = receipts.length;
    const scoreOf = (set: Receipt[]) => {
      const rate = (pick: (r: Receipt) => boolean) => {
        const correct = set.filter(pick).length;
        return { rate: r4(correct / set.length), correct, of: set.length };
      };
      return {
        date: rate((r) => r.scores.date),
        total: rate((r) => r.scores.total),
        issuer_exact: rate((r) => r.scores.issuer_exact),
        issuer_fuzzy: rate((r) => r.scores.issuer_fuzzy),
        date_answered: rate((r) => r.got.fecha !== null),
        total_answered: rate((r) => r.got.total !== null),
        issuer_answered: rate((r) => r.got.emisor !== null),
      };
    };
    const fields = scoreOf(receipts);
    const halves =
      half === "all"
        ? {
            check: scoreOf(receipts.filter((r) => !devIds.has(r.id))),
            dev: scoreOf(receipts.filter((r) => devIds.has(r.id))),
          }
        : undefined;
    const ocr = (
      part: (r: Receipt) => { found: number; words: number; seconds: number } | undefined,
    ) => {
      const parts = receipts.map(part).filter((p) => p !== undefined);
      if (parts.length === 0) return null;
      const found = parts.reduce((a, p) => a + p.found, 0);
      const words = parts.reduce((a, p) => a + p.words, 0);
      return {
        word_recall: r4(found / words),
        words,
        seconds_per_receipt: r4(parts.reduce((a, p) => a + p.seconds, 0) / parts.length),
      };
    };
    const iris = ocr((r) => r.iris);
    const cli = hasCli ? ocr((r) => r.cli) : null;
    const metrics = {
      data: "shared/eval/sroie_dev (ICDAR 2019 SROIE, receipts 100–199)",
      half,
      receipts: n,
      engine,
      fields,
      ...(halves ? { halves } : {}),
      ...(cache ? { ocr_cache: cache } : {}),
      ocr: {
        iris: iris,
        tesseract_cli: cli ?? { skipped: "tesseract CLI not installed" },
        tesseract_cli_lang: cliLang,
        seconds_ratio_iris_over_cli:
          cli && iris ? r4(iris.seconds_per_receipt / cli.seconds_per_receipt) : null,
      },
      load_average: { start: loadStart, end: loadavg()[0] },
      failed_requests: receipts.filter((r) => r.iris.error).map((r) => `${r.id}: ${r.iris.error}`),
      // Receipt by receipt only for the dev half: the check half is scored, never read.
      receipts_detail: receipts.filter((r) => devIds.has(r.id)),
    };
    const fmt = (f: { rate: number; correct: number; of: number }) =>
      `${f.rate} (${f.correct}/${f.of})`;
    const scoreRows = (f: ReturnType<typeof scoreOf>, of: string) => [
      { measure: `${of}date (fecha = printed date as ISO)`, value: fmt(f.date), target: "≥ 0.90" },
      { measure: `${of}total (within 0.005)`, value: fmt(f.total), target: "≥ 0.85" },
      { measure: `${of}issuer, exact after normalising`, value: fmt(f.issuer_exact), target: "" },
      { measure: `${of}issuer, similarity ≥ 0.8`, value: fmt(f.issuer_fuzzy), target: "≥ 0.70" },
    ];
    const table: Record<string, string | number>[] = [
      ...(halves ? [...scoreRows(halves.check, "check: "), ...scoreRows(halves.dev, "dev: ")] : []),
      ...scoreRows(fields, half === "all" ? "all: " : `${half}: `),
      { measure: "OCR word recall, iris", value: iris?.word_recall ?? "", target: "" },
      {
        measure: "s/receipt, iris (/extract-json)",
        value: iris?.seconds_per_receipt ?? "",
        target: "",
      },
      {
        measure: `OCR word recall, tesseract CLI (${cliLang})`,
        value: cli?.word_recall ?? "not installed",
        target: "",
      },
      {
        measure: "s/receipt, tesseract CLI",
        value: cli?.seconds_per_receipt ?? "not installed",
        target: "",
      },
    ];
    return { metrics, table };
  },
};

export default suite;
