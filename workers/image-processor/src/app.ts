import { createServiceApp, packageVersion } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import type { ImageProcessorConfig } from "./config";

/** The image-processor service version, from its package.json. */
export const VERSION = packageVersion(new URL("../package.json", import.meta.url));

/** Builds the image-processor app (phase 1: preprocessing); it never listens — server.ts does. */
export async function buildApp(config: ImageProcessorConfig): Promise<FastifyInstance> {
  const app = await createServiceApp({ name: "image-processor", version: VERSION, config });
  return app;
}
