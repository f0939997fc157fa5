import { describe, expect, it } from "vitest";
import {
  dryRun,
  ENVIRONMENTS,
  environmentFindings,
  parseWrangler,
  schemaFindings,
  type WranglerConfig,
} from "./wrangler-config";

const config = parseWrangler();

describe("wrangler.toml", () => {
  it("validates against wrangler's own configuration schema", () => {
    expect(schemaFindings(config)).toEqual([]);
  });

  it("defines staging and production with every binding, HTTPS services and declared secrets", () => {
    expect(Object.keys(config.env ?? {})).toEqual(expect.arrayContaining([...ENVIRONMENTS]));
    expect(environmentFindings(config)).toEqual([]);
  });

  it("flags a forgotten binding, a secret written as a var and a plain-HTTP service", () => {
    const broken = structuredClone(config) as WranglerConfig;
    const production = broken.env?.production;
    if (!production?.durable_objects?.bindings || !production.vars)
      throw new Error("no production");
    production.durable_objects.bindings.pop();
    production.vars.JWT_ACCESS_SECRET = "oops";
    production.vars.OCR_EXTRACTOR_URL = "http://gpu1.example.com/ocr-extractor";
    const findings = environmentFindings(broken).join("\n");
    expect(findings).toMatch(
      /env\.production: Durable Object bindings .* differ from the top level/,
    );
    expect(findings).toMatch(/env\.production: secret JWT_ACCESS_SECRET in vars/);
    expect(findings).toMatch(/env\.production: OCR_EXTRACTOR_URL is not HTTPS/);
    expect(schemaFindings({ ...broken, compatibility_date: 5 } as WranglerConfig).join()).toMatch(
      /compatibility_date: must be string/,
    );
  });

  // wrangler bundles the gateway and prints the bindings; it contacts nobody with --dry-run.
  it.each(ENVIRONMENTS)(
    "deploys as a dry run to %s",
    (env) => {
      const run = dryRun(env);
      expect(run.output).toContain("--dry-run: exiting now.");
      expect(run.output).toContain(`env.ENVIRONMENT ("${env}")`);
      expect(run.ok).toBe(true);
    },
    120_000,
  );
});
