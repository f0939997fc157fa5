import { runService } from "@iris/kit";
import { buildApp } from "./app";
import { readConfig } from "./config";
import { EngineUnavailableError } from "./pipeline/engine";

const config = readConfig();
const app = await buildApp(config).catch((error: unknown) => {
  // A configuration the host cannot honour stops the process with one clear line.
  if (error instanceof EngineUnavailableError) {
    process.stderr.write(`image-processor: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
});
await runService(app, config);
