import { describe, expect, it } from "vitest";
import {
  bearer,
  call,
  type ErrorBody,
  json,
  login,
  PASSWORD,
  readJson,
  signUp,
  uniqueEmail,
} from "../../test/gateway";
import { ProfileSchema, TokensSchema } from "./schemas";

describe("auth lifecycle", () => {
  it("registers (201), logs in, reads the profile, refreshes and logs out", async () => {
    const email = uniqueEmail();
    const reg = await call("/api/v1/auth/register", json({ email, password: PASSWORD }));
    expect(reg.status).toBe(201);

    const tokens = await login(email);
    expect(tokens.user).toMatchObject({ email, role: "user" });

    const profile = await call("/api/v1/auth/profile", bearer(tokens.access_token));
    expect(profile.status).toBe(200);
    expect((await readJson(profile, ProfileSchema)).data.email).toBe(email);

    const refreshed = await call(
      "/api/v1/auth/refresh",
      json({ refresh_token: tokens.refresh_token }),
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get("cache-control")).toBe("no-store");
    const next = (await readJson(refreshed, TokensSchema)).data;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await call("/api/v1/auth/profile", bearer(next.access_token))).status).toBe(200);

    const out = await call("/api/v1/auth/logout", bearer(next.access_token, { method: "POST" }));
    expect(out.status).toBe(200);
  });

  it("stores the password as PBKDF2-SHA-256 at 100 000 iterations with its own salt", async () => {
    const { env } = await import("../../test/gateway");
    const a = await signUp();
    const b = await signUp();
    const rows = await env.DB.prepare("SELECT password_hash FROM users WHERE id IN (?, ?)")
      .bind(a.user.id, b.user.id)
      .all<{ password_hash: string }>();
    const [h1, h2] = rows.results.map((r) => r.password_hash.split("$"));
    expect(h1?.[0]).toBe("pbkdf2-sha256");
    expect(h1?.[1]).toBe("100000");
    expect(h1?.[2]).not.toBe(h2?.[2]);
    expect(JSON.stringify(rows.results)).not.toContain(PASSWORD);
  });

  it("answers a taken email exactly as a free one (no enumeration through register)", async () => {
    const email = uniqueEmail();
    const first = await call("/api/v1/auth/register", json({ email, password: PASSWORD }));
    const again = await call("/api/v1/auth/register", json({ email, password: "another-pass-77" }));
    expect(again.status).toBe(first.status);
    const strip = (b: { data: unknown }) => JSON.stringify(b.data);
    expect(strip(await again.json())).toBe(strip(await first.json()));
    // The first registration's password still works: the second changed nothing.
    await expect(login(email)).resolves.toBeTruthy();
  });

  it("answers an unknown email exactly as a wrong password (no enumeration through login)", async () => {
    const { user } = await signUp();
    const wrong = await call(
      "/api/v1/auth/login",
      json({ email: user.email, password: "wrong-pass-123" }),
    );
    const unknown = await call(
      "/api/v1/auth/login",
      json({ email: uniqueEmail(), password: "wrong-pass-123" }),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = ((await wrong.json()) as ErrorBody).error;
    const b = ((await unknown.json()) as ErrorBody).error;
    expect({ ...a, timestamp: "" }).toEqual({ ...b, timestamp: "" });
  });

  it("enforces the password policy with a 400 naming the password", async () => {
    const res = await call(
      "/api/v1/auth/register",
      json({ email: uniqueEmail(), password: "short1" }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.details).toContain("password");
  });

  it("serves the anonymous developer in development and still checks present credentials", async () => {
    const anon = await call("/api/v1/auth/profile");
    expect(anon.status).toBe(200);
    expect((await readJson(anon, ProfileSchema)).data.authenticated_by).toBe("anonymous_developer");
    const bad = await call("/api/v1/auth/profile", bearer("not-a-token"));
    expect(bad.status).toBe(401);
    expect(bad.headers.get("www-authenticate")).toContain("Bearer");
  });
});
