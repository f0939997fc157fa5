import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineProject } from "vitest/config";
import { vendorDocs } from "./scripts/vendor-docs.mjs";
import { TEST_JWT, TEST_SERVICE_TOKEN } from "./test/constants.ts";

// The docs' Swagger UI bundle is a static asset copied from node_modules.
vendorDocs();

/**
 * Gateway tests run inside workerd with real D1, KV and Durable Objects (wrangler.toml's
 * bindings); the phase services they call are real too, started by the global setup.
 */
export default defineProject({
  plugins: [
    cloudflareTest(async ({ inject }) => {
      const urls = inject("serviceUrls");
      return {
        wrangler: { configPath: "../wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations(
              new URL("./migrations", import.meta.url).pathname,
            ),
            SERVICE_TOKEN: TEST_SERVICE_TOKEN,
            ...TEST_JWT,
            IMAGE_PROCESSOR_URL: urls.image_processor ?? "",
            ML_EMBEDDINGS_URL: urls.ml_embeddings ?? "",
            ML_CLASSIFIER_URL: urls.ml_classifier ?? "",
            OCR_EXTRACTOR_URL: urls.ocr_extractor ?? "",
          },
        },
      };
    }),
  ],
  test: {
    name: "edge",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    setupFiles: ["./test/apply-migrations.ts"],
    testTimeout: 30_000,
  },
});
