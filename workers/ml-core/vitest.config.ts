import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "ml-core",
    environment: "node",
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
