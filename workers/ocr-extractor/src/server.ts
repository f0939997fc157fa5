import { runService } from "@iris/kit";
import { buildApp } from "./app";
import { readConfig } from "./config";

const config = readConfig();
const app = await buildApp(config);
if (config.OCR_ENGINE !== "native" && config.MALLOC_ARENA_MAX === undefined && usesGlibc()) {
  app.log.warn(
    "MALLOC_ARENA_MAX is not set: with glibc, RSS grows as OCR worker threads are recycled; start the service with MALLOC_ARENA_MAX=2",
  );
}
await runService(app, config);

/** True when Node runs on glibc, whose per-thread malloc arenas MALLOC_ARENA_MAX bounds. */
function usesGlibc(): boolean {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } };
  return Boolean(report?.header?.glibcVersionRuntime);
}
