import { createRoute, type z } from "@hono/zod-openapi";
import { guard, SECURED } from "../openapi/guard";
import { uploadLimit } from "../schemas/body-limit";
import { ERRORS, json, OpenObject, UPSTREAM_ERRORS } from "../schemas/common";

/** A processing route that forwards one phase operation: guarded, limited, validated. */
export function phaseRoute<S extends z.ZodType>(opts: {
  path: string;
  summary: string;
  tag: string;
  schema: S;
  media: "multipart/form-data" | "application/json";
  uploads?: "one" | "many";
}) {
  return createRoute({
    method: "post",
    path: opts.path,
    tags: [opts.tag],
    summary: opts.summary,
    security: SECURED,
    middleware: [...guard("authenticated", "processing"), uploadLimit(opts.uploads ?? "one")],
    request: {
      body: { required: true, content: { [opts.media]: { schema: opts.schema } } } as {
        required: true;
        content: Record<typeof opts.media, { schema: S }>;
      },
    },
    responses: {
      200: json(OpenObject, "the phase service's result"),
      ...ERRORS,
      ...UPSTREAM_ERRORS,
    },
  });
}
