import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig, serviceConfigSchema } from "../config";
import { healthData } from "../contract";
import { IrisError } from "../errors";
import {
  listenForTest,
  makeImage,
  makePngBomb,
  multipartForm,
  parsePrometheus,
  type RunningService,
  readData,
  readEnvelope,
  readError,
} from "../testing";
import { readMultipart } from "../uploads";
import { createServiceApp } from "./create-service-app";
import { ok } from "./envelope";

/** What the demo's upload route answers. */
const uploaded = z.object({
  files: z.array(
    z.object({ format: z.string(), bounds: z.object({ width: z.number() }).optional() }),
  ),
  fields: z.record(z.string(), z.string()),
});

const TOKEN = "test-service-token";
const LIMIT = 10 * 1024 * 1024;

async function demoService(): Promise<RunningService> {
  const config = loadConfig(serviceConfigSchema(0), { LOG_LEVEL: "silent", SERVICE_TOKEN: TOKEN });
  const app = await createServiceApp({ name: "demo", version: "1.2.3", config });
  app.post("/upload", async (request) => {
    const body = await readMultipart(request, { maxPixels: config.MAX_IMAGE_PIXELS });
    return ok(request, {
      files: body.files.map((f) => ({
        name: f.filename,
        format: f.format,
        bytes: f.buffer.length,
        bounds: f.bounds,
      })),
      fields: body.fields,
    });
  });
  app.get("/boom", async () => {
    throw new Error("connection string postgres://admin:hunter2@db");
  });
  app.get("/teapot", async () => {
    throw new IrisError("OCR_EXTRACTION_FAILED", "page unreadable", {
      inputFault: true,
      details: "no text",
    });
  });
  app.post(
    "/json",
    {
      schema: { body: { type: "object", required: ["n"], properties: { n: { type: "integer" } } } },
    },
    async (request) => ok(request, request.body),
  );
  return listenForTest(app);
}

let svc: RunningService;
const auth = { authorization: `Bearer ${TOKEN}` };

beforeAll(async () => {
  svc = await demoService();
});
afterAll(async () => {
  await svc.close();
});

async function upload(files: Parameters<typeof multipartForm>[0], fields?: Record<string, string>) {
  return fetch(`${svc.url}/upload`, {
    method: "POST",
    headers: auth,
    body: multipartForm(files, fields),
  });
}

