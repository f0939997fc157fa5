import type { Context } from "hono";
import { RuntimeConfigStore } from "../runtime-config";
import type { AppEnv } from "../types";
import type { UpstreamCall } from "./interface";

/** Builds the context an upstream operation gets from a request. */
export async function upstreamCall(c: Context<AppEnv>): Promise<UpstreamCall> {
  const config = c.get("config");
  return {
    requestId: c.get("requestId"),
    principal: c.get("principal"),
    config,
    runtime: (await new RuntimeConfigStore(c.env.DB, config).get()).config,
    env: c.env,
    waitUntil: (p) => c.executionCtx.waitUntil(p),
    setPipelineId: (id) => c.set("pipelineId", id),
  };
}
