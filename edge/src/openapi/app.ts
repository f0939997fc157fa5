import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../types";
import { validationError } from "./validation";

/** A router whose zod validation failures become 400 VALIDATION_ERROR in the §7.2 body. */
export function router(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.target, result.error.issues);
    },
  });
}
