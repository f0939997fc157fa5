/** Hono generics for the gateway: bindings plus per-request variables. */
export interface AppEnv {
  Bindings: Cloudflare.Env;
  Variables: {
    requestId: string;
    /** Set by pipeline routes so errors carry pipeline_id. */
    pipelineId?: string;
  };
}
