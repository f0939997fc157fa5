import { env } from "cloudflare:workers";
import { z } from "@hono/zod-openapi";
import { DOCUMENT_TYPES } from "@iris/kit/document-types";
import { predictionSchema } from "@iris/ml-classifier/contract";
import { extractionMetadata } from "@iris/ocr-extractor/contract";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { call, readJson } from "../../test/gateway";
import { StatsSchema } from "../admin/stats-route";
import { ErrorBodySchema } from "../schemas/common";
import { PipelineHistoryPage, PipelineRunB, PipelineRunC, PipelineStatus } from "./schemas";

const photos = inject("corpusPhotos");

function photo(type: string) {
  const p = photos.find((x) => x.type === type);
  if (!p) throw new Error(`no corpus photo of ${type}`);
  const bytes = Uint8Array.from(atob(p.jpeg_base64), (ch) => ch.charCodeAt(0));
  return { ...p, blob: new Blob([bytes], { type: "image/jpeg" }) };
}

function form(fields: Record<string, string | Blob>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v instanceof Blob) body.append(k, v, "photo.jpg");
    else body.append(k, v);
  }
  return body;
}

/** Runs every corpus type through POST /process (variant C) once; the tests read the answers. */
const runs = new Map<string, { status: number; body: unknown; requestId: string }>();
/** When the runs began (a result's KV expiry is counted from its own run). */
let runsStartedAt = 0;

/** A run's answer, parsed as variant C (throws when it is not one). */
function runOf(type: string) {
  const run = runs.get(type);
  if (!run) throw new Error(`no run of ${type}`);
  return { ...run, body: PipelineRunC.parse(run.body) };
}

/** The field groups of a ficha de residencia's final_extraction (spec §2.2). */
const Group = z.record(z.string(), z.unknown());
const FichaGroups = z.object({ personal_info: Group, contact_info: Group, additional_info: Group });

beforeAll(async () => {
  // Cache off: each test run must exercise the services.
  await call("/admin/config", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cache: { enabled: false } }),
  });
  runsStartedAt = Date.now();
  for (const p of photos) {
    const requestId = `corpus-${p.type}-${crypto.randomUUID().slice(0, 8)}`;
    const res = await call("/process", {
      method: "POST",
      body: form({ file: photo(p.type).blob }),
      headers: { "x-request-id": requestId },
    });
    runs.set(p.type, { status: res.status, body: await res.json(), requestId });
  }
}, 600_000);

