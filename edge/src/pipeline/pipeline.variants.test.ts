import { z } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call, callWith, readJson } from "../../test/gateway";
import { DEAD } from "../../test/upstream";
import { ErrorBodySchema } from "../schemas/common";
import { resetUpstreamState } from "../upstream";
import { PipelineRunB, PipelineRunC, PipelineStatus } from "./schemas";

const photos = inject("corpusPhotos");

function photoBlob(type: string) {
  const p = photos.find((x) => x.type === type);
  if (!p) throw new Error(`no corpus photo of ${type}`);
  return new Blob([Uint8Array.from(atob(p.jpeg_base64), (ch) => ch.charCodeAt(0))], {
    type: "image/jpeg",
  });
}

function form(fields: Record<string, string | Blob>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v instanceof Blob) body.append(k, v, "photo.jpg");
    else body.append(k, v);
  }
  return { method: "POST", body };
}

async function setConfig(patch: unknown) {
  await call("/admin/config", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(patch),
  });
}

beforeAll(() => setConfig({ cache: { enabled: false } }));
afterAll(async () => {
  await call("/admin/config", { method: "DELETE" });
  resetUpstreamState();
});

describe("variant B (a config field)", () => {
  it("answers spec §2.1's variant B, field by field", async () => {
    const res = await call(
      "/process",
      form({
        file: photoBlob("ficha_residencia"),
        config: '{"ficha_type":"residencia","language":"es"}',
      }),
    );
    expect(res.status).toBe(200);
    const raw = await res.json();
    const body = PipelineRunB.parse(raw);
    expect(body.success).toBe(true);
    expect(body.processing_id).toMatch(/^[0-9a-f-]{36}$/);
    // The phases in the order of the answer itself (parsing rebuilds them in schema order).
    const order = z.object({ phases: z.record(z.string(), z.unknown()) }).parse(raw);
    expect(Object.keys(order.phases)).toEqual([
      "phase_1",
      "phase_2",
      "phase_3",
      "phase_4",
      "phase_5",
    ]);
    for (const p of Object.values(body.phases)) {
      expect(p.status).toBe("completed");
      expect(p.processing_time).toBeGreaterThanOrEqual(0);
    }
    const out = (k: keyof typeof body.phases) => body.phases[k].output;
    const png = atob(String(out("phase_1").corrected_image).slice(0, 12));
    expect(png.slice(1, 4)).toBe("PNG");
    expect(typeof out("phase_1").confidence).toBe("number");
    const embedding = z.array(z.number()).parse(out("phase_2").embeddings);
    expect(embedding.length).toBeGreaterThan(0);
    // Phases 2 and 3-4 look at phase 1's small copy of the page, not the page: what they
    // answer is what the page itself gives them.
    const onPage = await call("/phase2/embed", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ image: `data:image/png;base64,${out("phase_1").corrected_image}` }),
    });
    expect(onPage.status).toBe(200);
    const full = z
      .object({ embeddings: z.array(z.object({ embedding: z.array(z.number()) })) })
      .parse(await onPage.json()).embeddings[0]?.embedding;
    expect(full?.length).toBe(embedding.length);
    const drift = Math.max(...embedding.map((v, i) => Math.abs(v - (full?.[i] ?? Number.NaN))));
    expect(drift).toBeLessThan(1e-4);
    // cluster_id is an integer (spec §2.1): without clustering there is none, so it is absent.
    expect(out("phase_2")).not.toHaveProperty("cluster_id");
    expect(out("phase_3").predicted_class).toBe("ficha_residencia");
    expect(typeof out("phase_3").confidence).toBe("number");
    expect(String(out("phase_4").text).length).toBeGreaterThan(20);
    expect(typeof out("phase_4").confidence).toBe("number");
    expect(out("phase_5").structured_data).toHaveProperty("personal_info");
    expect(body.total_processing_time).toBeGreaterThan(0);
    // The hint wins over the classifier (both recorded in the status view).
    expect(body.final_result.document_type).toBe("ficha_residencia");
    expect(Object.keys(body.final_result.extracted_data).length).toBeGreaterThan(0);
    expect(Object.keys(body.final_result.confidence_scores).length).toBeGreaterThan(0);
    const status = await readJson(await call(`/process/${body.processing_id}`), PipelineStatus);
    expect(status).toMatchObject({
      document_type_hint: "ficha_residencia",
      predicted_document_type: "ficha_residencia",
    });
  }, 180_000);
});

describe("a run in progress", () => {
  it("can be followed by its request id: running with a current phase, then completed", async () => {
    const requestId = `poll-${crypto.randomUUID()}`;
    const running = call("/process", {
      ...form({ file: photoBlob("factura") }),
      headers: { "x-request-id": requestId },
    });
    const seen: z.output<typeof PipelineStatus>[] = [];
    let finished = false;
    void running.then(() => {
      finished = true;
    });
    while (!finished) {
      const res = await call(`/api/v1/pipeline/status?request_id=${requestId}`);
      if (res.status === 200) seen.push(await readJson(res, PipelineStatus));
      await new Promise((r) => setTimeout(r, 150));
    }
    const answer = await readJson(await running, PipelineRunC);
    const during = seen.filter((s) => s.status === "running");
    expect(during.length).toBeGreaterThan(0);
    const phases = new Set(during.map((s) => s.current_phase));
    expect(
      [...phases].every((p) => ["phase_1", "phase_2", "phase_3_4", "phase_5_6"].includes(p ?? "")),
    ).toBe(true);
    const after = await call(`/pipeline/status/${answer.pipeline_id}`);
    expect(await readJson(after, PipelineStatus)).toMatchObject({ status: "completed" });
  }, 180_000);
});

