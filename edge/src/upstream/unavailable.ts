import { IrisError } from "@iris/kit/errors";
import type { PhaseOperations, PipelineOperations, Upstream } from "./interface";

function unavailable(what: string): never {
  throw new IrisError("SERVICE_UNAVAILABLE", `${what} is not available yet`, {
    details: "the gateway does not call the phase services yet (orchestration is not wired)",
    retryAfter: 60,
  });
}

/**
 * The upstream used until the orchestration is wired: every operation answers 503
 * SERVICE_UNAVAILABLE after the route's auth, limits and validation have run for real.
 */
export const unavailableUpstream: Upstream = {
  phases: new Proxy({} as PhaseOperations, {
    get: (_target, op) => async () => unavailable(`phase operation ${String(op)}`),
  }),
  pipelines: new Proxy({} as PipelineOperations, {
    get: (_target, op) =>
      op === "render"
        ? () => unavailable("pipeline rendering")
        : async () => unavailable(`pipeline operation ${String(op)}`),
  }),
};
