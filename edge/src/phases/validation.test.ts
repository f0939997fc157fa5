import { describe, expect, it } from "vitest";
import { call, type ErrorBody, json } from "../../test/gateway";

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

function form(fields: Record<string, string | Blob>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return { method: "POST", body };
}

async function errorOf(res: Response) {
  return ((await res.json()) as ErrorBody).error;
}

describe("request validation", () => {
  it("names every field at fault in a 400 VALIDATION_ERROR", async () => {
    const res = await call("/api/v1/auth/login", json({ email: "not-an-email" }));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toContain("email");
    expect(error.message).toContain("password");
  });

  it("refuses malformed JSON and a ragged embeddings matrix", async () => {
    const malformed = await call("/phase2/cluster", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    const ragged = await call("/ml-embeddings/cluster", json({ embeddings: [[1, 2], [3]] }));
    expect(ragged.status).toBe(400);
    expect((await errorOf(ragged)).message).toContain("embeddings");
  });

  it("refuses JSON that is not valid UTF-8 rather than passing altered text on", async () => {
    const prefix = new TextEncoder().encode('{"text":"NOMBRE: ANA ');
    const body = new Uint8Array([
      ...prefix,
      0xff,
      0xfe,
      0x22,
      0x2c,
      ...new TextEncoder().encode('"document_type":"cedula_identidad"}'),
    ]);
    const res = await call("/phase4/extract", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toContain("UTF-8");
  });

  it("refuses a processing form with thousands of fields with 413 before any phase runs", async () => {
    const fields: Record<string, string | Blob> = { file: new Blob([PNG], { type: "image/png" }) };
    for (let i = 0; i < 5000; i++) fields[`f${i}`] = "x";
    const res = await call("/ml-classifier/classify", form(fields));
    expect(res.status).toBe(413);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toContain("fields");
  });

  it("refuses a dataset path that leaves the datasets root", async () => {
    const res = await call("/phase3/train", json({ dataset_path: "../../etc" }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain("dataset_path");
  });

  it("checks multipart fields, variant B's config, size and format before any upstream call", async () => {
    const missing = await call("/process", form({ document_type: "pasaporte" }));
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toContain("file");

    const badConfig = await call(
      "/process",
      form({ file: new Blob([PNG]), config: '{"language":"Spanish"}' }),
    );
    expect(badConfig.status).toBe(400);
    expect((await errorOf(badConfig)).message).toContain("config.language");

    const badFlag = await call(
      "/image-processor/process",
      form({ file: new Blob([PNG]), apply_unwarping: "maybe" }),
    );
    expect(badFlag.status).toBe(400);
    expect((await errorOf(badFlag)).message).toContain("apply_unwarping");

    const text = await call(
      "/ml-classifier/classify",
      form({ file: new Blob(["hello, not an image"]) }),
    );
    expect(text.status).toBe(415);
    expect((await errorOf(text)).code).toBe("UNSUPPORTED_FORMAT");

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await call("/api/v1/phases/classify", form({ file: new Blob([big]) }));
    expect(tooBig.status).toBe(413);
    expect((await errorOf(tooBig)).code).toBe("FILE_TOO_LARGE");
  });

  it("lets a valid request through to the real services, which refuse an unreadable image (422)", async () => {
    const res = await call(
      "/process",
      form({ file: new Blob([PNG]), config: '{"ficha_type":"residencia","language":"es"}' }),
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorBody & { pipeline_id: string };
    expect(body.error).toMatchObject({ code: "IMAGE_PROCESSING_FAILED", retryable: false });
    expect(body.pipeline_id).toMatch(/^[0-9a-f-]{36}$/);
    const b64 = btoa(String.fromCharCode(...PNG));
    const phase = await call("/phase3/classify", json({ image: `data:image/png;base64,${b64}` }));
    expect(phase.status).toBe(422);
  });
});
