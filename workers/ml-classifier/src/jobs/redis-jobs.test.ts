import { rmSync } from "node:fs";
import { join } from "node:path";
import { startRedis, type TestRedis } from "@iris/kit/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService, waitForJob, writePatternDataset } from "../testing";
import { JobManager } from "./job-manager";
import type { JobRecord } from "./job-record";
import { RedisJobStore } from "./job-store";

const redis: TestRedis | undefined = await startRedis("ml-classifier Redis job tests");
const PREFIX = "iris:ml-classifier:";

let a: TestService;
let b: TestService;

beforeAll(async () => {
  if (!redis) return;
  a = await startTestService({ REDIS_URL: redis.url });
  // A second replica on the same Redis and the same model folder.
  b = await startTestService({ REDIS_URL: redis.url }, { fixture: a.fixture, dataDir: a.dataDir });
  await writePatternDataset(join(a.datasetsDir, "patterns"), 6, 11);
});
afterAll(async () => {
  if (!redis) return;
  await b?.stop();
  await a?.close();
  await redis.stop();
});

describe.skipIf(!redis)("training jobs in Redis", () => {
  it("shows a job started on one replica to another, through to its model", async () => {
    const { body } = await a.json<{ data: { training_id: string } }>("POST", "/train", {
      dataset_path: "patterns",
      config: { epochs: 3, data_augmentation: false },
    });
    const seen = await b.json<{ data: JobRecord }>("GET", `/train/status/${body.data.training_id}`);
    expect(seen.status).toBe(200);
    expect(["queued", "running", "completed"]).toContain(seen.body.data.status);
    const done = await waitForJob<JobRecord>(b, body.data.training_id);
    expect(done.status).toBe("completed");
    await b.json("POST", "/models/reload");
    expect((await b.json("GET", `/models/${done.model_id}`)).status).toBe(200);
  });

  it("keeps job state across a restart of the replica that ran it", async () => {
    const { body } = await a.json<{ data: { training_id: string } }>("POST", "/train", {
      dataset_path: "patterns",
      config: { epochs: 2, data_augmentation: false },
    });
    const done = await waitForJob<JobRecord>(a, body.data.training_id);
    await a.stop();
    const { fixture, dataDir } = a;
    const restarted = await startTestService(
      { REDIS_URL: (redis as TestRedis).url },
      { fixture, dataDir },
    );
    a = {
      ...restarted,
      close: async () => {
        await restarted.close();
        fixture.remove();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    const after = await a.json<{ data: JobRecord }>("GET", `/train/status/${done.training_id}`);
    expect(after.body.data).toMatchObject({ status: "completed", model_id: done.model_id });
    const jobs = await a.json<{ data: { jobs: JobRecord[] } }>("GET", "/train");
    expect(jobs.body.data.jobs.map((j) => j.training_id)).toContain(done.training_id);
  });

  it("cancels from another replica a job running on the first", async () => {
    const { body } = await a.json<{ data: { training_id: string } }>("POST", "/train", {
      dataset_path: "patterns",
      config: {
        epochs: 1000,
        early_stopping: false,
        data_augmentation: false,
        batch_size: 1,
        model_architecture: "mlp",
        hidden_units: 2048,
      },
    });
    const id = body.data.training_id;
    await waitForJob<JobRecord>(b, id, (r) => r.progress.stage === "training");
    const cancel = await b.json<{ data: JobRecord }>("POST", `/train/${id}/cancel`);
    expect(cancel.status).toBe(202);
    expect(cancel.body.data.cancel_requested).toBe(true);
    const job = await waitForJob<JobRecord>(b, id);
    expect(job.status).toBe("cancelled");
  });

  it("reports a job whose replica died as failed, not running forever", async () => {
    const client = new Redis((redis as TestRedis).url);
    const store = new RedisJobStore(client, PREFIX, 3600);
    const now = new Date().toISOString();
    const orphan: JobRecord = {
      training_id: "train_11111111-2222-3333-4444-555555555555",
      kind: "training",
      status: "running",
      created_at: now,
      started_at: now,
      finished_at: null,
      updated_at: now,
      owner: "a-replica-that-crashed",
      request: {},
      progress: {
        stage: "training",
        images_done: 1,
        images_total: 1,
        epoch: 1,
        epochs: 5,
        percent: 50,
      },
      history: [],
      dataset: null,
      validation_metrics: null,
      calibration: null,
      best_epoch: null,
      early_stopped: null,
      model_id: null,
      error: null,
      cancel_requested: false,
    };
    await store.put(orphan);
    const { body } = await b.json<{ data: JobRecord }>(
      "GET",
      `/train/status/${orphan.training_id}`,
    );
    expect(body.data.status).toBe("failed");
    expect(body.data.error).toMatch(/interrupted/);
    client.disconnect();
  });
});

describe.skipIf(!redis)("a replica that has just started", () => {
  it("is alive to the others before its first job's record, though its first beat was lost", async () => {
    // Commands are not queued while the client connects: the beat sent at start-up fails,
    // and the next comes 10 s later. Other replicas read a job of an owner with no heartbeat
    // as interrupted (the flaky cancel above answered 409 "has already failed").
    const client = new Redis((redis as TestRedis).url, {
      lazyConnect: true,
      enableOfflineQueue: false,
    });
    const store = new RedisJobStore(client, "iris:heartbeat-test:", 3600);
    const manager = new JobManager({ store, concurrency: 1, queueLimit: 4 });
    try {
      // The failed beat set the client connecting: wait until it can take commands.
      if (client.status !== "ready") await new Promise((ready) => client.once("ready", ready));
      expect(await store.isAlive(manager.replica)).toBe(false);
      const job = await manager.submit("training", {}, async () => ({}));
      expect(await store.isAlive(manager.replica)).toBe(true);
      expect((await store.get(job.training_id))?.owner).toBe(manager.replica);
    } finally {
      await manager.close();
      client.disconnect();
    }
  });
});

describe.skipIf(!redis)("training jobs while Redis is away", () => {
  it("still lists and reports the replica's jobs, and accepts new ones", async () => {
    const own = (await startRedis("ml-classifier job fallback")) as TestRedis;
    const svc = await startTestService({ REDIS_URL: own.url });
    try {
      await writePatternDataset(join(svc.datasetsDir, "patterns"), 6, 12);
      const first = await svc.json<{ data: { training_id: string } }>("POST", "/train", {
        dataset_path: "patterns",
        config: { epochs: 2, data_augmentation: false },
      });
      await waitForJob<JobRecord>(svc, first.body.data.training_id);
      await own.stop();

      const jobs = await svc.json<{ data: { jobs: JobRecord[] } }>("GET", "/train");
      expect(jobs.status).toBe(200);
      expect(jobs.body.data.jobs.map((j) => j.training_id)).toContain(first.body.data.training_id);
      const status = await svc.json<{ data: JobRecord }>(
        "GET",
        `/train/status/${first.body.data.training_id}`,
      );
      expect(status.body.data.status).toBe("completed");

      const second = await svc.json<{ data: { training_id: string } }>("POST", "/train", {
        dataset_path: "patterns",
        config: { epochs: 2, data_augmentation: false },
      });
      expect(second.status).toBe(202);
      const done = await waitForJob<JobRecord>(svc, second.body.data.training_id);
      expect(done.status).toBe("completed");

      const health = await svc.json<{ data: { checks: Record<string, { status: string }> } }>(
        "GET",
        "/health",
      );
      expect(health.body.data.checks.redis?.status).toBe("degraded");
    } finally {
      await svc.close();
    }
  }, 120_000);
});
