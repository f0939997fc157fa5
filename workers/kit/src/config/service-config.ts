import { z } from "zod";
import { parseByteSize } from "./byte-size";
import { booleanString, optionalString } from "./load-config";

const byteSize = z.union([z.string(), z.number()]).transform((value, ctx) => {
  try {
    return parseByteSize(value);
  } catch (error) {
    ctx.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});

/**
 * Settings every phase service shares. A service extends it with its own keys:
 * `serviceConfigSchema(8001).extend({ ... })`.
 */
export function serviceConfigSchema(defaultPort: number) {
  return z.object({
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /** When set, every route but /health requires `Authorization: Bearer <SERVICE_TOKEN>`. */
    SERVICE_TOKEN: optionalString(),
    /** Largest accepted upload, e.g. "10MB" (binary: 10 MiB). */
    MAX_IMAGE_SIZE: byteSize.default(10 * 1024 * 1024),
    /** Largest accepted image in pixels (width × height): the decompression-bomb guard. */
    MAX_IMAGE_PIXELS: z.coerce.number().int().positive().default(50_000_000),
    /** Most files in one multipart request. */
    MAX_FILES: z.coerce.number().int().positive().default(32),
    /** Largest JSON body. */
    MAX_JSON_BODY: byteSize.default(32 * 1024 * 1024),
    /** Shared state (caches, indexes, jobs) lives here when set; in process otherwise. */
    REDIS_URL: optionalString(),
    /** Where a service keeps files that must survive a restart. */
    DATA_DIR: z.string().default(".iris/data"),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** Log every request (method, url, status, time); off keeps logs to warnings and errors. */
    LOG_REQUESTS: booleanString.default(true),
  });
}

/** The parsed shared settings. */
export type ServiceConfig = z.infer<ReturnType<typeof serviceConfigSchema>>;
