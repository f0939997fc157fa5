import { z } from "@hono/zod-openapi";
import { ok } from "../schemas/common";
import { TIERS } from "./principal";

const Email = z
  .string()
  .trim()
  .max(254)
  .email("must be an email address")
  .openapi({ example: "ana@example.com" });
const Password = z
  .string()
  .min(1, "is required")
  .max(1024)
  .openapi({ example: "correct-horse-42" });

export const RegisterBody = z
  .object({
    email: Email,
    password: Password.openapi({
      description: "10–128 characters, letters mixed with digits or symbols",
    }),
  })
  .openapi("RegisterRequest");

export const LoginBody = z.object({ email: Email, password: Password }).openapi("LoginRequest");

export const RefreshBody = z
  .object({ refresh_token: z.string().min(1, "is required").max(4096) })
  .openapi("RefreshRequest");

export const UserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(["user", "admin"]),
    tier: z.enum(TIERS),
    created_at: z.string().openapi({ format: "date-time" }),
  })
  .openapi("User");

export const TokensSchema = ok(
  z.object({
    access_token: z.string(),
    refresh_token: z.string(),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int().openapi({ description: "access-token lifetime, seconds" }),
    refresh_expires_in: z.number().int(),
    user: UserSchema,
  }),
).openapi("Tokens");

export const RegisteredSchema = ok(z.object({ message: z.string(), email: z.string() })).openapi(
  "Registered",
);

export const ProfileSchema = ok(
  z.object({
    id: z.string().nullable(),
    email: z.string().nullable(),
    role: z.enum(["user", "admin"]),
    tier: z.enum(TIERS).nullable(),
    created_at: z.string().nullable(),
    authenticated_by: z.enum(["access_token", "api_key", "anonymous_developer"]),
  }),
).openapi("Profile");

export const MessageSchema = ok(z.object({ message: z.string() })).openapi("Message");
