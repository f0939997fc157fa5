import { makeImage, makePngBomb } from "@iris/kit/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCode, healthStatus, startTestService, type TestService } from "../testing";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({
    IMAGE_WORKERS: "1",
    IMAGE_QUEUE_MAX: "1",
    // A loaded CI machine may take long over an image; this file is not about timeouts.
    IMAGE_TASK_TIMEOUT_MS: "180000",
  });
});
afterAll(() => svc.close());

async function processFile(name: string, bytes: Uint8Array) {
  const res = await svc.post<unknown>("/process", { name, bytes });
  return { status: res.status, code: res.status === 200 ? "" : errorCode(res.body), res };
}

describe("bad input", () => {
  it("answers 400 for an empty file", async () => {
    expect((await processFile("empty.jpg", new Uint8Array())).status).toBe(400);
  });

  it("answers 415 INVALID_IMAGE_FORMAT for a file that is not an image", async () => {
    const text = new TextEncoder().encode("just some text, not an image at all");
    expect(await processFile("notes.jpg", text)).toMatchObject({
      status: 415,
      code: "INVALID_IMAGE_FORMAT",
    });
  });

  it("answers 422 IMAGE_PROCESSING_FAILED for a truncated JPEG", async () => {
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#8a6" },
    })
      .jpeg()
      .toBuffer();
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 3));
    expect(await processFile("cut.jpg", cut)).toMatchObject({
      status: 422,
      code: "IMAGE_PROCESSING_FAILED",
    });
  }, 30_000);

  it("answers 413 FILE_TOO_LARGE one byte over 10 MB", async () => {
    const png = await makeImage(8, 8, "png");
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    expect(await processFile("big.png", big)).toMatchObject({
      status: 413,
      code: "FILE_TOO_LARGE",
    });
  }, 30_000);

  it("answers 413 for a PNG whose header claims 100 000 × 100 000 pixels", async () => {
    const bomb = await makePngBomb(100_000, 100_000);
    expect(await processFile("bomb.png", bomb)).toMatchObject({
      status: 413,
      code: "FILE_TOO_LARGE",
    });
  });

  it("answers 400 when no file is sent or target_dpi is out of range", async () => {
    const res = await fetch(`${svc.url}/process`, {
      method: "POST",
      headers: { authorization: "Bearer test-token" },
      body: new FormData(),
    });
    expect(res.status).toBe(400);
    const png = await makeImage(64, 64, "png");
    const dpi = await svc.post("/process", { name: "a.png", bytes: png }, { target_dpi: "5000" });
    expect(dpi.status).toBe(400);
  });

  it("stays healthy and keeps processing after all of that", async () => {
    expect(await healthStatus(svc)).toBe("healthy");
    const png = await makeImage(400, 300, "png");
    expect((await processFile("ok.png", png)).status).toBe(200);
  }, 30_000);
});

describe("load", () => {
  it("answers 503 with Retry-After when the worker and its queue are taken", async () => {
    const pixels = Buffer.from(Array.from({ length: 1200 * 900 * 3 }, (_, i) => (i * 7919) % 251));
    const noise = await sharp(pixels, { raw: { width: 1200, height: 900, channels: 3 } })
      .jpeg()
      .toBuffer();
    // One worker, one queue slot: of four images sent at once, at least two are turned away.
    const results = await Promise.all(
      [0, 1, 2, 3].map(() => svc.post<unknown>("/process", { name: "n.jpg", bytes: noise })),
    );
    const busy = results.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(errorCode(busy[0]?.body)).toBe("SERVICE_UNAVAILABLE");
    expect(Number(busy[0]?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
  }, 180_000);
});
