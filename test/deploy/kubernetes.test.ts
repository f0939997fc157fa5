import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { crossFindings, loadManifests, type Manifest, schemaFindings } from "./kubernetes";
import { unknownFieldFindings } from "./kubernetes-strict";
import { PATHS, PHASE_SERVICES } from "./repo";

const manifests = loadManifests();
const kustomization = readFileSync(join(PATHS.kubernetes, "kustomization.yaml"), "utf8");

/** A deep copy of one manifest, to break on purpose. */
function copyOf(kind: string, name: string): Manifest {
  const m = manifests.find((x) => x.kind === kind && x.name === name);
  if (!m) throw new Error(`${kind}/${name} not found`);
  return structuredClone(m);
}

// biome-ignore lint/suspicious/noExplicitAny: a manifest broken on purpose, by path
type Loose = any;

describe("docker/k8s", () => {
  it("holds a Deployment, Service, HPA and PodDisruptionBudget for each phase service", () => {
    for (const kind of ["Deployment", "Service", "HorizontalPodAutoscaler", "PodDisruptionBudget"])
      expect(manifests.filter((m) => m.kind === kind).map((m) => m.name)).toEqual(
        expect.arrayContaining([...PHASE_SERVICES]),
      );
  });

  it("validates against the Kubernetes schemas", async () => {
    expect(await schemaFindings(manifests)).toEqual([]);
  });

  // A TypeScript program over the models' declarations: a few seconds, more on a busy machine.
  it("uses no field the Kubernetes API does not know", () => {
    expect(unknownFieldFindings(manifests)).toEqual([]);
  }, 120_000);

  it("wires services, probes, GPUs, claims and the kustomization together", () => {
    expect(crossFindings(manifests, kustomization)).toEqual([]);
  });

  it("catches a wrong type, a misspelt field and a missing required field", async () => {
    const d = copyOf("Deployment", "ml-embeddings");
    const o = d.object as Loose;
    o.spec.replicas = "two";
    o.spec.template.spec.containers[0].livenesProbe =
      o.spec.template.spec.containers[0].livenessProbe;
    delete o.spec.selector;
    const schema = await schemaFindings([d]);
    expect(schema.join("\n")).toMatch(/replicas must be integer/);
    expect(schema.join("\n")).toMatch(/must have required property selector/);
    expect(unknownFieldFindings([d]).join("\n")).toMatch(/'"livenesProbe"' does not exist/);
  }, 120_000);

  it("catches a pod without probes or GPU, a Service on the wrong port, a forgotten file", () => {
    const d = copyOf("Deployment", "ml-classifier");
    const container = (d.object as Loose).spec.template.spec.containers[0];
    delete container.readinessProbe;
    delete container.resources.limits["nvidia.com/gpu"];
    const s = copyOf("Service", "ml-classifier");
    (s.object as Loose).spec.ports[0].targetPort = "metrics";
    const others = manifests.filter(
      (m) => !(m.name === "ml-classifier" && (m.kind === "Deployment" || m.kind === "Service")),
    );
    const findings = crossFindings(
      [...others, d, s],
      kustomization.replace("  - 50-ingress.yaml\n", ""),
    );
    expect(findings).toEqual([
      "42-ml-classifier.yaml#0 Deployment/ml-classifier container ml-classifier: no readinessProbe",
      "42-ml-classifier.yaml#0 Deployment/ml-classifier container ml-classifier: a GPU service without an nvidia.com/gpu limit",
      "42-ml-classifier.yaml#1 Service/ml-classifier: targetPort metrics is not a port of ml-classifier",
      "kustomization.yaml: 50-ingress.yaml is not listed",
    ]);
  });
});
