import { createRoute } from "@hono/zod-openapi";
import { IrisError } from "@iris/kit/errors";
import type { Context } from "hono";
import { router } from "../openapi/app";
import { guard, SECURED } from "../openapi/guard";
import { ERRORS, json } from "../schemas/common";
import type { AppEnv } from "../types";
import { unauthorized } from "./authenticate";
import { decoyHash, hashPassword, passwordPolicyViolation, verifyPassword } from "./passwords";
import {
  LoginBody,
  MessageSchema,
  ProfileSchema,
  RefreshBody,
  RegisterBody,
  RegisteredSchema,
  TokensSchema,
} from "./schemas";
import { SessionsRepo } from "./sessions-repo";
import { signToken, verifyToken } from "./tokens";
import { publicUser, type UserRecord, UsersRepo } from "./users-repo";

const tags = ["auth"];

const register = createRoute({
  method: "post",
  path: "/api/v1/auth/register",
  tags,
  summary: "Register a user",
  description:
    "Always answers 201 with the same body, whether or not the email was free, so the answer never reveals which emails have accounts. Log in afterwards.",
  middleware: guard("public", "critical"),
  request: { body: { required: true, content: { "application/json": { schema: RegisterBody } } } },
  responses: {
    201: json(RegisteredSchema, "registration accepted"),
    400: ERRORS[400],
    429: ERRORS[429],
  },
});

const login = createRoute({
  method: "post",
  path: "/api/v1/auth/login",
  tags,
  summary: "Log in: access and refresh tokens",
  middleware: guard("public", "critical"),
  request: { body: { required: true, content: { "application/json": { schema: LoginBody } } } },
  responses: {
    200: json(TokensSchema, "tokens"),
    400: ERRORS[400],
    401: ERRORS[401],
    429: ERRORS[429],
  },
});

const refresh = createRoute({
  method: "post",
  path: "/api/v1/auth/refresh",
  tags,
  summary: "Rotate the refresh token",
  description:
    "Every use rotates the refresh token. Presenting a refresh token that was already rotated revokes its whole family (every token from that login).",
  middleware: guard("public", "critical"),
  request: { body: { required: true, content: { "application/json": { schema: RefreshBody } } } },
  responses: {
    200: json(TokensSchema, "new tokens"),
    400: ERRORS[400],
    401: ERRORS[401],
    429: ERRORS[429],
  },
});

const profile = createRoute({
  method: "get",
  path: "/api/v1/auth/profile",
  tags,
  summary: "The caller's profile",
  security: SECURED,
  middleware: guard("authenticated"),
  responses: { 200: json(ProfileSchema, "profile"), 401: ERRORS[401], 429: ERRORS[429] },
});

const logout = createRoute({
  method: "post",
  path: "/api/v1/auth/logout",
  tags,
  summary: "Log out: revoke this login",
  description:
    "Revokes the refresh-token family and denies the access token; its next use gets 401.",
  security: [{ bearerAuth: [] }],
  middleware: guard("authenticated"),
  responses: {
    200: json(MessageSchema, "logged out"),
    400: ERRORS[400],
    401: ERRORS[401],
    429: ERRORS[429],
  },
});

/** Issues a new login's tokens (a new refresh family). */
async function issueTokens(c: Context<AppEnv>, user: UserRecord) {
  const { jwt } = c.get("config");
  const fid = crypto.randomUUID();
  const claims = { sub: user.id, fid, role: user.role };
  const [access, refreshToken] = await Promise.all([
    signToken(jwt, "access", claims),
    signToken(jwt, "refresh", claims),
  ]);
  await new SessionsRepo(c.env.DB).createFamily({
    id: fid,
    userId: user.id,
    jti: refreshToken.jti,
    expiresAt: refreshToken.expiresAt,
  });
  return tokensBody(c, user, access.token, refreshToken.token);
}

