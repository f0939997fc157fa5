import { createRoute, z } from "@hono/zod-openapi";
import { IrisError } from "@iris/kit/errors";
import { router } from "../openapi/app";
import { guard, SECURED } from "../openapi/guard";
import { validationError } from "../openapi/validation";
import { uploadLimit } from "../schemas/body-limit";
import { ERRORS, json, ListQuery, NOT_FOUND, ok, UPSTREAM_ERRORS } from "../schemas/common";
import { checkImage } from "../schemas/uploads";
import { type PipelineInput, type Upstream, upstreamCall } from "../upstream";
import { essentialServiceGate } from "./essential";
import {
  PipelineIdParam,
  PipelineRunB,
  PipelineRunC,
  PipelineStatus,
  ProcessForm,
  VariantBConfig,
} from "./schemas";

const tags = ["pipeline"];
const form = { required: true, content: { "multipart/form-data": { schema: ProcessForm } } };
const errors = { ...ERRORS, ...UPSTREAM_ERRORS };

/** Normalises a validated process form (either variant) into the pipeline input. */
export async function pipelineInput(
  body: z.infer<typeof ProcessForm>,
  maxBytes: number,
): Promise<{ input: PipelineInput; variant: "B" | "C" }> {
  let bConfig: z.infer<typeof VariantBConfig> | undefined;
  if (body.config !== undefined) {
    let raw: unknown;
    try {
      raw = JSON.parse(body.config);
    } catch {
      throw new IrisError("VALIDATION_ERROR", "invalid body: config", {
        details: "config: must be JSON text",
      });
    }
    const parsed = VariantBConfig.safeParse(raw);
    if (!parsed.success) {
      throw validationError(
        "body",
        parsed.error.issues.map((i) => ({ ...i, path: ["config", ...i.path] })),
      );
    }
    bConfig = parsed.data;
  }
  const image = await checkImage(body.file, "file", maxBytes);
  return {
    variant: bConfig ? "B" : "C",
    input: {
      image,
      document_type: bConfig?.ficha_type ?? body.document_type,
      language: bConfig?.language,
      apply_unwarping: body.apply_unwarping ?? true,
      enhance_quality: body.enhance_quality ?? true,
      ocr_confidence: body.ocr_confidence ?? 0.3,
      perform_clustering: body.perform_clustering ?? false,
    },
  };
}

const processRoute = (path: string, summary: string) =>
  createRoute({
    method: "post",
    path,
    tags,
    summary,
    description:
      "Multipart upload. With a `config` field (variant B) the answer is variant B; otherwise variant C. `document_type` takes a type, one of its aliases (cedula, residencia, documento_identidad…) or auto. While phases 5-6 are unavailable (their circuit breaker open) the answer is 503 at once, before any phase runs.",
    security: SECURED,
    middleware: [essentialServiceGate, ...guard("authenticated", "processing"), uploadLimit("one")],
    request: { body: form },
    responses: {
      200: {
        description: "pipeline run (variant C, or B when `config` was sent)",
        content: { "application/json": { schema: z.union([PipelineRunC, PipelineRunB]) } },
      },
      ...errors,
    },
  });

const statusA = createRoute({
  method: "get",
  path: "/api/v1/pipeline/status",
  tags,
  summary: "Processing status of a run",
  security: SECURED,
  middleware: guard("authenticated"),
  description:
    "By `pipeline_id`, or by `request_id`: the X-Request-ID the run was sent with, to follow a run before its answer (and its id) arrives.",
  request: {
    query: z
      .object({
        pipeline_id: z.string().uuid("must be a pipeline id (UUID)").optional(),
        request_id: z
          .string()
          .regex(/^[A-Za-z0-9._:-]{1,128}$/, "must be an X-Request-ID")
          .optional(),
      })
      .refine((q) => q.pipeline_id !== undefined || q.request_id !== undefined, {
        message: "give pipeline_id or request_id",
        path: ["pipeline_id"],
      }),
  },
  responses: { 200: json(PipelineStatus, "status"), ...errors, ...NOT_FOUND },
});

const history = createRoute({
  method: "get",
  path: "/api/v1/pipeline/history",
  tags,
  summary: "History of runs",
  security: SECURED,
  middleware: guard("authenticated"),
  request: {
    query: ListQuery.extend({
      status: z.enum(["queued", "running", "completed", "failed"]).optional(),
    }),
  },
  responses: {
    200: json(ok(z.array(PipelineStatus)).extend({ total: z.number().int() }), "runs"),
    ...errors,
  },
});

