import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where cache.ts keeps training images unless told otherwise. */
export const DEFAULT_DATA_DIR = join(tmpdir(), "iris-doctype-data");

/** One cached training document. */
export interface DocRecord {
  id: string;
  type: string;
  family: string;
  seed: number;
  index: number;
  /** How its photo was brought to phase-1 output ("none": only the scan was made). */
  phase1: "image-processor" | "true-corners" | "none";
}

/** A cached document with the paths of its images. */
export interface CachedDoc extends DocRecord {
  scan: string;
  photo?: string;
}

/** Every cached document of the given seeds (all seeds found when none are given). */
export function readCache(dir = DEFAULT_DATA_DIR, seeds?: readonly number[]): CachedDoc[] {
  if (!existsSync(dir)) return [];
  const folders = seeds?.map(String) ?? readdirSync(dir);
  return folders.flatMap((folder) => {
    const index = join(dir, folder, "index.jsonl");
    if (!existsSync(index)) return [];
    return readFileSync(index, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const r = JSON.parse(line) as DocRecord;
        const photo = join(dir, folder, `${r.id}.phase1.png`);
        return {
          ...r,
          scan: join(dir, folder, `${r.id}.scan.png`),
          ...(r.phase1 !== "none" && existsSync(photo) ? { photo } : {}),
        };
      });
  });
}
