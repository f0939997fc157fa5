import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Copy, DockerfileParser, type Env, type Instruction } from "dockerfile-ast";
import { validate } from "dockerfile-utils";
import { ROOT } from "./repo";

/** One build stage: its name, the stage or image it starts from, its instructions. */
export interface Stage {
  name: string;
  base: string;
  parent: Stage | undefined;
  instructions: Instruction[];
}

/** Splits a Dockerfile into its stages, each linked to the stage it is built FROM. */
export function parseStages(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    if (instruction.getKeyword() === "FROM") {
      const args = instruction.getArguments().map((a) => a.getValue());
      const base = args[0] ?? "";
      const as = args.findIndex((a) => a.toUpperCase() === "AS");
      stages.push({
        name: as >= 0 ? (args[as + 1] ?? "") : String(stages.length),
        base,
        parent: stages.find((s) => s.name === base),
        instructions: [],
      });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

/** The stage and its ancestors, oldest first. */
function lineage(stage: Stage): Stage[] {
  return stage.parent ? [...lineage(stage.parent), stage] : [stage];
}

/** The last instruction of a keyword along a stage's lineage (what the image inherits). */
function effective(stage: Stage, keyword: string): Instruction | undefined {
  return lineage(stage)
    .flatMap((s) => s.instructions)
    .filter((i) => i.getKeyword() === keyword)
    .at(-1);
}

/** The environment a target image starts with (ENV along its lineage). */
export function imageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const i of lineage(stage).flatMap((s) => s.instructions))
    if (i.getKeyword() === "ENV")
      for (const p of (i as Env).getProperties()) env[p.getName()] = p.getValue() ?? "";
  return env;
}

/** Syntax and instruction problems found by dockerfile-utils (the Docker language server's linter). */
export function lintFindings(text: string): string[] {
  return validate(text, {}).map(
    (d) => `Dockerfile:${d.range.start.line + 1}: ${d.message} (${d.code ?? "lint"})`,
  );
}

/**
 * What each target image must have: a non-root USER, a HEALTHCHECK and a command, whether
 * written in the stage itself or inherited from the stage it is built from.
 */
export function targetFindings(stages: Stage[], targets: readonly string[]): string[] {
  const findings: string[] = [];
  for (const target of targets) {
    const stage = stages.find((s) => s.name === target);
    if (!stage) {
      findings.push(`Dockerfile: no stage named ${target}`);
      continue;
    }
    const user = effective(stage, "USER")?.getArgumentsContent()?.trim();
    if (!user || user === "root" || user.startsWith("0")) {
      findings.push(`Dockerfile ${target}: runs as root (no non-root USER)`);
    }
    const health = effective(stage, "HEALTHCHECK")?.getArgumentsContent()?.trim();
    if (!health || health.toUpperCase() === "NONE") {
      findings.push(`Dockerfile ${target}: no HEALTHCHECK`);
    }
    if (!effective(stage, "CMD") && !effective(stage, "ENTRYPOINT")) {
      findings.push(`Dockerfile ${target}: no CMD or ENTRYPOINT`);
    }
  }
  return findings;
}

/**
 * Every COPY/ADD from the build context (not `--from` a stage) names paths that exist in the
 * repository and that .dockerignore does not leave out of the context.
 */
export function copyFindings(
  stages: Stage[],
  root = ROOT,
  ignore = readDockerignore(root),
): string[] {
  const findings: string[] = [];
  for (const i of stages.flatMap((s) => s.instructions)) {
    const keyword = i.getKeyword();
    if (keyword !== "COPY" && keyword !== "ADD") continue;
    const args = i
      .getArguments()
      .map((a) => a.getValue())
      .filter((a) => !a.startsWith("--"));
    if (keyword === "COPY" && (i as Copy).getFromFlag()) continue;
    const line = i.getRange().start.line + 1;
    for (const source of args.slice(0, -1)) {
      const path = source.replace(/^\.\//, "").replace(/\/$/, "");
      if (path === "" || path === ".") continue;
      if (!existsSync(join(root, path)))
        findings.push(`Dockerfile:${line}: ${source} does not exist`);
      else if (ignore.some((pattern) => pattern.test(path)))
        findings.push(`Dockerfile:${line}: ${source} is excluded by .dockerignore`);
    }
  }
  return findings;
}

/** .dockerignore patterns as regular expressions (Go filepath.Match plus `**`). */
export function readDockerignore(root = ROOT): RegExp[] {
  const file = join(root, ".dockerignore");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#") && !l.startsWith("!"))
    .map((pattern) => {
      const body = pattern
        .replace(/^\//, "")
        .split(/(\*\*\/|\*\*|\*|\?)/)
        .map((part) => {
          if (part === "**/") return "(?:.*/)?";
          if (part === "**") return ".*";
          if (part === "*") return "[^/]*";
          if (part === "?") return "[^/]";
          return part.replace(/[.+^${}()|[\]\\]/g, "\\$&");
        })
        .join("");
      return new RegExp(`^${body}(?:/.*)?$`);
    });
}
