import { createRoute, z } from "@hono/zod-openapi";
import { isAuthenticated } from "../auth/principal";
import { router } from "../openapi/app";
import { guard, SECURED } from "../openapi/guard";
import {
  type RuntimeConfigPatch,
  RuntimeConfigStore,
  runtimeConfigPatchSchema,
  runtimeConfigSchema,
} from "../runtime-config";
import { ERRORS, json, ok } from "../schemas/common";

const tags = ["admin"];

const ConfigResponse = ok(runtimeConfigSchema).extend({
  version: z.number().int().openapi({ description: "0 until the first PUT" }),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});

const getConfig = createRoute({
  method: "get",
  path: "/admin/config",
  tags,
  summary: "The gateway configuration record (spec §2.6)",
  security: SECURED,
  middleware: guard("admin"),
  responses: { 200: json(ConfigResponse, "configuration"), ...ERRORS },
});

const putConfig = createRoute({
  method: "put",
  path: "/admin/config",
  tags,
  summary: "Change the configuration at run time",
  description:
    "Any part of the record; it is merged over the current one, validated as a whole and persisted in D1. The rate limiter uses it from the next request (other isolates within RUNTIME_CONFIG_CACHE_SECONDS).",
  security: SECURED,
  middleware: guard("admin"),
  request: {
    body: { required: true, content: { "application/json": { schema: runtimeConfigPatchSchema } } },
  },
  responses: { 200: json(ConfigResponse, "the new record"), ...ERRORS },
});

const resetConfig = createRoute({
  method: "delete",
  path: "/admin/config",
  tags,
  summary: "Drop run-time changes: back to the deployment's defaults",
  security: SECURED,
  middleware: guard("admin"),
  responses: { 200: json(ConfigResponse, "the default record"), ...ERRORS },
});

function body(v: Awaited<ReturnType<RuntimeConfigStore["get"]>>) {
  return {
    success: true as const,
    data: v.config,
    version: v.version,
    updated_at: v.updated_at,
    updated_by: v.updated_by,
  };
}

/** GET/PUT/DELETE /admin/config. */
export const configRoutes = router()
  .openapi(getConfig, async (c) => {
    const store = new RuntimeConfigStore(c.env.DB, c.get("config"));
    return c.json(body(await store.get()), 200);
  })
  .openapi(putConfig, async (c) => {
    const store = new RuntimeConfigStore(c.env.DB, c.get("config"));
    const p = c.get("principal");
    const by = isAuthenticated(p) ? p.email : "anonymous developer";
    const updated = await store.update(c.req.valid("json") as RuntimeConfigPatch, by);
    return c.json(body(updated), 200);
  })
  .openapi(resetConfig, async (c) => {
    const store = new RuntimeConfigStore(c.env.DB, c.get("config"));
    return c.json(body(await store.reset()), 200);
  });
