import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { GatewayConfig } from "../config";
import type { Role } from "./principal";

/** Header `typ` per token kind: an access token is never accepted as a refresh token, nor back. */
const TYP = { access: "at+jwt", refresh: "refresh+jwt" } as const;
export type TokenKind = keyof typeof TYP;

/** Claims iris puts in its tokens (besides iss, aud, iat, nbf, exp). */
export interface TokenClaims {
  sub: string;
  jti: string;
  /** Refresh-token family this token belongs to (access tokens too: logout revokes it). */
  fid: string;
  role: Role;
  exp: number;
}

/** A freshly signed token with its identifiers. */
export interface SignedToken {
  token: string;
  jti: string;
  expiresAt: number;
}

const keys = new WeakMap<GatewayConfig["jwt"], Record<TokenKind, Uint8Array>>();
function keyFor(jwt: GatewayConfig["jwt"], kind: TokenKind): Uint8Array {
  let pair = keys.get(jwt);
  if (!pair) {
    const enc = new TextEncoder();
    pair = { access: enc.encode(jwt.accessSecret), refresh: enc.encode(jwt.refreshSecret) };
    keys.set(jwt, pair);
  }
  return pair[kind];
}

/** Signs an access or refresh token for `sub` in family `fid`. */
export async function signToken(
  jwt: GatewayConfig["jwt"],
  kind: TokenKind,
  claims: { sub: string; fid: string; role: Role },
): Promise<SignedToken> {
  const now = Math.floor(Date.now() / 1000);
  const ttl = kind === "access" ? jwt.accessTtlSeconds : jwt.refreshTtlSeconds;
  const jti = crypto.randomUUID();
  const token = await new SignJWT({ fid: claims.fid, role: claims.role })
    .setProtectedHeader({ alg: jwt.algorithm, typ: TYP[kind] })
    .setSubject(claims.sub)
    .setJti(jti)
    .setIssuer(jwt.issuer)
    .setAudience(jwt.audience)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + ttl)
    .sign(keyFor(jwt, kind));
  return { token, jti, expiresAt: now + ttl };
}

/**
 * Verifies signature (the configured algorithm only; `none` and others are refused), typ,
 * iss, aud, exp and nbf within the configured clock skew, and the claims iris needs.
 * Returns undefined for any invalid token, never throws for one.
 */
export async function verifyToken(
  jwt: GatewayConfig["jwt"],
  kind: TokenKind,
  token: string,
): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyFor(jwt, kind), {
      algorithms: [jwt.algorithm],
      typ: TYP[kind],
      issuer: jwt.issuer,
      audience: jwt.audience,
      clockTolerance: jwt.clockSkewSeconds,
      requiredClaims: ["sub", "jti", "exp", "nbf", "iat"],
    });
    const { sub, jti, fid, role, exp } = payload;
    if (typeof sub !== "string" || typeof jti !== "string" || typeof fid !== "string")
      return undefined;
    if (role !== "user" && role !== "admin") return undefined;
    return { sub, jti, fid, role, exp: exp as number };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}