function tokensBody(c: Context<AppEnv>, user: UserRecord, access: string, refreshToken: string) {
  const { jwt } = c.get("config");
  c.header("cache-control", "no-store");
  return {
    success: true as const,
    data: {
      access_token: access,
      refresh_token: refreshToken,
      token_type: "Bearer" as const,
      expires_in: jwt.accessTtlSeconds,
      refresh_expires_in: jwt.refreshTtlSeconds,
      user: publicUser(user),
    },
  };
}

/** Route set A's auth routes. */
export const authRoutes = router()
  .openapi(register, async (c) => {
    const { email, password } = c.req.valid("json");
    const violation = passwordPolicyViolation(password, email);
    if (violation) {
      throw new IrisError("VALIDATION_ERROR", "invalid body: password", {
        details: `password: ${violation}`,
      });
    }
    // Hash first in both cases so a taken email costs the same time as a free one.
    const passwordHash = await hashPassword(password);
    await new UsersRepo(c.env.DB).create({ id: crypto.randomUUID(), email, passwordHash });
    return c.json(
      {
        success: true as const,
        data: {
          message: "registration accepted; log in with these credentials",
          email: email.toLowerCase(),
        },
      },
      201,
    );
  })
  .openapi(login, async (c) => {
    const { email, password } = c.req.valid("json");
    const user = await new UsersRepo(c.env.DB).byEmail(email);
    // Unknown emails are checked against a decoy hash: same work, same answer.
    const matches = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    if (!user || !matches || user.disabled) throw unauthorized("invalid email or password");
    return c.json(await issueTokens(c, user), 200);
  })
  .openapi(refresh, async (c) => {
    const { jwt } = c.get("config");
    const claims = await verifyToken(jwt, "refresh", c.req.valid("json").refresh_token);
    if (!claims) throw unauthorized("invalid or expired refresh token");
    const user = await new UsersRepo(c.env.DB).byId(claims.sub);
    if (!user || user.disabled) throw unauthorized("account not found or disabled");
    const next = { sub: user.id, fid: claims.fid, role: user.role };
    const [access, refreshToken] = await Promise.all([
      signToken(jwt, "access", next),
      signToken(jwt, "refresh", next),
    ]);
    const rotated = await new SessionsRepo(c.env.DB).rotate(
      claims.fid,
      claims.jti,
      refreshToken.jti,
      refreshToken.expiresAt,
    );
    if (!rotated) {
      throw unauthorized(
        "refresh token already used or revoked",
        "reuse of a rotated refresh token revokes the whole session; log in again",
      );
    }
    return c.json(tokensBody(c, user, access.token, refreshToken.token), 200);
  })
  .openapi(profile, async (c) => {
    const p = c.get("principal");
    if (p.kind === "anonymous") {
      return c.json(
        {
          success: true as const,
          data: {
            id: null,
            email: null,
            role: "admin" as const,
            tier: null,
            created_at: null,
            authenticated_by: "anonymous_developer" as const,
          },
        },
        200,
      );
    }
    const user = await new UsersRepo(c.env.DB).byId(p.userId);
    if (!user) throw unauthorized("account not found or disabled");
    return c.json(
      {
        success: true as const,
        data: {
          ...publicUser(user),
          authenticated_by: p.kind === "user" ? ("access_token" as const) : ("api_key" as const),
        },
      },
      200,
    );
  })
  .openapi(logout, async (c) => {
    const p = c.get("principal");
    if (p.kind === "anonymous") throw unauthorized("logout needs an access token");
    if (p.kind === "api_key") {
      throw new IrisError("VALIDATION_ERROR", "logout applies to access tokens", {
        details: "revoke an API key with DELETE /api/v1/auth/api-keys/{key_id}",
      });
    }
    const sessions = new SessionsRepo(c.env.DB);
    await Promise.all([
      sessions.revokeFamily(p.familyId, "logout"),
      sessions.denyAccessToken(p.jti, p.tokenExpiresAt),
    ]);
    return c.json({ success: true as const, data: { message: "logged out" } }, 200);
  });
