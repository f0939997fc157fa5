import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { call, readJson } from "../../test/gateway";

describe("API description", () => {
  it("publishes OpenAPI 3.1 with every route of sets A, B and C", async () => {
    const res = await call("/openapi.json");
    expect(res.status).toBe(200);
    const doc = await readJson(
      res,
      z.object({
        openapi: z.string(),
        paths: z.record(z.string(), z.record(z.string(), z.unknown())),
      }),
    );
    expect(doc.openapi).toBe("3.1.0");
    const expected: [string, string][] = [
      ["post", "/api/v1/auth/register"],
      ["post", "/api/v1/auth/login"],
      ["post", "/api/v1/auth/refresh"],
      ["get", "/api/v1/auth/profile"],
      ["post", "/api/v1/auth/logout"],
      ["post", "/api/v1/pipeline/process"],
      ["get", "/api/v1/pipeline/status"],
      ["get", "/api/v1/pipeline/history"],
      ["post", "/api/v1/phases/preprocess"],
      ["post", "/api/v1/phases/embeddings"],
      ["post", "/api/v1/phases/classify"],
      ["post", "/api/v1/phases/extract"],
      ["get", "/metrics"],
      ["get", "/status"],
      ["post", "/process"],
      ["get", "/process/{processing_id}"],
      ["get", "/results/{processing_id}"],
      ["post", "/phase1/process"],
      ["post", "/phase2/embed"],
      ["post", "/phase2/cluster"],
      ["post", "/phase3/classify"],
      ["post", "/phase3/train"],
      ["post", "/phase4/ocr"],
      ["post", "/phase4/extract"],
      ["get", "/admin/models"],
      ["post", "/admin/models/reload"],
      ["delete", "/admin/models/{model_id}"],
      ["get", "/admin/stats"],
      ["get", "/admin/config"],
      ["put", "/admin/config"],
      ["get", "/services"],
      ["get", "/pipeline/status/{pipeline_id}"],
      ["post", "/image-processor/process"],
      ["post", "/ml-embeddings/embed"],
      ["post", "/ml-embeddings/cluster"],
      ["post", "/ml-classifier/classify"],
      ["post", "/ocr-extractor/extract"],
      ["post", "/ocr-extractor/extract_json"],
      ["post", "/v1/process"],
      ["get", "/v1/services"],
    ];
    const missing = expected.filter(([m, p]) => !doc.paths[p]?.[m]).map(([m, p]) => `${m} ${p}`);
    expect(missing).toEqual([]);
  });

  it("serves the bundled docs page at /api-docs and /docs", async () => {
    for (const path of ["/api-docs", "/docs"]) {
      const res = await call(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("/vendor/swagger-ui/swagger-ui-bundle.js");
      expect(html).not.toMatch(/https?:\/\//);
    }
    const bundle = await call("/vendor/swagger-ui/swagger-ui-bundle.js");
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toContain("javascript");
  });

  it("describes itself at /api", async () => {
    const body = await readJson(
      await call("/api"),
      z.looseObject({ route_sets: z.record(z.string(), z.unknown()) }),
    );
    expect(body).toMatchObject({ name: "iris", version: "1.0.0" });
    expect(Object.keys(body.route_sets)).toEqual(["A", "B", "C"]);
    expect(body.links).toMatchObject({ docs: "/api-docs", openapi: "/openapi.json" });
  });
});
