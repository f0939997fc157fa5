import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CATALOG } from "../../edge/src/metrics/catalog";
import { ALERTS } from "../../edge/src/status/alerts";

const RULES = join(import.meta.dirname, "..", "..", "docker", "prometheus", "alerts.yml");
const COMPUTED = ["iris_service_health", "iris_pipelines_in_progress"];

interface Rule {
  alert: string;
  expr: string;
  for: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
}

describe("Prometheus alerting rules for operators", () => {
  const doc = parse(readFileSync(RULES, "utf8")) as { groups: { name: string; rules: Rule[] }[] };
  const rules = doc.groups.flatMap((g) => g.rules);

  it("ship the spec §8.6 thresholds the dashboard shows, one rule each", () => {
    expect(rules.map((r) => r.alert).sort()).toEqual(ALERTS.map((a) => a.name).sort());
    for (const alert of ALERTS) {
      const rule = rules.find((r) => r.alert === alert.name) as Rule;
      expect(rule.for).toBe(`${alert.for_seconds / 60}m`);
      expect(rule.expr).toMatch(
        new RegExp(`(>|==|<=)\\s*${String(alert.threshold).replace(".", "\\.")}\\b`),
      );
      expect(rule.annotations.summary).toBeTruthy();
      expect(["warning", "critical"]).toContain(rule.labels.severity);
    }
  });

  it("only use metrics the gateway exposes", () => {
    const known = new Set([...Object.keys(CATALOG), ...COMPUTED]);
    for (const rule of rules) {
      const names = rule.expr.match(/\b(http|iris)_[a-z_]+/g) ?? [];
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) {
        const base = name.replace(/_(bucket|sum|count)$/, "");
        expect(known.has(base) || known.has(name), `${rule.alert}: ${name}`).toBe(true);
      }
    }
  });
});