describe("result cache", () => {
  it("answers the same file with the same options from cache within cache.ttl, and says so", async () => {
    await setConfig({ cache: { enabled: true, ttl: 600 } });
    const first = await call(
      "/process",
      form({ file: photoBlob("cedula_identidad"), document_type: "cedula_identidad" }),
    );
    const a = await readJson(first, PipelineRunC);
    expect(a.cached).toBe(false);
    const second = await call(
      "/process",
      form({ file: photoBlob("cedula_identidad"), document_type: "cedula_identidad" }),
    );
    expect(second.headers.get("x-cache")).toBe("HIT");
    const b = await readJson(second, PipelineRunC);
    expect(b.cached).toBe(true);
    expect(b.cached_from).toBe(a.pipeline_id);
    expect(b.pipeline_id).not.toBe(a.pipeline_id);
    expect(b.final_extraction).toEqual(a.final_extraction);
    // Other options are another key.
    const other = await call(
      "/process",
      form({
        file: photoBlob("cedula_identidad"),
        document_type: "cedula_identidad",
        enhance_quality: "false",
      }),
    );
    expect((await readJson(other, PipelineRunC)).cached).toBe(false);
    await setConfig({ cache: { enabled: false } });
  }, 180_000);
});

describe("fallbacks", () => {
  it("goes on with the original upload when phase 1 is down, and says so", async () => {
    const res = await callWith(
      { IMAGE_PROCESSOR_URL: DEAD },
      "/process",
      form({ file: photoBlob("formulario") }),
    );
    expect(res.status).toBe(200);
    const body = await readJson(res, PipelineRunC);
    expect(body.success).toBe(true);
    expect(body.phases.phase_1?.status).toBe("failed");
    expect(body.phases.phase_1?.fallback).toContain("original upload");
    for (const p of [body.phases.phase_2, body.phases.phase_3_4, body.phases.phase_5_6])
      expect(p.status).toBe("completed");
    expect(body.phases.phase_2?.result.embedding_dimension).toBeGreaterThan(0);
    expect(body.phases.phase_3_4?.result).toHaveProperty("top_3_predictions");
    expect(body.phases.phase_5_6?.result.text_blocks_found).toBeGreaterThan(0);
    expect(body.final_extraction).toHaveProperty("metadata");
    expect(body.pipeline_summary.phases_completed).toBe(3);
    expect(body.pipeline_summary.bottleneck_phase).toBe("phase_5_6");
    expect(body.warnings).toHaveLength(1);
  }, 180_000);

  it("goes on without the embedding when phase 2 is down, and says so", async () => {
    // Clustering asks for the embedding, so the run waits for phase 2 to fail (without it a
    // run that needs no embedding may answer first and report phase 2 cancelled).
    const res = await callWith(
      { ML_EMBEDDINGS_URL: DEAD },
      "/process",
      form({
        file: photoBlob("pasaporte"),
        document_type: "pasaporte",
        perform_clustering: "true",
      }),
    );
    expect(res.status).toBe(200);
    const body = await readJson(res, PipelineRunC);
    expect(body.success).toBe(true);
    expect(body.phases.phase_2).toMatchObject({
      status: "failed",
      error: { code: "SERVICE_UNAVAILABLE" },
    });
    expect(body.phases.phase_2?.fallback).toContain("without the embedding");
    expect(body.phases.phase_5_6?.status).toBe("completed");
    expect(body.warnings.some((w) => w.startsWith("phase_2"))).toBe(true);
    expect(body.pipeline_summary.phases_completed).toBe(3);
  }, 180_000);

  it("answers 503 SERVICE_UNAVAILABLE, retryable, with the pipeline id when phases 5-6 are down", async () => {
    const res = await callWith(
      { OCR_EXTRACTOR_URL: DEAD },
      "/process",
      form({ file: photoBlob("cedula_identidad"), document_type: "cedula_identidad" }),
    );
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await readJson(res, ErrorBodySchema);
    expect(body.success).toBe(false);
    expect(body.error).toMatchObject({ code: "SERVICE_UNAVAILABLE", retryable: true });
    expect(body.error.message).toContain("ocr_extractor");
    expect(body.pipeline_id).toMatch(/^[0-9a-f-]{36}$/);
    const status = await call(`/pipeline/status/${body.pipeline_id}`);
    expect(await readJson(status, PipelineStatus)).toMatchObject({
      status: "failed",
      current_phase: "phase_5_6",
      error_code: "SERVICE_UNAVAILABLE",
    });
  }, 180_000);
});

/** Phase 2's nearest stored documents, most similar first. */
const Neighbours = z.array(
  z.object({ similarity_score: z.number(), document_type: z.string().nullable() }),
);

describe("perform_clustering", () => {
  it("stores the document and places it among the stored ones (cluster, nearest neighbours)", async () => {
    let last: Record<string, unknown> = {};
    for (const type of ["cedula_identidad", "factura", "cedula_identidad"]) {
      const res = await call(
        "/process",
        form({ file: photoBlob(type), document_type: type, perform_clustering: "true" }),
      );
      expect(res.status).toBe(200);
      last = (await readJson(res, PipelineRunC)).phases.phase_2.result;
    }
    expect(last.clustering_performed).toBe(true);
    const neighbours = Neighbours.parse(last.nearest_neighbours);
    expect(neighbours.length).toBeGreaterThan(0);
    // The same photo was stored before: its nearest neighbour is itself, almost identical.
    expect(neighbours[0]?.document_type).toBe("cedula_identidad");
    expect(neighbours[0]?.similarity_score).toBeGreaterThan(0.99);
    expect(Number(last.stored_documents)).toBeGreaterThanOrEqual(3);
    expect(typeof last.cluster_id).toBe("number");
    expect(Number(last.n_clusters)).toBeGreaterThanOrEqual(2);
  }, 180_000);
});
