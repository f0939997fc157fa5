// Copies the Swagger UI bundle from node_modules/swagger-ui-dist into edge/public/vendor so
// the gateway serves its API docs as Worker static assets (no CDN). Idempotent and quick;
// run by the prepare step (`npm start`, `npm test`), the edge test config and the browser test.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const FILES = ["swagger-ui-bundle.js", "swagger-ui.css", "LICENSE", "NOTICE"];

/** Copies what is missing or stale; resolves true when it copied anything. */
export function vendorDocs() {
  const require = createRequire(import.meta.url);
  const source = dirname(require.resolve("swagger-ui-dist/package.json"));
  const target = join(
    dirname(fileURLToPath(import.meta.url)),
    "..",
    "public",
    "vendor",
    "swagger-ui",
  );
  mkdirSync(target, { recursive: true });
  const version = JSON.parse(readFileSync(join(source, "package.json"), "utf8")).version;
  let copied = false;
  for (const file of FILES) {
    const from = join(source, file);
    const to = join(target, file);
    if (!existsSync(from)) continue;
    if (existsSync(to) && statSync(to).size === statSync(from).size) continue;
    copyFileSync(from, to);
    copied = true;
  }
  return { copied, version, target };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { copied, version, target } = vendorDocs();
  console.log(`${copied ? "copied" : "up to date:"} swagger-ui-dist ${version} → ${target}`);
}
