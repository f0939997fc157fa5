import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { elapsedSeconds } from "./envelope";

declare module "fastify" {
  interface FastifyRequest {
    /** process.hrtime.bigint() when the request arrived. */
    startedAt: bigint;
  }
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Takes X-Request-ID from the caller when it is safe to log and echo, else makes one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** Genreq-id hook for the Fastify constructor. */
export function genReqId(request: { headers: Record<string, string | string[] | undefined> }) {
  return requestIdFrom(request.headers["x-request-id"]);
}

/** Echoes X-Request-ID and sets X-Processing-Time (milliseconds) on every answer. */
export const requestContext = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("startedAt", 0n);
    app.addHook("onRequest", async (request: FastifyRequest) => {
      request.startedAt = process.hrtime.bigint();
    });
    app.addHook("onSend", async (request, reply) => {
      reply.header("x-request-id", request.id);
      reply.header("x-processing-time", `${(elapsedSeconds(request) * 1000).toFixed(1)}ms`);
    });
  },
  { name: "iris-request-context" },
);
