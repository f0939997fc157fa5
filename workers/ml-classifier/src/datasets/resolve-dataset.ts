import { realpath, stat } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { IrisError } from "@iris/kit";

/** True when `path` is `root` or inside it (both already resolved). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel) && rel.split(sep)[0] !== "..");
}

/**
 * Resolves a request's `dataset_path` to a real folder inside `root` (DATASETS_DIR).
 * Relative paths are taken from `root`; absolute ones must lie inside it. Any `..` segment,
 * a NUL byte, or a path whose real location (symlinks followed) leaves `root` is 400; a path
 * that does not exist is 404.
 */
export async function resolveDataset(root: string, requested: string): Promise<string> {
  const bad = (message: string) =>
    new IrisError("VALIDATION_ERROR", message, {
      details: `dataset_path must name a folder inside the datasets root (DATASETS_DIR)`,
    });
  if (requested.includes("\0")) throw bad("dataset_path contains a NUL byte");
  if (requested.split(/[\\/]+/).includes("..")) throw bad("dataset_path must not contain '..'");
  const realRoot = await realpath(root).catch(() => {
    throw new IrisError("NOT_FOUND", "the datasets root does not exist", {
      details: "create DATASETS_DIR and put datasets in it",
    });
  });
  const absoluteRoot = resolve(root);
  const candidate = isAbsolute(requested) ? resolve(requested) : join(absoluteRoot, requested);
  if (!isInside(absoluteRoot, candidate) && !isInside(realRoot, candidate)) {
    throw bad("dataset_path is outside the datasets root");
  }
  const real = await realpath(candidate).catch(() => {
    throw new IrisError("NOT_FOUND", `dataset "${requested}" does not exist`, {
      details: "dataset_path is resolved against DATASETS_DIR",
    });
  });
  if (!isInside(realRoot, real)) throw bad("dataset_path leads outside the datasets root");
  if (!(await stat(real)).isDirectory()) throw bad("dataset_path is not a folder");
  return real;
}
