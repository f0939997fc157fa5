import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RunningService } from "@iris/kit/testing";
import { DOCUMENT_TYPES, generateDocument, type Point } from "@iris/models/corpus";
import { percentile } from "../suite";
import { quadIoU } from "./iou";
import { mapLimit, post } from "./service";

type Detect = { corners: { points: Point[]; document_detected: boolean; method: string } };

/** Corner IoU on `n` corpus photos (types round-robin) and on the MIDV-500 frame. */
export async function measureCorners(svc: RunningService, n: number, seed: number) {
  const rows = await mapLimit(
    Array.from({ length: n }, (_, i) => i),
    2,
    async (i) => {
      const type = DOCUMENT_TYPES[i % DOCUMENT_TYPES.length] as (typeof DOCUMENT_TYPES)[number];
      const { truth, photo } = await generateDocument(
        type,
        seed,
        Math.floor(i / DOCUMENT_TYPES.length),
      );
      const out = await post<Detect>(svc, "/detect-corners", photo, `${truth.id}.jpg`);
      return {
        id: truth.id,
        type,
        iou: quadIoU(out.corners.points, truth.photo.corners),
        method: out.corners.method,
        background: String(truth.photo.distortions.background),
      };
    },
  );
  const ious = rows.map((r) => r.iou);
  const byType = Object.fromEntries(
    DOCUMENT_TYPES.map((t) => {
      const v = rows.filter((r) => r.type === t).map((r) => r.iou);
      return [t, { n: v.length, mean: mean(v), over_0_9: share(v, 0.9) }];
    }),
  );
  const dir = join(import.meta.dirname, "../../../../shared/eval/midv500_sample");
  const midvTruth = JSON.parse(readFileSync(`${dir}/CA43_01.json`, "utf8")).quad as Point[];
  const midv = await post<Detect>(
    svc,
    "/detect-corners",
    readFileSync(`${dir}/CA43_01.tif`),
    "CA43_01.tif",
  );
  return {
    corpus: {
      n,
      seed,
      mean_iou: mean(ious),
      median_iou: percentile(ious, 50),
      share_over_0_9: share(ious, 0.9),
      by_type: byType,
      worst: [...rows].sort((a, b) => a.iou - b.iou).slice(0, 8),
    },
    midv500: {
      file: "CA43_01.tif",
      iou: quadIoU(midv.corners.points, midvTruth),
      method: midv.corners.method,
    },
  };
}

export function mean(v: number[]): number {
  return v.length ? v.reduce((s, x) => s + x, 0) / v.length : Number.NaN;
}

function share(v: number[], over: number): number {
  return v.length ? v.filter((x) => x > over).length / v.length : Number.NaN;
}
