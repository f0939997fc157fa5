/**
 * Compares feature groups (backbones) by cross-validation over training families: in each
 * fold some families of every type are left out of the fit, and the fitted encoder + head are
 * scored on them (accuracy, NLL, ARI at the true k, the k a silhouette picks). Held-out
 * families are never read: the features file holds training families only (features.ts).
 *
 *   npx tsx models/src/doctype-data/compare.ts --features FILE
 *        [--candidates layout;text_map;text_map,text_shape;…] [--folds 3] [--shrinkage 0.2,0.5]
 *        [--residual-weight 0.1,1] [--family-weight 0,1,4] [--mlp HIDDEN] [--extra FILE]
 *        [--score-sources photo,scan+aug,photo+aug]
 *        [--fit-without FAMILY,…] [--score-without FAMILY,…]
 *
 * `--fit-without` keeps families out of every fit and `--score-without` out of every score,
 * with the same folds; `--score-sources` scores only those kinds of image (e.g. `photo`, the
 * phase-1 pages, as the service sees them). `--family-weight` is fitProjection's familyWeight: whether added families help on the others' left-out designs is
 * `--score-without NEW` with and without `--fit-without NEW`.
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

/** Hidden units of an MLP head (`--mlp N`); 0: softmax regression, the default head. */
const HEAD_MLP = Number(arg("mlp", "0"));

/** Trains the service's head (softmax regression, or an MLP with --mlp) on embeddings. */
export function trainHead(train: number[][], trainLabels: number[], classes: number) {
  const dim = train[0]?.length ?? 0;
  const fitter = new HeadFitter(
    {
      dim,
      classes,
      train: Float32Array.from(train.flat()),
      samples: trainLabels.map((label, i) => ({ label, rows: [i] })),
    },
    {
      architecture: HEAD_MLP ? "mlp" : "softmax_regression",
      hiddenUnits: HEAD_MLP,
      learningRate: 0.01,
      epochs: 40,
      batchSize: 32,
      weightDecay: 1e-4,
      dropout: HEAD_MLP ? 0.3 : 0,
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
  const read = (path: string) =>
    readFileSync(path, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as FeatureRow);
  const key = (r: FeatureRow) => `${r.id}|${r.source}|${r.view}`;
  let rows = read(file);
  let layout: FeatureGroup[] = [...(rows[0]?.groups ?? ALL_GROUPS)];
  // --extra FILE: more groups of the same images (features.ts --groups), joined by image.
  const extraFile = arg("extra", "");
  if (extraFile) {
    const extra = new Map(read(extraFile).map((r) => [key(r), r]));
    layout = [...layout, ...(extra.values().next().value?.groups ?? [])];
    rows = rows
      .filter((r) => extra.has(key(r)))
      .map((r) => ({ ...r, x: [...r.x, ...(extra.get(key(r))?.x ?? [])] }));
  }
  const classes = [...new Set(rows.map((r) => r.type))].sort();
  const folds = Number(arg("folds", "3"));
  const shrinkages = arg("shrinkage", "0.2").split(",").map(Number);
  const residualWeights = arg("residual-weight", "0.1").split(",").map(Number);
  const familyWeights = arg("family-weight", "0").split(",").map(Number);
  const scoreSources = new Set(arg("score-sources", "").split(",").filter(Boolean));
  const candidates = arg("candidates", ALL_GROUPS.join(";"))
    .split(";")
    .map((c) => c.split(",") as FeatureGroup[]);
  const all: LabelledRows = {
    x: rows.map((r) => r.x),
    types: rows.map((r) => r.type),
    families: rows.map((r) => r.family),
  };
  const sources = rows.map((r) => r.source);
  console.log(`${rows.length} rows, ${new Set(all.families).size} families, ${folds} folds`);
  for (const groups of candidates) {
    const cols = groupColumns(groups, layout);
    const sel: LabelledRows = { ...all, x: all.x.map((r) => cols.map((c) => r[c] as number)) };
    for (const shrinkage of shrinkages)
      for (const residualWeight of residualWeights)
        for (const familyWeight of familyWeights) {
          const scores: Record<string, number>[] = [];
          const fitWithout = new Set(arg("fit-without", "").split(",").filter(Boolean));
          const scoreWithout = new Set(arg("score-without", "").split(",").filter(Boolean));
          for (const { fit, validation } of familyFolds(sel, folds)) {
            const f = subset(
              sel,
              fit.filter((i) => !fitWithout.has(sel.families[i] as string)),
            );
            const v = subset(
              sel,
              validation.filter(
                (i) =>
                  !scoreWithout.has(sel.families[i] as string) &&
                  (!scoreSources.size || scoreSources.has(sources[i] as string)),
              ),
            );
            const proj = fitProjection(f, { shrinkage, residualWeight, familyWeight });
            const ef = f.x.map((r) => unit(project(r, proj)));
            const ev = v.x.map((r) => unit(project(r, proj)));
            const lf = f.types.map((t) => classes.indexOf(t));
            const lv = v.types.map((t) => classes.indexOf(t));
            const { head } = trainHead(ef, lf, classes.length);
            // Accuracy of the head on the left-out families.
            const probs = headProbabilities(head, Float32Array.from(ev.flat()), ev.length);
            let right = 0;
            const perType = new Map<string, [number, number]>();
            let nll = 0;
            ev.forEach((_, i) => {
              const row = Array.from(probs.subarray(i * classes.length, (i + 1) * classes.length));
              const best = row.indexOf(Math.max(...row));
              if (best === lv[i]) right++;
              const t = perType.get(v.types[i] as string) ?? [0, 0];
              perType.set(v.types[i] as string, [t[0] + (best === lv[i] ? 1 : 0), t[1] + 1]);
              nll -= Math.log(Math.max(row[lv[i] as number] as number, 1e-9));
            });
            scores.push({
              ...Object.fromEntries([...perType].map(([t, [r, n]]) => [`acc_${t}`, r / n])),
              accuracy: right / ev.length,
              nll: nll / ev.length,
              ...clusterScores(ev, v.types),
            });
          }
          const avg = (k: string) =>
            scores.reduce((s, x) => s + (x[k] as number), 0) / scores.length;
          console.log(
            `${groups.join("+").padEnd(40)} shrink ${shrinkage} resid ${residualWeight} fam ${familyWeight}  dim ${cols.length}  acc ${avg("accuracy").toFixed(3)}  nll ${avg("nll").toFixed(3)}  ARI@5 ${avg("ari_at_true_k").toFixed(3)}  k ${scores.map((s) => s.chosen_k).join("/")}  ARI@k ${avg("ari_at_chosen_k").toFixed(3)}  per-type ${classes.map((c) => avg(`acc_${c}`).toFixed(2)).join("/")}`,
          );
        }
  }
}

main();
