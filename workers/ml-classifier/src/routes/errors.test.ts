import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ErrorBody } from "@iris/kit";
import { errorEnvelope } from "@iris/kit/contract";
import { makeImage, multipartForm } from "@iris/kit/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobRecord } from "../jobs";
import {
  patternImage,
  startTestService,
  type TestService,
  waitForJob,
  writePatternDataset,
} from "../testing";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ SERVICE_TOKEN: "secret" });
  const root = svc.datasetsDir;
  await writePatternDataset(join(root, "patterns"), 6, 3);
  await writePatternDataset(join(root, "single"), 3, 4, ["checks"]);
  mkdirSync(join(root, "empty", "a"), { recursive: true });
  mkdirSync(join(root, "empty", "b"), { recursive: true });
  // Good images with unreadable files mixed in, and one class with nothing readable.
  await writePatternDataset(join(root, "dirty"), 6, 5, ["checks", "stripes_h"]);
  const png = await makeImage(30, 30, "png");
  writeFileSync(
    join(root, "dirty", "checks", "truncated.png"),
    Buffer.concat([png.subarray(0, 8), Buffer.alloc(50, 7)]),
  );
  writeFileSync(join(root, "dirty", "checks", "notes.txt"), "not an image");
  writeFileSync(join(root, "dirty", "stripes_h", "empty.jpg"), "");
  mkdirSync(join(root, "dirty", "stripes_v"));
  writeFileSync(
    join(root, "dirty", "stripes_v", "garbage.png"),
    Buffer.from("\x89PNG\r\n\x1a\nrubbish"),
  );
  mkdirSync(join(svc.dataDir, "secret", "x"), { recursive: true });
  symlinkSync(join(svc.dataDir, "secret"), join(root, "escape"));
});
afterAll(() => svc.close());

const auth = { authorization: "Bearer secret" };

async function classify(form: FormData) {
  const res = await fetch(`${svc.url}/classify`, { method: "POST", headers: auth, body: form });
  return { status: res.status, body: errorEnvelope.parse(await res.json()) };
}

