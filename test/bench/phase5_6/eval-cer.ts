import { tesseractCli } from "./cli";
import { evalPages } from "./eval-pages";
import { postFile, startOcr } from "./services";
import { cer } from "./text-metrics";

interface ExtractData {
  text: string;
  language: string;
  rotation: number;
}

/** One engine's reading of one page. */
interface Reading {
  cer: number;
  seconds: number;
}

/**
 * CER and seconds per page on the real tesseract testing pages: iris over HTTP with the js
 * and the native engine (one worker each, `auto` type: generic configuration), and the
 * native CLI with OMP_THREAD_LIMIT=1 and the same languages, all in this run.
 */
export async function measureEvalPages(engines: ("js" | "native")[]) {
  const pages = evalPages();
  if (pages.length === 0) return { skipped: "../shared/eval/tesseract_testing not found" };
  const rows: Record<string, Record<string, Reading>> = {};
  let lang = "spa+eng";
  for (const engine of engines) {
    const svc = await startOcr(engine, 1);
    try {
      // Warm-up: the first job starts a worker and loads the models.
      await postFile(svc, "/extract", pages[0]?.bytes as Buffer, "warm.tif", {});
      for (const page of pages) {
        const started = performance.now();
        const data = await postFile<ExtractData>(svc, "/extract", page.bytes, page.name, {
          confidence_threshold: "0",
        });
        lang = data.language;
        rows[page.name] ??= {};
        (rows[page.name] as Record<string, Reading>)[`iris_${engine}`] = {
          cer: round(cer(data.text, page.reference)),
          seconds: round((performance.now() - started) / 1000),
        };
      }
    } finally {
      await svc.close();
    }
  }
  for (const page of pages) {
    const cli = await tesseractCli(page.path, lang);
    (rows[page.name] as Record<string, Reading>).cli = {
      cer: round(cer(cli.text, page.reference)),
      seconds: round(cli.seconds),
    };
  }
  const keys = [...engines.map((e) => `iris_${e}`), "cli"];
  const summary = Object.fromEntries(
    keys.map((k) => {
      const readings = Object.values(rows).map((r) => r[k] as Reading);
      return [
        k,
        {
          mean_cer: round(mean(readings.map((r) => r.cer))),
          seconds_per_page: round(mean(readings.map((r) => r.seconds))),
        },
      ];
    }),
  );
  const notWorse = Object.fromEntries(
    engines.map((e) => [
      `iris_${e}`,
      Object.values(rows).every(
        (r) => (r[`iris_${e}`] as Reading).cer <= (r.cli as Reading).cer + 1e-9,
      ),
    ]),
  );
  return { languages: lang, pages: rows, summary, iris_not_worse_than_cli_on_every_page: notWorse };
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
