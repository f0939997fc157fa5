import type { ComposeModel } from "./compose";
import { imageEnv, type Stage } from "./dockerfile";
import type { Manifest } from "./kubernetes";
import { PHASE_SERVICES, type PhaseService } from "./repo";

/**
 * Variables a container may carry that are not the service's configuration: Node's, and
 * glibc's malloc arena limit (read by the C library at process start).
 */
const NOT_CONFIG = new Set(["NODE_ENV", "MALLOC_ARENA_MAX"]);

/** The parts of a service's zod configuration schema the check uses. */
interface ConfigSchema {
  safeParse(env: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  shape?: Record<string, unknown>;
  in?: ConfigSchema;
}

/** Each phase service's configuration schema, from its own config module. */
export async function serviceSchemas(): Promise<Record<PhaseService, ConfigSchema>> {
  const schemas = {} as Record<PhaseService, ConfigSchema>;
  for (const service of PHASE_SERVICES) {
    const mod = (await import(`../../workers/${service}/src/config.ts`)) as {
      configSchema: ConfigSchema;
    };
    schemas[service] = mod.configSchema;
  }
  return schemas;
}

/** The variable names a schema reads (an object schema, or one wrapped in a transform). */
export function knownVariables(schema: ConfigSchema): Set<string> {
  let s: ConfigSchema | undefined = schema;
  while (s && !s.shape) s = s.in;
  return new Set(Object.keys(s?.shape ?? {}));
}

/**
 * A container environment is one the service accepts: every variable is one its schema
 * reads (a misspelt name would otherwise be ignored without a word), and the values parse.
 */
export function envFindings(
  where: string,
  schema: ConfigSchema,
  env: Record<string, string>,
): string[] {
  const known = knownVariables(schema);
  const findings = Object.keys(env)
    .filter((k) => !known.has(k) && !NOT_CONFIG.has(k))
    .map((k) => `${where}: ${k} is not a variable of this service`);
  const parsed = schema.safeParse(env);
  for (const issue of parsed.error?.issues ?? [])
    findings.push(`${where}: ${issue.path.join(".")}: ${issue.message}`);
  return findings;
}

/** What a compose service's container sees: the image's ENV, then the compose environment. */
export function composeEnv(
  model: ComposeModel,
  stages: Stage[],
  service: PhaseService,
): Record<string, string> {
  const s = model.services[service];
  const stage = stages.find((st) => st.name === s?.build?.target);
  const env = { ...(stage ? imageEnv(stage) : {}) };
  for (const [k, v] of Object.entries(s?.environment ?? {})) env[k] = String(v);
  return env;
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: unknown;
}
interface Container {
  name: string;
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string } }[];
}

/**
 * What a Kubernetes container sees: the image's ENV, its envFrom ConfigMaps, then its env
 * (a value from a Secret counts as set).
 */
export function kubernetesEnv(
  manifests: Manifest[],
  stages: Stage[],
  service: PhaseService,
): Record<string, string> {
  const deployment = manifests.find((m) => m.kind === "Deployment" && m.name === service);
  const spec = deployment?.object.spec as
    | { template?: { spec?: { containers?: Container[] } } }
    | undefined;
  const container = spec?.template?.spec?.containers?.[0];
  const stage = stages.find((st) => st.name === service);
  const env = { ...(stage ? imageEnv(stage) : {}) };
  for (const source of container?.envFrom ?? []) {
    const map = manifests.find(
      (m) => m.kind === "ConfigMap" && m.name === source.configMapRef?.name,
    );
    Object.assign(env, (map?.object.data ?? {}) as Record<string, string>);
  }
  for (const v of container?.env ?? []) env[v.name] = v.value ?? (v.valueFrom ? "from-secret" : "");
  return env;
}
