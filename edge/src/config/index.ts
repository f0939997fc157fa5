import { z } from "zod";
import {
  parseInstances,
  SERVICE_NAMES,
  SERVICE_URL_BINDING,
  type ServiceInstance,
  type ServiceName,
} from "./services";

export { parseInstances, SERVICE_NAMES, type ServiceInstance, type ServiceName } from "./services";

const instances = z.string().transform((value, ctx) => {
  try {
    const list = parseInstances(value);
    if (list.length === 0)
      ctx.addIssue({ code: "custom", message: "at least one instance is required" });
    return list;
  } catch (error) {
    ctx.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});

const schema = z.object({
  ENVIRONMENT: z.enum(["development", "staging", "production"]).default("development"),
  API_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+/, "must be a semantic version")
    .default("1.0.0"),
  SERVICE_TOKEN: z.string().optional(),
  IMAGE_PROCESSOR_URL: instances.default([{ url: "http://127.0.0.1:8001", weight: 1 }]),
  ML_EMBEDDINGS_URL: instances.default([{ url: "http://127.0.0.1:8002", weight: 1 }]),
  ML_CLASSIFIER_URL: instances.default([{ url: "http://127.0.0.1:8003", weight: 1 }]),
  OCR_EXTRACTOR_URL: instances.default([{ url: "http://127.0.0.1:8004", weight: 1 }]),
});

/** The gateway's validated configuration. */
export interface GatewayConfig {
  environment: "development" | "staging" | "production";
  apiVersion: string;
  serviceToken: string | undefined;
  services: Record<ServiceName, ServiceInstance[]>;
}

const cache = new WeakMap<object, GatewayConfig>();

/**
 * Parses the bindings once per isolate (cached by the env object). A bad value throws an
 * error naming the binding, which the error handler turns into a 500 with that one line logged.
 */
export function gatewayConfig(env: Cloudflare.Env): GatewayConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const line = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`invalid gateway configuration: ${line}`);
  }
  const p = parsed.data;
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, p[SERVICE_URL_BINDING[name] as keyof typeof p]]),
  ) as Record<ServiceName, ServiceInstance[]>;
  const config: GatewayConfig = {
    environment: p.ENVIRONMENT,
    apiVersion: p.API_VERSION,
    serviceToken: p.SERVICE_TOKEN || undefined,
    services,
  };
  cache.set(env, config);
  return config;
}
