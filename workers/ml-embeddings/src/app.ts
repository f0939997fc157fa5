import { createServiceApp, packageVersion } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import type { MlEmbeddingsConfig } from "./config";

/** The ml-embeddings service version, from its package.json. */
export const VERSION = packageVersion(new URL("../package.json", import.meta.url));

/** Builds the ml-embeddings app (phase 2: embeddings and clustering); it never listens — server.ts does. */
export async function buildApp(config: MlEmbeddingsConfig): Promise<FastifyInstance> {
  const app = await createServiceApp({ name: "ml-embeddings", version: VERSION, config });
  return app;
}
