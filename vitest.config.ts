import { defineConfig } from "vitest/config";

/** One test command for the whole tree: each workspace is a vitest project with its own runtime. */
export default defineConfig({
  test: {
    projects: ["workers/*", "models", "edge", "test"],
    passWithNoTests: true,
  },
});
