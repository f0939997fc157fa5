import { Hono } from "hono";
import { gatewayConfig } from "../config";
import type { AppEnv } from "../types";

/** GET /api: name, version, route sets and links. */
export const apiInfoRoutes = new Hono<AppEnv>().get("/api", (c) => {
  const config = gatewayConfig(c.env);
  return c.json({
    name: "iris",
    description: "Document-processing pipeline: photos and scans of documents to structured JSON.",
    version: config.apiVersion,
    environment: config.environment,
    authentication: config.strict
      ? "Bearer access token or API key (Authorization: Bearer <key> or X-API-Key)"
      : "development: optional (credentials that are sent are checked)",
    route_sets: {
      A: {
        prefix: "/api/v1",
        routes: ["/api/v1/auth/*", "/api/v1/pipeline/*", "/api/v1/phases/*"],
      },
      B: {
        prefix: "",
        routes: [
          "/process",
          "/process/{processing_id}",
          "/results/{processing_id}",
          "/phase1/*",
          "/phase2/*",
          "/phase3/*",
          "/phase4/*",
          "/admin/*",
        ],
      },
      C: {
        prefix: "/ (development), /v1 (production base)",
        routes: [
          "/process",
          "/services",
          "/pipeline/status/{pipeline_id}",
          "/image-processor/process",
          "/ml-embeddings/*",
          "/ml-classifier/classify",
          "/ocr-extractor/*",
        ],
      },
    },
    links: {
      health: "/health",
      openapi: "/openapi.json",
      docs: "/api-docs",
      reference: "/docs",
      metrics: "/metrics",
      status: "/status",
    },
  });
});
