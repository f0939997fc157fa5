import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyFindings, imageEnv, lintFindings, parseStages, targetFindings } from "./dockerfile";
import { PATHS, PHASE_SERVICES, ROOT } from "./repo";

const text = readFileSync(PATHS.dockerfile, "utf8");
const stages = parseStages(text);
const TARGETS = [...PHASE_SERVICES, "gateway"];

/** The image a target finally starts from, following stage to stage. */
function baseImage(target: string): string {
  let stage = stages.find((s) => s.name === target);
  while (stage?.parent) stage = stage.parent;
  return stage?.base ?? "";
}

describe("docker/Dockerfile", () => {
  it("lints clean", () => {
    expect(lintFindings(text)).toEqual([]);
  });

  it("gives every target a non-root user, a healthcheck and a command", () => {
    expect(targetFindings(stages, TARGETS)).toEqual([]);
  });

  it("flags a target that would run as root or without a healthcheck", () => {
    const bad = parseStages(
      'FROM node:24 AS base\nHEALTHCHECK NONE\nFROM base AS image-processor\nCMD ["node"]\n',
    );
    expect(targetFindings(bad, ["image-processor", "ml-embeddings"])).toEqual([
      "Dockerfile image-processor: runs as root (no non-root USER)",
      "Dockerfile image-processor: no HEALTHCHECK",
      "Dockerfile: no stage named ml-embeddings",
    ]);
  });

  it("copies only paths that exist and that .dockerignore keeps in the context", () => {
    expect(copyFindings(stages)).toEqual([]);
    const bad = parseStages(
      "FROM node AS x\nCOPY missing/file ./\nCOPY workers/kit/src/config/config.test.ts ./\nCOPY --from=x /app /app\n",
    );
    expect(copyFindings(bad)).toEqual([
      "Dockerfile:2: missing/file does not exist",
      "Dockerfile:3: workers/kit/src/config/config.test.ts is excluded by .dockerignore",
    ]);
  });

  it("builds the ML services on CUDA 12 + cuDNN with the CUDA provider, the others on slim Node", () => {
    const cuda = /^ARG CUDA_IMAGE=nvidia\/cuda:12\.[\d.]+-cudnn-runtime-/m.exec(text);
    expect(cuda).not.toBeNull();
    expect(baseImage("ml-embeddings")).toMatch(/^\$\{CUDA_IMAGE\}$/);
    expect(baseImage("ml-classifier")).toMatch(/^\$\{CUDA_IMAGE\}$/);
    for (const t of ["image-processor", "ocr-extractor", "gateway"])
      expect(baseImage(t)).toMatch(/^node:\$\{NODE_VERSION\}-\w+-slim$/);
    const deps = stages.find((s) => s.name === "deps-ml");
    expect(deps && imageEnv(deps).ONNXRUNTIME_NODE_INSTALL).toBe("cuda12");
    const ocr = stages.find((s) => s.name === "ocr-extractor");
    const installs = ocr?.instructions.map((i) => i.getArgumentsContent() ?? "").join("\n");
    // libtesseract for the native addon; the models are the npm ones, no tesseract-ocr-* data.
    expect(installs).toMatch(/libtesseract5/);
    expect(ocr && imageEnv(ocr).OCR_ENGINE).toBe("native");
  });
});

describe("docker/gateway/entrypoint.sh", () => {
  it("refuses to start without its secrets, naming the one missing", () => {
    const run = spawnSync("sh", [join(ROOT, "docker", "gateway", "entrypoint.sh")], {
      encoding: "utf8",
      env: { PATH: "/usr/bin:/bin", JWT_ACCESS_SECRET: "a".repeat(32), SERVICE_TOKEN: "t" },
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("JWT_REFRESH_SECRET");
  });
});
