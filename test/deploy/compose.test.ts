import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { caddyAvailable, validateCaddyfile } from "./caddy";
import {
  composeCommand,
  composeConfig,
  composeFindings,
  interpolate,
  readCompose,
} from "./compose";
import { parseStages } from "./dockerfile";
import { COMPOSE_CHECK_ENV } from "./index";
import { PATHS } from "./repo";

const compose = composeCommand();
if (!compose) {
  console.warn(
    "[test/deploy] docker-compose is not installed: the Compose CLI checks are skipped (apt-get install docker-compose)",
  );
}
const stages = parseStages(readFileSync(PATHS.dockerfile, "utf8")).map((s) => s.name);

describe.skipIf(!compose)("docker/compose.yaml through the Compose CLI", () => {
  const cli = compose ?? [];

  it("is accepted with every profile (proxy, tunnel, gateway)", () => {
    const run = composeConfig(cli, COMPOSE_CHECK_ENV);
    expect(run.output).not.toMatch(/invalid|error/i);
    expect(run.ok).toBe(true);
  });

  it("refuses to resolve without SERVICE_TOKEN and says so", () => {
    const run = composeConfig(cli, {});
    expect(run.ok).toBe(false);
    expect(run.output).toContain("SERVICE_TOKEN");
  });

  it("checks the GPU reservation's fields: a misspelt one is refused", () => {
    const dir = mkdtempSync(join(tmpdir(), "iris-compose-"));
    const file = join(dir, "compose.yaml");
    copyFileSync(PATHS.compose, file);
    const text = readFileSync(file, "utf8");
    expect(text).toContain("capabilities: [gpu]");
    writeFileSync(file, text.replace("capabilities: [gpu]", "capabilitie: [gpu]"));
    const run = composeConfig(cli, COMPOSE_CHECK_ENV, file);
    expect(run.ok).toBe(false);
    expect(run.output).toContain("capabilitie");
  });
});

describe("docker/compose.yaml services", () => {
  it("run read-only with the token, Redis, GPUs and read-only models as promised", () => {
    expect(composeFindings(readCompose(COMPOSE_CHECK_ENV), stages)).toEqual([]);
  });

  it("flags a GPU service without its reservation and a writable service", () => {
    const model = readCompose(COMPOSE_CHECK_ENV);
    const ml = model.services["ml-classifier"];
    const ip = model.services["image-processor"];
    if (!ml || !ip) throw new Error("services missing");
    delete ml.deploy;
    ip.read_only = false;
    expect(composeFindings(model, stages)).toEqual([
      "compose image-processor: root filesystem is not read-only",
      "compose ml-classifier: no GPU reservation",
    ]);
  });
});

describe("interpolate", () => {
  it("substitutes like Compose: defaults, required values and $$", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose's syntax, not a template
    expect(interpolate("${A:-x} ${B-y} ${C} $$HOME", { A: "", B: "", C: "c" })).toBe("x  c $HOME");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose's syntax, not a template
    expect(() => interpolate("${T:?set T}", { T: "" })).toThrow("T: set T");
  });
});

const caddy = caddyAvailable();
if (!caddy) {
  console.warn(
    "[test/deploy] caddy is not installed: the Caddyfile check is skipped (apt-get install caddy)",
  );
}

describe.skipIf(!caddy)("docker/caddy/Caddyfile", () => {
  it("adapts and provisions, for the default and a public host name", () => {
    expect(validateCaddyfile().ok).toBe(true);
    expect(validateCaddyfile(PATHS.caddyfile, { IRIS_PUBLIC_HOST: "gpu1.example.com" }).ok).toBe(
      true,
    );
  });

  it("refuses a misspelt directive", () => {
    const dir = mkdtempSync(join(tmpdir(), "iris-caddy-"));
    const file = join(dir, "Caddyfile");
    writeFileSync(
      file,
      readFileSync(PATHS.caddyfile, "utf8").replace("reverse_proxy", "revers_proxy"),
    );
    const run = validateCaddyfile(file);
    expect(run.ok).toBe(false);
    expect(run.output).toContain("revers_proxy");
  });
});
