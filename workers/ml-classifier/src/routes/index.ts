import type { FastifyInstance } from "fastify";
import type { ClassifierDeps } from "../deps";
import { classifyRoute } from "./classify";
import { evaluateRoute } from "./evaluate";
import { modelRoutes } from "./models";
import { trainingRoutes } from "./train";

/** Every ml-classifier route. */
export function registerRoutes(app: FastifyInstance, deps: ClassifierDeps): void {
  classifyRoute(app, deps);
  trainingRoutes(app, deps);
  evaluateRoute(app, deps);
  modelRoutes(app, deps);
}