describe("service kit over HTTP", () => {
  it("answers /health without a token, in the success envelope", async () => {
    const res = await fetch(`${svc.url}/health`);
    const body = await readEnvelope(res, healthData);
    expect(body.data.status).toBe("healthy");
    expect(body.data.service).toBe("demo");
    expect(body.service_version).toBe("1.2.3");
    expect(typeof body.processing_time).toBe("number");
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
    expect(body.request_id).toBe(res.headers.get("x-request-id"));
  });

  it("requires the service token everywhere else", async () => {
    const none = await fetch(`${svc.url}/metrics`);
    expect(none.status).toBe(401);
    const wrong = await fetch(`${svc.url}/metrics`, { headers: { authorization: "Bearer nope" } });
    const body = await readError(wrong, 401);
    expect(body.error).toMatchObject({ code: "UNAUTHORIZED", retryable: false });
    expect((await fetch(`${svc.url}/metrics`, { headers: auth })).status).toBe(200);
  });

  it("echoes a safe X-Request-ID and replaces an unsafe one", async () => {
    const echoed = await fetch(`${svc.url}/health`, { headers: { "x-request-id": "abc-123" } });
    expect(echoed.headers.get("x-request-id")).toBe("abc-123");
    expect((await readEnvelope(echoed, healthData)).request_id).toBe("abc-123");
    const unsafe = await fetch(`${svc.url}/health`, {
      headers: { "x-request-id": "a\tb<script>" },
    });
    expect(unsafe.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(unsafe.headers.get("x-processing-time")).toMatch(/^\d+(\.\d+)?ms$/);
  });

  it("answers unknown routes with the error form", async () => {
    const res = await fetch(`${svc.url}/nope`, { headers: auth });
    const body = await readError(res, 404);
    expect(body.error.code).toBe("NOT_FOUND");
    expect(body.request_id).toBe(res.headers.get("x-request-id"));
  });

  it("hides internals of a 500", async () => {
    const res = await fetch(`${svc.url}/boom`, { headers: auth });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/hunter2|postgres|at .*\.ts/);
    expect(JSON.parse(text).error.code).toBe("INTERNAL_ERROR");
  });

  it("maps an input-caused phase failure to 422, not retryable", async () => {
    const res = await fetch(`${svc.url}/teapot`, { headers: auth });
    expect((await readError(res, 422)).error).toMatchObject({
      code: "OCR_EXTRACTION_FAILED",
      retryable: false,
      details: "no text",
    });
  });

  it("rejects malformed and invalid JSON with 400", async () => {
    const headers = { ...auth, "content-type": "application/json" };
    const broken = await fetch(`${svc.url}/json`, { method: "POST", headers, body: "{oops" });
    expect((await readError(broken, 400)).error.code).toBe("VALIDATION_ERROR");
    const invalid = await fetch(`${svc.url}/json`, { method: "POST", headers, body: '{"n":"x"}' });
    expect(invalid.status).toBe(400);
    const good = await fetch(`${svc.url}/json`, { method: "POST", headers, body: '{"n":3}' });
    expect((await readData(good, z.object({ n: z.number() }))).n).toBe(3);
  });

  it("refuses JSON that is not valid UTF-8 instead of altering the text, and proto poisoning", async () => {
    const headers = { ...auth, "content-type": "application/json" };
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"n":1,"s":"'),
      0xc3,
      0x28,
      0x22,
      0x7d,
    ]);
    const bad = await fetch(`${svc.url}/json`, { method: "POST", headers, body: bytes });
    const body = await readError(bad, 400);
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.message).toMatch(/UTF-8/);
    const poisoned = await fetch(`${svc.url}/json`, {
      method: "POST",
      headers,
      body: '{"n":1,"__proto__":{"admin":true}}',
    });
    expect(poisoned.status).toBe(400);
    const accented = await fetch(`${svc.url}/json`, {
      method: "POST",
      headers,
      body: JSON.stringify({ n: 2, s: "Núñez" }),
    });
    expect((await readData(accented, z.object({ s: z.string() }))).s).toBe("Núñez");
  });

  it("accepts an image and reports its format from magic bytes", async () => {
    const png = await makeImage(300, 200, "png");
    const res = await upload([{ name: "doc.jpg", bytes: png, type: "image/jpeg" }], {
      note: "hola",
    });
    const data = await readData(res, uploaded);
    expect(data.files[0]?.format).toBe("png");
    expect(data.files[0]?.bounds?.width).toBe(300);
    expect(data.fields.note).toBe("hola");
    for (const format of ["jpeg", "webp", "tiff"] as const) {
      const r = await upload([{ name: `x.${format}`, bytes: await makeImage(40, 30, format) }]);
      expect((await readData(r, uploaded)).files[0]?.format).toBe(format);
    }
  });

  it("rejects what is not an accepted format with 415, whatever its name", async () => {
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "binary");
    const res = await upload([{ name: "photo.png", bytes: gif, type: "image/png" }]);
    expect((await readError(res, 415)).error.code).toBe("INVALID_IMAGE_FORMAT");
    const empty = await upload([{ name: "empty.png", bytes: new Uint8Array(0) }]);
    expect(empty.status).toBe(400);
  });

  it("refuses a decompression bomb before decoding it", async () => {
    const res = await upload([{ name: "bomb.png", bytes: await makePngBomb(30_000, 30_000) }]);
    const body = await readError(res, 413);
    expect(body.error.code).toBe("FILE_TOO_LARGE");
    expect(body.error.details).toMatch(/30000×30000/);
  });

  it("answers 422 for a file whose header is corrupt", async () => {
    const png = await makeImage(50, 50, "png");
    const corrupt = Buffer.concat([png.subarray(0, 8), Buffer.alloc(40, 0x41)]);
    const res = await upload([{ name: "corrupt.png", bytes: corrupt }]);
    expect((await readError(res, 422)).error.code).toBe("IMAGE_PROCESSING_FAILED");
  });

  it("answers 413 for 10 MB + 1 byte and keeps serving", async () => {
    const atLimit = Buffer.alloc(LIMIT, 0);
    Buffer.from([0xff, 0xd8, 0xff]).copy(atLimit);
    const over = Buffer.concat([atLimit, Buffer.from([0])]);
    const res = await upload([{ name: "big.jpg", bytes: over }]);
    expect((await readError(res, 413)).error.code).toBe("FILE_TOO_LARGE");
    // Exactly at the limit passes the size check (and then fails as a corrupt JPEG: 422).
    expect((await upload([{ name: "edge.jpg", bytes: atLimit }])).status).toBe(422);
    expect((await fetch(`${svc.url}/health`)).status).toBe(200);
  });

  it("refuses a non-multipart body on an upload route", async () => {
    const res = await fetch(`${svc.url}/upload`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(415);
  });

  it("exposes parseable Prometheus metrics with the request histogram", async () => {
    await fetch(`${svc.url}/health`);
    const res = await fetch(`${svc.url}/metrics`, { headers: auth });
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const families = parsePrometheus(await res.text());
    const names = families.map((f) => f.name);
    expect(names).toContain("process_cpu_user_seconds_total");
    const histogram = families.find((f) => f.name === "http_request_duration_seconds");
    expect(histogram?.type).toBe("histogram");
    const healthCount = histogram?.samples.find(
      (s) =>
        s.name.endsWith("_count") && s.labels.route === "/health" && s.labels.status_code === "200",
    );
    expect(healthCount?.value).toBeGreaterThanOrEqual(1);
    expect(healthCount?.labels.service).toBe("demo");
    const notFound = histogram?.samples.find((s) => s.labels.status_code === "404");
    expect(notFound?.labels.route).toBe("unmatched");
  });
});