describe("POST /process (variant C) on corpus photos of every type", () => {
  it.each(photos.map((p) => p.type))("%s: every field of spec §2.1–2.3", (type) => {
    const run = runs.get(type);
    expect(run?.status, JSON.stringify(run?.body).slice(0, 400)).toBe(200);
    const { body } = runOf(type);
    expect(body.success).toBe(true);
    expect(body.pipeline_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.processing_time).toBeGreaterThan(0);
    expect(body.warnings).toEqual([]);
    // No hint was given: the image and the text decided the type, and it is right.
    expect(["both", "classifier", "text"]).toContain(body.document_type_source);
    expect(body.document_type).toBe(type);
    expect(body.document_type_candidates[0]?.class).toBe(type);
    expect(body.document_type_confidence).toBeGreaterThanOrEqual(0.5);

    const { phase_1, phase_2, phase_3_4, phase_5_6 } = body.phases;
    for (const p of [phase_1, phase_2, phase_3_4, phase_5_6]) {
      expect(p.status).toBe("completed");
      expect(p.processing_time).toBeGreaterThan(0);
    }
    expect(typeof phase_1.result.unwarping_applied).toBe("boolean");
    expect(phase_1.result.enhancement_applied).toBe(true);
    const dims = z.array(z.number()).parse(phase_1.result.output_dimensions);
    expect(dims).toHaveLength(2);
    expect(dims.every((d) => Number.isInteger(d) && d > 100)).toBe(true);
    expect(phase_2.result.embedding_dimension).toBeGreaterThan(0);
    expect(phase_2.result.clustering_performed).toBe(false);
    // The image classifier's own answer is one piece of evidence (the fused type above is
    // what the caller gets): a known class, consistent with its top 3.
    expect(DOCUMENT_TYPES).toContain(phase_3_4.result.predicted_class);
    expect(phase_3_4.result.confidence).toBeGreaterThan(0);
    const top3 = z.array(predictionSchema).parse(phase_3_4.result.top_3_predictions);
    expect(top3).toHaveLength(3);
    expect(top3[0]?.class).toBe(phase_3_4.result.predicted_class);
    expect(top3.map((p) => p.class)).toContain(type);
    expect(phase_5_6.result.text_blocks_found).toBeGreaterThan(0);
    expect(phase_5_6.result.average_ocr_confidence).toBeGreaterThan(0);
    expect(phase_5_6.result.fields_extracted).toBeGreaterThan(0);

    const s = body.pipeline_summary;
    expect(s.phases_completed).toBe(4);
    expect(s.total_phases).toBe(4);
    const times = Object.values(body.phases).map((p) => p.processing_time);
    expect(s.average_phase_time).toBeCloseTo(times.reduce((a, b) => a + b, 0) / 4, 2);
    const bottleneck = PipelineRunC.shape.phases.keyof().parse(s.bottleneck_phase);
    expect(body.phases[bottleneck].processing_time).toBe(Math.max(...times));

    const meta = extractionMetadata.parse(body.final_extraction.metadata);
    expect(meta.document_type).toBe(type);
    expect(Number.isNaN(Date.parse(meta.extraction_timestamp))).toBe(false);
    expect(typeof meta.overall_confidence).toBe("number");
    expect(typeof meta.field_confidence).toBe("object");
    expect(Array.isArray(meta.missing_required_fields)).toBe(true);
    const quality = meta.quality_assessment;
    expect(typeof quality.quality_score).toBe("number");
    expect(typeof quality.quality_level).toBe("string");
    expect(typeof quality.completeness_ratio).toBe("number");
    expect(Array.isArray(quality.recommendations)).toBe(true);
  });

  it("reads a ficha de residencia's personal, contact and additional groups (spec §2.2)", () => {
    // Parsing checks that the three groups are objects.
    const fx = FichaGroups.parse(runOf("ficha_residencia").body.final_extraction);
    expect(Object.keys(fx.personal_info)).toEqual(
      expect.arrayContaining([
        "nombres",
        "apellidos",
        "nombre_completo",
        "cedula_numero",
        "fecha_nacimiento",
      ]),
    );
    expect(Object.keys(fx.contact_info)).toEqual(
      expect.arrayContaining(["direccion", "telefono", "email"]),
    );
    expect(Object.values(fx.personal_info).some((v) => typeof v === "string")).toBe(true);
  });

  it("keeps the run: status, set B lookups, results in KV for a day, history of the caller", async () => {
    const run = runOf("cedula_identidad");
    const id = run.body.pipeline_id;
    const status = await call(`/pipeline/status/${id}`);
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({
      pipeline_id: id,
      status: "completed",
      current_phase: "phase_5_6",
    });
    const b = await call(`/process/${id}`);
    expect((await readJson(b, PipelineStatus)).status).toBe("completed");

    const results = await call(`/results/${id}`);
    expect(results.status).toBe(200);
    // A finished run's results are its variant B answer.
    const rb = await readJson(results, PipelineRunB);
    expect(rb.processing_id).toBe(id);
    expect(rb.final_result.document_type).toBe("cedula_identidad");
    const listed = await env.CACHE.list({ prefix: "iris:api_gateway:result:" });
    const key = listed.keys.find((k) => k.name.endsWith(id));
    expect(key?.expiration).toBeGreaterThanOrEqual(Math.floor(runsStartedAt / 1000) + 86_400 - 1);
    expect(key?.expiration).toBeLessThanOrEqual(Date.now() / 1000 + 86_400 + 1);
    // Once KV lets the result go, /results is 404 while the status stays.
    await env.CACHE.delete(key?.name as string);
    expect((await call(`/results/${id}`)).status).toBe(404);
    expect((await call(`/pipeline/status/${id}`)).status).toBe(200);

    const byRequest = await call(`/api/v1/pipeline/status?request_id=${run.requestId}`);
    expect((await readJson(byRequest, PipelineStatus)).pipeline_id).toBe(id);

    const history = await call(
      "/api/v1/pipeline/history?limit=2&sort=processing_time&order=asc&fields=pipeline_id,status,processing_time",
    );
    expect(history.status).toBe(200);
    const page = await readJson(history, PipelineHistoryPage);
    expect(page.total).toBeGreaterThanOrEqual(photos.length);
    expect(page.data).toHaveLength(2);
    expect(Object.keys(page.data[0] ?? {}).sort()).toEqual([
      "pipeline_id",
      "processing_time",
      "status",
    ]);
    expect(Number(page.data[0]?.processing_time)).toBeLessThanOrEqual(
      Number(page.data[1]?.processing_time),
    );
    const bad = await call("/api/v1/pipeline/history?fields=pipeline_id,password");
    expect(bad.status).toBe(400);
    expect((await readJson(bad, ErrorBodySchema)).error.details).toContain("password");
  });

  it("counts the runs in /admin/stats (spec §2.5)", async () => {
    const res = await call("/admin/stats");
    expect(res.status).toBe(200);
    const stats = await readJson(res, StatsSchema);
    expect(stats.successful_requests).toBeGreaterThanOrEqual(photos.length);
    for (const k of ["phase_1", "phase_2", "phase_3", "phase_4"]) {
      expect(stats.requests_by_phase[k]).toBeGreaterThanOrEqual(photos.length);
    }
    expect(stats.most_processed_types.map((t) => t.type)).toEqual(
      expect.arrayContaining(photos.map((p) => p.type)),
    );
  });
});
