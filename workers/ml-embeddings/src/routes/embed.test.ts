import { makeImage, multipartForm, readData, readError } from "@iris/kit/testing";
import { describe, expect, it } from "vitest";
import { embedData } from "../contract";
import { AUTH, FIXTURE_MODEL, texture, useFixtureService } from "../test-support";

const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

const fixture = useFixtureService();

function embed(form: FormData) {
  return fetch(`${fixture.svc.url}/embed`, { method: "POST", body: form, headers: AUTH });
}

describe("POST /embed", () => {
  it("embeds one image: `embedding` and a one-record `embeddings`, L2-normalised", async () => {
    const data = await readData(
      await embed(multipartForm([{ name: "card.png", bytes: await texture(1) }])),
      embedData,
    );
    expect(data.total_processed).toBe(1);
    expect(data.model).toBe(FIXTURE_MODEL);
    const [record] = data.embeddings;
    expect(record).toMatchObject({
      filename: "card.png",
      embedding_dim: 64,
      model_version: expect.stringMatching(/^tiny_vit_fixture-[0-9a-f]{12}$/),
    });
    expect(record?.embedding).toHaveLength(64);
    expect(norm(record?.embedding ?? [])).toBeCloseTo(1, 5);
    expect(data.embedding).toEqual(record?.embedding);
  });

  it("embeds repeated `files` in order, one record per file", async () => {
    const files = await Promise.all([texture(2), makeImage(200, 100, "jpeg"), texture(3)]);
    const data = await readData(
      await embed(
        multipartForm(files.map((bytes, i) => ({ field: "files", name: `f${i}`, bytes }))),
      ),
      embedData,
    );
    expect(data.embeddings.map((e) => e.filename)).toEqual(["f0", "f1", "f2"]);
    expect(data.embedding).toBeUndefined();
    const [a, b] = data.embeddings;
    expect(a?.embedding).not.toEqual(b?.embedding);
  });

  it("gives the same image the same embedding, the second time from the cache", async () => {
    const img = await texture(4);
    const first = await readData(
      await embed(multipartForm([{ name: "a", bytes: img }])),
      embedData,
    );
    const again = await readData(
      await embed(multipartForm([{ name: "b", bytes: img }])),
      embedData,
    );
    expect(again.cached).toBe(1);
    expect(again.embedding).toEqual(first.embedding);
  });

  it("answers 400 without a file, 415 for a PDF or non-image, 422 for a corrupt image", async () => {
    await readError(await embed(multipartForm([], { note: "x" })), 400);
    const pdf = await readError(
      await embed(multipartForm([{ name: "doc.pdf", bytes: Buffer.from("%PDF-1.4\n%…") }])),
      415,
    );
    expect(pdf.error.code).toBe("INVALID_IMAGE_FORMAT");
    await readError(
      await embed(multipartForm([{ name: "a.txt", bytes: Buffer.from("hello") }])),
      415,
    );
    const png = await texture(5);
    const truncated = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]);
    const corrupt = await readError(
      await embed(multipartForm([{ name: "bad.png", bytes: truncated }])),
      422,
    );
    expect(corrupt.error).toMatchObject({ code: "IMAGE_PROCESSING_FAILED", retryable: false });
  });

  it("answers 404 for an unknown per-request model", async () => {
    await readError(
      await embed(multipartForm([{ name: "a.png", bytes: await texture(6) }], { model: "nope" })),
      404,
    );
  });
});
