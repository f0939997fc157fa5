import { createServiceApp, packageVersion } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import type { MlClassifierConfig } from "./config";

/** The ml-classifier service version, from its package.json. */
export const VERSION = packageVersion(new URL("../package.json", import.meta.url));

/** Builds the ml-classifier app (phases 3-4: training and classification); it never listens — server.ts does. */
export async function buildApp(config: MlClassifierConfig): Promise<FastifyInstance> {
  const app = await createServiceApp({ name: "ml-classifier", version: VERSION, config });
  return app;
}
