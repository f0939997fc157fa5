import {
  expectDocumented,
  fetchOpenApi,
  makeImage,
  multipartForm,
  readData,
  readError,
} from "@iris/kit/testing";
import { describe, expect, it } from "vitest";
import { embedData } from "../contract";
import { AUTH, texture, useFixtureService } from "../test-support";

const fixture = useFixtureService();

function embed(form: FormData) {
  return fetch(`${fixture.svc.url}/embed`, { method: "POST", headers: AUTH, body: form });
}

describe("the /embed contract", () => {
  it("serves the documented answer for one image, several, and a stored one", async () => {
    const openapi = await fetchOpenApi(fixture.svc.url, AUTH);
    const one = { name: "a.png", bytes: await texture(1) };
    const two = { field: "files", name: "b.png", bytes: await texture(2) };
    for (const form of [
      multipartForm([one]),
      multipartForm([{ ...one, field: "files" }, two]),
      multipartForm([one], { store: "true", metadata: '{"source":"contract"}' }),
    ]) {
      const res = await embed(form);
      const body = await res.clone().json();
      const data = await readData(res, embedData);
      expect(data.embeddings).toHaveLength(data.total_processed);
      expect(data.stored).toBe(data.stored_ids !== undefined);
      expectDocumented(openapi, { method: "POST", path: "/embed", status: 200 }, body);
    }
  });

  it("answers the documented error envelope without an image and for a bad format", async () => {
    const openapi = await fetchOpenApi(fixture.svc.url, AUTH);
    const pdf = new TextEncoder().encode("%PDF-1.4\n");
    for (const [form, status] of [
      [multipartForm([], { model: "x" }), 400],
      [multipartForm([{ name: "a.pdf", bytes: pdf }]), 415],
      [multipartForm([{ name: "a.png", bytes: await makeImage(32, 32) }], { model: "nope" }), 404],
    ] as const) {
      const res = await embed(form);
      const body = await res.clone().json();
      await readError(res, status);
      expectDocumented(openapi, { method: "POST", path: "/embed", status }, body);
    }
  });
});
