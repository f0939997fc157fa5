/**
 * Compares feature groups (backbones) by cross-validation over training families: in each
 * fold some families of every type are left out of the fit, and the fitted encoder + head are
 * scored on them (accuracy, NLL, ARI at the true k, the k a silhouette picks). Held-out
 * families are never read: the features file holds training families only (features.ts).
 *
 *   npx tsx models/src/doctype-data/compare.ts --features FILE
 *        [--candidates layout;text_map;text_map,text_shape;…] [--folds 3] [--shrinkage 0.2,0.5]
 */
import { readFileSync } from "node:fs";
import { HeadFitter, headProbabilities } from "../../../workers/ml-classifier/src/heads";
import { ALL_GROUPS, type FeatureGroup, groupColumns } from "../text-layout/build-graph";
import {
  clusterScores,
  familyFolds,
  fitProjection,
  type LabelledRows,
  project,
  subset,
  unit,
} from "./family-cv";
import type { FeatureRow } from "./features";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] as string) : fallback;
};

/** Trains the service's softmax-regression head on embeddings; answers validation scores. */
export function headScores(
  train: number[][],
  trainLabels: number[],
  val: number[][],
  valLabels: number[],
  classes: number,
) {
  const dim = train[0]?.length ?? 0;
  const fitter = new HeadFitter(
    {
      dim,
      classes,
      train: Float32Array.from(train.flat()),
      samples: trainLabels.map((label, i) => ({ label, rows: [i] })),
    },
    {
      architecture: "softmax_regression",
      hiddenUnits: 0,
      learningRate: 0.01,
      epochs: 40,
      batchSize: 32,
      weightDecay: 1e-4,
      dropout: 0,
      earlyStopping: false,
      patience: 5,
      seed: 42,
    },
  );
  while (!fitter.done) fitter.epoch();
  const head = fitter.result();
  return { head, fitter };
}

function main() {
  const file = arg("features", "");
  const rows = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as FeatureRow);
  const classes = [...new Set(rows.map((r) => r.type))].sort();
  const folds = Number(arg("folds", "3"));
  const shrinkages = arg("shrinkage", "0.2").split(",").map(Number);
  const candidates = arg("candidates", ALL_GROUPS.join(";"))
    .split(";")
    .map((c) => c.split(",") as FeatureGroup[]);
  const all: LabelledRows = {
    x: rows.map((r) => r.x),
    types: rows.map((r) => r.type),
    families: rows.map((r) => r.family),
  };
  console.log(`${rows.length} rows, ${new Set(all.families).size} families, ${folds} folds`);
  for (const groups of candidates) {
    const cols = groupColumns(groups);
    const sel: LabelledRows = { ...all, x: all.x.map((r) => cols.map((c) => r[c] as number)) };
    for (const shrinkage of shrinkages) {
      const scores: Record<string, number>[] = [];
      for (const { fit, validation } of familyFolds(sel, folds)) {
        const f = subset(sel, fit);
        const v = subset(sel, validation);
        const proj = fitProjection(f, { shrinkage, residualWeight: 0.1 });
        const ef = f.x.map((r) => unit(project(r, proj)));
        const ev = v.x.map((r) => unit(project(r, proj)));
        const lf = f.types.map((t) => classes.indexOf(t));
        const lv = v.types.map((t) => classes.indexOf(t));
        const { head } = headScores(ef, lf, ev, lv, classes.length);
        // Accuracy of the head on the left-out families.
        const probs = headProbabilities(head, Float32Array.from(ev.flat()), ev.length);
        let right = 0;
        let nll = 0;
        ev.forEach((_, i) => {
          const row = Array.from(probs.subarray(i * classes.length, (i + 1) * classes.length));
          const best = row.indexOf(Math.max(...row));
          if (best === lv[i]) right++;
          nll -= Math.log(Math.max(row[lv[i] as number] as number, 1e-9));
        });
        scores.push({
          accuracy: right / ev.length,
          nll: nll / ev.length,
          ...clusterScores(ev, v.types),
        });
      }
      const avg = (k: string) => scores.reduce((s, x) => s + (x[k] as number), 0) / scores.length;
      console.log(
        `${groups.join("+").padEnd(40)} shrink ${shrinkage}  dim ${cols.length}  acc ${avg("accuracy").toFixed(3)}  nll ${avg("nll").toFixed(3)}  ARI@5 ${avg("ari_at_true_k").toFixed(3)}  k ${scores.map((s) => s.chosen_k).join("/")}  ARI@k ${avg("ari_at_chosen_k").toFixed(3)}  per-fold acc ${scores.map((s) => (s.accuracy as number).toFixed(2)).join("/")}`,
      );
    }
  }
}

main();
