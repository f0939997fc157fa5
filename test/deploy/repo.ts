import { join } from "node:path";

/** The repository root. */
export const ROOT = join(import.meta.dirname, "..", "..");

/** Where the deployment files live. */
export const PATHS = {
  dockerfile: join(ROOT, "docker", "Dockerfile"),
  compose: join(ROOT, "docker", "compose.yaml"),
  caddyfile: join(ROOT, "docker", "caddy", "Caddyfile"),
  kubernetes: join(ROOT, "docker", "k8s"),
  wrangler: join(ROOT, "wrangler.toml"),
  wranglerSchema: join(ROOT, "node_modules", "wrangler", "config-schema.json"),
  wranglerBin: join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js"),
};

/** The four phase services: compose service / Kubernetes Deployment name → workspace folder. */
export const PHASE_SERVICES = [
  "image-processor",
  "ml-embeddings",
  "ml-classifier",
  "ocr-extractor",
] as const;
export type PhaseService = (typeof PHASE_SERVICES)[number];

/** The services that run on a GPU. */
export const GPU_SERVICES: readonly PhaseService[] = ["ml-embeddings", "ml-classifier"];