describe("bad input", () => {
  it("requires the service token", async () => {
    const res = await fetch(`${svc.url}/models`);
    expect(res.status).toBe(401);
  });

  it("answers 400 when /classify has no file, 415 for a non-image", async () => {
    const none = await classify(multipartForm([], { model: "x" }));
    expect(none.status).toBe(400);
    expect(none.body.error.code).toBe("VALIDATION_ERROR");
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "binary");
    expect((await classify(multipartForm([{ name: "a.gif", bytes: gif }]))).status).toBe(415);
  });

  it("answers 404 for an unknown model and 503 when no default model is installed", async () => {
    const image = await patternImage("checks", 1);
    const unknown = await classify(
      multipartForm([{ name: "a.png", bytes: image }], { model: "nope" }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("NOT_FOUND");
    const noDefault = await classify(multipartForm([{ name: "a.png", bytes: image }]));
    expect(noDefault.status).toBe(503);
    expect(noDefault.body.error.details).toMatch(/doctype-v1/);
    const evaluate = await svc.json<ErrorBody>("POST", "/evaluate", {
      dataset_path: "patterns",
      model: "nope",
    });
    expect(evaluate.status).toBe(404);
  });

  it("answers 404 for an unknown training id, well-formed or not", async () => {
    for (const id of ["train_00000000-0000-0000-0000-000000000000", "nope", "..%2F..%2Fetc"]) {
      const { status, body } = await svc.json<ErrorBody>("GET", `/train/status/${id}`);
      expect(status, id).toBe(404);
      expect(body.error.code).toBe("NOT_FOUND");
    }
    expect((await svc.json("POST", "/train/nope/cancel")).status).toBe(404);
  });

  it("confines dataset_path to DATASETS_DIR: '..', outside paths and symlinks out are 400", async () => {
    for (const dataset_path of [
      "../secret",
      "patterns/../../secret",
      join(svc.dataDir, "secret"),
      "/etc",
      "escape",
    ]) {
      const { status, body } = await svc.json<ErrorBody>("POST", "/train", { dataset_path });
      expect(status, dataset_path).toBe(400);
      expect(body.error.code).toBe("VALIDATION_ERROR");
    }
    const missing = await svc.json<ErrorBody>("POST", "/evaluate", {
      dataset_path: "does-not-exist",
    });
    expect(missing.status).toBe(404);
  });

  it("refuses an empty or one-class dataset with 400", async () => {
    const empty = await svc.json<ErrorBody>("POST", "/train", { dataset_path: "empty" });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/empty/);
    const single = await svc.json<ErrorBody>("POST", "/train", { dataset_path: "single" });
    expect(single.status).toBe(400);
    expect(single.body.error.message).toMatch(/one class/);
  });

  it("names the field at fault in an invalid training request", async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /dataset_path/],
      [{ dataset_path: "patterns", config: { epochs: "many" } }, /config\.epochs/],
      [
        { dataset_path: "patterns", config: { model_architecture: "resnet50" } },
        /unknown architecture "resnet50"/,
      ],
      [{ dataset_path: "patterns", validation_split: 2 }, /validation_split/],
      [
        { dataset_path: "patterns", validation_split: 0, config: { early_stopping: true } },
        /validation split/,
      ],
      [{ dataset_path: "patterns", config: { backbone: "resnet" } }, /backbone/],
      [{ dataset_path: "patterns", model_id: "../evil" }, /model_id/],
    ];
    for (const [body, pattern] of cases) {
      const res = await svc.json<ErrorBody>("POST", "/train", body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(`${res.body.error.message} ${res.body.error.details}`).toMatch(pattern);
    }
  });

  it("refuses a grid larger than max_trials and an optimisation without validation", async () => {
    const grid = await svc.json<ErrorBody>("POST", "/optimize", {
      dataset_path: "patterns",
      search: {
        strategy: "grid",
        max_trials: 3,
        space: { learning_rate: [0.1, 0.01], epochs: [5, 10] },
      },
    });
    expect(grid.status).toBe(400);
    expect(grid.body.error.message).toMatch(/grid has \d+ combinations/);
    const noValidation = await svc.json<ErrorBody>("POST", "/optimize", {
      dataset_path: "patterns",
      validation_split: 0,
    });
    expect(noValidation.status).toBe(400);
  });

  it("skips and counts unreadable images, and leaves out a class with none readable", async () => {
    const { status, body } = await svc.json<{ data: { training_id: string } }>("POST", "/train", {
      dataset_path: "dirty",
      config: { epochs: 3, data_augmentation: false },
    });
    expect(status).toBe(202);
    const job = await waitForJob<JobRecord>(svc, body.data.training_id);
    expect(job.status).toBe("completed");
    expect(job.dataset?.skipped).toBe(4);
    expect(job.dataset?.skipped_files.map((f) => f.file).sort()).toEqual([
      "checks/notes.txt",
      "checks/truncated.png",
      "stripes_h/empty.jpg",
      "stripes_v/garbage.png",
    ]);
    expect(job.dataset?.classes).toEqual(["checks", "stripes_h"]);
    expect(job.dataset?.empty_classes).toEqual(["stripes_v"]);
    expect(job.dataset?.usable).toBe(12);
  });

  it("fails the job, with a message, when fewer than two classes have readable images", async () => {
    const root = join(svc.datasetsDir, "unreadable");
    for (const c of ["a", "b"]) {
      mkdirSync(join(root, c), { recursive: true });
      writeFileSync(join(root, c, "x.png"), Buffer.from("\x89PNG\r\n\x1a\nrubbish"));
    }
    writeFileSync(join(root, "a", "ok.png"), await patternImage("checks", 3));
    const { body } = await svc.json<{ data: { training_id: string } }>("POST", "/train", {
      dataset_path: "unreadable",
      config: { epochs: 2, data_augmentation: false },
    });
    const job = await waitForJob<JobRecord>(svc, body.data.training_id);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/fewer than two classes have readable images/);
  });
});
