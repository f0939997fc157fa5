import { readFileSync } from "node:fs";

/** The `version` of the package.json at `url` (pass `new URL("../package.json", import.meta.url)`). */
export function packageVersion(url: URL): string {
  const pkg = JSON.parse(readFileSync(url, "utf8")) as { version?: string };
  return pkg.version ?? "0.0.0";
}
