import { readFileSync } from "node:fs";
import type { RunningService } from "@iris/kit/testing";
import { generateDocument, type Point } from "@iris/models/corpus";
import { breakdown, planOf, type Split } from "../corpus/splits";
import { evalData } from "../eval-data";
import { percentile } from "../suite";
import { quadIoU } from "./iou";
import { mapLimit, post } from "./service";

type Detect = { corners: { points: Point[]; document_detected: boolean; method: string } };

/** Corner IoU on `n` corpus photos of a family split (types round-robin, families in turn). */
export async function measureCorners(
  svc: RunningService,
  n: number,
  seed: number,
  split: Split,
  hardPhotos = false,
) {
  const rows = await mapLimit(planOf(split, n, seed), 2, async ({ type, index }) => {
    const { truth, photo } = await generateDocument(type, seed, index, {
      split,
      photoConditions: hardPhotos ? "hard" : "standard",
    });
    const out = await post<Detect>(svc, "/detect-corners", photo, `${truth.id}.jpg`);
    return {
      id: truth.id,
      type,
      family: truth.family,
      iou: quadIoU(out.corners.points, truth.photo.corners),
      method: out.corners.method,
      background: String(truth.photo.distortions.background),
      ...(hardPhotos ? { hard: String(truth.photo.distortions.hard ?? "") } : {}),
    };
  });
  const summary = (v: typeof rows) => ({
    n: v.length,
    mean: mean(v.map((r) => r.iou)),
    over_0_9: share(
      v.map((r) => r.iou),
      0.9,
    ),
  });
  const ious = rows.map((r) => r.iou);
  return {
    n,
    seed,
    split,
    hard_photos: hardPhotos,
    mean_iou: mean(ious),
    median_iou: percentile(ious, 50),
    share_over_0_9: share(ious, 0.9),
    ...breakdown(rows, summary),
    // Single documents only for training families: nobody looks at a held-out one.
    ...(split === "heldout"
      ? {}
      : { worst: [...rows].sort((a, b) => a.iou - b.iou).slice(0, hardPhotos ? 20 : 8) }),
  };
}

/** Corner IoU on the MIDV-500 frame (real data). */
export async function measureMidv(svc: RunningService) {
  const dir = evalData("midv500_sample");
  const midvTruth = JSON.parse(readFileSync(`${dir}/CA43_01.json`, "utf8")).quad as Point[];
  const midv = await post<Detect>(
    svc,
    "/detect-corners",
    readFileSync(`${dir}/CA43_01.tif`),
    "CA43_01.tif",
  );
  return {
    file: "CA43_01.tif",
    iou: quadIoU(midv.corners.points, midvTruth),
    method: midv.corners.method,
  };
}

export function mean(v: number[]): number {
  return v.length ? v.reduce((s, x) => s + x, 0) / v.length : Number.NaN;
}

function share(v: number[], over: number): number {
  return v.length ? v.filter((x) => x > over).length / v.length : Number.NaN;
}
