import type { Dirent } from "node:fs";
import { readdir, realpath, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { IrisError } from "@iris/kit";
import { isInside } from "./resolve-dataset";

/** One file of a dataset and the class it belongs to. */
export interface DatasetItem {
  /** Absolute real path. */
  path: string;
  /** Path relative to the dataset folder, for reports. */
  name: string;
  label: number;
}

/** An ImageFolder dataset: class names (sorted) and the files under each. */
export interface ScannedDataset {
  root: string;
  classes: string[];
  items: DatasetItem[];
  /** Files per class, in `classes` order. */
  counts: number[];
  /** Class folders that hold no files (left out of `classes`). */
  empty_classes: string[];
}

/** Limits of a scan. */
export interface ScanOptions {
  /** Root every real path must stay inside (DATASETS_DIR, resolved). */
  confine: string;
  maxFiles: number;
  maxClasses?: number;
  /** Deepest folder nesting followed inside a class folder. */
  maxDepth?: number;
}

/**
 * Lists an ImageFolder dataset: each non-hidden sub-folder of `root` is a class, and every
 * non-hidden file below it (recursively) one of its samples. Whether a file is a readable
 * image is decided later, while loading (unreadable ones are skipped and counted). A symlink
 * whose target leaves the datasets root is refused (400), as is a dataset with fewer than two
 * non-empty classes or more files than `maxFiles`.
 */
export async function scanDataset(root: string, options: ScanOptions): Promise<ScannedDataset> {
  const { confine, maxFiles, maxClasses = 1000, maxDepth = 8 } = options;
  const entries = await readdir(root, { withFileTypes: true });
  const classDirs: { name: string; path: string }[] = [];
  for (const entry of sorted(entries)) {
    if (entry.name.startsWith(".")) continue;
    const path = await confined(join(root, entry.name), confine);
    if ((await stat(path)).isDirectory()) classDirs.push({ name: entry.name, path });
  }
  if (classDirs.length > maxClasses) {
    throw new IrisError("VALIDATION_ERROR", `the dataset has ${classDirs.length} classes`, {
      details: `at most ${maxClasses} class folders are supported`,
    });
  }
  const classes: string[] = [];
  const counts: number[] = [];
  const empty: string[] = [];
  const items: DatasetItem[] = [];
  for (const dir of classDirs) {
    const files: string[] = [];
    await walk(
      dir.path,
      { confine, depth: maxDepth, budget: maxFiles - items.length, maxFiles },
      files,
      new Set(),
    );
    if (files.length === 0) {
      empty.push(dir.name);
      continue;
    }
    const label = classes.length;
    classes.push(dir.name);
    counts.push(files.length);
    for (const path of files) items.push({ path, name: relative(root, path), label });
  }
  if (classes.length < 2) {
    throw new IrisError(
      "VALIDATION_ERROR",
      classes.length === 0 ? "the dataset is empty" : "the dataset has only one class",
      {
        details:
          "a dataset is a folder with one sub-folder of images per class, and at least two classes with images" +
          (empty.length ? `; empty class folders: ${empty.join(", ")}` : ""),
      },
    );
  }
  return { root, classes, items, counts, empty_classes: empty };
}

interface WalkLimits {
  confine: string;
  depth: number;
  /** Files this class may still add. */
  budget: number;
  maxFiles: number;
}

async function walk(
  dir: string,
  limits: WalkLimits,
  out: string[],
  seen: Set<string>,
): Promise<void> {
  if (seen.has(dir)) return;
  seen.add(dir);
  for (const entry of sorted(await readdir(dir, { withFileTypes: true }))) {
    if (entry.name.startsWith(".")) continue;
    const path = await confined(join(dir, entry.name), limits.confine);
    const info = await stat(path);
    if (info.isDirectory()) {
      if (limits.depth > 0) await walk(path, { ...limits, depth: limits.depth - 1 }, out, seen);
    } else if (info.isFile()) {
      if (out.length >= limits.budget) {
        throw new IrisError("VALIDATION_ERROR", "the dataset has too many files", {
          details: `at most ${limits.maxFiles} files per dataset (MAX_DATASET_IMAGES)`,
        });
      }
      out.push(path);
    }
  }
}

/** The real path of `path`; 400 when a symlink leads outside `confine`. */
async function confined(path: string, confine: string): Promise<string> {
  const real = await realpath(path);
  if (!isInside(confine, real)) {
    throw new IrisError("VALIDATION_ERROR", "the dataset links outside the datasets root", {
      details: `a symlink in the dataset points outside DATASETS_DIR`,
    });
  }
  return real;
}

function sorted(entries: Dirent[]): Dirent[] {
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
