import { Hono } from "hono";
import { onError, onNotFound } from "./errors";
import { healthRoute } from "./health/route";
import { requestContext } from "./middleware/request-context";
import type { AppEnv } from "./types";

/** Builds the gateway app: request context first, then the routes, one error handler. */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requestContext);
  app.route("/", healthRoute);
  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}
