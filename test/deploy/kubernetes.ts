import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { IDeployment, IStatefulSet } from "kubernetes-models/apps/v1";
import type { IHorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import type { IPodDisruptionBudget } from "kubernetes-models/policy/v1";
import type { IService } from "kubernetes-models/v1";
import { parseAllDocuments } from "yaml";
import { GPU_SERVICES, PATHS } from "./repo";

/** One object of a manifest file. */
export interface Manifest {
  file: string;
  /** Position of the document in its file (0-based). */
  index: number;
  apiVersion: string;
  kind: string;
  name: string;
  object: Record<string, unknown>;
}

/** Reads every YAML document of the manifest folder (kustomization.yaml aside), in file order. */
export function loadManifests(dir = PATHS.kubernetes): Manifest[] {
  const files = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f) && f !== "kustomization.yaml")
    .sort();
  return files.flatMap((file) => parseManifests(readFileSync(join(dir, file), "utf8"), file));
}

/** Parses the documents of one manifest file; a YAML error throws naming the file. */
export function parseManifests(text: string, file: string): Manifest[] {
  return parseAllDocuments(text).flatMap((doc, index) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]?.message}`);
    const object = doc.toJS() as Record<string, unknown> | null;
    if (!object) return [];
    const metadata = (object.metadata ?? {}) as { name?: string };
    return [
      {
        file,
        index,
        apiVersion: String(object.apiVersion),
        kind: String(object.kind),
        name: metadata.name ?? "(unnamed)",
        object,
      },
    ];
  });
}

/** `file#index Kind/name`, how findings name an object. */
export function label(m: Manifest): string {
  return `${m.file}#${m.index} ${m.kind}/${m.name}`;
}

/** The kubernetes-models module that holds an apiVersion's models ("v1" is the core group). */
export function modelModule(apiVersion: string): string {
  return `kubernetes-models/${apiVersion}`;
}

/**
 * Validates each object against the Kubernetes OpenAPI schema (kubernetes-models: types,
 * required fields, enums, formats). Resolves one finding per invalid or unknown object.
 */
export async function schemaFindings(manifests: Manifest[]): Promise<string[]> {
  const findings: string[] = [];
  for (const m of manifests) {
    let Model: (new (data: unknown) => { validate(): void }) | undefined;
    try {
      const mod = (await import(`${modelModule(m.apiVersion)}/${m.kind}`)) as Record<
        string,
        new (
          data: unknown,
        ) => { validate(): void }
      >;
      Model = mod[m.kind];
    } catch {
      Model = undefined;
    }
    if (!Model) {
      findings.push(`${label(m)}: no schema for ${m.apiVersion} ${m.kind}`);
      continue;
    }
    try {
      new Model(m.object).validate();
    } catch (error) {
      findings.push(`${label(m)}: ${(error as Error).message}`);
    }
  }
  return findings;
}

/** The objects of one kind, typed as their model (call after `schemaFindings` passed). */
function ofKind<T>(manifests: Manifest[], kind: string): { m: Manifest; o: T }[] {
  return manifests.filter((m) => m.kind === kind).map((m) => ({ m, o: m.object as T }));
}

function matches(selector?: Record<string, string>, labels?: Record<string, string>): boolean {
  if (!selector || !labels) return false;
  return Object.entries(selector).every(([k, v]) => labels[k] === v);
}

/**
 * What the schema cannot see: every workload has probes, resource requests, a memory limit
 * and a hardened security context; every Deployment has a Service that selects its pods on a
 * port they expose, an HPA and a PodDisruptionBudget; GPU services request a GPU; ConfigMaps
 * and claims that pods use exist; kustomization.yaml lists every file.
 */
