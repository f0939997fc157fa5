import { z } from "zod";
import { errorEnvelope, successEnvelope } from "./envelope";
import type { RouteContract } from "./route-contract";

/** Phrases for the statuses iris answers. */
const STATUS_TEXT: Record<number, string> = {
  200: "success",
  202: "accepted: the work runs in the background",
  400: "malformed request",
  401: "service token required or invalid",
  404: "not found",
  409: "conflict",
  413: "file or body too large",
  415: "unsupported content or image format",
  422: "the input could not be processed",
  429: "too many requests",
  500: "internal error",
  503: "temporarily unavailable; retry later",
};

/** Statuses every phase-service route may answer (token, size limits, an internal fault). */
const COMMON_ERRORS = [401, 413, 500];

/**
 * The OpenAPI 3.1 document of a service, generated from its route contracts: multipart
 * requests from the form schema and file parts, answers from the success envelope around
 * `data` and the shared error envelope.
 */
export function openApiDocument(
  info: { title: string; version: string; description?: string },
  routes: readonly RouteContract[],
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operation = {
      summary: route.summary,
      ...parameters(route),
      ...requestBody(route),
      responses: responses(route),
    };
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const templated = openApiPath(path);
      paths[templated] = { ...paths[templated], [route.method.toLowerCase()]: operation };
    }
  }
  return {
    openapi: "3.1.0",
    info,
    paths,
    components: {
      schemas: { ErrorEnvelope: schemaOf(errorEnvelope, "output") },
      securitySchemes: { serviceToken: { type: "http", scheme: "bearer" } },
    },
    security: [{ serviceToken: [] }],
  };
}

/** Fastify's `/models/:id` as OpenAPI's `/models/{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

function parameters(route: RouteContract) {
  const list: Record<string, unknown>[] = [];
  for (const [where, schema] of [
    ["path", route.params],
    ["query", route.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, "input");
    const required = new Set((json.required as string[] | undefined) ?? []);
    const properties = (json.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...rest } = property;
      list.push({
        name,
        in: where,
        required: where === "path" || required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  return list.length ? { parameters: list } : {};
}

function requestBody(route: RouteContract) {
  if (route.json) {
    return {
      requestBody: {
        required: true,
        content: { "application/json": { schema: schemaOf(route.json, "input") } },
      },
    };
  }
  if (!route.form && !route.files) return {};
  const form = route.form ? schemaOf(route.form, "input") : { type: "object", properties: {} };
  const properties = { ...(form.properties as Record<string, unknown>) };
  const required = [...((form.required as string[] | undefined) ?? [])];
  for (const file of route.files ?? []) {
    const binary = { type: "string", contentEncoding: "binary", description: file.description };
    properties[file.name] = file.multiple ? { type: "array", items: binary } : binary;
    if (file.required) required.push(file.name);
  }
  const schema = { type: "object", properties, ...(required.length ? { required } : {}) };
  return {
    requestBody: { required: true, content: { "multipart/form-data": { schema } } },
  };
}

function responses(route: RouteContract) {
  const success = route.status ?? 200;
  const out: Record<string, unknown> = {
    [success]: {
      description: STATUS_TEXT[success],
      content: {
        "application/json": { schema: schemaOf(successEnvelope(route.data), "output") },
      },
    },
  };
  const statuses = [...new Set([...route.errors, ...COMMON_ERRORS])].sort((a, b) => a - b);
  for (const status of statuses) {
    out[status] = {
      description: STATUS_TEXT[status] ?? "error",
      content: {
        "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } },
      },
    };
  }
  return out;
}

/** JSON Schema of one side of a zod schema; transforms are described by what they accept. */
function schemaOf(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
    reused: "inline",
  }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}
