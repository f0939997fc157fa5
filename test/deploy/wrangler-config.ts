import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv } from "ajv";
import { parse } from "smol-toml";
import { PATHS, ROOT } from "./repo";

/** The deployed environments wrangler.toml must define. */
export const ENVIRONMENTS = ["staging", "production"] as const;

/** Secrets each deployed environment must declare (`secrets.required`), never as vars. */
export const REQUIRED_SECRETS = ["JWT_ACCESS_SECRET", "JWT_REFRESH_SECRET", "SERVICE_TOKEN"];

/** Names that are secrets wherever they appear: none may sit in a `vars` table. */
const SECRET_NAMES = [...REQUIRED_SECRETS, "JWT_SECRET_KEY"];

/** The phase-service URL variables, which deployed environments must reach over HTTPS. */
const SERVICE_URLS = [
  "IMAGE_PROCESSOR_URL",
  "ML_EMBEDDINGS_URL",
  "ML_CLASSIFIER_URL",
  "OCR_EXTRACTOR_URL",
];

interface Bindings {
  vars?: Record<string, unknown>;
  d1_databases?: { binding: string; migrations_dir?: string }[];
  kv_namespaces?: { binding: string }[];
  durable_objects?: { bindings?: { name: string; class_name: string }[] };
  secrets?: { required?: string[] };
}

/** wrangler.toml as the checks read it. */
export type WranglerConfig = Bindings & { env?: Record<string, Bindings> };

/** Parses a wrangler.toml text. */
export function parseWrangler(text = readFileSync(PATHS.wrangler, "utf8")): WranglerConfig {
  return parse(text) as WranglerConfig;
}

/** Validates against the JSON schema wrangler itself ships (config-schema.json). */
export function schemaFindings(config: WranglerConfig): string[] {
  const schema = JSON.parse(readFileSync(PATHS.wranglerSchema, "utf8")) as object;
  const ajv = new Ajv({ strict: false, allErrors: true });
  const check = ajv.compile(schema);
  if (check(config)) return [];
  return (check.errors ?? []).map(
    (e) => `wrangler.toml${e.instancePath.replaceAll("/", ".")}: ${e.message}`,
  );
}

const names = (list?: { binding?: string; name?: string }[]) =>
  (list ?? []).map((b) => b.binding ?? b.name ?? "").sort();

/**
 * wrangler does not inherit vars, D1, KV, Durable Object bindings or secrets into an
 * environment, so each deployed one must repeat every binding of the top level (same
 * Durable Object classes, same migrations folder), set every top-level var, name itself in
 * ENVIRONMENT, reach the phase services over HTTPS, and declare the secrets — while no
 * secret is ever written as a var.
 */
export function environmentFindings(config: WranglerConfig): string[] {
  const findings: string[] = [];
  const tables: [string, Bindings][] = [
    ["(top level)", config],
    ...Object.entries(config.env ?? {}).map(([n, b]): [string, Bindings] => [`env.${n}`, b]),
  ];
  for (const [where, b] of tables)
    for (const key of Object.keys(b.vars ?? {}))
      if (SECRET_NAMES.includes(key))
        findings.push(`wrangler.toml ${where}: secret ${key} in vars`);

  for (const env of ENVIRONMENTS) {
    const at = `wrangler.toml env.${env}`;
    const b = config.env?.[env];
    if (!b) {
      findings.push(`${at}: missing`);
      continue;
    }
    const same = (what: string, top: string[], here: string[]) => {
      if (top.join() !== here.join())
        findings.push(`${at}: ${what} [${here.join(", ")}] differ from the top level [${top}]`);
    };
    same("D1 bindings", names(config.d1_databases), names(b.d1_databases));
    same("KV bindings", names(config.kv_namespaces), names(b.kv_namespaces));
    const objects = (x: Bindings) =>
      (x.durable_objects?.bindings ?? []).map((o) => `${o.name}=${o.class_name}`).sort();
    same("Durable Object bindings", objects(config), objects(b));
    for (const db of b.d1_databases ?? []) {
      const top = config.d1_databases?.find((t) => t.binding === db.binding);
      if (top && top.migrations_dir !== db.migrations_dir)
        findings.push(`${at}: D1 ${db.binding} migrations_dir differs from the top level`);
    }
    for (const key of Object.keys(config.vars ?? {}))
      if (!(key in (b.vars ?? {}))) findings.push(`${at}: var ${key} is not set`);
    if (b.vars?.ENVIRONMENT !== env) findings.push(`${at}: ENVIRONMENT is not "${env}"`);
    for (const key of SERVICE_URLS) {
      const urls = String(b.vars?.[key] ?? "").split(",");
      if (!urls.every((u) => u.trim().startsWith("https://")))
        findings.push(`${at}: ${key} is not HTTPS`);
    }
    for (const secret of REQUIRED_SECRETS)
      if (!b.secrets?.required?.includes(secret))
        findings.push(`${at}: ${secret} is not in secrets.required`);
  }
  return findings;
}

/**
 * `wrangler deploy --dry-run --env <env>`: wrangler's own reading of the environment and a
 * full bundle of the gateway, without contacting Cloudflare.
 */
export function dryRun(env: string): { ok: boolean; output: string } {
  const outdir = mkdtempSync(join(tmpdir(), "iris-dry-run-"));
  try {
    const result = spawnSync(
      process.execPath,
      [PATHS.wranglerBin, "deploy", "--dry-run", "--env", env, "--outdir", outdir],
      {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" },
        timeout: 120_000,
      },
    );
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
