import type { Principal } from "./auth/principal";
import type { GatewayConfig } from "./config";

/** Hono generics for the gateway: bindings plus per-request variables. */
export interface AppEnv {
  Bindings: Cloudflare.Env;
  Variables: {
    requestId: string;
    /** Set by pipeline routes so errors carry pipeline_id. */
    pipelineId?: string;
    /** The parsed bindings (set by the authenticate middleware). */
    config: GatewayConfig;
    /** Who is calling (set by the authenticate middleware). */
    principal: Principal;
  };
}
