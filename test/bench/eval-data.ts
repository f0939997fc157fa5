/** Where the real evaluation data is: `shared/eval` beside the repository or one of its parents. */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/** The folder `shared/eval/<name>`, searched upwards from the repository (worktrees sit deeper). */
export function evalData(name: string): string {
  let dir = join(import.meta.dirname, "..", "..");
  for (;;) {
    const candidate = join(dir, "shared", "eval", name);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`evaluation data shared/eval/${name} not found above the repository`);
    dir = parent;
  }
}
