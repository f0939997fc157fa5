import { extractionMetadata, typeDecisionSchema } from "@iris/ocr-extractor/contract";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call, callWith, readJson } from "../../test/gateway";
import { ErrorBodySchema } from "../schemas/common";
import { resetUpstreamState } from "../upstream";
import { PipelineRunC } from "./schemas";

const photos = inject("corpusPhotos");
const hung = inject("hungServiceUrl");

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

/** Phase 5-6's evidence for the type: what the text alone decided. */
const TypeEvidence = typeDecisionSchema.pick({
  document_type: true,
  confidence: true,
  top_3: true,
  cues: true,
});

async function setConfig(patch: unknown) {
  await call("/admin/config", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(patch),
  });
}

// A hung classifier would hold a run for its whole deadline (20 minutes here): a run that
// waited for it could not finish within these tests' time limits.
beforeAll(() =>
  setConfig({
    cache: { enabled: false },
    services: { ml_classifier: { timeout: 600_000, max_retries: 0 } },
  }),
);
afterAll(async () => {
  await call("/admin/config", { method: "DELETE" });
  resetUpstreamState();
});

describe("the document type of a run", () => {
  it("takes the caller's type by an alias, without waiting for a hung classifier", async () => {
    const res = await callWith(
      { ML_CLASSIFIER_URL: hung },
      "/process",
      form({ file: photoBlob("cedula_identidad"), document_type: "cedula" }),
    );
    expect(res.status).toBe(200);
    const body = await readJson(res, PipelineRunC);
    expect(body.document_type).toBe("cedula_identidad");
    expect(body.document_type_source).toBe("hint");
    expect(extractionMetadata.parse(body.final_extraction.metadata).document_type).toBe(
      "cedula_identidad",
    );
    expect(body.phases.phase_5_6?.status).toBe("completed");
    expect(body.phases.phase_3_4?.status).toBe("cancelled");
    expect(body.phases.phase_3_4?.fallback).toContain("caller's hint");
    expect(body.warnings.some((w) => w.startsWith("phase_3_4"))).toBe(true);
  }, 120_000);

  it("is decided by the text of an invoice, without waiting for a hung classifier", async () => {
    const res = await callWith(
      { ML_CLASSIFIER_URL: hung },
      "/process",
      form({ file: photoBlob("factura") }),
    );
    expect(res.status).toBe(200);
    const body = await readJson(res, PipelineRunC);
    expect(body.document_type).toBe("factura");
    expect(body.document_type_source).toBe("text");
    expect(body.document_type_candidates[0]?.class).toBe("factura");
    expect(body.phases.phase_3_4?.status).toBe("cancelled");
    const evidence = TypeEvidence.parse(body.phases.phase_5_6.result.type_evidence);
    expect(evidence.document_type).toBe("factura");
  }, 120_000);

  it("accepts every alias the interface names, and refuses a name it does not know", async () => {
    for (const alias of ["residencia", "documento_identidad", "CEDULA"]) {
      // An empty file: the alias passes validation and the file is refused (400 about it).
      const res = await call(
        "/process",
        form({ file: new Blob([], { type: "image/png" }), document_type: alias }),
      );
      const body = await readJson(res, ErrorBodySchema);
      expect(body.error.details).not.toContain("document_type");
    }
    const res = await call(
      "/process",
      form({ file: photoBlob("cedula_identidad"), document_type: "licencia" }),
    );
    expect(res.status).toBe(400);
    expect((await readJson(res, ErrorBodySchema)).error.details).toContain("document_type");
  });
});

describe("when phases 5-6 are unavailable", () => {
  // Its own address, so that this breaker is not the one other tests see.
  const ocrDown = { OCR_EXTRACTOR_URL: "http://127.0.0.1:1" };

  it("answers 503 at once once their breaker is open: no phase runs, nothing is charged", async () => {
    const first = await callWith(
      ocrDown,
      "/process",
      form({ file: photoBlob("pasaporte"), document_type: "pasaporte" }),
    );
    expect(first.status).toBe(503);
    // The breaker is open now (three refused attempts). With phase 1 hung as well, a run that
    // started its phases could not answer within this test's time limit.
    const res = await callWith(
      { ...ocrDown, IMAGE_PROCESSOR_URL: hung },
      "/process",
      form({ file: photoBlob("pasaporte"), document_type: "pasaporte" }),
    );
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.headers.get("x-rate-limit-remaining")).toBeNull();
    const body = await readJson(res, ErrorBodySchema);
    expect(body.error).toMatchObject({ code: "SERVICE_UNAVAILABLE", retryable: true });
    expect(body.error.details).toContain("no phase ran");
    expect(body.pipeline_id).toBeUndefined();
  }, 60_000);
});
