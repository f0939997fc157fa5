import { runService } from "@iris/kit";
import { buildApp } from "./app";
import { readConfig } from "./config";

const config = readConfig();
await runService(await buildApp(config), config);
