import { PHASE_SERVICES, type PhaseServiceName } from "@iris/e2e/support";
import { type DevGateway, startGateway } from "../browser/start-gateway";

/** A phase service app (Fastify). */
type FastifyInstance = Awaited<ReturnType<(typeof PHASE_SERVICES)["ml_embeddings"]["buildApp"]>>;

/** Shared by the gateway and the services these tests start. */
export const E2E_SERVICE_TOKEN = "e2e-service-token-0123456789";

/** Knobs on a running service: slow down its next requests, count what it served. */
export interface ServiceControl {
  /** Delay (ms) applied to each of the next `slowRequests` non-health requests. */
  delayMs: number;
  slowRequests: number;
  /** Non-health requests received. */
  requests: number;
}

/** A real phase service on a loopback port, which a test can stop and start again. */
export interface ControlledService {
  name: PhaseServiceName;
  url: string;
  port: number;
  control: ServiceControl;
  stop(): Promise<void>;
  /** Starts a fresh instance on the same port (same control object). */
  start(): Promise<void>;
}

async function listen(
  name: PhaseServiceName,
  env: Record<string, string>,
  port: number,
  control: ServiceControl,
): Promise<{ app: FastifyInstance; port: number }> {
  const mod = PHASE_SERVICES[name];
  const config = mod.readConfig({ LOG_LEVEL: "silent", SERVICE_TOKEN: E2E_SERVICE_TOKEN, ...env });
  const app = await mod.buildApp(config as never);
  app.addHook("onRequest", async (request) => {
    if (request.url === "/health") return;
    control.requests++;
    if (control.slowRequests > 0) {
      control.slowRequests--;
      await new Promise((resolve) => setTimeout(resolve, control.delayMs));
    }
  });
  const url = await app.listen({ host: "127.0.0.1", port });
  return { app, port: Number(new URL(url).port) };
}

/** Starts one phase service (the real app from its package) on an ephemeral port. */
export async function startService(
  name: PhaseServiceName,
  env: Record<string, string> = {},
): Promise<ControlledService> {
  const control: ServiceControl = { delayMs: 0, slowRequests: 0, requests: 0 };
  let running: FastifyInstance | undefined;
  const first = await listen(name, env, 0, control);
  running = first.app;
  const port = first.port;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    port,
    control,
    stop: async () => {
      await running?.close();
      running = undefined;
    },
    start: async () => {
      running = (await listen(name, env, port, control)).app;
    },
  };
}

/** The four services (ml_embeddings twice: the balancing tests need two instances). */
export interface Stack {
  services: Record<PhaseServiceName, ControlledService>;
  embeddingsB: ControlledService;
  gateway: DevGateway;
  close(): Promise<void>;
}

/** Starts the services and the gateway under `wrangler dev` pointing at them. */
export async function startStack(vars: Record<string, string> = {}): Promise<Stack> {
  const names = Object.keys(PHASE_SERVICES) as PhaseServiceName[];
  const started = await Promise.all(names.map((n) => startService(n)));
  const services = Object.fromEntries(started.map((s) => [s.name, s])) as Stack["services"];
  const embeddingsB = await startService("ml_embeddings");
  const gateway = await startGateway({
    SERVICE_TOKEN: E2E_SERVICE_TOKEN,
    IMAGE_PROCESSOR_URL: services.image_processor.url,
    ML_EMBEDDINGS_URL: `${services.ml_embeddings.url},${embeddingsB.url}`,
    ML_CLASSIFIER_URL: services.ml_classifier.url,
    OCR_EXTRACTOR_URL: services.ocr_extractor.url,
    ...vars,
  });
  return {
    services,
    embeddingsB,
    gateway,
    close: async () => {
      await gateway.close();
      await Promise.all([...started, embeddingsB].map((s) => s.stop()));
    },
  };
}

/** PUT /admin/config (the anonymous developer is admin under ENVIRONMENT=development). */
export async function putConfig(gateway: DevGateway, patch: unknown): Promise<void> {
  const res = await fetch(`${gateway.url}/admin/config`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(patch),
  });
  if (res.status !== 200) throw new Error(`PUT /admin/config: ${res.status} ${await res.text()}`);
}
