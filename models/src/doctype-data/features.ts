/**
 * Raw encoder features of the cached training images (cache.ts), for fitting and comparing
 * backbones: each document's phase-1 photo (when cached) and `--views` augmented copies of
 * its scan and photo (the service's own augmentation, datasets/augment.ts), through a
 * raw-feature graph. Appends one JSON line per image to OUT as it goes, so a long run can be
 * read while it works and resumed after a stop:
 *
 *   npx tsx models/src/doctype-data/features.ts --encoder text-layout|layout --out FILE
 *                                               [--groups deep,…] [--seeds 2001,2002]
 *                                               [--views 1] [--augment default|strong]
 *                                               [--limit N] [--follow]
 *
 * `--groups` (text-layout only) computes those feature groups, in that order, instead of
 * ALL_GROUPS; the rows then name them.
 *
 * `--augment strong` distorts the augmented views more (STRONG_AUGMENT: rotation ±5°, cast
 * shadows, heavier crop error, blur, JPEG and scale loss) than the service's default.
 *
 * `--follow` keeps reading the cache for new documents while cache.ts still writes it.
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { createSession, type PreprocessConfig, prepareImage, toNchwTensor } from "@iris/ml-core";
import {
  type AugmentStrength,
  augmentImage,
  DEFAULT_AUGMENT,
  STRONG_AUGMENT,
} from "../../../workers/ml-classifier/src/datasets/augment";
import { buildLayoutEncoder } from "../layout-encoder/build-graph";
import { ALL_GROUPS, buildTextLayoutEncoder, type FeatureGroup } from "../text-layout/build-graph";
import { TEXT_LAYOUT_PREPROCESS } from "../text-layout/preprocess";
import { readCache } from "./records";

/** One line of a features file. */
export interface FeatureRow {
  id: string;
  type: string;
  family: string;
  /** "photo" (phase-1 output), "scan+aug", "photo+aug". */
  source: string;
  view: number;
  /** The text-layout groups of `x`, in order, when not ALL_GROUPS. */
  groups?: FeatureGroup[];
  x: number[];
}

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] as string) : fallback;
};

const LAYOUT_PREPROCESS: PreprocessConfig = {
  size: [256, 256],
  resize: "letterbox",
  crop_pct: 1,
  interpolation: "bilinear",
  channels: "rgb",
  mean: [0, 0, 0],
  std: [1, 1, 1],
  pad: [0, 0, 0],
};

let strength: AugmentStrength = DEFAULT_AUGMENT;

async function main() {
  const encoder = arg("encoder", "text-layout");
  const out = arg("out", "");
  if (!out) throw new Error("--out FILE is required");
  const seeds = arg("seeds", "").split(",").filter(Boolean).map(Number);
  const views = Number(arg("views", "1"));
  const limit = Number(arg("limit", "100000"));
  const groups = arg("groups", "").split(",").filter(Boolean) as FeatureGroup[];
  strength = arg("augment", "default") === "strong" ? STRONG_AUGMENT : DEFAULT_AUGMENT;
  const { bytes, preprocess } =
    encoder === "layout"
      ? { bytes: buildLayoutEncoder().bytes, preprocess: LAYOUT_PREPROCESS }
      : {
          bytes: buildTextLayoutEncoder(groups.length ? groups : ALL_GROUPS).bytes,
          preprocess: TEXT_LAYOUT_PREPROCESS,
        };
  const session = await createSession(bytes, { provider: "cpu", intraOpThreads: 2 });
  const done = new Set(
    existsSync(out)
      ? readFileSync(out, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((l) => {
            const r = JSON.parse(l) as FeatureRow;
            return `${r.id}|${r.source}|${r.view}`;
          })
      : [],
  );
  let made = 0;
  for (let idle = 0; idle < 20; ) {
    const before = made;
    made += await extractNew(seeds, limit, views, done, session, preprocess, out, groups);
    if (!process.argv.includes("--follow")) break;
    idle = made === before ? idle + 1 : 0;
    await new Promise((r) => setTimeout(r, 30_000));
  }
  await session.release();
  console.log(`done: ${made} new rows in ${out}`);
}

async function extractNew(
  seeds: number[],
  limit: number,
  views: number,
  done: Set<string>,
  session: Awaited<ReturnType<typeof createSession>>,
  preprocess: PreprocessConfig,
  out: string,
  groups: FeatureGroup[],
): Promise<number> {
  const docs = readCache(undefined, seeds.length ? seeds : undefined);
  // Interleave types and families so a partial file is balanced.
  docs.sort((a, b) => a.index - b.index || a.seed - b.seed);
  let made = 0;
  for (const doc of docs.slice(0, limit)) {
    const jobs: { source: string; view: number; image: () => Promise<Uint8Array> }[] = [];
    const scan = readFileSync(doc.scan);
    const seed = doc.seed * 100_000 + doc.index;
    for (let v = 0; v < views; v++)
      jobs.push({
        source: "scan+aug",
        view: v,
        image: async () => (await augmentImage(scan, 1, seed * 10 + v, strength))[0] as Buffer,
      });
    if (doc.photo) {
      const photo = readFileSync(doc.photo);
      jobs.push({ source: "photo", view: 0, image: async () => photo });
      for (let v = 0; v < views; v++)
        jobs.push({
          source: "photo+aug",
          view: v,
          image: async () =>
            (await augmentImage(photo, 1, seed * 10 + 5 + v, strength))[0] as Buffer,
        });
    }
    for (const job of jobs) {
      if (done.has(`${doc.id}|${job.source}|${job.view}`)) continue;
      const img = await prepareImage(await job.image(), preprocess);
      const data = toNchwTensor(img.pixels, 1, img.height, img.width, img.channels, preprocess);
      const result = await session.run({
        pixel_values: { data, dims: [1, img.channels, img.height, img.width] },
      });
      const x = Array.from(result.embedding?.data as Float32Array, (v) => Number(v.toPrecision(6)));
      const row: FeatureRow = {
        id: doc.id,
        type: doc.type,
        family: doc.family,
        source: job.source,
        view: job.view,
        ...(groups.length ? { groups } : {}),
        x,
      };
      appendFileSync(out, `${JSON.stringify(row)}\n`);
      done.add(`${doc.id}|${job.source}|${job.view}`);
      made++;
    }
  }
  return made;
}

await main();
