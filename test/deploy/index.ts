import { readFileSync } from "node:fs";
import { join } from "node:path";
import { caddyAvailable, validateCaddyfile } from "./caddy";
import { composeCommand, composeConfig, composeFindings, readCompose } from "./compose";
import { copyFindings, lintFindings, parseStages, targetFindings } from "./dockerfile";
import { crossFindings, loadManifests, schemaFindings } from "./kubernetes";
import { unknownFieldFindings } from "./kubernetes-strict";
import { PATHS, PHASE_SERVICES } from "./repo";
import { composeEnv, envFindings, kubernetesEnv, serviceSchemas } from "./service-env";
import * as wrangler from "./wrangler-config";

export { PATHS, PHASE_SERVICES } from "./repo";

/** The outcome of one offline check of the deployment files. */
export interface CheckResult {
  name: string;
  status: "pass" | "fail" | "skipped";
  /** What is wrong (fail) or why it did not run (skipped). */
  findings: string[];
}

const result = (name: string, findings: string[]): CheckResult => ({
  name,
  status: findings.length === 0 ? "pass" : "fail",
  findings,
});

/** A value for every required compose variable, so `config` can resolve the file. */
export const COMPOSE_CHECK_ENV = { SERVICE_TOKEN: "validate-deploy" };

/**
 * Every offline check of docker/, docker/k8s and wrangler.toml, in order. Checks that need
 * a tool that is not installed (docker-compose, caddy) are reported as skipped, never passed.
 */
export async function runChecks(options: { dryRun?: boolean } = {}): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const dockerfile = readFileSync(PATHS.dockerfile, "utf8");
  const stages = parseStages(dockerfile);
  const targets = [...PHASE_SERVICES, "gateway"];
  results.push(result("Dockerfile lint (dockerfile-utils)", lintFindings(dockerfile)));
  results.push(
    result("Dockerfile targets: non-root, healthcheck", targetFindings(stages, targets)),
  );
  results.push(result("Dockerfile COPY sources", copyFindings(stages)));

  const compose = composeCommand();
  if (compose) {
    const config = composeConfig(compose, COMPOSE_CHECK_ENV);
    results.push(result(`compose config (${compose.join(" ")})`, config.ok ? [] : [config.output]));
  } else {
    results.push({
      name: "compose config",
      status: "skipped",
      findings: ["no docker-compose or docker compose here (apt-get install docker-compose)"],
    });
  }
  const model = readCompose(COMPOSE_CHECK_ENV);
  results.push(
    result(
      "compose services",
      composeFindings(
        model,
        stages.map((s) => s.name),
      ),
    ),
  );
  if (caddyAvailable()) {
    const caddy = validateCaddyfile();
    results.push(result("Caddyfile (caddy adapt --validate)", caddy.ok ? [] : [caddy.output]));
  } else {
    results.push({
      name: "Caddyfile",
      status: "skipped",
      findings: ["caddy is not installed (apt-get install caddy)"],
    });
  }

  const manifests = loadManifests();
  results.push(result("Kubernetes schemas (kubernetes-models)", await schemaFindings(manifests)));
  results.push(result("Kubernetes unknown fields", unknownFieldFindings(manifests)));
  const kustomization = readFileSync(join(PATHS.kubernetes, "kustomization.yaml"), "utf8");
  results.push(result("Kubernetes cross-references", crossFindings(manifests, kustomization)));

  const schemas = await serviceSchemas();
  results.push(
    result(
      "service environments (compose, Kubernetes)",
      PHASE_SERVICES.flatMap((s) => [
        ...envFindings(`compose ${s}`, schemas[s], composeEnv(model, stages, s)),
        ...envFindings(`k8s ${s}`, schemas[s], kubernetesEnv(manifests, stages, s)),
      ]),
    ),
  );

  const config = wrangler.parseWrangler();
  results.push(result("wrangler.toml schema", wrangler.schemaFindings(config)));
  results.push(result("wrangler.toml environments", wrangler.environmentFindings(config)));
  if (options.dryRun !== false) {
    for (const env of wrangler.ENVIRONMENTS) {
      const run = wrangler.dryRun(env);
      results.push(
        result(`wrangler deploy --dry-run --env ${env}`, run.ok ? [] : [run.output.slice(-2000)]),
      );
    }
  }
  return results;
}
