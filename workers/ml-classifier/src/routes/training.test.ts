import { join } from "node:path";
import { multipartForm, parsePrometheus, readData } from "@iris/kit/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EvaluationResult } from "../classifier/evaluate-dataset";
import { classifyData, modelsContract } from "../contract";
import type { JobRecord } from "../jobs";
import {
  patternImage,
  startTestService,
  type TestService,
  waitForJob,
  writePatternDataset,
} from "../testing";

let svc: TestService;
let modelId: string;

beforeAll(async () => {
  svc = await startTestService();
  await writePatternDataset(join(svc.datasetsDir, "patterns"), 12, 1);
  await writePatternDataset(join(svc.datasetsDir, "holdout"), 8, 2);
});
afterAll(() => svc.close());

/** POST /classify; the answer's `data`, read with its contract (200 expected). */
async function classify(image: Uint8Array, fields: Record<string, string> = {}) {
  const res = await fetch(`${svc.url}/classify`, {
    method: "POST",
    body: multipartForm([{ name: "page.png", bytes: image }], fields),
  });
  return readData(res, classifyData);
}

describe("training", () => {
  it("answers 202 with a training id at once, then runs the job to completion", async () => {
    const { status, body } = await svc.json<{
      data: { training_id: string; status: string; dataset: { classes: string[] } };
    }>("POST", "/train", {
      dataset_path: "patterns",
      validation_split: 0.25,
      config: {
        model_architecture: "softmax_regression",
        batch_size: 8,
        learning_rate: 0.01,
        epochs: 12,
        data_augmentation: false,
        early_stopping: true,
      },
    });
    expect(status).toBe(202);
    expect(body.data.training_id).toMatch(/^train_/);
    expect(["queued", "running"]).toContain(body.data.status);
    expect(body.data.dataset.classes).toEqual(["checks", "stripes_h", "stripes_v"]);

    const job = await waitForJob<JobRecord>(svc, body.data.training_id);
    expect(job.status).toBe("completed");
    expect(job.error).toBeNull();
    expect(job.model_id).toBeTruthy();
    expect(job.history.length).toBeGreaterThan(0);
    expect(job.history.length).toBeLessThanOrEqual(12);
    for (const epoch of job.history) {
      expect(epoch).toMatchObject({
        train_loss: expect.any(Number),
        val_accuracy: expect.any(Number),
      });
    }
    expect(job.dataset).toMatchObject({ images: 36, train: 27, validation: 9, skipped: 0 });
    expect(job.validation_metrics?.accuracy).toBeGreaterThanOrEqual(0.85);
    expect(job.progress).toMatchObject({ stage: "done", percent: 100 });
    modelId = job.model_id as string;
  });

  it("lists the new model with its classes, backbone and metrics", async () => {
    const res = await fetch(`${svc.url}/models`);
    const model = (await readData(res, modelsContract.data)).models.find(
      (m) => m.model_id === modelId,
    );
    expect(model).toMatchObject({
      classes: ["checks", "stripes_h", "stripes_v"],
      backbone: "tiny_vit_fixture",
      architecture: "softmax_regression",
      source: "trained",
      active: false,
    });
    expect(model?.metrics?.accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it("classifies unseen images with calibrated top-3 probabilities", async () => {
    for (const [i, pattern] of (["stripes_v", "checks", "stripes_h"] as const).entries()) {
      const result = await classify(await patternImage(pattern, 5000 + i), { model: modelId });
      expect(result.predicted_class).toBe(pattern);
      expect(result.model_id).toBe(modelId);
      expect(result.model_version).toMatch(new RegExp(`^${modelId}-[0-9a-f]{12}$`));
      expect(result.top_3_predictions).toHaveLength(3);
      expect(result.top_3_predictions[0]).toEqual({
        class: pattern,
        confidence: result.confidence,
      });
      const confidences = result.top_3_predictions.map((p) => p.confidence);
      expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
      expect(confidences.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 4);
    }
  });

  it("answers unknown, with the candidates, when no class reaches the threshold", async () => {
    // A head that has barely trained is unsure about everything.
    const { body } = await svc.json<{ data: { training_id: string } }>("POST", "/train", {
      dataset_path: "patterns",
      config: {
        learning_rate: 0.000001,
        epochs: 1,
        early_stopping: false,
        data_augmentation: false,
      },
    });
    const unsure = (await waitForJob<JobRecord>(svc, body.data.training_id)).model_id as string;
    const image = await patternImage("checks", 77);
    const answer = await classify(image, { model: unsure });
    expect(answer.confidence).toBeLessThan(0.5);
    expect(answer).toMatchObject({ predicted_class: "unknown", confident: false, threshold: 0.5 });
    expect(answer.top_3_predictions.map((p) => p.class).sort()).toEqual([
      "checks",
      "stripes_h",
      "stripes_v",
    ]);
    expect(answer.confidence).toBe(answer.top_3_predictions[0]?.confidence);
    // A lower threshold for this request gets the best guess instead.
    const guess = await classify(image, { model: unsure, confidence_threshold: "0.1" });
    expect(guess.predicted_class).toBe(answer.top_3_predictions[0]?.class);
    expect(guess.confident).toBe(true);
  });

  it("uses the active model when none is named, once activated", async () => {
    const activated = await svc.json("POST", `/models/${modelId}/activate`);
    expect(activated.status).toBe(200);
    const answer = await classify(await patternImage("stripes_h", 31));
    expect(answer).toMatchObject({ model_id: modelId, predicted_class: "stripes_h" });
    const list = await svc.json<{ data: { active_model: string } }>("GET", "/models");
    expect(list.body.data.active_model).toBe(modelId);
  });

  it("evaluates a labelled dataset: accuracy, macro-F1, per-class metrics, confusion matrix", async () => {
    const { status, body } = await svc.json<{ data: EvaluationResult }>("POST", "/evaluate", {
      dataset_path: "holdout",
      model: modelId,
    });
    expect(status).toBe(200);
    const report = body.data;
    expect(report.samples).toBe(24);
    expect(report.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(report.macro_f1).toBeGreaterThanOrEqual(0.9);
    expect(Object.keys(report.per_class)).toEqual(["checks", "stripes_h", "stripes_v"]);
    expect(report.per_class.checks?.support).toBe(8);
    expect(report.confusion_matrix.labels).toEqual(["checks", "stripes_h", "stripes_v"]);
    const cells = report.confusion_matrix.matrix.flat();
    expect(cells.reduce((a, b) => a + b, 0)).toBe(24);
    const diagonal = report.confusion_matrix.matrix.reduce(
      (s, row, i) => s + (row[i] as number),
      0,
    );
    expect(diagonal / 24).toBeCloseTo(report.accuracy, 6);
  });

  it("trains an MLP with augmentation, and counts augmented views", async () => {
    const { body } = await svc.json<{ data: { training_id: string } }>("POST", "/train", {
      dataset_path: "patterns",
      config: {
        model_architecture: "mlp",
        epochs: 4,
        data_augmentation: true,
        augmentation_copies: 1,
        hidden_units: 32,
      },
    });
    const job = await waitForJob<JobRecord>(svc, body.data.training_id);
    expect(job.status).toBe("completed");
    expect(job.dataset?.augmented_views).toBe(job.dataset?.train);
    const model = await svc.json<{
      data: { architecture: string; metadata: { head: { hidden_units: number } } };
    }>("GET", `/models/${job.model_id}`);
    expect(model.body.data.architecture).toBe("mlp");
    expect(model.body.data.metadata.head.hidden_units).toBe(32);
  });

  it("optimises over a bounded grid and keeps the best trial's model", async () => {
    const { status, body } = await svc.json<{ data: { training_id: string; trials: unknown[] } }>(
      "POST",
      "/optimize",
      {
        dataset_path: "patterns",
        validation_split: 0.25,
        config: { data_augmentation: false, early_stopping: false },
        search: {
          strategy: "grid",
          max_trials: 4,
          space: {
            learning_rate: [0.00001, 0.02],
            epochs: [6],
            batch_size: [8],
            model_architecture: ["softmax_regression", "mlp"],
          },
        },
      },
    );
    expect(status).toBe(202);
    expect(body.data.trials).toHaveLength(4);
    const job = await waitForJob<JobRecord>(svc, body.data.training_id);
    expect(job.status).toBe("completed");
    expect(job.trials).toHaveLength(4);
    const best = Math.max(...(job.trials ?? []).map((t) => t.val_accuracy));
    expect(best).toBeGreaterThanOrEqual(0.85);
    const chosen = job.trials?.find((t) => t.trial === job.best_config?.trial);
    expect(chosen?.val_accuracy).toBe(best);
    // The tiny learning rate cannot beat the useful one.
    expect(chosen?.config.learning_rate).toBe(0.02);
    expect(job.model_id).toBeTruthy();
    expect((await svc.json("GET", `/models/${job.model_id}`)).status).toBe(200);
  });

  it("cancels a running job, and keeps answering /classify while a job trains", async () => {
    const { body } = await svc.json<{ data: { training_id: string } }>("POST", "/train", {
      dataset_path: "patterns",
      config: {
        epochs: 1000,
        early_stopping: false,
        data_augmentation: false,
        batch_size: 1,
        model_architecture: "mlp",
      },
    });
    const id = body.data.training_id;
    const running = await waitForJob<JobRecord>(
      svc,
      id,
      (r) => r.status === "running" && r.progress.stage === "training",
    );
    expect(running.status).toBe("running");
    const during = await classify(await patternImage("stripes_v", 91), { model: modelId });
    expect(during.predicted_class).toBe("stripes_v");
    expect(
      (await svc.json<{ data: JobRecord }>("GET", `/train/status/${id}`)).body.data.status,
    ).toBe("running");

    const cancel = await svc.json<{ data: JobRecord }>("POST", `/train/${id}/cancel`);
    expect([200, 202]).toContain(cancel.status);
    const job = await waitForJob<JobRecord>(svc, id);
    expect(job.status).toBe("cancelled");
    expect(job.model_id).toBeNull();
    expect(job.history.length).toBeLessThan(1000);
    const again = await svc.json<{ error: { code: string } }>("POST", `/train/${id}/cancel`);
    expect(again.status).toBe(409);
  });

  it("lists recent jobs and exposes classifier metrics", async () => {
    const { body } = await svc.json<{ data: { jobs: JobRecord[] } }>("GET", "/train");
    expect(body.data.jobs.map((j) => j.status)).toEqual(
      expect.arrayContaining(["completed", "cancelled"]),
    );
    const metrics = parsePrometheus(await (await fetch(`${svc.url}/metrics`)).text());
    const predictions = metrics.find((f) => f.name === "classifier_predictions_total");
    const stripes = predictions?.samples.find((s) => s.labels.predicted_class === "stripes_v");
    expect(stripes?.value).toBeGreaterThanOrEqual(1);
    expect(metrics.find((f) => f.name === "classifier_training_jobs")?.type).toBe("gauge");
  });
});
