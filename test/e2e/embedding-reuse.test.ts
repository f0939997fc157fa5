import { generateDocument } from "@iris/models/corpus";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ControlledService, E2E_SERVICE_TOKEN, startService } from "./support";

// The pipeline embeds a page once: phases 3-4 classify phase 2's embedding. Both real services
// over HTTP, as `npm start` runs them.
let embeddings: ControlledService;
let classifier: ControlledService;

beforeAll(async () => {
  [embeddings, classifier] = await Promise.all([
    startService("ml_embeddings"),
    startService("ml_classifier"),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([embeddings?.stop(), classifier?.stop()]);
});

const auth = { authorization: `Bearer ${E2E_SERVICE_TOKEN}` };

async function post(url: string, page: Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(page)]), "page.png");
  const res = await fetch(url, { method: "POST", headers: auth, body: form });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}

describe("/classify with ml-embeddings' embedding of the same page", () => {
  it("answers what embedding the file gives, without embedding it again", async () => {
    const doc = await generateDocument("factura", 9301, 0, { roster: 2 });
    const embedded = await post(`${embeddings.url}/embed`, doc.scan);
    expect(embedded.status).toBe(200);
    const { embedding, model, model_version } = embedded.body.data as {
      embedding: number[];
      model: string;
      model_version: string;
    };
    const fromFile = await post(`${classifier.url}/classify`, doc.scan);
    const fromGiven = await post(`${classifier.url}/classify`, doc.scan, {
      embedding: JSON.stringify(embedding),
      embedding_model: model,
      embedding_model_version: model_version,
    });
    expect(fromFile.body.data.embedding_source).toBe("file");
    expect(fromGiven.body.data.embedding_source).toBe("given");
    expect(fromGiven.body.data.top_3_predictions).toEqual(fromFile.body.data.top_3_predictions);
  }, 60_000);

  it("embeds the file when another model or version made the embedding", async () => {
    const doc = await generateDocument("pasaporte", 9301, 1, { roster: 2 });
    const { embedding, model, model_version } = (await post(`${embeddings.url}/embed`, doc.scan))
      .body.data as { embedding: number[]; model: string; model_version: string };
    const fromFile = await post(`${classifier.url}/classify`, doc.scan);
    for (const other of [
      { embedding_model: "vit_base_patch16_224", embedding_model_version: model_version },
      { embedding_model: model, embedding_model_version: `${model_version}-other` },
    ]) {
      // A zero vector would classify differently: the answer shows the file was embedded.
      const res = await post(`${classifier.url}/classify`, doc.scan, {
        embedding: JSON.stringify(embedding.map(() => 0)),
        ...other,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.embedding_source).toBe("file");
      expect(res.body.data.top_3_predictions).toEqual(fromFile.body.data.top_3_predictions);
    }
  }, 60_000);

  it("rejects an embedding that is not an array of numbers with 400", async () => {
    const doc = await generateDocument("pasaporte", 9301, 1, { roster: 2 });
    for (const embedding of ["[1, 2", '["a"]', "[]", "{}", `[${"1,".repeat(5000)}1]`]) {
      const res = await post(`${classifier.url}/classify`, doc.scan, {
        embedding,
        embedding_model: "iris_text_layout_v1",
        embedding_model_version: "1",
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain("embedding");
    }
    const health = await fetch(`${classifier.url}/health`);
    expect(health.status).toBe(200);
  }, 60_000);
});
