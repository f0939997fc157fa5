import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig, serviceConfigSchema } from "../config";
import { defineRoute } from "../contract";
import { fetchOpenApi, listenForTest, type RunningService, readData, readError } from "../testing";
import { contractRoute, serveOpenApi } from "./contract-route";
import { createServiceApp } from "./create-service-app";
import { ok } from "./envelope";

const contract = defineRoute({
  method: "POST",
  path: "/echo",
  aliases: ["/echo_alias"],
  summary: "echoes a JSON body",
  json: z.object({ n: z.number().int(), extra: z.boolean().default(false) }),
  data: z.object({ n: z.number().int() }),
  errors: [400],
});

/** A route that only accepts work: path parameter, 202. */
const queue = defineRoute({
  method: "POST",
  path: "/jobs/:id",
  summary: "queues a job",
  params: z.object({ id: z.string().regex(/^job_\d+$/, "job_ and digits") }),
  status: 202,
  data: z.object({ queued: z.string() }),
  errors: [400],
});

let svc: RunningService;
beforeAll(async () => {
  const app = await createServiceApp({
    name: "contract-test",
    version: "1.0.0",
    config: loadConfig(serviceConfigSchema(0), { LOG_LEVEL: "silent" }),
  });
  contractRoute(app, contract, async (request) => {
    const body = contract.json.parse(request.body);
    // A field the contract does not list, and (for n = 13) a value that breaks it.
    const answer = { n: body.n === 13 ? 1.5 : body.n, undeclared: "internal" };
    return ok(request, answer);
  });
  contractRoute(app, queue, async (request, reply) => {
    reply.status(202);
    return ok(request, { queued: request.params.id });
  });
  serveOpenApi(app, "a test service", [contract, queue]);
  svc = await listenForTest(app);
});
afterAll(() => svc.close());

function post(path: string, body: unknown) {
  return fetch(`${svc.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("contractRoute", () => {
  it("serves exactly the contract's fields, under the path and its aliases", async () => {
    for (const path of ["/echo", "/echo_alias"]) {
      const res = await post(path, { n: 2 });
      const raw = await res.clone().json();
      expect(raw.data).toEqual({ n: 2 });
      expect(await readData(res, contract.data)).toEqual({ n: 2 });
    }
  });

  it("answers 400 VALIDATION_ERROR for a JSON body outside the contract", async () => {
    const error = await readError(await post("/echo", { n: "two" }), 400);
    expect(error.error.code).toBe("VALIDATION_ERROR");
    expect(error.error.details).toMatch(/^n: /);
  });

  it("answers 500 in the error envelope, not a different shape, when the handler strays", async () => {
    const error = await readError(await post("/echo", { n: 13 }), 500);
    expect(error.error.code).toBe("INTERNAL_ERROR");
  });

  it("documents the route in /openapi.json from the same schemas", async () => {
    const doc = await fetchOpenApi(svc.url);
    expect(Object.keys(doc.paths).sort()).toEqual(["/echo", "/echo_alias", "/jobs/{id}"]);
    expect(JSON.stringify(doc.paths["/echo"])).toContain('"required":["n"]');
    const jobs = JSON.stringify(doc.paths["/jobs/{id}"]);
    expect(jobs).toContain('"in":"path"');
    expect(jobs).toContain('"202"');
  });

  it("validates path parameters (400 naming them) and answers the contract's status", async () => {
    const res = await post("/jobs/job_7", {});
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ success: true, data: { queued: "job_7" } });
    const bad = await readError(await post("/jobs/nope", {}), 400);
    expect(bad.error.message).toBe("invalid request params");
    expect(bad.error.details).toMatch(/^id: job_ and digits/);
  });
});
