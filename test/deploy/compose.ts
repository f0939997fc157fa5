import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { GPU_SERVICES, PATHS, PHASE_SERVICES, ROOT } from "./repo";

/** Every optional profile of compose.yaml, so `config` checks those services too. */
export const PROFILES = ["proxy", "tunnel", "gateway"] as const;

/** One service of the compose file, the parts the checks read. */
export interface ComposeService {
  build?: { context?: string; dockerfile?: string; target?: string };
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  read_only?: boolean;
  cap_drop?: string[];
  security_opt?: string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string[] };
  deploy?: {
    resources?: {
      reservations?: { devices?: { driver?: string; capabilities?: string[] }[] };
    };
  };
}

/** The compose file as a model: anchors merged, `${VAR}` interpolated like Compose does. */
export interface ComposeModel {
  services: Record<string, ComposeService>;
}

/**
 * The Compose CLI available here: Debian's `docker-compose` (v1.29, validates without an
 * engine) or the `docker compose` plugin; undefined when neither is installed.
 */
export function composeCommand(): string[] | undefined {
  for (const argv of [["docker-compose"], ["docker", "compose"]]) {
    const [cmd = "", ...rest] = argv;
    const probe = spawnSync(cmd, [...rest, "version"], { encoding: "utf8" });
    if (probe.status === 0) return argv;
  }
  return undefined;
}

/**
 * `docker compose -f docker/compose.yaml config` with every profile: the Compose CLI's own
 * validation (schema, interpolation, GPU device syntax). Only the given variables are set.
 */
export function composeConfig(
  command: string[],
  env: Record<string, string>,
  file = PATHS.compose,
): { ok: boolean; output: string } {
  const [cmd = "", ...rest] = command;
  const profiles = PROFILES.flatMap((p) => ["--profile", p]);
  const result = spawnSync(cmd, [...rest, "-f", file, ...profiles, "config"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env },
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/**
 * Replaces `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?message}` and `$$` the
 * way Compose does; a required variable that is unset throws with its message.
 */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (whole, name: string | undefined, colon: string, op: string, arg: string) => {
      if (whole === "$$") return "$";
      const value = env[name ?? ""];
      const missing = value === undefined || (colon === ":" && value === "");
      if (op === "-") return missing ? arg : (value ?? "");
      if (op === "?") {
        if (missing) throw new Error(`${name}: ${arg || "required"}`);
        return value ?? "";
      }
      return value ?? "";
    },
  );
}

/** Reads and interpolates the compose file without the Compose CLI. */
export function readCompose(
  env: Record<string, string | undefined>,
  file = PATHS.compose,
): ComposeModel {
  const interpolated = interpolate(readFileSync(file, "utf8"), env);
  return parse(interpolated, { merge: true }) as ComposeModel;
}

/**
 * What the one-host deployment promises beyond valid syntax: each phase service is built
 * from a Dockerfile target, runs read-only without capabilities, requires the service
 * token, waits for a healthy Redis; the ML services reserve a GPU, ask for CUDA and see
 * their models read-only; Redis has a healthcheck.
 */
export function composeFindings(model: ComposeModel, dockerfileStages: string[]): string[] {
  const findings: string[] = [];
  for (const name of PHASE_SERVICES) {
    const s = model.services[name];
    if (!s) {
      findings.push(`compose: no service ${name}`);
      continue;
    }
    const at = `compose ${name}`;
    if (s.build?.dockerfile !== "docker/Dockerfile" || !s.build.target)
      findings.push(`${at}: not built from docker/Dockerfile with a target`);
    else if (!dockerfileStages.includes(s.build.target))
      findings.push(`${at}: build target ${s.build.target} is not a Dockerfile stage`);
    if (s.read_only !== true) findings.push(`${at}: root filesystem is not read-only`);
    if (!s.cap_drop?.includes("ALL")) findings.push(`${at}: capabilities are not dropped`);
    if (!s.security_opt?.some((o) => o.startsWith("no-new-privileges")))
      findings.push(`${at}: no-new-privileges is not set`);
    if (!s.environment?.SERVICE_TOKEN) findings.push(`${at}: SERVICE_TOKEN is not passed`);
    if (!s.environment?.REDIS_URL) findings.push(`${at}: REDIS_URL is not set`);
    const redis = Array.isArray(s.depends_on) ? undefined : s.depends_on?.redis;
    if (redis?.condition !== "service_healthy")
      findings.push(`${at}: does not wait for a healthy redis`);
    if (!GPU_SERVICES.includes(name)) continue;
    const devices = s.deploy?.resources?.reservations?.devices ?? [];
    if (!devices.some((d) => d.capabilities?.includes("gpu")))
      findings.push(`${at}: no GPU reservation`);
    if (s.environment?.ORT_EXECUTION_PROVIDER !== "cuda")
      findings.push(`${at}: ORT_EXECUTION_PROVIDER is not cuda`);
    if (!s.volumes?.some((v) => /:\/models:ro$/.test(v)))
      findings.push(`${at}: models are not mounted read-only at /models`);
  }
  if (!model.services.redis?.healthcheck?.test?.length)
    findings.push("compose redis: no healthcheck");
  return findings;
}
