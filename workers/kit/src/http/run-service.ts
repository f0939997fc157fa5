import type { FastifyInstance } from "fastify";
import type { ServiceConfig } from "../config";

/**
 * Listens on HOST:PORT, prints where, and shuts down gracefully on SIGINT/SIGTERM: stops
 * accepting, lets in-flight requests finish (onClose hooks release models and workers), and
 * exits after SHUTDOWN_TIMEOUT_MS at the latest.
 */
export async function runService(app: FastifyInstance, config: ServiceConfig): Promise<void> {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while closing");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  try {
    const address = await app.listen({ host: config.HOST, port: config.PORT });
    app.log.info(`${app.serviceInfo.name} ${app.serviceInfo.version} listening on ${address}`);
  } catch (error) {
    process.stderr.write(
      `${app.serviceInfo.name}: cannot listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}\n`,
    );
    process.exit(1);
  }
}
