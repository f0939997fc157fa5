import { createRoute, z } from "@hono/zod-openapi";
import { IrisError } from "@iris/kit/errors";
import { TIERS } from "../auth/principal";
import { UserSchema } from "../auth/schemas";
import { publicUser, UsersRepo } from "../auth/users-repo";
import { router } from "../openapi/app";
import { guard, SECURED } from "../openapi/guard";
import { ERRORS, json, NOT_FOUND, ok } from "../schemas/common";

const tags = ["admin"];

const list = createRoute({
  method: "get",
  path: "/admin/users",
  tags,
  summary: "List users",
  security: SECURED,
  middleware: guard("admin"),
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(50),
      offset: z.coerce.number().int().min(0).default(0),
    }),
  },
  responses: {
    200: json(ok(z.array(UserSchema)).extend({ total: z.number().int() }), "users"),
    ...ERRORS,
  },
});

const update = createRoute({
  method: "put",
  path: "/admin/users/{user_id}",
  tags,
  summary: "Change a user's role, tier or disabled flag",
  security: SECURED,
  middleware: guard("admin"),
  request: {
    params: z.object({
      user_id: z
        .string()
        .uuid()
        .openapi({ param: { name: "user_id", in: "path" } }),
    }),
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z
            .object({
              role: z.enum(["user", "admin"]).optional(),
              tier: z.enum(TIERS).optional(),
              disabled: z.boolean().optional(),
            })
            .strict()
            .openapi("UserUpdate"),
        },
      },
    },
  },
  responses: { 200: json(ok(UserSchema), "updated"), ...ERRORS, ...NOT_FOUND },
});

/** Admin user management: promote, change tier, disable. */
export const userRoutes = router()
  .openapi(list, async (c) => {
    const { limit, offset } = c.req.valid("query");
    const { users, total } = await new UsersRepo(c.env.DB).list(limit, offset);
    return c.json({ success: true as const, data: users.map(publicUser), total }, 200);
  })
  .openapi(update, async (c) => {
    const user = await new UsersRepo(c.env.DB).update(
      c.req.valid("param").user_id,
      c.req.valid("json"),
    );
    if (!user) throw new IrisError("NOT_FOUND", "no such user");
    return c.json({ success: true as const, data: publicUser(user) }, 200);
  });
