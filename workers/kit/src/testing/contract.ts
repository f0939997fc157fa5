import { Ajv2020 } from "ajv/dist/2020.js";
import { expect } from "vitest";
import { z } from "zod";
import {
  type ErrorEnvelope,
  errorEnvelope,
  type HealthData,
  healthData,
  successEnvelope,
} from "../contract";

/**
 * The `data` of a success answer, parsed with its contract: fails the test when the status is
 * not 200 or the body strays from the documented shape.
 */
export async function readData<S extends z.ZodType>(res: Response, data: S): Promise<z.output<S>> {
  return (await readEnvelope(res, data)).data;
}

/** The whole success envelope of a 200 answer, its `data` parsed with `data`. */
export async function readEnvelope<S extends z.ZodType>(res: Response, data: S) {
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body).slice(0, 500)).toBe(200);
  const envelope = successEnvelope(z.unknown()).parse(body);
  return { ...envelope, data: data.parse(envelope.data) as z.output<S> };
}

/** The error envelope of a failed answer, parsed with its contract; `status` when given. */
export async function readError(res: Response, status?: number): Promise<ErrorEnvelope> {
  const body: unknown = await res.json();
  if (status !== undefined) expect(res.status, JSON.stringify(body).slice(0, 500)).toBe(status);
  else expect(res.status).toBeGreaterThanOrEqual(400);
  return errorEnvelope.parse(body);
}

/** GET /health's `data`, parsed with its contract (200, or 503 when unhealthy). */
export async function readHealth(res: Response): Promise<HealthData> {
  const body: unknown = await res.json();
  expect([200, 503]).toContain(res.status);
  return successEnvelope(healthData).parse(body).data;
}

/**
 * Checks `body` against the schema an OpenAPI document gives for `method path` answering
 * `status` (JSON Schema 2020-12, by ajv): the document describes what the service serves.
 */
export function expectDocumented(
  document: unknown,
  route: { method: string; path: string; status: number },
  body: unknown,
): void {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document as object, "openapi");
  const pointer = [
    "paths",
    route.path,
    route.method.toLowerCase(),
    "responses",
    String(route.status),
    "content",
    "application/json",
    "schema",
  ]
    .map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1"))
    .join("/");
  const validate = ajv.getSchema(`openapi#/${pointer}`);
  if (!validate) throw new Error(`the document has no schema for ${pointer}`);
  const valid = validate(body);
  expect(valid ? [] : ajv.errorsText(validate.errors)).toEqual([]);
}

/** GETs a service's /openapi.json. */
export async function fetchOpenApi(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ paths: Record<string, Record<string, unknown>> }> {
  const res = await fetch(`${url}/openapi.json`, { headers });
  expect(res.status).toBe(200);
  return openApiShape.parse(await res.json());
}

const openApiShape = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
