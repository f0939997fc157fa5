import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { TEST_JWT } from "../../test/constants";
import {
  bearer,
  call,
  callWith,
  type ErrorBody,
  json,
  readJson,
  signUp,
  signUpAdmin,
} from "../../test/gateway";
import { TokensSchema } from "./schemas";

const PROD = { ENVIRONMENT: "production" };

async function refresh(token: string) {
  return call("/api/v1/auth/refresh", json({ refresh_token: token }));
}

/** A token shaped like iris's own, signed as the caller chooses. */
function forge(
  claims: Record<string, unknown>,
  secret = TEST_JWT.JWT_ACCESS_SECRET,
  typ = "at+jwt",
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ fid: crypto.randomUUID(), role: "admin", ...claims })
    .setProtectedHeader({ alg: "HS256", typ })
    .setSubject(String(claims.sub ?? crypto.randomUUID()))
    .setJti(crypto.randomUUID())
    .setIssuer("iris-gateway")
    .setAudience("iris-api")
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime((claims.exp as number | undefined) ?? now + 600)
    .sign(new TextEncoder().encode(secret));
}

describe("refresh rotation", () => {
  it("revokes the whole family when a rotated refresh token is reused", async () => {
    const first = await signUp();
    const rotated = await refresh(first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = (await readJson(rotated, TokensSchema)).data;

    // An attacker replays the old refresh token: refused, and the family is revoked…
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    // …so the legitimate, newer tokens of that login stop working too.
    expect((await refresh(second.refresh_token)).status).toBe(401);
    expect((await call("/api/v1/auth/profile", bearer(second.access_token))).status).toBe(401);
  });

  it("lets exactly one of two concurrent uses of the same refresh token win", async () => {
    const { refresh_token } = await signUp();
    const results = await Promise.all([refresh(refresh_token), refresh(refresh_token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("does not accept an access token as a refresh token", async () => {
    const { access_token } = await signUp();
    expect((await refresh(access_token)).status).toBe(401);
  });
});

describe("logout", () => {
  it("rejects the very next request with the access token, and its refresh token", async () => {
    const tokens = await signUp();
    expect((await call("/api/v1/auth/profile", bearer(tokens.access_token))).status).toBe(200);
    const out = await call("/api/v1/auth/logout", bearer(tokens.access_token, { method: "POST" }));
    expect(out.status).toBe(200);
    const next = await call("/api/v1/auth/profile", bearer(tokens.access_token));
    expect(next.status).toBe(401);
    expect(((await next.json()) as ErrorBody).error.code).toBe("UNAUTHORIZED");
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
  });
});

describe("bad tokens get 401", () => {
  it("refuses tampered, expired, alg:none, wrong-secret and refresh-typed tokens", async () => {
    const { access_token, user } = await signUp();
    const [h, p, s] = access_token.split(".") as [string, string, string];
    const payload = JSON.parse(atob(p.replace(/-/g, "+").replace(/_/g, "/")));
    const elevated = btoa(JSON.stringify({ ...payload, role: "admin" }))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    const now = Math.floor(Date.now() / 1000);
    const cases: Record<string, string> = {
      tampered: `${h}.${elevated}.${s}`,
      expired: await forge({ sub: user.id, exp: now - 3600 }),
      "alg none": new UnsecuredJWT({ fid: payload.fid, role: "admin" })
        .setSubject(user.id)
        .setJti(crypto.randomUUID())
        .setIssuer("iris-gateway")
        .setAudience("iris-api")
        .setIssuedAt()
        .setNotBefore(now)
        .setExpirationTime(now + 600)
        .encode(),
      "wrong secret": await forge({ sub: user.id }, "some-other-secret-that-is-long-enough-00"),
      "refresh secret and typ": await forge(
        { sub: user.id },
        TEST_JWT.JWT_REFRESH_SECRET,
        "refresh+jwt",
      ),
      garbage: "abc.def.ghi",
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await call("/api/v1/auth/profile", bearer(token));
      expect(res.status, name).toBe(401);
      expect(((await res.json()) as ErrorBody).error.code, name).toBe("UNAUTHORIZED");
    }
    // The genuine token still works: the cases failed on their own defects.
    expect((await call("/api/v1/auth/profile", bearer(access_token))).status).toBe(200);
  });

  it("accepts a token within the clock skew but not one issued for later", async () => {
    const { user } = await signUp();
    const { env } = await import("../../test/gateway");
    const fid = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO refresh_families (id, user_id, current_jti, created_at, expires_at) VALUES (?, ?, 'x', 0, ?)",
    )
      .bind(fid, user.id, Math.floor(Date.now() / 1000) + 3600)
      .run();
    const now = Math.floor(Date.now() / 1000);
    const future = await new SignJWT({ fid, role: "user" })
      .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setIssuer("iris-gateway")
      .setAudience("iris-api")
      .setIssuedAt(now)
      .setNotBefore(now + 600)
      .setExpirationTime(now + 1200)
      .sign(new TextEncoder().encode(TEST_JWT.JWT_ACCESS_SECRET));
    expect((await call("/api/v1/auth/profile", bearer(future))).status).toBe(401);
    const slightlyExpired = await new SignJWT({ fid, role: "user" })
      .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setIssuer("iris-gateway")
      .setAudience("iris-api")
      .setIssuedAt(now - 100)
      .setNotBefore(now - 100)
      .setExpirationTime(now - 10)
      .sign(new TextEncoder().encode(TEST_JWT.JWT_ACCESS_SECRET));
    expect((await call("/api/v1/auth/profile", bearer(slightlyExpired))).status).toBe(200);
  });
});

describe("roles and modes", () => {
  it("gives a user 403 on admin routes and /metrics, an admin 200", async () => {
    const user = await signUp();
    const admin = await signUpAdmin();
    for (const env of [{}, PROD]) {
      for (const path of ["/admin/config", "/admin/users", "/metrics"]) {
        const asUser = await callWith(env, path, bearer(user.access_token));
        expect(asUser.status, `${path} as user`).toBe(403);
        expect(((await asUser.json()) as ErrorBody).error.code).toBe("FORBIDDEN");
        expect(
          (await callWith(env, path, bearer(admin.access_token))).status,
          `${path} as admin`,
        ).toBe(200);
      }
    }
  });

  it("requires credentials in production except on the public routes", async () => {
    for (const path of [
      "/api/v1/pipeline/history",
      "/api/v1/auth/profile",
      "/admin/config",
      "/services",
    ]) {
      const res = await callWith(PROD, path);
      expect(res.status, path).toBe(401);
    }
    for (const path of ["/api", "/api-docs", "/docs", "/openapi.json"]) {
      expect((await callWith(PROD, path)).status, path).toBe(200);
    }
    const reg = await callWith(
      PROD,
      "/api/v1/auth/register",
      json({ email: "x@example.com", password: "" }),
    );
    expect(reg.status).toBe(400); // reachable without a token; the body is what is wrong
  });

  it("serves development callers without credentials as the anonymous developer", async () => {
    expect((await call("/admin/config")).status).toBe(200);
  });
});
