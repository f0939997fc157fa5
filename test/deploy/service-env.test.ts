import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { readCompose } from "./compose";
import { parseStages } from "./dockerfile";
import { COMPOSE_CHECK_ENV } from "./index";
import { loadManifests } from "./kubernetes";
import { PATHS, PHASE_SERVICES, type PhaseService } from "./repo";
import { composeEnv, envFindings, kubernetesEnv, serviceSchemas } from "./service-env";

const stages = parseStages(readFileSync(PATHS.dockerfile, "utf8"));
const model = readCompose(COMPOSE_CHECK_ENV);
const manifests = loadManifests();
let schemas: Awaited<ReturnType<typeof serviceSchemas>>;

beforeAll(async () => {
  schemas = await serviceSchemas();
});

describe("container environments", () => {
  it.each(PHASE_SERVICES)("%s accepts what compose and Kubernetes give it", (service) => {
    expect(envFindings("compose", schemas[service], composeEnv(model, stages, service))).toEqual(
      [],
    );
    expect(envFindings("k8s", schemas[service], kubernetesEnv(manifests, stages, service))).toEqual(
      [],
    );
  });

  it("run the ML services on CUDA with the mounted manifest", () => {
    for (const service of ["ml-embeddings", "ml-classifier"] as PhaseService[]) {
      for (const env of [
        composeEnv(model, stages, service),
        kubernetesEnv(manifests, stages, service),
      ]) {
        expect(env.ORT_EXECUTION_PROVIDER).toBe("cuda");
        expect(env.MODEL_MANIFEST).toBe("/models/manifest.json");
        expect(env.DATA_DIR).toBe("/data");
      }
    }
  });

  it("flags a misspelt variable and a value the service refuses", () => {
    const env = {
      ...composeEnv(model, stages, "ocr-extractor"),
      OCR_ENGIN: "js",
      OCR_ENGINE: "gpu",
    };
    const findings = envFindings("compose ocr-extractor", schemas["ocr-extractor"], env);
    expect(findings[0]).toBe("compose ocr-extractor: OCR_ENGIN is not a variable of this service");
    expect(findings.slice(1).join()).toMatch(/^compose ocr-extractor: OCR_ENGINE: /);
  });
});
