import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { evalData } from "../eval-data";

/** One page of ../shared/eval/tesseract_testing with its ground truth. */
export interface EvalPage {
  name: string;
  path: string;
  bytes: Buffer;
  format: "tiff" | "png";
  reference: string;
}

/** The eval folder (shared/ beside the repository). */
export const EVAL_DIR = (() => {
  try {
    return evalData("tesseract_testing");
  } catch {
    return join(import.meta.dirname, "../../../../shared/eval/tesseract_testing");
  }
})();

/**
 * Every image of the tesseract testing set with its reference text; rotated copies share
 * phototest.txt. Empty when the folder is absent.
 */
export function evalPages(): EvalPage[] {
  if (!existsSync(EVAL_DIR)) return [];
  const names = [
    "phototest.tif",
    "eurotext.tif",
    "8071_093.3B.tif",
    "8087_054.3B.tif",
    "phototestrot.tif",
    "phototest-rotated-180.png",
    "phototest-rotated-L.png",
    "phototest-rotated-R.png",
  ];
  return names
    .filter((n) => existsSync(join(EVAL_DIR, n)))
    .map((name) => {
      const stem = name.replace(/(-rotated-.*|rot)?\.(tif|png)$/, "");
      return {
        name,
        path: join(EVAL_DIR, name),
        bytes: readFileSync(join(EVAL_DIR, name)),
        format: name.endsWith(".png") ? ("png" as const) : ("tiff" as const),
        reference: readFileSync(join(EVAL_DIR, `${stem}.txt`), "utf8"),
      };
    });
}
