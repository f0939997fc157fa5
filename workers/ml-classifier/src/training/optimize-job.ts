import { IrisError } from "@iris/kit";
import { seededRandom } from "@iris/ml-core";
import type { ClassifierDeps } from "../deps";
import type { JobContext, JobRecord, TrialResult } from "../jobs";
import { type FittedHead, fitInWorker, fitOptions, toFitData } from "./fit";
import type { OptimizeRequest, TrainConfig } from "./request";
import {
  embedForJob,
  type PreparedTraining,
  resultPatch,
  saveModel,
  savingProgress,
} from "./train-job";

/** The hyper-parameters one trial sets. */
export type TrialConfig = Pick<
  TrainConfig,
  "model_architecture" | "learning_rate" | "epochs" | "batch_size"
>;

/** An optimisation request after validation, with its planned trials. */
export interface PreparedOptimization extends PreparedTraining {
  request: OptimizeRequest;
  trials: TrialConfig[];
}

/**
 * The trials of a bounded search: `grid` is the full product of the space (refused when it
 * exceeds max_trials); `random` draws distinct combinations, seeded, up to max_trials.
 */
export function planTrials(search: OptimizeRequest["search"], seed: number): TrialConfig[] {
  const { space } = search;
  const grid: TrialConfig[] = [];
  for (const model_architecture of unique(space.model_architecture)) {
    for (const learning_rate of unique(space.learning_rate)) {
      for (const epochs of unique(space.epochs)) {
        for (const batch_size of unique(space.batch_size)) {
          grid.push({ model_architecture, learning_rate, epochs, batch_size });
        }
      }
    }
  }
  if (search.strategy === "grid") {
    if (grid.length > search.max_trials) {
      throw new IrisError("VALIDATION_ERROR", `the grid has ${grid.length} combinations`, {
        details: `max_trials is ${search.max_trials}: shrink the space, raise max_trials, or use strategy "random"`,
      });
    }
    return grid;
  }
  const random = seededRandom(seed);
  for (let i = grid.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [grid[i], grid[j]] = [grid[j] as TrialConfig, grid[i] as TrialConfig];
  }
  return grid.slice(0, search.max_trials);
}

/**
 * Runs one /optimize job: embeds the dataset once, fits a head per trial on the same
 * embeddings, keeps the best by validation accuracy (then validation loss), stores it.
 */
export async function runOptimizationJob(
  deps: ClassifierDeps,
  ctx: JobContext,
  job: PreparedOptimization,
): Promise<Partial<JobRecord>> {
  const started = performance.now();
  const set = await embedForJob(deps, ctx, job);
  const data = toFitData(set);
  const trials: TrialResult[] = [];
  let best: { fitted: FittedHead; config: TrainConfig; result: TrialResult } | undefined;
  for (const [i, trial] of job.trials.entries()) {
    const config: TrainConfig = { ...job.request.config, ...trial };
    const trialStarted = performance.now();
    const fitted = await fitInWorker(
      deps.trainer,
      ctx,
      data,
      fitOptions(config),
      set.classes,
      {},
      (stats) =>
        ctx.update({
          progress: {
            stage: "training",
            images_done: set.summary.images,
            images_total: set.summary.images,
            epoch: stats.epoch,
            epochs: config.epochs,
            trial: i + 1,
            trials: job.trials.length,
            percent: 50 + (49 * (i + stats.epoch / config.epochs)) / job.trials.length,
          },
        }),
    );
    const result: TrialResult = {
      trial: i + 1,
      config: { ...trial },
      val_accuracy: fitted.report?.accuracy ?? 0,
      val_loss: round(fitted.calibration?.nll_after ?? Number.POSITIVE_INFINITY),
      macro_f1: fitted.report?.macro_f1 ?? 0,
      epochs_run: fitted.history.length,
      duration_s: round((performance.now() - trialStarted) / 1000),
    };
    trials.push(result);
    if (
      !best ||
      result.val_accuracy > best.result.val_accuracy ||
      (result.val_accuracy === best.result.val_accuracy && result.val_loss < best.result.val_loss)
    ) {
      best = { fitted, config, result };
    }
    await ctx.update({ trials: [...trials], best_config: { ...best.result.config } }, true);
  }
  if (!best) throw new Error("no trials ran");
  await ctx.update(
    { progress: savingProgress(set, best.fitted.history.length, best.config.epochs) },
    true,
  );
  const model = await saveModel(
    deps,
    ctx.id,
    job,
    set,
    best.fitted,
    best.config,
    (performance.now() - started) / 1000,
  );
  return {
    ...resultPatch(set, best.fitted, model),
    trials,
    best_config: { ...best.result.config, trial: best.result.trial },
  };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function round(value: number): number {
  return Number.isFinite(value) ? Math.round(value * 1e6) / 1e6 : value;
}
