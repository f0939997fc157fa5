import { mkdtempSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PHASE_SERVICES, type PhaseServiceName } from "@iris/e2e/support";
import { listenForTest, makeImage, type RunningService, readError } from "@iris/kit/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A data directory the service cannot write (start-up), and a disk that fills up under a
// running service (the similarity index of ml-embeddings, which appends to a file).

/** Not writable even by root: sysfs refuses new entries. */
const UNWRITABLE = "/sys/iris-reliability-data";

describe("a data directory that cannot be written at start-up", () => {
  for (const name of ["ml_embeddings", "ml_classifier", "ocr_extractor"] as PhaseServiceName[]) {
    it(`${name} refuses to start and names the directory`, async () => {
      const mod = PHASE_SERVICES[name];
      const config = mod.readConfig({ LOG_LEVEL: "silent", DATA_DIR: UNWRITABLE });
      await expect(mod.buildApp(config as never)).rejects.toThrow(UNWRITABLE);
    }, 60_000);
  }
});

describe("ml-embeddings when the disk under its similarity index is full", () => {
  let dir: string;
  let service: RunningService;
  let png: Uint8Array;
  const indexFile = () => join(dir, "similarity-index.jsonl");

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "iris-reliability-full-"));
    const mod = PHASE_SERVICES.ml_embeddings;
    const config = mod.readConfig({
      LOG_LEVEL: "silent",
      DATA_DIR: dir,
      SIMILARITY_INDEX_FILE: indexFile(),
    });
    service = await listenForTest(await mod.buildApp(config as never));
    png = await makeImage(160, 120);
  }, 120_000);

  // Closing ends the service's ONNX and clustering worker threads: well under a second alone,
  // but once over a minute while the whole suite loaded both cores (CI, 29 Nov).
  afterAll(async () => {
    await service?.close();
    rmSync(dir, { recursive: true, force: true });
  }, 180_000);

  const embed = (store: boolean) => {
    const form = new FormData();
    form.append("store", String(store));
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "p.png");
    return fetch(`${service.url}/embed`, { method: "POST", body: form });
  };

  it("stores while the disk has room", async () => {
    expect((await embed(true)).status).toBe(200);
  }, 30_000);

  let fullDisk: { status: number; retryable: boolean } | undefined;

  it("answers a 5xx for a store on a full disk, and keeps embedding without one", async () => {
    // Appends to /dev/full fail with ENOSPC, as on a full disk.
    unlinkSync(indexFile());
    symlinkSync("/dev/full", indexFile());
    const res = await embed(true);
    expect(res.status).toBeGreaterThanOrEqual(500);
    const status = res.status;
    const { error } = await readError(res);
    fullDisk = { status, retryable: error.retryable };
    expect((await embed(false)).status).toBe(200);
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
  }, 30_000);

  it("marks that error retryable (the same store succeeds once there is room)", () => {
    expect(fullDisk?.retryable).toBe(true);
  });

  it("stores again once the disk has room (a failed append does not poison later ones)", async () => {
    unlinkSync(indexFile());
    expect((await embed(true)).status).toBe(200);
  }, 30_000);
});
