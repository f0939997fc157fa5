import { readdirSync, readFileSync } from "node:fs";
import type { RunningService } from "@iris/kit/testing";
import { generateDocument, type Point } from "@iris/models/corpus";
import sharp from "sharp";
import { breakdown, planOf, type Split } from "../corpus/splits";
import { evalData } from "../eval-data";
import { idsOfHalf } from "../sroie/halves";
import { mapLimit, post } from "./service";

type Processed = { rotation_applied: number; perspective_corrected: boolean };

/**
 * The clockwise quarter turn that makes the document upright once the photo has been turned
 * clockwise by `turned` degrees: from the direction of its top edge (TL → TR) in the photo.
 * Undefined when the edge is near a diagonal, where either answer is defensible.
 */
function expectedTurn(corners: readonly Point[], turned: number): number | undefined {
  const [tl, tr] = corners as [Point, Point];
  const angle = (Math.atan2(tr[1] - tl[1], tr[0] - tl[0]) * 180) / Math.PI + turned;
  const off = ((angle % 90) + 90) % 90;
  if (off > 30 && off < 60) return undefined;
  return (((-Math.round(angle / 90) * 90) % 360) + 360) % 360;
}

/**
 * Orientation accuracy of /process: corpus photos turned by 0/90/180/270°, and the rotated
 * phototest copies from tesseract's test data. A "wrong turn" is a rotation that was not
 * needed or not the needed one — worse than none.
 */
export async function measureOrientation(
  svc: RunningService,
  n: number,
  seed: number,
  split: Split,
  hardPhotos = false,
  receiptsOf = 0,
) {
  const plan = planOf(split, n, seed);
  const jobs: { i: number; turned: number }[] = [];
  for (let i = 0; i < plan.length; i++)
    for (const turned of [0, 90, 180, 270]) jobs.push({ i, turned });
  const docs = new Map<number, Awaited<ReturnType<typeof generateDocument>>>();
  const rows = await mapLimit(jobs, 2, async ({ i, turned }) => {
    const { type, index } = plan[i] as (typeof plan)[number];
    let doc = docs.get(i);
    if (!doc) {
      doc = await generateDocument(type, seed, index, {
        split,
        photoConditions: hardPhotos ? "hard" : "standard",
      });
      docs.set(i, doc);
    }
    const want = expectedTurn(doc.truth.photo.corners, turned);
    const bytes = turned
      ? await sharp(doc.photo).rotate(turned).jpeg({ quality: 92 }).toBuffer()
      : doc.photo;
    const out = await post<Processed>(svc, "/process", bytes, "photo.jpg", {
      enhance_quality: "false",
    });
    return {
      id: doc.truth.id,
      type,
      family: doc.truth.family,
      turned,
      want,
      got: out.rotation_applied,
    };
  });
  const judged = rows.filter((r) => r.want !== undefined);
  const accuracy = (v: typeof judged) => ({
    judged: v.length,
    accuracy: v.length ? v.filter((r) => r.got === r.want).length / v.length : Number.NaN,
    wrong_turns: v.filter((r) => r.got !== r.want && r.got !== 0).length,
  });
  const right = judged.filter((r) => r.got === r.want).length;
  const wrongTurns = judged.filter((r) => r.got !== r.want && r.got !== 0).length;
  const dir = evalData("tesseract_testing");
  const real: { file: string; want: number; got: number }[] = [];
  for (const [file, want] of [
    ["phototest.tif", 0],
    ["phototest-rotated-L.png", 90],
    ["phototest-rotated-R.png", 270],
    ["phototest-rotated-180.png", 180],
  ] as const) {
    const out = await post<Processed>(svc, "/process", readFileSync(`${dir}/${file}`), file, {
      enhance_quality: "false",
    });
    real.push({ file, want, got: out.rotation_applied });
  }
  return {
    receipts: receiptsOf ? await measureReceipts(svc, receiptsOf) : undefined,
    corpus: {
      photos: n,
      seed,
      split,
      ...breakdown(judged, accuracy),
      judged: judged.length,
      skipped_diagonal: rows.length - judged.length,
      accuracy: judged.length ? right / judged.length : Number.NaN,
      wrong_turns: wrongTurns,
      missed_turns: judged.filter((r) => r.got === 0 && r.want !== 0).length,
      by_turn: Object.fromEntries(
        [0, 90, 180, 270].map((t) => {
          const v = judged.filter((r) => r.turned === t);
          return [t, { n: v.length, right: v.filter((r) => r.got === r.want).length }];
        }),
      ),
      // Single documents only for training families: nobody looks at a held-out one.
      ...(split === "heldout" ? {} : { wrong: judged.filter((r) => r.got !== r.want) }),
    },
    phototest: { right: real.filter((r) => r.got === r.want).length, of: real.length, files: real },
  };
}

/**
 * Real receipts (shared/eval/sroie_dev: upright scans, most of them tall and narrow) turned
 * by 0/90/180/270°: the first `n` of each half. Scored per half; receipt by receipt only for
 * the dev half (see ../sroie/halves.ts).
 */
async function measureReceipts(svc: RunningService, n: number) {
  const dir = evalData("sroie_dev");
  const ids = readdirSync(`${dir}/img`).map((f) => f.replace(/\.\w+$/, ""));
  const out: Record<string, unknown> = {};
  for (const half of ["dev", "check"] as const) {
    const jobs = idsOfHalf(ids, half)
      .slice(0, n)
      .flatMap((id) => [0, 90, 180, 270].map((turned) => ({ id, turned })));
    const rows = await mapLimit(jobs, 2, async ({ id, turned }) => {
      const photo = readFileSync(`${dir}/img/${id}.jpg`);
      const bytes = turned
        ? await sharp(photo).rotate(turned).jpeg({ quality: 92 }).toBuffer()
        : photo;
      const got = (
        await post<Processed>(svc, "/process", bytes, "receipt.jpg", { enhance_quality: "false" })
      ).rotation_applied;
      return { id, turned, want: (360 - turned) % 360, got };
    });
    out[half] = {
      receipts: rows.length / 4,
      judged: rows.length,
      accuracy: rows.filter((r) => r.got === r.want).length / rows.length,
      wrong_turns: rows.filter((r) => r.got !== r.want && r.got !== 0).length,
      upright_turned: rows.filter((r) => r.turned === 0 && r.got !== 0).length,
      by_turn: Object.fromEntries(
        [0, 90, 180, 270].map((t) => {
          const v = rows.filter((r) => r.turned === t);
          return [t, { n: v.length, right: v.filter((r) => r.got === r.want).length }];
        }),
      ),
      ...(half === "dev" ? { wrong: rows.filter((r) => r.got !== r.want) } : {}),
    };
  }
  return out as Record<
    "dev" | "check",
    { judged: number; accuracy: number; wrong_turns: number; upright_turned: number }
  >;
}
