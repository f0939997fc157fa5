import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Manifest, type ModelEntry, manifestSchema } from "./schema";

/** The repository's manifest: models/manifest.json. */
export const DEFAULT_MANIFEST_PATH = fileURLToPath(
  new URL("../../../../models/manifest.json", import.meta.url),
);

/** A manifest entry with its file resolved to an absolute path. */
export interface ResolvedModel extends ModelEntry {
  path: string;
}

/** A parsed manifest whose file paths are resolved against its folder. */
export interface LoadedManifest {
  path: string;
  models: ResolvedModel[];
}

/**
 * Reads and validates a manifest (zod). A bad manifest throws with every problem named,
 * so a service fails at start-up rather than on the first request.
 */
export function loadManifest(path = DEFAULT_MANIFEST_PATH): LoadedManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`model manifest ${path}: ${(error as Error).message}`);
  }
  return resolveManifest(parseManifest(raw, path), path);
}

/** Validates a manifest object; `origin` names it in errors. */
export function parseManifest(raw: unknown, origin = "manifest"): Manifest {
  const result = manifestSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  throw new Error(`model manifest ${origin} is invalid: ${problems.join("; ")}`);
}

/** Resolves each entry's `file` against the manifest's folder. */
export function resolveManifest(manifest: Manifest, path: string): LoadedManifest {
  const base = dirname(path);
  return {
    path,
    models: manifest.models.map((m) => ({
      ...m,
      path: isAbsolute(m.file) ? m.file : resolve(base, m.file),
    })),
  };
}

/** True when the model's file is present. */
export function isInstalled(model: ResolvedModel): boolean {
  return existsSync(model.path);
}

/** Hex SHA-256 of a file, streamed (model files can be gigabytes). */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
