import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../openapi/app";
import { guard, SECURED } from "../openapi/guard";
import { ERRORS, json, NOT_FOUND, OpenObject, UPSTREAM_ERRORS } from "../schemas/common";
import { type Upstream, upstreamCall } from "../upstream";

const tags = ["admin"];
const errors = { ...ERRORS, 502: UPSTREAM_ERRORS[502], 503: UPSTREAM_ERRORS[503] };

const listModels = createRoute({
  method: "get",
  path: "/admin/models",
  tags,
  summary: "Models of the phase services",
  security: SECURED,
  middleware: guard("admin"),
  responses: { 200: json(OpenObject, "models"), ...errors },
});

const reload = createRoute({
  method: "post",
  path: "/admin/models/reload",
  tags,
  summary: "Reload models into memory",
  security: SECURED,
  middleware: guard("admin"),
  responses: { 200: json(OpenObject, "reloaded"), ...errors },
});

const remove = createRoute({
  method: "delete",
  path: "/admin/models/{model_id}",
  tags,
  summary: "Delete one model",
  security: SECURED,
  middleware: guard("admin"),
  request: {
    params: z.object({
      model_id: z
        .string()
        .regex(
          /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/,
          "must be a model name (letters, digits, . _ -)",
        )
        .openapi({ param: { name: "model_id", in: "path" } }),
    }),
  },
  responses: { 200: json(OpenObject, "deleted"), ...errors, ...NOT_FOUND },
});

/** /admin/models routes: validated and guarded here, served by the upstream. */
export function modelRoutes(upstream: Upstream) {
  return router()
    .openapi(listModels, async (c) =>
      c.json({ success: true, data: await upstream.phases.listModels(await upstreamCall(c)) }, 200),
    )
    .openapi(reload, async (c) =>
      c.json(
        { success: true, data: await upstream.phases.reloadModels(await upstreamCall(c)) },
        200,
      ),
    )
    .openapi(remove, async (c) => {
      const id = c.req.valid("param").model_id;
      return c.json(
        { success: true, data: await upstream.phases.deleteModel(id, await upstreamCall(c)) },
        200,
      );
    });
}
