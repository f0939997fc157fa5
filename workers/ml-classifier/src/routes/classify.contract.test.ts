import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  expectDocumented,
  fetchOpenApi,
  listenForTest,
  makeImage,
  multipartForm,
  type RunningService,
  readData,
  readError,
} from "@iris/kit/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { classifyData } from "../contract";

// The service as `npm start` runs it: the repository's model manifest and shipped models.
const dataDir = mkdtempSync(join(tmpdir(), "iris-classifier-contract-"));
const auth = { authorization: "Bearer t" };
let svc: RunningService;
beforeAll(async () => {
  svc = await listenForTest(
    await buildApp(readConfig({ LOG_LEVEL: "silent", SERVICE_TOKEN: "t", DATA_DIR: dataDir })),
  );
});
afterAll(async () => {
  await svc.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function classify(bytes: Uint8Array, fields: Record<string, string> = {}) {
  return fetch(`${svc.url}/classify`, {
    method: "POST",
    headers: auth,
    body: multipartForm([{ name: "page.png", bytes }], fields),
  });
}

describe("the /classify contract", () => {
  it("serves the documented answer, confident or not", async () => {
    const openapi = await fetchOpenApi(svc.url, auth);
    const forms: Record<string, string>[] = [{}, { confidence_threshold: "1" }];
    for (const fields of forms) {
      const res = await classify(await makeImage(320, 200), fields);
      const body = await res.clone().json();
      const data = await readData(res, classifyData);
      expect(data.top_3_predictions.length).toBeGreaterThan(0);
      expect(data.filename).toBe("page.png");
      expectDocumented(openapi, { method: "POST", path: "/classify", status: 200 }, body);
    }
  }, 60_000);

  it("answers the documented error envelope for a bad threshold and an unknown model", async () => {
    const openapi = await fetchOpenApi(svc.url, auth);
    for (const [fields, status] of [
      [{ confidence_threshold: "2" }, 400],
      [{ model: "no_such_model" }, 404],
    ] as const) {
      const res = await classify(await makeImage(64, 64), fields);
      const body = await res.clone().json();
      await readError(res, status);
      expectDocumented(openapi, { method: "POST", path: "/classify", status }, body);
    }
  });

  it("documents its form fields and the file part", async () => {
    const openapi = await fetchOpenApi(svc.url, auth);
    expect(JSON.stringify(openapi.paths["/classify"])).toContain('"confidence_threshold"');
    expect(JSON.stringify(openapi.paths["/classify"])).toContain('"file"');
  });
});
