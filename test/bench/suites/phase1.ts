import { loadavg } from "node:os";
import { parseSplit, splitsOf } from "../corpus/splits";
import { measureCorners, measureMidv } from "../phase1/corners";
import { measureOcrEffect } from "../phase1/ocr-effect";
import { measureOrientation } from "../phase1/orientation";
import { startImageProcessor } from "../phase1/service";
import { measureSpeed } from "../phase1/speed";
import type { BenchResult, BenchSuite } from "../suite";

/**
 * Phase 1 (image-processor), the three targets plus orientation: corner IoU on corpus
 * photos (per family split, held-out first) and the MIDV-500 frame, OCR CER of processed vs
 * raw photo vs flat scan, /process median time on 2000×1500 JPEGs against sharp decode +
 * resize + PNG encode, and quarter-turn accuracy (corpus photos, tesseract's phototest, and
 * the first `receipts-n` real receipts of each half of sroie_dev, each at four turns). The
 * service runs in process with two worker threads. Corners, orientation and OCR take `n`
 * documents of each split.
 *
 *   npm run bench phase1 -- [--parts corners,orientation,ocr,speed] [--n 100] [--ocr-n 20]
 *     [--orientation-n 20] [--receipts-n 50] [--speed-n 12] [--seed 101]
 *     [--split heldout|train|both]
 *     [--hard-photos]   (training photos under the corpus's harder conditions)
 */
const suite: BenchSuite = {
  name: "phase1",
  description: "image-processor: corner IoU, orientation, OCR CER effect, /process speed",
  async run(args: string[]): Promise<BenchResult> {
    const opt = parseArgs(args);
    const metrics: Record<string, unknown> = { options: opt };
    const table: Record<string, string | number>[] = [];
    const load = () => loadavg()[0]?.toFixed(2) ?? "?";
    const svc = await startImageProcessor(2);
    try {
      if (opt.parts.includes("corners")) {
        const corners: Record<string, unknown> = {};
        for (const split of splitsOf(opt.split)) {
          const r = await measureCorners(svc, opt.n, opt.seed, split, opt.hardPhotos);
          corners[split] = r;
          table.push(
            {
              part: `corners · ${split}`,
              metric: `mean IoU (${opt.n} photos)`,
              value: round(r.mean_iou),
              target: "≥ 0.95",
            },
            {
              part: `corners · ${split}`,
              metric: "share IoU > 0.9",
              value: round(r.share_over_0_9),
              target: "≥ 0.97",
            },
          );
          if (split === "heldout")
            for (const [family, f] of Object.entries(r.by_family))
              table.push({
                part: "corners · heldout",
                metric: `${family}: mean IoU / share > 0.9 (${f.n})`,
                value: `${round(f.mean)} / ${round(f.over_0_9)}`,
                target: "",
              });
        }
        const midv = await measureMidv(svc);
        corners.midv500 = midv;
        table.push({
          part: "corners · real",
          metric: "MIDV-500 CA43_01 IoU",
          value: round(midv.iou),
          target: "≥ 0.9",
        });
        metrics.corners = { ...corners, load_after: load() };
      }
      if (opt.parts.includes("orientation")) {
        const orientation: Record<string, unknown> = {};
        let receipts: unknown;
        for (const split of splitsOf(opt.split)) {
          const r = await measureOrientation(
            svc,
            opt.orientationN,
            opt.seed + 1,
            split,
            opt.hardPhotos,
            receipts ? 0 : opt.receiptsN,
          );
          orientation[split] = r.corpus;
          if (r.receipts) {
            receipts = r.receipts;
            for (const half of ["check", "dev"] as const)
              table.push(
                {
                  part: `orientation · real receipts, ${half}`,
                  metric: `accuracy (${r.receipts[half].judged} turned receipts)`,
                  value: round(r.receipts[half].accuracy),
                  target: "",
                },
                {
                  part: `orientation · real receipts, ${half}`,
                  metric: "wrong turns; upright ones turned",
                  value: `${r.receipts[half].wrong_turns}; ${r.receipts[half].upright_turned}`,
                  target: "0",
                },
              );
          }
          orientation.phototest = r.phototest;
          table.push(
            {
              part: `orientation · ${split}`,
              metric: `accuracy (${r.corpus.judged} turned photos)`,
              value: round(r.corpus.accuracy),
              target: "",
            },
            {
              part: `orientation · ${split}`,
              metric: "wrong turns",
              value: r.corpus.wrong_turns,
              target: "0",
            },
          );
        }
        const phototest = orientation.phototest as { right: number; of: number };
        table.push({
          part: "orientation · real",
          metric: "phototest copies right",
          value: `${phototest.right}/${phototest.of}`,
          target: "",
        });
        metrics.orientation = { ...orientation, receipts, load_after: load() };
      }
      if (opt.parts.includes("ocr")) {
        const ocr: Record<string, unknown> = {};
        for (const split of splitsOf(opt.split)) {
          const r = await measureOcrEffect(svc, opt.ocrN, opt.seed + 2, split);
          ocr[split] = r;
          const part = `ocr · ${split}`;
          table.push(
            { part, metric: "CER flat scan", value: round(r.mean_cer.scan), target: "" },
            { part, metric: "CER raw photo", value: round(r.mean_cer.raw_photo), target: "" },
            {
              part,
              metric: "CER processed photo",
              value: round(r.mean_cer.processed_photo),
              target: "",
            },
            {
              part,
              metric: "CER processed, no enhancement",
              value: round(r.mean_cer.processed_without_enhancement),
              target: "",
            },
            {
              part,
              metric: "processed / scan",
              value: round(r.processed_over_scan),
              target: "≤ 1.5",
            },
          );
        }
        metrics.ocr = { ...ocr, load_after: load() };
      }
      if (opt.parts.includes("speed")) {
        const r = await measureSpeed(svc, opt.speedN, opt.seed + 3);
        metrics.speed = { ...r, load_after: load() };
        table.push(
          {
            part: "speed",
            metric: "/process median ms (2000×1500)",
            value: r.process_median_ms,
            target: "",
          },
          {
            part: "speed",
            metric: "sharp decode+resize+PNG median ms",
            value: r.sharp_median_ms,
            target: "",
          },
          { part: "speed", metric: "ratio", value: round(r.ratio), target: "≤ 4" },
        );
      }
    } finally {
      await svc.close();
    }
    return { metrics, table };
  },
};

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}

function parseArgs(args: string[]) {
  const get = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  return {
    parts: (get("parts") ?? "corners,orientation,ocr,speed").split(","),
    n: Number(get("n") ?? 100),
    ocrN: Number(get("ocr-n") ?? 20),
    orientationN: Number(get("orientation-n") ?? 20),
    receiptsN: Number(get("receipts-n") ?? 50),
    speedN: Number(get("speed-n") ?? 12),
    seed: Number(get("seed") ?? 101),
    split: parseSplit(args),
    /** Training photos under the harder conditions of the corpus's photo/hard.ts. */
    hardPhotos: args.includes("--hard-photos"),
  };
}

export default suite;
