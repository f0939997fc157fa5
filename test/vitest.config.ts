import { defineProject } from "vitest/config";

// The `wrangler dev` these tests start would fetch the `Request.cf` object from
// workers.cloudflare.com; nothing is downloaded at run time, so the placeholder is used.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
