import { IrisError, isIrisError } from "@iris/kit/errors";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { gatewayConfig } from "../config";
import { chargeFailedCredential, clientIp, credentialsRefused } from "../rate-limit";
import type { AppEnv } from "../types";
import { API_KEY_PREFIX, ApiKeysRepo } from "./api-keys-repo";
import type { Principal } from "./principal";
import { SessionsRepo } from "./sessions-repo";
import { verifyToken } from "./tokens";

/** 401 with the challenge header; the message never says which check failed beyond the kind. */
export function unauthorized(message: string, details = ""): IrisError {
  return new IrisError("UNAUTHORIZED", message, { details });
}

/** The credential a request carries: `Authorization: Bearer …` or `X-API-Key`. */
export function readCredential(
  authorization: string | undefined,
  apiKey: string | undefined,
): { kind: "jwt" | "api_key"; value: string } | undefined {
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match?.[1])
      throw unauthorized("malformed Authorization header", "expected: Bearer <token>");
    const value = match[1];
    return { kind: value.startsWith(API_KEY_PREFIX) ? "api_key" : "jwt", value };
  }
  if (apiKey !== undefined) return { kind: "api_key", value: apiKey.trim() };
  return undefined;
}

/**
 * Decides the principal. Credentials that are present are always checked (401 when they
 * fail); without any, the caller is anonymous — the anonymous developer (role admin) in
 * development, nobody in production. Revocation is read from D1, so it holds on the very next
 * request. A failed check counts toward the IP's critical limit, as a failed login does: once
 * it is spent, requests with credentials from that IP get 429 until it refills.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const config = gatewayConfig(c.env);
  c.set("config", config);
  const present =
    c.req.header("authorization") !== undefined || c.req.header("x-api-key") !== undefined;
  let principal: Principal;
  if (!present) {
    principal = { kind: "anonymous", role: config.strict ? undefined : "admin" };
  } else {
    const ip = clientIp((n) => c.req.header(n));
    const refused = credentialsRefused(ip);
    if (refused) throw refused;
    try {
      principal = await checkCredential(c);
    } catch (error) {
      if (isIrisError(error) && error.code === "UNAUTHORIZED")
        throw (await chargeFailedCredential(c, ip)) ?? error;
      throw error;
    }
  }
  c.set("principal", principal);
  await next();
});

/** The principal of the credential the request carries; 401 when it does not hold. */
async function checkCredential(c: Context<AppEnv>): Promise<Principal> {
  const config = c.get("config");
  const credential = readCredential(c.req.header("authorization"), c.req.header("x-api-key"));
  if (!credential) throw unauthorized("no credential");
  if (credential.kind === "api_key") {
    const owner = await new ApiKeysRepo(c.env.DB).authenticate(credential.value);
    if (!owner) throw unauthorized("invalid or revoked API key");
    c.executionCtx.waitUntil(new ApiKeysRepo(c.env.DB).touch(owner.key_id).catch(() => {}));
    return {
      kind: "api_key",
      userId: owner.user_id,
      email: owner.email,
      role: owner.role,
      tier: owner.tier,
      keyId: owner.key_id,
    };
  }
  const claims = await verifyToken(config.jwt, "access", credential.value);
  if (!claims) throw unauthorized("invalid or expired access token");
  const standing = await new SessionsRepo(c.env.DB).standing(claims.sub, claims.fid, claims.jti);
  if (!standing || standing.disabled) throw unauthorized("account not found or disabled");
  if (standing.family_revoked || standing.denied) throw unauthorized("access token revoked");
  return {
    kind: "user",
    userId: claims.sub,
    email: standing.email,
    role: standing.role,
    tier: standing.tier,
    jti: claims.jti,
    familyId: claims.fid,
    tokenExpiresAt: claims.exp,
  };
}
