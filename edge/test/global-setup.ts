import { startPhaseServices } from "@iris/e2e/support";
import type { TestProject } from "vitest/node";

import { TEST_SERVICE_TOKEN } from "./constants";

declare module "vitest" {
  export interface ProvidedContext {
    serviceUrls: Record<string, string>;
  }
}

/** Starts the four real phase services in Node; the Worker under test reaches them over HTTP. */
export default async function setup(project: TestProject) {
  const services = await startPhaseServices({ SERVICE_TOKEN: TEST_SERVICE_TOKEN });
  project.provide("serviceUrls", services.urls);
  return () => services.close();
}