const byId = (path: string, param: string, summary: string) =>
  createRoute({
    method: "get",
    path,
    tags,
    summary,
    security: SECURED,
    middleware: guard("authenticated"),
    request: { params: PipelineIdParam(param) },
    responses: {
      200: json(PipelineStatus, summary),
      202: json(PipelineStatus, "the run has not finished yet"),
      ...errors,
      ...NOT_FOUND,
    },
  });

type Ctx = Parameters<typeof upstreamCall>[0];

function runner(upstream: Upstream) {
  const find = async (id: string, c: Ctx) => {
    c.set("pipelineId", id);
    const record = await upstream.pipelines.get(id, await upstreamCall(c));
    if (!record) throw new IrisError("NOT_FOUND", "no such pipeline run");
    return record;
  };
  return {
    run: async (body: z.infer<typeof ProcessForm>, c: Ctx) => {
      const { input, variant } = await pipelineInput(body, c.get("config").maxImageBytes);
      const record = await upstream.pipelines.run(input, await upstreamCall(c));
      c.set("pipelineId", record.id);
      if (record.cached === true) c.header("x-cache", "HIT");
      return upstream.pipelines.render(record, variant) as z.infer<typeof PipelineRunC>;
    },
    find,
    status: async (id: string, c: Ctx) =>
      upstream.pipelines.render(await find(id, c), "status") as never,
  };
}

/** Route set A's pipeline routes. */
export function pipelineApiRoutes(upstream: Upstream) {
  const { run, status } = runner(upstream);
  return router()
    .openapi(processRoute("/api/v1/pipeline/process", "Run the full pipeline"), async (c) =>
      c.json(await run(c.req.valid("form"), c), 200),
    )
    .openapi(statusA, async (c) => {
      const q = c.req.valid("query");
      if (q.pipeline_id) return c.json(await status(q.pipeline_id, c), 200);
      const record = await upstream.pipelines.byRequestId(
        q.request_id as string,
        await upstreamCall(c),
      );
      if (!record) throw new IrisError("NOT_FOUND", "no run was sent with this request id");
      c.set("pipelineId", record.id);
      return c.json(upstream.pipelines.render(record, "status") as never, 200);
    })
    .openapi(history, async (c) => {
      const q = c.req.valid("query");
      const fields = q.fields?.split(",");
      const page = await upstream.pipelines.history(q, await upstreamCall(c));
      const items = page.items.map((r) => upstream.pipelines.render(r, "status", fields));
      return c.json(
        {
          success: true as const,
          data: items,
          total: page.total,
          limit: q.limit,
          offset: q.offset,
        } as never,
        200,
      );
    });
}

/** POST /process: variant B or C by the request's shape (DESIGN.md §1). */
export function processRoutes(upstream: Upstream) {
  const { run } = runner(upstream);
  return router().openapi(
    processRoute("/process", "Run the full pipeline (variant B or C by the request's shape)"),
    async (c) => c.json(await run(c.req.valid("form"), c), 200),
  );
}

/** Route set B's run lookups. */
export function runLookupRoutes(upstream: Upstream) {
  const { find, status } = runner(upstream);
  return router()
    .openapi(
      byId("/process/{processing_id}", "processing_id", "Status of a run (set B)"),
      async (c) => c.json(await status(c.req.valid("param").processing_id as string, c), 200),
    )
    .openapi(
      byId("/results/{processing_id}", "processing_id", "Results of a run (set B)"),
      async (c) => {
        const record = await find(c.req.valid("param").processing_id as string, c);
        if (record.status === "queued" || record.status === "running")
          return c.json(upstream.pipelines.render(record, "status") as never, 202);
        return c.json(upstream.pipelines.render(record, "B") as never, 200);
      },
    );
}

/** Route set C's status lookup. */
export function pipelineStatusRoutes(upstream: Upstream) {
  const { status } = runner(upstream);
  return router().openapi(
    byId("/pipeline/status/{pipeline_id}", "pipeline_id", "Status of a run (set C)"),
    async (c) => c.json(await status(c.req.valid("param").pipeline_id as string, c), 200),
  );
}
