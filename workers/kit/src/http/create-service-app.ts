import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { ServiceConfig } from "../config";
import { IrisError } from "../errors";
import { metricsPlugin } from "../metrics";
import { errorHandler } from "./error-handler";
import { type HealthProbe, healthPlugin } from "./health";
import { genReqId, requestContext } from "./request-context";
import { serviceAuth } from "./service-auth";

declare module "fastify" {
  interface FastifyInstance {
    serviceInfo: { name: string; version: string };
  }
}

/** What a phase service tells the kit about itself. */
export interface ServiceAppOptions {
  name: string;
  version: string;
  config: ServiceConfig;
  /** Extra /health checks (models loaded, Redis reachable, ...). */
  probe?: HealthProbe;
}

/**
 * Builds the Fastify app every phase service starts from: request id and timing headers,
 * the single error handler, the service-token check, /metrics, /health and multipart
 * uploads bounded by MAX_IMAGE_SIZE. It never listens; `runService` does.
 */
export async function createServiceApp(options: ServiceAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      base: { service: options.name },
      redact: ["req.headers.authorization", "req.headers['x-api-key']"],
    },
    logController: new LogController({
      disableRequestLogging: !config.LOG_REQUESTS,
      requestIdLogLabel: "request_id",
    }),
    genReqId,
    bodyLimit: config.MAX_JSON_BODY,
    return503OnClosing: true,
  });
  app.decorate("serviceInfo", { name: options.name, version: options.version });
  strictJson(app);
  await app.register(requestContext);
  await app.register(errorHandler);
  await app.register(serviceAuth, { token: config.SERVICE_TOKEN });
  await app.register(metricsPlugin, { service: options.name });
  await app.register(healthPlugin, options.probe ? { probe: options.probe } : {});
  await app.register(multipart, {
    limits: {
      fileSize: config.MAX_IMAGE_SIZE,
      files: config.MAX_FILES,
      fields: 64,
      parts: config.MAX_FILES + 64,
      fieldSize: 1024 * 1024,
      headerPairs: 200,
    },
  });
  return app;
}

/**
 * JSON bodies must be valid UTF-8: the default parser would decode a bad byte sequence to
 * U+FFFD and let the request through with altered text. Invalid UTF-8 is 400
 * VALIDATION_ERROR; everything else (prototype-poisoning checks, empty bodies, the size
 * limit) is Fastify's own JSON parsing.
 */
function strictJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(
        new IrisError("VALIDATION_ERROR", "the JSON body is not valid UTF-8", {
          details: "send the body encoded as UTF-8",
        }),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
