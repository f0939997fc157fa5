/**
 * Corpus CLI: `npm run corpus -- --out DIR --n N --seed S [--types a,b] [--split train|heldout|all]
 * [--family NAME] [--layout flat|imagefolder] [--scans-only] [--hard-photos] [--list-families]`.
 */
import { parseArgs } from "node:util";
import type { SplitSelector } from "./families/family.ts";
import { listFamilies } from "./families/registry.ts";
import { DOCUMENT_TYPES, type DocumentType } from "./types.ts";
import { type CorpusLayout, writeCorpus } from "./write.ts";

const USAGE =
  "usage: corpus --out DIR --n N --seed S [--types a,b] [--split train|heldout|all] [--family NAME] [--layout flat|imagefolder] [--scans-only] [--hard-photos] [--list-families]";

function fail(message: string): never {
  process.stderr.write(`corpus: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function integer(name: string, raw: string | undefined, min: number): number {
  if (raw === undefined) fail(`--${name} is required`);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    fail(`--${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

function parse() {
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>["values"];
  try {
    ({ values } = parseArgs({ options: OPTIONS, strict: true }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values["list-families"]) {
    for (const f of listFamilies())
      process.stdout.write(`${f.split}\t${f.type}\t${f.name}\t${f.description}\n`);
    process.exit(0);
  }
  if (!values.out) fail("--out is required");
  const split = values.split ?? "train";
  if (!["train", "heldout", "all"].includes(split))
    fail(`--split must be train, heldout or all, got "${split}"`);
  if (values.family && !listFamilies().some((f) => f.name === values.family))
    fail(`unknown family "${values.family}" (see --list-families)`);
  const types = values.types
    ?.split(",")
    .map((t) => t.trim())
    .filter(Boolean) ?? [...DOCUMENT_TYPES];
  for (const t of types) {
    if (!(DOCUMENT_TYPES as readonly string[]).includes(t))
      fail(`unknown type "${t}" (known: ${DOCUMENT_TYPES.join(", ")})`);
  }
  const layout = values.layout ?? "flat";
  if (layout !== "flat" && layout !== "imagefolder")
    fail(`--layout must be flat or imagefolder, got "${layout}"`);
  return {
    out: values.out,
    n: integer("n", values.n, 1),
    seed: integer("seed", values.seed ?? "0", 0),
    types: types as DocumentType[],
    layout: layout as CorpusLayout,
    scansOnly: values["scans-only"] ?? false,
    split: split as SplitSelector,
    ...(values["hard-photos"] ? { photoConditions: "hard" as const } : {}),
    ...(values.family ? { family: values.family } : {}),
  };
}

const OPTIONS = {
  out: { type: "string" },
  n: { type: "string" },
  seed: { type: "string" },
  types: { type: "string" },
  layout: { type: "string" },
  "scans-only": { type: "boolean" },
  split: { type: "string" },
  family: { type: "string" },
  "list-families": { type: "boolean" },
  "hard-photos": { type: "boolean" },
} as const;

const args = parse();
const width = String(args.n).length;
process.stdout.write(
  `corpus: ${args.n} documents (${args.family ?? args.types.join(", ")}), seed ${args.seed}, ${args.split} families, ${args.layout} layout → ${args.out}\n`,
);
if (args.split !== "train" || args.family)
  process.stdout.write(
    "corpus: held-out documents measure generalisation; never develop against them (ids and files say heldout)\n",
  );
const summary = await writeCorpus(args.out, {
  ...args,
  onProgress: (done, total, truth, ms) => {
    process.stdout.write(
      `[${String(done).padStart(width)}/${total}] ${truth.id.padEnd(28)} ${truth.family.padEnd(26)} ${(ms / 1000).toFixed(2)} s\n`,
    );
  },
});
const perType = Object.entries(summary.byType)
  .map(([type, count]) => `${type} ${count}`)
  .join(", ");
process.stdout.write(
  `done: ${summary.count} documents in ${summary.seconds.toFixed(1)} s ` +
    `(${(summary.seconds / Math.max(1, summary.count)).toFixed(2)} s/doc), ` +
    `${(summary.bytes / 1_048_576).toFixed(1)} MB → ${summary.dir}\n  ${perType}\n`,
);
