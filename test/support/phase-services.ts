import * as imageProcessor from "@iris/image-processor";
import { listenForTest, type RunningService } from "@iris/kit/testing";
import * as mlClassifier from "@iris/ml-classifier";
import * as mlEmbeddings from "@iris/ml-embeddings";
import * as ocrExtractor from "@iris/ocr-extractor";

/** The four phase services by the keys the gateway uses. */
export const PHASE_SERVICES = {
  image_processor: imageProcessor,
  ml_embeddings: mlEmbeddings,
  ml_classifier: mlClassifier,
  ocr_extractor: ocrExtractor,
} as const;

export type PhaseServiceName = keyof typeof PHASE_SERVICES;

/** The four services running in this process on ephemeral loopback ports. */
export interface PhaseServices {
  urls: Record<PhaseServiceName, string>;
  services: Record<PhaseServiceName, RunningService>;
  close(): Promise<void>;
}

/**
 * Starts the four real phase services over HTTP for tests that cross service boundaries.
 * `env` is applied on top of quiet test defaults (e.g. SERVICE_TOKEN, DATA_DIR).
 */
export async function startPhaseServices(env: Record<string, string> = {}): Promise<PhaseServices> {
  const names = Object.keys(PHASE_SERVICES) as PhaseServiceName[];
  const started = await Promise.all(
    names.map(async (name) => {
      const mod = PHASE_SERVICES[name];
      const config = mod.readConfig({ LOG_LEVEL: "silent", ...env });
      return [name, await listenForTest(await mod.buildApp(config as never))] as const;
    }),
  );
  const services = Object.fromEntries(started) as Record<PhaseServiceName, RunningService>;
  const urls = Object.fromEntries(started.map(([name, s]) => [name, s.url])) as Record<
    PhaseServiceName,
    string
  >;
  return {
    urls,
    services,
    close: async () => {
      await Promise.all(Object.values(services).map((s) => s.close()));
    },
  };
}
