import { type GeneratedDocument, generateDocument } from "@iris/models/corpus";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UnwarpSummary } from "../pool/tasks";
import { compareWithScan, errorCode, startTestService, type TestService } from "../testing";

type UnwarpBody = { data: UnwarpSummary & { processed_image: string } };

let svc: TestService;
let doc: GeneratedDocument;
beforeAll(async () => {
  svc = await startTestService({ IMAGE_WORKERS: "1" });
  doc = await generateDocument("ficha_residencia", 31, 0, { roster: 1 });
}, 120_000);
afterAll(() => svc.close());

function unwarp(fields: Record<string, string>) {
  return svc.post<UnwarpBody>("/unwarp", { name: "photo.jpg", bytes: doc.photo }, fields);
}

describe("POST /unwarp", () => {
  it("maps the given corners to an upright page of the document's format", async () => {
    const res = await unwarp({
      corners: JSON.stringify(doc.truth.photo.corners),
      apply_unwarping: "false",
      target_dpi: "100",
    });
    expect(res.status).toBe(200);
    const out = res.body.data;
    expect(out.corners.source).toBe("provided");
    expect(out.perspective_corrected).toBe(true);
    expect(out.unwarping_applied).toBe(false);
    // The corpus ficha is an A4 page: 827 × 1169 at 100 dpi.
    expect(out.document_format?.name).toBe("a4");
    expect(Math.abs(out.output_dimensions[0] - 827)).toBeLessThan(10);
    expect(Math.abs(out.output_dimensions[1] - 1169)).toBeLessThan(10);
    const png = Buffer.from(out.processed_image, "base64");
    const similarity = await compareWithScan(png, doc.scan);
    expect(similarity.upright).toBeGreaterThan(0.5);
    expect(similarity.upright).toBeGreaterThan(similarity.turned + 0.15);
  }, 60_000);

  it("accepts corners as {x, y} objects and finds them itself when none are given", async () => {
    const points = doc.truth.photo.corners.map(([x, y]) => ({ x, y }));
    const given = await unwarp({ corners: JSON.stringify(points), apply_unwarping: "false" });
    expect(given.status).toBe(200);
    const detected = await unwarp({ apply_unwarping: "false" });
    expect(detected.status).toBe(200);
    expect(detected.body.data.corners.source).toBe("detected");
    expect(detected.body.data.corners.document_detected).toBe(true);
  }, 60_000);

  it.each([
    ["not JSON", "[[0,0],[10,0]"],
    ["three points", "[[0,0],[100,0],[100,100]]"],
    ["a point that is not a number", '[[0,0],[100,0],[100,"a"],[0,100]]'],
    ["a degenerate quad", "[[10,10],[10,10],[10,10],[10,10]]"],
    ["corners far outside the image", "[[-9000,-9000],[-8000,-9000],[-8000,-8000],[-9000,-8000]]"],
  ])(
    "answers 400 for %s",
    async (_, corners) => {
      const res = await unwarp({ corners });
      expect(res.status).toBe(400);
      expect(errorCode(res.body)).toBe("VALIDATION_ERROR");
    },
    30_000,
  );
});
