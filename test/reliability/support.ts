import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { join } from "node:path";
import type { PhaseServiceName } from "@iris/e2e/support";
import { PHASE_SERVICES } from "@iris/e2e/support";
import { startRedis, type TestRedis } from "@iris/kit/testing";
import { type DevGateway, freshState, startGateway } from "../browser/start-gateway";
import { type ControlledService, E2E_SERVICE_TOKEN, startService } from "../e2e/support";

const ROOT = join(import.meta.dirname, "..", "..");

export const ADMIN = { email: "root@reliability.example.com", password: "Reliab1lity-admin-pw" };
export const ALLOWED_ORIGIN = "https://app.example.com";

/** Runs the documented first-admin command against a local state directory. */
export function createAdmin(persistTo: string): void {
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, "edge", "scripts", "create-admin.mjs"),
      "--email",
      ADMIN.email,
      "--password-stdin",
      "--persist-to",
      persistTo,
    ],
    { cwd: ROOT, input: `${ADMIN.password}\n`, encoding: "utf8", env: { ...process.env, CI: "1" } },
  );
  if (result.status !== 0) throw new Error(`admin:create: ${result.stderr || result.stdout}`);
}

/** The four real services and a production-mode gateway under `wrangler dev` in front of them. */
export interface ProductionStack {
  gateway: DevGateway;
  services: Record<PhaseServiceName, ControlledService>;
  close(): Promise<void>;
}

/**
 * Starts the services in this process and the gateway with ENVIRONMENT=production, a host
 * allow-list, one allowed CORS origin and a first admin ({@link ADMIN}). `vars` go on top.
 */
export async function startProductionStack(
  vars: Record<string, string> = {},
): Promise<ProductionStack> {
  const persistTo = freshState();
  createAdmin(persistTo);
  const names = Object.keys(PHASE_SERVICES) as PhaseServiceName[];
  const started = await Promise.all(names.map((n) => startService(n, { LOG_REQUESTS: "false" })));
  const services = Object.fromEntries(started.map((s) => [s.name, s])) as Record<
    PhaseServiceName,
    ControlledService
  >;
  const gateway = await startGateway(
    {
      ENVIRONMENT: "production",
      ALLOWED_HOSTS: "127.0.0.1,localhost",
      CORS_ORIGINS: ALLOWED_ORIGIN,
      SERVICE_TOKEN: E2E_SERVICE_TOKEN,
      IMAGE_PROCESSOR_URL: services.image_processor.url,
      ML_EMBEDDINGS_URL: services.ml_embeddings.url,
      ML_CLASSIFIER_URL: services.ml_classifier.url,
      OCR_EXTRACTOR_URL: services.ocr_extractor.url,
      ...vars,
    },
    persistTo,
  );
  return {
    gateway,
    services,
    close: async () => {
      await gateway.close();
      await Promise.all(started.map((s) => s.stop()));
    },
  };
}

/** Tokens from POST /api/v1/auth/login. */
export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export async function login(base: string, email: string, password: string): Promise<Tokens> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Tokens }).data;
}

/** Registers (201 whether or not the address was free) and logs in. */
export async function registerAndLogin(
  base: string,
  email: string,
  password: string,
): Promise<Tokens> {
  const res = await fetch(`${base}/api/v1/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  return login(base, email, password);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const b64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

/** The two halves of a JWT, decoded (no verification). */
export function decodeJwt(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [h, p] = token.split(".");
  return {
    header: JSON.parse(Buffer.from(h ?? "", "base64url").toString()),
    payload: JSON.parse(Buffer.from(p ?? "", "base64url").toString()),
  };
}

/** Signs header.payload with HMAC (`alg` picks the hash); `alg: none` gets an empty signature. */
export function signJwt(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  secret: string,
): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  const hash = { HS256: "sha256", HS384: "sha384", HS512: "sha512" }[String(header.alg)];
  if (!hash) return `${input}.`;
  return `${input}.${b64url(createHmac(hash, secret).update(input).digest())}`;
}

/** Starts redis-server again on `port` (after a TestRedis there was stopped). */
export async function restartRedis(port: number): Promise<TestRedis> {
  const redis = await startRedis("redis restart", { port });
  if (!redis) throw new Error("redis-server is not installed");
  return redis;
}
