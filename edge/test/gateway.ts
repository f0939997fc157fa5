import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { z } from "@hono/zod-openapi";
import { TokensSchema } from "../src/auth/schemas";
import worker from "../src/index";

/**
 * A response's JSON body parsed with its schema (the route's own response schema where it has
 * one): the test fails when the body strays from the documented shape.
 */
export async function readJson<S extends z.ZodType>(
  res: Response,
  schema: S,
): Promise<z.output<S>> {
  return schema.parse(await res.json());
}

/** A fresh client IP per call site, so tests never share a rate-limit bucket by accident. */
export function uniqueIp(): string {
  const b = crypto.getRandomValues(new Uint8Array(3));
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** A fresh email address. */
export function uniqueEmail(tag = "user"): string {
  return `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export const PASSWORD = "correct-horse-battery-42";

/** Calls the gateway as deployed (wrangler.toml bindings plus the test ones). */
export function call(path: string, init: RequestInit & { ip?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("cf-connecting-ip")) headers.set("cf-connecting-ip", init.ip ?? uniqueIp());
  return SELF.fetch(`http://gateway${path}`, { ...init, headers });
}

/**
 * Calls the gateway with some bindings changed (ENVIRONMENT=production, CORS_ORIGINS…),
 * through the Worker's real fetch handler and the same D1, KV and Durable Objects.
 */
export async function callWith(
  overrides: Record<string, string>,
  path: string,
  init: RequestInit & { ip?: string; origin?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("cf-connecting-ip")) headers.set("cf-connecting-ip", init.ip ?? uniqueIp());
  const ctx = createExecutionContext();
  const url = path.startsWith("http") ? path : `http://gateway${path}`;
  const request = new Request(url, { ...init, headers }) as unknown as Request<
    unknown,
    IncomingRequestCfProperties
  >;
  const res = await worker.fetch(request, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** JSON POST/PUT init. */
export function json(body: unknown, init: RequestInit & { ip?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  return { method: "POST", ...init, headers, body: JSON.stringify(body) };
}

/** Bearer header init. */
export function bearer(token: string, init: RequestInit & { ip?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${token}`);
  return { ...init, headers };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string; role: string };
}

/** Registers a user and logs in; resolves the token pair. */
export async function signUp(email = uniqueEmail(), password = PASSWORD): Promise<Tokens> {
  const ip = uniqueIp();
  const reg = await call("/api/v1/auth/register", json({ email, password }, { ip }));
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  return login(email, password, ip);
}

/** Logs in; resolves the token pair. */
export async function login(email: string, password = PASSWORD, ip = uniqueIp()): Promise<Tokens> {
  const res = await call("/api/v1/auth/login", json({ email, password }, { ip }));
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await readJson(res, TokensSchema)).data;
}

/** A signed-in admin: registered, promoted in D1 (as the first-admin command does), logged in. */
export async function signUpAdmin(): Promise<Tokens> {
  const email = uniqueEmail("admin");
  await signUp(email);
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE email = ?").bind(email).run();
  return login(email);
}

/** The §7.2 error body (with the answer's request id). */
export interface ErrorBody {
  success: false;
  error: { code: string; message: string; details: string; retryable: boolean; timestamp: string };
  request_id: string;
}

export { env };
