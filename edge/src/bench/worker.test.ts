import { env } from "cloudflare:workers";
import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { readJson } from "../../test/gateway";
import { ErrorBodySchema } from "../schemas/common";

const ctx = {
  waitUntil: () => {},
  passThroughOnException: () => {},
  props: {},
} as unknown as ExecutionContext;

const plain = (): Request<unknown, IncomingRequestCfProperties> =>
  new Request("http://gateway/__bench/plain", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "bench", count: 7 }),
  });

describe("/__bench/* (issue 24: bench endpoints out of the production Worker)", () => {
  it("does not exist in the production Worker, whatever its variables say", async () => {
    const { default: worker } = await import("../index");
    // BENCH_ROUTES=true once switched the routes on in the production bundle.
    const flagged = { ...env, BENCH_ROUTES: "true" } as typeof env;
    const res = await worker.fetch(plain(), flagged, ctx);
    expect(res.status).toBe(404);
    expect((await readJson(res, ErrorBodySchema)).error.code).toBe("NOT_FOUND");
  });

  it("is served by the benchmark's own Worker entry", async () => {
    const { default: worker } = await import("./worker");
    const res = await worker.fetch(plain(), env, ctx);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, name: "bench", count: 7 });
    const limiter = await worker.fetch(
      new Request("http://gateway/__bench/limiter?n=5&concurrency=2"),
      env,
      ctx,
    );
    expect(limiter.status).toBe(200);
    expect((await readJson(limiter, z.object({ allowed: z.number() }))).allowed).toBe(5);
  });
});
