/** One sample line of the text exposition format. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** One metric family: HELP, TYPE and its samples (histogram series keep their suffixes). */
export interface MetricFamily {
  name: string;
  help: string;
  type: "counter" | "gauge" | "histogram" | "summary" | "untyped";
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)(\s+-?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(,|$)/y;
const SUFFIXES = ["_bucket", "_sum", "_count", "_total", "_created"];

/**
 * A strict parser of the Prometheus text exposition format (version 0.0.4), for tests: it
 * throws on any line a Prometheus server would reject, and keeps every label.
 */
export function parsePrometheus(text: string): MetricFamily[] {
  const families = new Map<string, MetricFamily>();
  const family = (name: string) => {
    const existing = families.get(name);
    if (existing) return existing;
    const created: MetricFamily = { name, help: "", type: "untyped", samples: [] };
    families.set(name, created);
    return created;
  };
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line === "") return;
    const fail = (why: string): never => {
      throw new Error(`metrics line ${i + 1}: ${why}: ${raw}`);
    };
    if (line.startsWith("#")) {
      const [, kind, name, ...rest] = line.split(/\s+/);
      if (kind !== "HELP" && kind !== "TYPE") return;
      if (!name || !NAME.test(name)) fail("bad metric name");
      const f = family(name as string);
      if (kind === "HELP") f.help = rest.join(" ");
      else if (["counter", "gauge", "histogram", "summary", "untyped"].includes(rest[0] ?? "")) {
        f.type = rest[0] as MetricFamily["type"];
      } else fail("bad TYPE");
      return;
    }
    const m = SAMPLE.exec(line) ?? fail("not a sample");
    const name = m[1] as string;
    const value = parseValue(m[4] as string) ?? fail("bad value");
    const labels = parseLabels(m[3] ?? "") ?? fail("bad labels");
    const base = SUFFIXES.map((s) => (name.endsWith(s) ? name.slice(0, -s.length) : "")).find(
      (b) => b && families.has(b),
    );
    family(base ?? name).samples.push({ name, labels, value });
  });
  return [...families.values()];
}

/** A sample value as Prometheus reads it (Go's ParseFloat: NaN and Inf in any letter case). */
function parseValue(text: string): number | undefined {
  const special = text.toLowerCase();
  if (special === "+inf" || special === "inf") return Number.POSITIVE_INFINITY;
  if (special === "-inf") return Number.NEGATIVE_INFINITY;
  if (special === "nan") return Number.NaN;
  const value = Number(text);
  return Number.isNaN(value) ? undefined : value;
}

function parseLabels(text: string): Record<string, string> | undefined {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const m = LABEL.exec(text);
    if (!m) return undefined;
    labels[m[1] as string] = (m[2] as string).replace(/\\(.)/g, (_, c: string) =>
      c === "n" ? "\n" : c,
    );
  }
  return labels;
}
