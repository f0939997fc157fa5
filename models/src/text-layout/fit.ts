/**
 * Fits the text-layout encoder's parameters on raw features of training-family images
 * (doctype-data/features.ts: phase-1 pages of corpus photos and augmented scans and photos;
 * held-out families are never generated there): per-feature standardisation, a shrinkage LDA
 * onto the four directions that best separate the five document types, and the map that
 * puts the types' means on a regular simplex. Writes params.json, rebuilds the ONNX file and
 * prints its sha256 for models/manifest.json:
 *
 *   npx tsx models/src/text-layout/fit.ts --features FILE [--groups deep] [--shrinkage 0.5]
 *                                         [--residual-weight 0.1] [--family-weight 0]
 *
 * The groups and the shrinkage were chosen by leave-families-out cross-validation on the
 * training families (doctype-data/compare.ts); see docs/measurements/classifier.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fitProjection } from "../doctype-data/family-cv";
import type { FeatureRow } from "../doctype-data/features";
import { ALL_GROUPS, type FeatureGroup, groupColumns } from "./build-graph";
import {
  TEXT_LAYOUT_ENCODER_PATH,
  TEXT_LAYOUT_PARAMS_PATH,
  type TextLayoutParams,
  writeTextLayoutEncoder,
} from "./encoder-file";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] as string) : fallback;
};
const file = arg("features", "");
if (!file) throw new Error("--features FILE is required (doctype-data/features.ts)");
const asked = arg("groups", "deep").split(",") as FeatureGroup[];
const shrinkage = Number(arg("shrinkage", "0.5"));
const residualWeight = Number(arg("residual-weight", "0.1"));
const familyWeight = Number(arg("family-weight", "0"));

const rows = readFileSync(file, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l) as FeatureRow);
// The encoder concatenates its groups in the order given; the columns come in the file's.
const layout = rows[0]?.groups ?? ALL_GROUPS;
const groups = layout.filter((g) => asked.includes(g));
if (groups.length !== asked.length) throw new Error(`${file} lacks some of ${asked.join(",")}`);
const cols = groupColumns(groups, layout);
const fitted = fitProjection(
  {
    x: rows.map((r) => cols.map((c) => r.x[c] as number)),
    types: rows.map((r) => r.type),
    families: rows.map((r) => r.family),
  },
  { shrinkage, residualWeight, familyWeight },
);
const round = (xs: number[]) => xs.map((x) => Number(x.toPrecision(8)));
const params: TextLayoutParams = {
  groups,
  mean: round(fitted.mean),
  std: round(fitted.std),
  projection: {
    matrix: round(fitted.matrix),
    bias: round(fitted.bias),
    components: fitted.components,
  },
  residualWeight,
};
const count = (key: (r: FeatureRow) => string) =>
  Object.fromEntries(
    [...new Set(rows.map(key))].sort().map((k) => [k, rows.filter((r) => key(r) === k).length]),
  );
const provenance = {
  fitted_on: {
    images: rows.length,
    documents: new Set(rows.map((r) => r.id)).size,
    families: Object.keys(count((r) => r.family)),
    split: "train",
    sources: count((r) => r.source),
  },
  shrinkage,
  family_weight: familyWeight,
};
writeFileSync(TEXT_LAYOUT_PARAMS_PATH, `${JSON.stringify({ ...provenance, ...params })}\n`);
const sha = writeTextLayoutEncoder();
console.log(
  `fitted ${groups.join("+")} on ${rows.length} images of ${provenance.fitted_on.families.length} training families`,
);
console.log(`${TEXT_LAYOUT_PARAMS_PATH}\n${TEXT_LAYOUT_ENCODER_PATH}\nsha256 ${sha}`);
