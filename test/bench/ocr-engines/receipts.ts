import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One real receipt and the text lines its annotation holds. */
export interface Receipt {
  id: string;
  path: string;
  bytes: Buffer;
  lines: string[];
}

/** The SROIE development receipts beside the repository (../shared/eval/sroie_dev). */
export const SROIE_DIR = join(import.meta.dirname, "../../../../shared/eval/sroie_dev");

/**
 * The first `n` receipts of `dir` (img/<id>.jpg with box/<id>.csv: `x1,y1,…,x4,y4,text` per
 * line; the text may itself hold commas). Empty when the folder is absent.
 */
export function receipts(dir: string, n: number): Receipt[] {
  const images = join(dir, "img");
  if (!existsSync(images)) return [];
  return readdirSync(images)
    .filter((f) => f.endsWith(".jpg"))
    .sort()
    .slice(0, n)
    .map((file) => {
      const id = file.replace(/\.jpg$/, "");
      const csv = readFileSync(join(dir, "box", `${id}.csv`), "utf8");
      const lines = csv
        .split(/\r?\n/)
        .map((row) => row.split(",").slice(8).join(",").trim())
        .filter(Boolean);
      return { id, path: join(images, file), bytes: readFileSync(join(images, file)), lines };
    });
}
