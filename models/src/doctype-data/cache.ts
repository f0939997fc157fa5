/**
 * Caches training images for the document-type models: corpus documents of the training
 * families (never held-out ones), each as its flat scan and as phase-1 output of its photo
 * (the image-processor's POST /process in this process; the true corners where it fails).
 * Generating a photo takes seconds, so each document is made once and kept on disk:
 *
 *   npx tsx models/src/doctype-data/cache.ts --n 300 --seed 2001 [--dir DIR]
 *                                            [--scans-only | --true-corners]
 *                                            [--families NAME,NAME]
 *
 * `--families` makes the plan's documents of those training families only (to add families to
 * a cache without redrawing the others); their ids name the family.
 *
 * `--true-corners` warps photos flat with their true corners instead of running phase 1
 * (tens of times faster on a busy machine; the augmentation adds phase 1's crop error).
 *
 * DIR (default: $TMPDIR/iris-doctype-data) gets `<seed>/<id>.scan.png`,
 * `<seed>/<id>.phase1.png` and one line per document in `<seed>/index.jsonl`.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openImageProcessor } from "../../classifier/corpus-photos";
import { corpusPlan, generateDocument } from "../corpus";
import { rectifyPhoto } from "../rectify";
import { DEFAULT_DATA_DIR, type DocRecord } from "./records";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] as string) : fallback;
};
const n = Number(arg("n", "300"));
const seed = Number(arg("seed", "2001"));
const dir = join(arg("dir", DEFAULT_DATA_DIR), String(seed));
const scansOnly = process.argv.includes("--scans-only");
const trueCorners = process.argv.includes("--true-corners");
mkdirSync(dir, { recursive: true });
const indexFile = join(dir, "index.jsonl");
const done = new Set(
  existsSync(indexFile)
    ? readFileSync(indexFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as DocRecord).id)
    : [],
);
const phase1 = scansOnly || trueCorners ? undefined : await openImageProcessor();
if (!scansOnly && !trueCorners && !phase1)
  console.warn("image-processor unavailable: true corners stand in");
let made = 0;
try {
  const only = arg("families", "").split(",").filter(Boolean);
  const plan = only.length
    ? only.flatMap((name) => corpusPlan({ n, seed, split: "train", family: name }))
    : corpusPlan({ n, seed, split: "train" });
  for (const { type, index, family } of plan) {
    const id = only.length ? `${type}-${seed}-${index}-${family}` : `${type}-${seed}-${index}`;
    if (done.has(id)) continue;
    const doc = await generateDocument(type, seed, index, {
      split: "train",
      scansOnly,
      ...(only.length ? { family } : {}),
    });
    writeFileSync(join(dir, `${id}.scan.png`), doc.scan);
    let method: DocRecord["phase1"] = "none";
    if (!scansOnly) {
      let image = await phase1?.process(doc.photo).catch(() => undefined);
      method = image ? "image-processor" : "true-corners";
      image ??= await rectifyPhoto(doc.photo, doc.truth.photo.corners);
      writeFileSync(join(dir, `${id}.phase1.png`), image);
    }
    const record: DocRecord = { id, type, family, seed, index, phase1: method };
    appendFileSync(indexFile, `${JSON.stringify(record)}\n`);
    made++;
    if (made % 10 === 0) console.log(`${made} documents (${id})`);
  }
} finally {
  await phase1?.close();
}
console.log(`done: ${made} new documents in ${dir}`);