export function crossFindings(manifests: Manifest[], kustomization?: string): string[] {
  const findings: string[] = [];
  const names = (kind: string) =>
    new Set(manifests.filter((m) => m.kind === kind).map((m) => m.name));
  const configMaps = names("ConfigMap");
  const claims = names("PersistentVolumeClaim");
  const workloads = [
    ...ofKind<IDeployment>(manifests, "Deployment"),
    ...ofKind<IStatefulSet>(manifests, "StatefulSet"),
  ];
  const services = ofKind<IService>(manifests, "Service");
  const autoscalers = ofKind<IHorizontalPodAutoscaler>(manifests, "HorizontalPodAutoscaler");
  const budgets = ofKind<IPodDisruptionBudget>(manifests, "PodDisruptionBudget");

  for (const { m, o } of workloads) {
    const at = label(m);
    const podLabels = o.spec?.template.metadata?.labels;
    const pod = o.spec?.template.spec;
    if (!matches(o.spec?.selector.matchLabels, podLabels))
      findings.push(`${at}: selector does not match the pod labels`);
    if (pod?.securityContext?.runAsNonRoot !== true)
      findings.push(`${at}: pod securityContext.runAsNonRoot is not true`);
    for (const c of pod?.containers ?? []) {
      const where = `${at} container ${c.name}`;
      if (!c.readinessProbe) findings.push(`${where}: no readinessProbe`);
      if (!c.livenessProbe) findings.push(`${where}: no livenessProbe`);
      if (!c.resources?.requests?.cpu || !c.resources?.requests?.memory)
        findings.push(`${where}: no cpu and memory requests`);
      if (!c.resources?.limits?.memory) findings.push(`${where}: no memory limit`);
      if (c.securityContext?.allowPrivilegeEscalation !== false)
        findings.push(`${where}: allowPrivilegeEscalation is not false`);
      if (c.securityContext?.readOnlyRootFilesystem !== true)
        findings.push(`${where}: root filesystem is not read-only`);
      for (const source of c.envFrom ?? []) {
        const ref = source.configMapRef?.name;
        if (ref && !configMaps.has(ref)) findings.push(`${where}: ConfigMap ${ref} is not defined`);
      }
      const gpus = Number(c.resources?.limits?.["nvidia.com/gpu"] ?? 0);
      if ((GPU_SERVICES as readonly string[]).includes(m.name) && !(gpus >= 1))
        findings.push(`${where}: a GPU service without an nvidia.com/gpu limit`);
    }
    for (const v of pod?.volumes ?? []) {
      const claim = v.persistentVolumeClaim?.claimName;
      if (claim && !claims.has(claim)) findings.push(`${at}: claim ${claim} is not defined`);
    }
    if (m.kind !== "Deployment") continue;

    const ports = new Set<string | number>(
      (pod?.containers ?? []).flatMap((c) =>
        (c.ports ?? []).flatMap((p) => [p.containerPort, ...(p.name ? [p.name] : [])]),
      ),
    );
    const selecting = services.filter((s) => matches(s.o.spec?.selector, podLabels));
    if (selecting.length === 0) findings.push(`${at}: no Service selects its pods`);
    for (const s of selecting)
      for (const p of s.o.spec?.ports ?? [])
        if (!ports.has(p.targetPort ?? p.port))
          findings.push(`${label(s.m)}: targetPort ${p.targetPort} is not a port of ${m.name}`);

    const hpa = autoscalers.find((h) => h.o.spec?.scaleTargetRef.name === m.name);
    if (!hpa) findings.push(`${at}: no HorizontalPodAutoscaler`);
    else if ((hpa.o.spec?.maxReplicas ?? 0) < (hpa.o.spec?.minReplicas ?? 1))
      findings.push(`${label(hpa.m)}: maxReplicas < minReplicas`);
    if (!budgets.some((b) => matches(b.o.spec?.selector?.matchLabels, podLabels)))
      findings.push(`${at}: no PodDisruptionBudget`);
  }

  if (kustomization !== undefined) {
    const parsed = parseAllDocuments(kustomization)[0]?.toJS() as { resources?: string[] } | null;
    const listed = new Set(parsed?.resources ?? []);
    for (const file of new Set(manifests.map((m) => m.file)))
      if (!listed.has(file)) findings.push(`kustomization.yaml: ${file} is not listed`);
    for (const file of listed)
      if (!manifests.some((m) => m.file === file))
        findings.push(`kustomization.yaml: ${file} does not exist`);
  }
  return findings;
}
