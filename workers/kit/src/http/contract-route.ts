import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  errorEnvelope,
  openApiDocument,
  type RequestOf,
  type RouteContract,
  successEnvelope,
} from "../contract";
import type { SuccessEnvelope } from "./envelope";

/** A contract route's handler: the success envelope around its `data`, or a reply it sent. */
export type ContractHandler<C extends RouteContract> = (
  request: FastifyRequest<RequestOf<C>>,
  reply: FastifyReply,
) => Promise<SuccessEnvelope<z.input<C["data"]>> | FastifyReply>;

/**
 * Registers a route (and its aliases) under its contract. Fastify serialises the 200 answer
 * through the success envelope around `data`, and every 4xx/5xx through the error envelope, with
 * zod (fastify-type-provider-zod): an answer that strays from its contract is a 500, never a
 * silently different shape. A JSON body, path parameters and the query string are validated
 * against `contract.json`, `params` and `query` (400 naming each field at fault), and the handler
 * reads them parsed.
 */
export function contractRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
): void {
  const schema = {
    ...(contract.json ? { body: contract.json } : {}),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    response: {
      [contract.status ?? 200]: successEnvelope(contract.data),
      "4xx": errorEnvelope,
      "5xx": errorEnvelope,
    },
  };
  for (const url of [contract.path, ...(contract.aliases ?? [])]) {
    app.route({
      method: contract.method,
      url,
      schema,
      // The compilers take zod schemas; Fastify's route typing expects JSON Schema ones.
      validatorCompiler: validatorCompiler as RouteOptions["validatorCompiler"],
      serializerCompiler: serializerCompiler as RouteOptions["serializerCompiler"],
      // Fastify types a handler by its route generics; these are the contract's.
      handler: handler as RouteOptions["handler"],
    });
  }
}

/** GET /openapi.json: the service's OpenAPI document, built once from its route contracts. */
export function serveOpenApi(
  app: FastifyInstance,
  description: string,
  routes: readonly RouteContract[],
): void {
  const document = openApiDocument(
    { title: app.serviceInfo.name, version: app.serviceInfo.version, description },
    routes,
  );
  app.get("/openapi.json", async () => document);
}
