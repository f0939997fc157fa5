import { makeImage, multipartForm } from "@iris/kit/testing";
import { describe, expect, it } from "vitest";
import { FIXTURE_MODEL, postForm, texture, useFixtureService } from "../test-support";

interface EmbedData {
  embeddings: {
    filename: string;
    embedding: number[];
    embedding_dim: number;
    model_version: string;
  }[];
  embedding?: number[];
  total_processed: number;
  model: string;
  cached: number;
}

const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

const fixture = useFixtureService();

describe("POST /embed", () => {
  it("embeds one image: `embedding` and a one-record `embeddings`, L2-normalised", async () => {
    const { status, body } = await postForm<EmbedData>(
      `${fixture.svc.url}/embed`,
      multipartForm([{ name: "card.png", bytes: await texture(1) }]),
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const { data } = body;
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
    const { status, body } = await postForm<EmbedData>(
      `${fixture.svc.url}/embed`,
      multipartForm(files.map((bytes, i) => ({ field: "files", name: `f${i}`, bytes }))),
    );
    expect(status).toBe(200);
    expect(body.data.embeddings.map((e) => e.filename)).toEqual(["f0", "f1", "f2"]);
    expect(body.data.embedding).toBeUndefined();
    const [a, b] = body.data.embeddings;
    expect(a?.embedding).not.toEqual(b?.embedding);
  });

  it("gives the same image the same embedding, the second time from the cache", async () => {
    const img = await texture(4);
    const first = await postForm<EmbedData>(
      `${fixture.svc.url}/embed`,
      multipartForm([{ name: "a", bytes: img }]),
    );
    const again = await postForm<EmbedData>(
      `${fixture.svc.url}/embed`,
      multipartForm([{ name: "b", bytes: img }]),
    );
    expect(again.body.data.cached).toBe(1);
    expect(again.body.data.embedding).toEqual(first.body.data.embedding);
  });

  it("answers 400 without a file, 415 for a PDF or non-image, 422 for a corrupt image", async () => {
    const none = await postForm(`${fixture.svc.url}/embed`, multipartForm([], { note: "x" }));
    expect(none.status).toBe(400);
    const pdf = await postForm(
      `${fixture.svc.url}/embed`,
      multipartForm([{ name: "doc.pdf", bytes: Buffer.from("%PDF-1.4\n%…") }]),
    );
    expect(pdf.status).toBe(415);
    expect(pdf.body).toMatchObject({ error: { code: "INVALID_IMAGE_FORMAT" } });
    const text = await postForm(
      `${fixture.svc.url}/embed`,
      multipartForm([{ name: "a.txt", bytes: Buffer.from("hello") }]),
    );
    expect(text.status).toBe(415);
    const png = await texture(5);
    const truncated = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]);
    const corrupt = await postForm(
      `${fixture.svc.url}/embed`,
      multipartForm([{ name: "bad.png", bytes: truncated }]),
    );
    expect(corrupt.status).toBe(422);
    expect(corrupt.body).toMatchObject({
      error: { code: "IMAGE_PROCESSING_FAILED", retryable: false },
    });
  });

  it("answers 404 for an unknown per-request model", async () => {
    const { status } = await postForm(
      `${fixture.svc.url}/embed`,
      multipartForm([{ name: "a.png", bytes: await texture(6) }], { model: "nope" }),
    );
    expect(status).toBe(404);
  });
});
