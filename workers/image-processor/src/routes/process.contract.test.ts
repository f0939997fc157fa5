import {
  expectDocumented,
  fetchOpenApi,
  makeImage,
  multipartForm,
  readData,
  readError,
} from "@iris/kit/testing";
import { generateDocument } from "@iris/models/corpus";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { processData } from "../contract";
import { startTestService, type TestService, TOKEN } from "../testing";

const auth = { authorization: `Bearer ${TOKEN}` };
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

function post(bytes: Uint8Array, fields: Record<string, string> = {}) {
  return fetch(`${svc.url}/process`, {
    method: "POST",
    headers: auth,
    body: multipartForm([{ name: "photo.jpg", bytes }], fields),
  });
}

describe("the /process contract", () => {
  it("serves the documented answer for a photo and for a flat scan", async () => {
    const openapi = await fetchOpenApi(svc.url, auth);
    const { photo } = await generateDocument("cedula_identidad", 5, 0, { roster: 1 });
    for (const [bytes, fields] of [
      [photo, {}],
      [await makeImage(640, 400, "png"), { enhance_quality: "false", apply_unwarping: "no" }],
    ] as const) {
      const res = await post(bytes, fields);
      const body = await res.clone().json();
      const data = await readData(res, processData);
      expect(data.processed_image.length).toBeGreaterThan(0);
      expectDocumented(openapi, { method: "POST", path: "/process", status: 200 }, body);
    }
  }, 60_000);

  it("answers the documented error envelope for a form field out of range", async () => {
    const openapi = await fetchOpenApi(svc.url, auth);
    const res = await post(await makeImage(64, 64), { target_dpi: "20" });
    const body = await res.clone().json();
    const error = await readError(res, 400);
    expect(error.error.code).toBe("VALIDATION_ERROR");
    expect(error.error.details).toContain("target_dpi");
    expectDocumented(openapi, { method: "POST", path: "/process", status: 400 }, body);
  });

  it("documents the multipart form from the same schema the route parses", async () => {
    const openapi = await fetchOpenApi(svc.url, auth);
    const post = z
      .object({
        requestBody: z.object({
          content: z.record(
            z.string(),
            z.object({ schema: z.object({ properties: z.record(z.string(), z.unknown()) }) }),
          ),
        }),
      })
      .parse(openapi.paths["/process"]?.post);
    const form = post.requestBody.content["multipart/form-data"]?.schema.properties ?? {};
    expect(Object.keys(form).sort()).toEqual([
      "apply_unwarping",
      "enhance_quality",
      "file",
      "rendition",
      "target_dpi",
    ]);
    // No single default: a photographed A4 or Letter page has its own, and says so.
    expect(form.target_dpi).toMatchObject({ minimum: 72 });
    expect(String((form.target_dpi as { description?: string }).description)).toMatch(
      /default 300; a photographed A4 or Letter page 200/,
    );
    expect(form.rendition).toMatchObject({ minimum: 32, maximum: 2048 });
  });
});
