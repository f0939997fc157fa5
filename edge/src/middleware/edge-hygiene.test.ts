import { describe, expect, it } from "vitest";
import { call, callWith, json, readJson } from "../../test/gateway";
import { ErrorBodySchema } from "../schemas/common";
import { SECURITY_HEADERS } from "./security-headers";

const PROD_CORS = { ENVIRONMENT: "production", CORS_ORIGINS: "https://app.example.com" };

function preflight(origin: string) {
  return {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization,content-type",
    },
  };
}

function expectSecurityHeaders(res: Response, label: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(res.headers.get(name), `${label}: ${name}`).toBe(value);
  }
  expect(res.headers.get("x-request-id"), label).toBeTruthy();
  expect(res.headers.get("x-processing-time"), label).toMatch(/^\d+(\.\d+)?ms$/);
}

describe("security headers", () => {
  it("are on 200s, 4xx, 5xx, 404s and static assets", async () => {
    const cases: [string, Response, number][] = [
      ["200", await call("/api"), 200],
      ["400", await call("/api/v1/auth/login", json({ email: "nope" })), 400],
      [
        "401",
        await call("/api/v1/auth/profile", { headers: { authorization: "Bearer x.y.z" } }),
        401,
      ],
      ["404", await call("/no/such/route"), 404],
      [
        "503",
        await callWith(
          { OCR_EXTRACTOR_URL: "http://127.0.0.1:9" },
          "/phase4/extract",
          json({ text: "hola", document_type: "cedula" }),
        ),
        503,
      ],
      ["asset", await call("/vendor/swagger-ui/swagger-ui.css"), 200],
    ];
    for (const [label, res, status] of cases) {
      expect(res.status, label).toBe(status);
      expectSecurityHeaders(res, label);
    }
  });

  it("answers a 5xx without stack traces or internals", async () => {
    const res = await callWith({ JWT_ACCESS_SECRET: "short" }, "/api/v1/auth/profile");
    expect(res.status).toBe(500);
    expectSecurityHeaders(res, "500");
    const text = await res.text();
    expect(text).toContain("INTERNAL_ERROR");
    expect(text).not.toMatch(/at .*\.ts|JWT_ACCESS_SECRET|short/);
  });
});

describe("CORS", () => {
  it("allows a listed origin in production with credentials, methods, headers and max-age", async () => {
    const res = await callWith(
      PROD_CORS,
      "/api/v1/auth/login",
      preflight("https://app.example.com"),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
    expect(res.headers.get("access-control-max-age")).toBe("86400");
    expect(res.headers.get("access-control-allow-methods")).toBe("GET,POST,PUT,DELETE,OPTIONS");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toBe(
      "authorization,content-type,x-request-id,x-api-key",
    );
  });

  it("does not allow a foreign origin in production", async () => {
    const res = await callWith(PROD_CORS, "/api/v1/auth/login", preflight("https://evil.example"));
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    const get = await callWith(PROD_CORS, "/api", { headers: { origin: "https://evil.example" } });
    expect(get.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("allows any origin in development and exposes the iris headers", async () => {
    const res = await call("/api", { headers: { origin: "http://localhost:5173" } });
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    const exposed = res.headers.get("access-control-expose-headers")?.toLowerCase() ?? "";
    for (const h of ["x-request-id", "x-processing-time", "x-rate-limit-remaining"]) {
      expect(exposed).toContain(h);
    }
  });
});

describe("host allow-list", () => {
  const ALLOWED = { ALLOWED_HOSTS: "api.example.com,*.iris.test" };

  it("serves listed hosts and refuses others with 400", async () => {
    expect((await callWith(ALLOWED, "http://api.example.com/api")).status).toBe(200);
    expect((await callWith(ALLOWED, "http://eu.iris.test/api")).status).toBe(200);
    const res = await callWith(ALLOWED, "http://evil.example/api");
    expect(res.status).toBe(400);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const body = await readJson(res, ErrorBodySchema);
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.details).toContain("evil.example");
  });
});

describe("request id", () => {
  it("propagates a safe X-Request-ID and replaces an unsafe one", async () => {
    const kept = await call("/api", { headers: { "x-request-id": "trace-123" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-123");
    const replaced = await call("/api", { headers: { "x-request-id": "bad id\u0007" } });
    expect(replaced.headers.get("x-request-id")).not.toContain("bad");
  });
});
