import { z } from "zod";
import { parseByteSize, parseDurationSeconds } from "./durations";
import {
  parseInstances,
  SERVICE_NAMES,
  SERVICE_URL_BINDING,
  type ServiceInstance,
  type ServiceName,
} from "./services";

export { parseByteSize, parseDurationSeconds } from "./durations";
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

/** A binding parsed with `parse`; a throw becomes an issue naming the binding. */
function parsed<T>(parse: (value: string) => T) {
  return z.string().transform((value, ctx) => {
    try {
      return parse(value);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  });
}

const duration = parsed(parseDurationSeconds);
const byteSize = parsed(parseByteSize);
const list = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .default([]);
const positiveInt = z.coerce.number().int().positive();
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const secret = z.string().min(32, "must be at least 32 characters").optional();

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
  JWT_ACCESS_SECRET: secret,
  JWT_REFRESH_SECRET: secret,
  JWT_SECRET_KEY: secret,
  JWT_ALGORITHM: z.enum(["HS256", "HS384", "HS512"]).default("HS256"),
  JWT_ACCESS_EXPIRY: duration.optional(),
  JWT_ACCESS_TOKEN_EXPIRE_MINUTES: positiveInt.optional(),
  JWT_REFRESH_EXPIRY: duration.optional(),
  JWT_REFRESH_TOKEN_EXPIRE_DAYS: positiveInt.optional(),
  JWT_ISSUER: z.string().min(1).default("iris-gateway"),
  JWT_AUDIENCE: z.string().min(1).default("iris-api"),
  JWT_CLOCK_SKEW: duration.pipe(z.number().max(300, "at most 300 s")).default(30),
  CORS_ORIGINS: list,
  ALLOWED_HOSTS: list,
  RATE_LIMIT_ENABLED: bool.default(true),
  RATE_LIMIT_MAX: positiveInt.default(100),
  RATE_LIMIT_WINDOW: positiveInt.default(900_000),
  RATE_LIMIT_AUTHENTICATED_MAX: positiveInt.default(1000),
  RATE_LIMIT_ADMIN_MAX: positiveInt.default(10_000),
  RATE_LIMIT_PROCESSING_MAX: positiveInt.default(50),
  RATE_LIMIT_CRITICAL_MAX: positiveInt.default(10),
  MAX_IMAGE_SIZE: byteSize.default(10 * 1024 * 1024),
  MAX_FILES: positiveInt.default(32),
  CACHE_KEY_PREFIX: z.string().default("iris:api_gateway:"),
  RUNTIME_CONFIG_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  LOAD_BALANCING_STRATEGY: z
    .enum(["round_robin", "health_based", "weighted"])
    .default("health_based"),
  RESULT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(86_400),
});

/** The gateway's validated configuration. */
export interface GatewayConfig {
  environment: "development" | "staging" | "production";
  /** Production rules (credentials required, tiers) apply: staging behaves as production. */
  strict: boolean;
  apiVersion: string;
  serviceToken: string | undefined;
  services: Record<ServiceName, ServiceInstance[]>;
  jwt: {
    accessSecret: string;
    refreshSecret: string;
    algorithm: "HS256" | "HS384" | "HS512";
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
    issuer: string;
    audience: string;
    clockSkewSeconds: number;
  };
  corsOrigins: string[];
  allowedHosts: string[];
  /** Defaults of the run-time rate-limit rules (PUT /admin/config overrides them). */
  rateLimitDefaults: {
    enabled: boolean;
    max: number;
    windowMs: number;
    authenticatedMax: number;
    adminMax: number;
    processingMax: number;
    criticalMax: number;
  };
  maxImageBytes: number;
  maxFiles: number;
  cacheKeyPrefix: string;
  runtimeConfigCacheSeconds: number;
  /** Default instance-selection strategy of every service (PUT /admin/config changes it). */
  loadBalancing: "round_robin" | "health_based" | "weighted";
  /** How long pipeline results stay in KV (`result:{id}`). */
  resultTtlSeconds: number;
}

const cache = new WeakMap<object, GatewayConfig>();

/**
 * Parses the bindings once per isolate (cached by the env object). A bad value throws an
 * error naming the binding, which the error handler turns into a 500 with that one line logged.
 */
export function gatewayConfig(env: Cloudflare.Env): GatewayConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const result = schema.safeParse(env);
  if (!result.success) {
    const line = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`invalid gateway configuration: ${line}`);
  }
  const config = build(result.data);
  cache.set(env, config);
  return config;
}

function build(p: z.infer<typeof schema>): GatewayConfig {
  const accessSecret = p.JWT_ACCESS_SECRET ?? p.JWT_SECRET_KEY;
  const refreshSecret = p.JWT_REFRESH_SECRET ?? p.JWT_SECRET_KEY;
  if (!accessSecret || !refreshSecret) {
    throw new Error(
      "invalid gateway configuration: JWT_ACCESS_SECRET and JWT_REFRESH_SECRET (or JWT_SECRET_KEY) are required",
    );
  }
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, p[SERVICE_URL_BINDING[name] as keyof typeof p]]),
  ) as Record<ServiceName, ServiceInstance[]>;
  return {
    environment: p.ENVIRONMENT,
    strict: p.ENVIRONMENT !== "development",
    apiVersion: p.API_VERSION,
    serviceToken: p.SERVICE_TOKEN || undefined,
    services,
    jwt: {
      accessSecret,
      refreshSecret,
      algorithm: p.JWT_ALGORITHM,
      accessTtlSeconds:
        p.JWT_ACCESS_EXPIRY ??
        (p.JWT_ACCESS_TOKEN_EXPIRE_MINUTES ? p.JWT_ACCESS_TOKEN_EXPIRE_MINUTES * 60 : 3600),
      refreshTtlSeconds:
        p.JWT_REFRESH_EXPIRY ??
        (p.JWT_REFRESH_TOKEN_EXPIRE_DAYS ? p.JWT_REFRESH_TOKEN_EXPIRE_DAYS * 86_400 : 7 * 86_400),
      issuer: p.JWT_ISSUER,
      audience: p.JWT_AUDIENCE,
      clockSkewSeconds: p.JWT_CLOCK_SKEW,
    },
    corsOrigins: p.CORS_ORIGINS,
    allowedHosts: p.ALLOWED_HOSTS.map((h) => h.toLowerCase()),
    rateLimitDefaults: {
      enabled: p.RATE_LIMIT_ENABLED,
      max: p.RATE_LIMIT_MAX,
      windowMs: p.RATE_LIMIT_WINDOW,
      authenticatedMax: p.RATE_LIMIT_AUTHENTICATED_MAX,
      adminMax: p.RATE_LIMIT_ADMIN_MAX,
      processingMax: p.RATE_LIMIT_PROCESSING_MAX,
      criticalMax: p.RATE_LIMIT_CRITICAL_MAX,
    },
    maxImageBytes: p.MAX_IMAGE_SIZE,
    maxFiles: p.MAX_FILES,
    cacheKeyPrefix: p.CACHE_KEY_PREFIX,
    runtimeConfigCacheSeconds: p.RUNTIME_CONFIG_CACHE_SECONDS,
    loadBalancing: p.LOAD_BALANCING_STRATEGY,
    resultTtlSeconds: p.RESULT_TTL_SECONDS,
  };
}
