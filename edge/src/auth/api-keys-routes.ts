import { createRoute, z } from "@hono/zod-openapi";
import { IrisError } from "@iris/kit/errors";
import type { Context } from "hono";
import { router } from "../openapi/app";
import { guard, SECURED } from "../openapi/guard";
import { ERRORS, json, NOT_FOUND, ok } from "../schemas/common";
import type { AppEnv } from "../types";
import { ApiKeysRepo, publicKey } from "./api-keys-repo";
import { unauthorized } from "./authenticate";
import { isAuthenticated, type Principal, TIERS } from "./principal";
import { UsersRepo } from "./users-repo";

const tags = ["api keys"];

const ApiKeySchema = z
  .object({
    id: z.string(),
    user_id: z.string(),
    name: z.string(),
    prefix: z.string().openapi({ description: "first characters of the key, for recognising it" }),
    tier: z.enum(TIERS),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .openapi("ApiKey");

const CreateBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    expires_in_days: z.number().int().min(1).max(3650).optional(),
    tier: z
      .enum(TIERS)
      .optional()
      .openapi({ description: "admins only; default the owner's tier" }),
    user_id: z
      .string()
      .uuid()
      .optional()
      .openapi({ description: "admins only: create for this user" }),
  })
  .strict()
  .openapi("CreateApiKeyRequest");

const KeyParam = z.object({
  key_id: z
    .string()
    .uuid()
    .openapi({ param: { name: "key_id", in: "path" } }),
});

const create = createRoute({
  method: "post",
  path: "/api/v1/auth/api-keys",
  tags,
  summary: "Create an API key (shown once)",
  security: SECURED,
  middleware: guard("authenticated"),
  request: { body: { required: true, content: { "application/json": { schema: CreateBody } } } },
  responses: {
    201: json(ok(ApiKeySchema.extend({ key: z.string() })), "the key, shown this once"),
    ...ERRORS,
    ...NOT_FOUND,
  },
});

const list = createRoute({
  method: "get",
  path: "/api/v1/auth/api-keys",
  tags,
  summary: "List API keys (admins: everyone's)",
  security: SECURED,
  middleware: guard("authenticated"),
  request: { query: z.object({ user_id: z.string().uuid().optional() }) },
  responses: { 200: json(ok(z.array(ApiKeySchema)), "keys"), ...ERRORS },
});

const revoke = createRoute({
  method: "delete",
  path: "/api/v1/auth/api-keys/{key_id}",
  tags,
  summary: "Revoke an API key",
  security: SECURED,
  middleware: guard("authenticated"),
  request: { params: KeyParam },
  responses: { 200: json(ok(ApiKeySchema), "revoked"), ...ERRORS, ...NOT_FOUND },
});

function owner(c: Context<AppEnv>): Exclude<Principal, { kind: "anonymous" }> {
  const p = c.get("principal");
  if (!isAuthenticated(p))
    throw unauthorized("API keys belong to a signed-in user", "log in first");
  return p;
}

/** API keys: owners manage their own, admins everyone's. */
export const apiKeyRoutes = router()
  .openapi(create, async (c) => {
    const p = owner(c);
    const body = c.req.valid("json");
    if ((body.tier || body.user_id) && p.role !== "admin") {
      throw new IrisError("FORBIDDEN", "only admins set tier or user_id");
    }
    const user = await new UsersRepo(c.env.DB).byId(body.user_id ?? p.userId);
    if (!user) throw new IrisError("NOT_FOUND", "no such user");
    const expiresAt = body.expires_in_days
      ? Math.floor(Date.now() / 1000) + body.expires_in_days * 86_400
      : null;
    const { key, record } = await new ApiKeysRepo(c.env.DB).create({
      userId: user.id,
      name: body.name,
      tier: body.tier ?? user.tier,
      expiresAt,
    });
    c.header("cache-control", "no-store");
    return c.json({ success: true as const, data: { ...publicKey(record), key } }, 201);
  })
  .openapi(list, async (c) => {
    const p = owner(c);
    const { user_id } = c.req.valid("query");
    if (user_id && user_id !== p.userId && p.role !== "admin") {
      throw new IrisError("FORBIDDEN", "only admins list other users' keys");
    }
    const scope = p.role === "admin" ? user_id : p.userId;
    const keys = await new ApiKeysRepo(c.env.DB).list(scope);
    return c.json({ success: true as const, data: keys.map(publicKey) }, 200);
  })
  .openapi(revoke, async (c) => {
    const p = owner(c);
    const repo = new ApiKeysRepo(c.env.DB);
    const key = await repo.byId(c.req.valid("param").key_id);
    // Someone else's key is "not found" to a non-admin: existence is not disclosed.
    if (!key || (key.user_id !== p.userId && p.role !== "admin")) {
      throw new IrisError("NOT_FOUND", "no such API key");
    }
    await repo.revoke(key.id);
    return c.json(
      { success: true as const, data: publicKey((await repo.byId(key.id)) ?? key) },
      200,
    );
  });
